import type {
  OrganiserDeelnemer,
  OrganiserSpeler,
  RegelCheck,
  Transferperiode,
  Transfers,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { dataFingerprint, lastAudit, startOrganiserServer } from '../test/organiser-client';
import type { OrganiserClient } from '../test/organiser-client';
import { pickSelectie } from '../test/pick-selectie';

let server: TestServer;
let client: OrganiserClient;
let spelers: OrganiserSpeler[];
let deelnemer: OrganiserDeelnemer;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
  const created = await client.ok<OrganiserDeelnemer>(
    'POST',
    organiserPaths.deelnemers,
    { name: 'Ruud Ruilers', teamName: 'Transferteam', subcompetities: [], email: null },
    201,
  );
  deelnemer = await client.ok<OrganiserDeelnemer>('PUT', organiserPaths.selectie(created.id), {
    version: created.version,
    playerIds: pickSelectie(spelers).map((s) => s.id),
  });
});
afterAll(() => server.close());

/** A Verdediger of the selection and an actief Verdediger of a club not in it. */
function swap(selectie: number[]) {
  const inSelectie = spelers.filter((s) => selectie.includes(s.id));
  const clubs = new Set(inSelectie.map((s) => s.clubId));
  const out = inSelectie.find((s) => s.position === 'Verdediger')!;
  const inn = spelers.find(
    (s) => s.position === 'Verdediger' && s.status === 'actief' && !clubs.has(s.clubId),
  )!;
  return { playerOutId: out.id, playerInId: inn.id };
}

describe('transfer windows and transfers', () => {
  it('refuses transfers while no window is open', async () => {
    const answer = await client.call('POST', organiserPaths.transfers(deelnemer.id), {
      version: deelnemer.version,
      transfers: [swap(deelnemer.selectie)],
    });
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Er is geen transferperiode open.' } },
    });
  });

  it('opens one window at a time, never on a speelronde with results', async () => {
    const window = await client.ok<Transferperiode>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 22, isOpen: true },
      201,
    );
    expect(window).toMatchObject({ fromRound: 22, isOpen: true, version: 1 });
    const second = await client.call<{ error: { message: string } }>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 25, isOpen: true },
    );
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe(
      'isOpen: sluit eerst de open transferperiode (vanaf speelronde 22)',
    );
    const played = await client.call<{ error: { message: string } }>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 5, isOpen: false },
    );
    expect(played.status).toBe(201);
    const reopen = await client.call<{ error: { message: string } }>(
      'PUT',
      organiserPaths.transferperiode((played.body as unknown as Transferperiode).id),
      {
        version: 1,
        fromRound: 5,
        isOpen: true,
      },
    );
    expect(reopen.status).toBe(400);
    expect(reopen.body.error.message).toContain('speelronde 5 heeft al uitslagen');
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(
            organiserPaths.transferperiode((played.body as unknown as Transferperiode).id),
            1,
          ),
        )
      ).status,
    ).toBe(204);
  });

  it('checks transfers live: a swap of positions breaks a named rule, nothing is written', async () => {
    const before = await dataFingerprint(server.db);
    const keeper = spelers.find(
      (s) => deelnemer.selectie.includes(s.id) && s.position === 'Keeper',
    )!;
    const { playerInId } = swap(deelnemer.selectie);
    const check = await client.ok<RegelCheck>('POST', organiserPaths.transfersCheck(deelnemer.id), {
      transfers: [{ playerOutId: keeper.id, playerInId }],
    });
    expect(check.valid).toBe(false);
    expect(check.fouten.map((f) => f.rule)).toContain('positie');
    expect(
      (
        await client.ok<RegelCheck>('POST', organiserPaths.transfersCheck(deelnemer.id), {
          transfers: [swap(deelnemer.selectie)],
        })
      ).valid,
    ).toBe(true);
    const refused = await client.call<{ error: { message: string } }>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      {
        version: deelnemer.version,
        transfers: [{ playerOutId: keeper.id, playerInId }],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(
      'Een transfer ruilt een speler voor een speler van dezelfde positie',
    );
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('stores a transfer from the window speelronde (public transfer list), and undoes it', async () => {
    const pair = swap(deelnemer.selectie);
    const saved = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: deelnemer.version, transfers: [pair] },
      201,
    );
    expect(saved.transfers).toEqual([expect.objectContaining({ ...pair, fromRound: 22 })]);
    expect(saved.currentSelectie).toContain(pair.playerInId);
    expect(saved.selectie).toContain(pair.playerOutId);
    const list = await server.getJson<Transfers>(apiPaths.spelers('transfers'));
    expect(list.some((t) => t.deelnemerId === deelnemer.id && t.fromRound === 22)).toBe(true);
    expect((await lastAudit(server.db)).action).toBe('transfer.aanmaken');

    const windows = await client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes);
    expect(windows.find((w) => w.fromRound === 22)?.transferCount).toBeGreaterThanOrEqual(1);

    const transferId = saved.transfers[0]!.id;
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(
            organiserPaths.transfer(deelnemer.id, transferId),
            deelnemer.version,
          ),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(
            organiserPaths.transfer(deelnemer.id, transferId),
            saved.version,
          ),
        )
      ).status,
    ).toBe(204);
    const after = await client.ok<OrganiserDeelnemer>(
      'GET',
      organiserPaths.deelnemer(deelnemer.id),
    );
    expect(after.transfers).toEqual([]);
    expect(after.currentSelectie).toEqual(after.selectie);
  });

  it('closes the window: transfers are refused again', async () => {
    const window = (
      await client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes)
    ).find((w) => w.isOpen)!;
    const closed = await client.ok<Transferperiode>(
      'PUT',
      organiserPaths.transferperiode(window.id),
      {
        version: window.version,
        fromRound: window.fromRound,
        isOpen: false,
      },
    );
    expect(closed).toMatchObject({ isOpen: false, version: window.version + 1 });
    const current = await client.ok<OrganiserDeelnemer>(
      'GET',
      organiserPaths.deelnemer(deelnemer.id),
    );
    const answer = await client.call('POST', organiserPaths.transfers(deelnemer.id), {
      version: current.version,
      transfers: [swap(current.selectie)],
    });
    expect(answer.status).toBe(409);
    expect((await lastAudit(server.db)).action).toBe('transferperiode.wijzigen');
  });
});
