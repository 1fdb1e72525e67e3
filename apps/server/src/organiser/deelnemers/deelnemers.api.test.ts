import type {
  DeelnemerRonde,
  Deelnemers,
  OrganiserBekers,
  OrganiserDeelnemer,
  OrganiserSpeler,
  OrganiserTeams,
  RegelCheck,
} from '@clubelf/contract';
import { CONFLICT_MESSAGE, organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { pickSelectie } from '../../test/organiser/pick-selectie';

let server: TestServer;
let client: OrganiserClient;
let spelers: OrganiserSpeler[];
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
});
afterAll(() => server.close());

const newDeelnemer = (name: string, teamName = 'De Nieuwkomers') =>
  client.ok<OrganiserDeelnemer>(
    'POST',
    organiserPaths.deelnemers,
    { name, teamName, subcompetities: ['Jeugd', 'Jeugd', 'Dames'], email: 'piet@voorbeeld.nl' },
    201,
  );

/** An actief keeper of a club none of `ids` plays for. */
function otherKeeper(ids: number[]): number {
  const clubs = new Set(spelers.filter((s) => ids.includes(s.id)).map((s) => s.clubId));
  return spelers.find(
    (s) => s.position === 'Keeper' && s.status === 'actief' && !clubs.has(s.clubId),
  )!.id;
}

