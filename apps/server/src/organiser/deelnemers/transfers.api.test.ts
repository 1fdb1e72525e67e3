import type {
  OrganiserDeelnemer,
  OrganiserSpeler,
  RegelCheck,
  Transferperiode,
  Transfers,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { pickSelectie } from '../../test/organiser/pick-selectie';
import { readDataVersion } from '../../read-model/season-repository';

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

// Each test sets up the windows it needs, so it passes alone and in any order.
const WINDOW_ROUND = 22;

const transferperiodes = () => client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes);

type ErrorBody = {
  error: { code: string; message: string; details: { problems: unknown[] } };
};

/** The participant as stored now (other tests raise his version). */
const current = () => client.ok<OrganiserDeelnemer>('GET', organiserPaths.deelnemer(deelnemer.id));

async function closeOpenWindow(): Promise<void> {
  const open = (await transferperiodes()).find((w) => w.isOpen);
  if (open) {
    await client.ok('PUT', organiserPaths.transferperiode(open.id), {
      version: open.version,
      fromRound: open.fromRound,
      isOpen: false,
    });
  }
}

/** The window from `fromRound` open (made if need be), any other closed. */
async function openWindow(fromRound = WINDOW_ROUND): Promise<Transferperiode> {
  const existing = (await transferperiodes()).find((w) => w.fromRound === fromRound);
  if (existing?.isOpen) return existing;
  await closeOpenWindow();
  if (existing) {
    return client.ok<Transferperiode>('PUT', organiserPaths.transferperiode(existing.id), {
      version: existing.version,
      fromRound,
      isOpen: true,
    });
  }
  return client.ok<Transferperiode>(
    'POST',
    organiserPaths.transferperiodes,
    { fromRound, isOpen: true },
    201,
  );
}

/** An active defender of a club the 11 lacks, to take the place of the one `first` brought in. */
function defenderAfter(selectie: number[], first: { playerInId: number }) {
  const clubs = new Set(spelers.filter((s) => selectie.includes(s.id)).map((s) => s.clubId));
  return spelers.find(
    (s) =>
      s.position === 'Verdediger' &&
      s.status === 'actief' &&
      !clubs.has(s.clubId) &&
      s.id !== first.playerInId,
  )!;
}