describe('participants', () => {
  it('adds a participant with a new team; the public list shows him without his e-mail', async () => {
    const piet = await newDeelnemer('Piet Pietersen');
    expect(piet).toMatchObject({
      teamName: 'De Nieuwkomers',
      subcompetities: ['Dames', 'Jeugd'],
      email: 'piet@voorbeeld.nl',
      version: 1,
      selectie: [],
    });
    const teams = await client.ok<OrganiserTeams>('GET', organiserPaths.teams);
    expect(teams.find((t) => t.name === 'De Nieuwkomers')?.deelnemerCount).toBe(1);
    const publicList = await server.get(apiPaths.deelnemers);
    const text = await publicList.text();
    expect((JSON.parse(text) as Deelnemers).some((d) => d.id === piet.id)).toBe(true);
    expect(text).not.toContain('piet@voorbeeld.nl');
    expect(await (await server.get(apiPaths.deelnemer(piet.id))).text()).not.toContain('@');
    expect((await lastAudit(server.db)).action).toBe('deelnemer.aanmaken');
  });

  it('checks a selection live without writing, naming every broken rule', async () => {
    const before = await dataFingerprint(server.db);
    const valid = pickSelectie(spelers).map((s) => s.id);
    const broken = [...valid, otherKeeper(valid)];
    const check = await client.ok<RegelCheck>('POST', organiserPaths.selectieCheck, {
      playerIds: broken,
    });
    expect(check.valid).toBe(false);
    expect(check.fouten.map((f) => f.rule)).toEqual(['aantal', 'keeper']);
    expect(check.fouten[0]!.message).toBe('Een selectie heeft precies 11 spelers (nu 12).');
    const ok = await client.ok<RegelCheck>('POST', organiserPaths.selectieCheck, {
      playerIds: valid,
    });
    expect(ok).toEqual({ valid: true, fouten: [] });

    const sameClub = spelers.filter(
      (s) => s.clubId === spelers[0]!.clubId && s.status === 'actief' && s.position !== 'Keeper',
    );
    const tooMany = [...valid.filter((id) => !sameClub.some((s) => s.id === id))];
    const club = await client.ok<RegelCheck>('POST', organiserPaths.selectieCheck, {
      playerIds: [...tooMany.slice(0, 7), ...sameClub.slice(0, 4).map((s) => s.id)],
    });
    expect(club.fouten.map((f) => f.rule)).toContain('club');
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('saves a valid selection (public round page shows the 11) and refuses a broken one with 400', async () => {
    const piet = await newDeelnemer('Selectie Sam');
    const valid = pickSelectie(spelers).map((s) => s.id);
    const twelve = [...valid, otherKeeper(valid)];
    const before = await dataFingerprint(server.db);
    const refused = await client.call<{
      error: { message: string; details: { problems: unknown[] } };
    }>('PUT', organiserPaths.selectie(piet.id), {
      version: piet.version,
      playerIds: twelve,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Een selectie heeft precies 11 spelers (nu 12). Een selectie heeft precies 1 keeper (nu 2).',
    );
    // One problem per broken rule, under the field the form shows the 11 as.
    expect(refused.body.error.details.problems).toEqual([
      {
        field: 'playerIds',
        rule: 'aantal',
        message: 'Een selectie heeft precies 11 spelers (nu 12).',
        playerIds: [],
      },
      {
        field: 'playerIds',
        rule: 'keeper',
        message: 'Een selectie heeft precies 1 keeper (nu 2).',
        playerIds: [],
      },
    ]);
    expect(await dataFingerprint(server.db)).toBe(before);

    const eleven = pickSelectie(spelers).map((s) => s.id);
    const saved = await client.ok<OrganiserDeelnemer>('PUT', organiserPaths.selectie(piet.id), {
      version: piet.version,
      playerIds: eleven,
    });
    expect(saved).toMatchObject({
      selectie: eleven,
      currentSelectie: eleven,
      version: piet.version + 1,
    });
    const ronde = await server.getJson<DeelnemerRonde>(apiPaths.deelnemerRonde(piet.id, 1));
    expect(ronde.spelers.map((s) => s.playerId).sort()).toEqual([...eleven].sort());

    const stale = await client.call('PUT', organiserPaths.selectie(piet.id), {
      version: piet.version,
      playerIds: eleven,
    });
    expect(stale.status).toBe(409);
  });

  it('moves a participant to another team, removing the emptied team', async () => {
    const piet = await newDeelnemer('Verhuizer Vera', 'Eenmalig Team');
    const moved = await client.ok<OrganiserDeelnemer>('PUT', organiserPaths.deelnemer(piet.id), {
      version: piet.version,
      name: 'Verhuisde Vera',
      teamName: 'de nieuwkomers',
      subcompetities: [],
      email: '',
    });
    expect(moved).toMatchObject({
      name: 'Verhuisde Vera',
      teamName: 'De Nieuwkomers',
      email: null,
      subcompetities: [],
    });
    const teams = await client.ok<OrganiserTeams>('GET', organiserPaths.teams);
    expect(teams.some((t) => t.name === 'Eenmalig Team')).toBe(false);
  });

  it('removes a participant (409 on a stale version), but not one in a beker draw', async () => {
    const piet = await newDeelnemer('Weg Willem');
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(organiserPaths.deelnemer(piet.id), piet.version + 1),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(organiserPaths.deelnemer(piet.id), piet.version),
        )
      ).status,
    ).toBe(204);
    expect(
      (await server.getJson<Deelnemers>(apiPaths.deelnemers)).some((d) => d.id === piet.id),
    ).toBe(false);
    expect((await client.call('GET', organiserPaths.deelnemer(piet.id))).status).toBe(404);

    const bekers = await client.ok<OrganiserBekers>('GET', organiserPaths.bekers);
    expect(bekers.beker.rondes.length).toBeGreaterThan(0);
    const drawn = (
      await server.getJson<{ duels: { first: { id: number } }[] }>(
        apiPaths.bekerronde(bekers.beker.rondes[0]!.id),
      )
    ).duels[0]!.first.id;
    const deelnemer = await client.ok<OrganiserDeelnemer>('GET', organiserPaths.deelnemer(drawn));
    const answer = await client.call<{ error: { message: string } }>(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.deelnemer(drawn), deelnemer.version),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain('staat in de loting van de beker');
  });

  it('answers 409 to the second of two selection saves based on the same version', async () => {
    const piet = await newDeelnemer('Gelijktijdig Gerrit');
    const eleven = pickSelectie(spelers).map((s) => s.id);
    const other = pickSelectie(spelers, [eleven[1]!]).map((s) => s.id);
    const answers = await Promise.all([
      client.call('PUT', organiserPaths.selectie(piet.id), {
        version: piet.version,
        playerIds: eleven,
      }),
      client.call('PUT', organiserPaths.selectie(piet.id), {
        version: piet.version,
        playerIds: other,
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      error: { code: 'conflict', message: CONFLICT_MESSAGE },
    });
    const stored = await client.ok<OrganiserDeelnemer>('GET', organiserPaths.deelnemer(piet.id));
    expect(stored.version).toBe(piet.version + 1);
    expect([eleven, other]).toContainEqual(stored.selectie);
  });
});