describe('transfer windows and transfers', () => {
  it('refuses transfers while no window is open', async () => {
    await closeOpenWindow();
    const { version, selectie } = await current();
    const answer = await client.call('POST', organiserPaths.transfers(deelnemer.id), {
      version,
      transfers: [swap(selectie)],
    });
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Er is geen transferperiode open.' } },
    });
  });

  it('opens one window at a time, never on a speelronde with results', async () => {
    await closeOpenWindow();
    // a speelronde of its own, so that no other test has made a window there
    const window = await client.ok<Transferperiode>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 24, isOpen: true },
      201,
    );
    expect(window).toMatchObject({ fromRound: 24, isOpen: true, version: 1 });
    const second = await client.call<{ error: { message: string } }>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 25, isOpen: true },
    );
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe(
      'isOpen: sluit eerst de open transferperiode (vanaf speelronde 24)',
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
    await openWindow();
    const { version, selectie } = await current();
    const before = await dataFingerprint(server.db);
    const keeper = spelers.find((s) => selectie.includes(s.id) && s.position === 'Keeper')!;
    const { playerInId } = swap(selectie);
    const check = await client.ok<RegelCheck>('POST', organiserPaths.transfersCheck(deelnemer.id), {
      transfers: [{ playerOutId: keeper.id, playerInId }],
    });
    expect(check.valid).toBe(false);
    expect(check.fouten.map((f) => f.rule)).toContain('positie');
    expect(
      (
        await client.ok<RegelCheck>('POST', organiserPaths.transfersCheck(deelnemer.id), {
          transfers: [swap(selectie)],
        })
      ).valid,
    ).toBe(true);
    const refused = await client.call<ErrorBody>('POST', organiserPaths.transfers(deelnemer.id), {
      version,
      transfers: [{ playerOutId: keeper.id, playerInId }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(
      'Een transfer ruilt een speler voor een speler van dezelfde positie',
    );
    // Each broken rule under the swap it is about (the form's first), the message as it was.
    expect(refused.body.error.details.problems).toEqual([
      {
        field: 'transfers.0',
        rule: 'positie',
        message: expect.stringContaining('Een transfer ruilt een speler voor een speler'),
        playerIds: [keeper.id, playerInId],
      },
      {
        field: 'transfers.0',
        rule: 'keeper',
        message: 'Een selectie heeft precies 1 keeper (nu 0).',
        playerIds: [],
      },
    ]);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('stores a transfer from the window speelronde (public transfer list), and undoes it', async () => {
    await openWindow(WINDOW_ROUND);
    const before = await current();
    expect(before.transfers).toEqual([]);
    const pair = swap(before.selectie);
    const saved = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: before.version, transfers: [pair] },
      201,
    );
    expect(saved.transfers).toEqual([expect.objectContaining({ ...pair, fromRound: 22 })]);
    expect(saved.currentSelectie).toContain(pair.playerInId);
    expect(saved.selectie).toContain(pair.playerOutId);

    // A new 11 without the player the transfer takes out is refused under the selection.
    const withoutOut = saved.selectie.map((id) => (id === pair.playerOutId ? pair.playerInId : id));
    const breaking = await client.call<ErrorBody>('PUT', organiserPaths.selectie(deelnemer.id), {
      version: saved.version,
      playerIds: withoutOut,
    });
    expect(breaking.status).toBe(400);
    const uit = `${spelers.find((s) => s.id === pair.playerOutId)!.name} staat niet in de selectie.`;
    const passen = 'De transfers van deze deelnemer passen dan niet meer: ';
    expect(breaking.body.error).toEqual({
      code: 'bad_request',
      message: `${passen}${uit}`,
      details: {
        problems: [
          {
            field: 'playerIds',
            rule: 'uit',
            message: `${passen}${uit}`,
            playerIds: [pair.playerOutId],
          },
        ],
      },
    });
    // Read as the web client does after its own save: naming the data version it wrote, so
    // the read waits for that recompute instead of serving the previous answers.
    const read = await server.get(apiPaths.spelers('transfers'), {
      [DATA_VERSION_HEADER]: String(await readDataVersion(server.db)),
    });
    expect(read.status).toBe(200);
    const list = (await read.json()) as Transfers;
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
            before.version,
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

  it('refuses to undo a transfer a later one builds on, naming it as a problem of the undo', async () => {
    await openWindow(WINDOW_ROUND);
    const before = await current();
    const first = swap(before.selectie);
    const next = defenderAfter(before.selectie, first);
    const saved = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: before.version, transfers: [first] },
      201,
    );
    // The next window's swap takes out the player the first brought in.
    await openWindow(WINDOW_ROUND + 1);
    const later = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      {
        version: saved.version,
        transfers: [{ playerOutId: first.playerInId, playerInId: next.id }],
      },
      201,
    );
    const one = later.transfers.find((t) => t.fromRound === WINDOW_ROUND)!;
    const two = later.transfers.find((t) => t.fromRound === WINDOW_ROUND + 1)!;
    const undo = (transferId: number, version: number) =>
      client.call<ErrorBody>(
        'DELETE',
        organiserPaths.withVersion(organiserPaths.transfer(deelnemer.id, transferId), version),
      );
    const refused = await undo(one.id, later.version);
    expect(refused.status).toBe(400);
    const why = `Zonder deze transfer kloppen de andere niet meer: ${spelers.find((s) => s.id === first.playerInId)!.name} staat niet in de selectie.`;
    expect(refused.body.error.message).toBe(why);
    expect(refused.body.error.details.problems).toEqual([
      { field: null, rule: 'uit', message: why, playerIds: [first.playerInId] },
    ]);
    // Undone the other way round, both go.
    expect((await undo(two.id, later.version)).status).toBe(204);
    expect((await undo(one.id, later.version + 1)).status).toBe(204);
    expect((await current()).transfers).toEqual([]);
  });

  it('takes a swap that builds on another of the same window, asked together or after it', async () => {
    await openWindow(WINDOW_ROUND);
    const before = await current();
    const first = swap(before.selectie);
    const next = defenderAfter(before.selectie, first);
    const then = { playerOutId: first.playerInId, playerInId: next.id };
    const expectBoth = (d: OrganiserDeelnemer) => {
      expect(d.currentSelectie).toContain(next.id);
      expect(d.currentSelectie).not.toContain(first.playerInId);
      expect(d.currentSelectie).not.toContain(first.playerOutId);
    };
    const undoAll = async (d: OrganiserDeelnemer) => {
      let version = d.version;
      for (const t of [...d.transfers].sort((a, b) => b.id - a.id)) {
        const undone = await client.call(
          'DELETE',
          organiserPaths.withVersion(organiserPaths.transfer(deelnemer.id, t.id), version),
        );
        expect(undone.status).toBe(204);
        version += 1;
      }
      expect((await current()).transfers).toEqual([]);
    };
    // Both in one request, in the order asked: A for B, then B for C.
    const together = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: before.version, transfers: [first, then] },
      201,
    );
    expectBoth(together);
    await undoAll(together);
    // The second on top of the stored first, in the same window.
    const one = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: (await current()).version, transfers: [first] },
      201,
    );
    const two = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(deelnemer.id),
      { version: one.version, transfers: [then] },
      201,
    );
    expectBoth(two);
    await undoAll(two);
  });

  it('closes the window: transfers are refused again', async () => {
    const window = await openWindow();
    const { version, selectie } = await current();
    expect(
      (
        await client.ok<RegelCheck>('POST', organiserPaths.transfersCheck(deelnemer.id), {
          transfers: [swap(selectie)],
        })
      ).valid,
    ).toBe(true);
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
    const answer = await client.call('POST', organiserPaths.transfers(deelnemer.id), {
      version,
      transfers: [swap(selectie)],
    });
    expect(answer.status).toBe(409);
    expect((await lastAudit(server.db)).action).toBe('transferperiode.wijzigen');
  });
});
