import type {
  BekerRondeDetail,
  BekerRondeSummary,
  OrganiserBekers,
  OrganiserClub,
  OrganiserSchedule,
  OrganiserWedstrijd,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

const errorOf = (answer: { body: unknown }) =>
  (answer.body as { error: { message: string } }).error.message;

describe('cups on the demo season', () => {
  let server: TestServer;
  let client: OrganiserClient;
  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer());
  });
  afterAll(() => server.close());

  const bekers = () => client.ok<OrganiserBekers>('GET', organiserPaths.bekers);

  /** Enters a 1-0 for every match of the speelronde, so that it is gespeeld. */
  async function playRound(round: number) {
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    for (const w of schedule.rondes[round - 1]!.wedstrijden) {
      await client.ok('PUT', organiserPaths.uitslag(w.id), {
        version: w.version,
        homeGoals: 1,
        awayGoals: 0,
        events: [],
      });
    }
  }

  it('shows the drawn, unplayed round as the only one that can be undone, and no next draw yet', async () => {
    const { beker } = await bekers();
    const last = beker.rondes[beker.rondes.length - 1]!;
    expect(last.isFinished).toBe(false);
    expect(last.deleteBlockedReason).toBeNull();
    expect(beker.rondes.slice(0, -1).every((r) => r.deleteBlockedReason !== null)).toBe(true);
    expect(beker.next.blockedReason).toBe(
      `${last.name} (speelronde ${last.speelronde}) is nog niet gespeeld; daarna kan de volgende ronde geloot worden.`,
    );
    const refused = await client.call('POST', organiserPaths.bekerrondes, {
      kind: 'beker',
      speelronde: 30,
    });
    expect(refused.status).toBe(409);
  });

  it('undoes the open draw and draws it again at random; the public cup pages show it', async () => {
    const { beker } = await bekers();
    const last = beker.rondes[beker.rondes.length - 1]!;
    const earlier = beker.rondes[beker.rondes.length - 2]!;
    const notLast = await client.call('DELETE', organiserPaths.bekerronde(earlier.id));
    expect(notLast.status).toBe(409);
    expect(errorOf(notLast)).toBe(
      'Alleen de laatste ronde van de beker kan opnieuw geloot worden.',
    );

    expect((await client.call('DELETE', organiserPaths.bekerronde(last.id))).status).toBe(204);
    const list = await server.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes);
    expect(list.some((r) => r.id === last.id)).toBe(false);
    const plan = (await bekers()).beker;
    expect(plan.next).toMatchObject({ blockedReason: null, name: last.name, minSpeelronde: 21 });

    const tooEarly = await client.call('POST', organiserPaths.bekerrondes, {
      kind: 'beker',
      speelronde: 20,
    });
    expect(tooEarly.status).toBe(400);
    expect(errorOf(tooEarly)).toBe(
      'speelronde moet minstens 21 zijn (na de vorige ronde en zonder uitslagen)',
    );

    const drawn = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'beker', speelronde: 23 },
      201,
    );
    expect(drawn).toMatchObject({
      kind: 'beker',
      name: last.name,
      speelronde: 23,
      isFinished: false,
    });
    expect(drawn.duels.length * 2 + drawn.byes.length).toBe(plan.next.entrantCount);
    expect(await server.getJson(apiPaths.bekerronde(drawn.id))).toEqual(drawn);
    expect((await server.getJson<BekerRondeSummary | null>(apiPaths.summary.bekerronde))?.id).toBe(
      drawn.id,
    );
    expect((await lastAudit(server.db)).action).toBe('bekerronde.loten');
  });

  it('draws the next round once the speelronde is played, and then keeps the played draw', async () => {
    await playRound(23);
    const { beker } = await bekers();
    const played = beker.rondes[beker.rondes.length - 1]!;
    expect(played).toMatchObject({
      speelronde: 23,
      isFinished: true,
      deleteBlockedReason: 'Speelronde 23 heeft al uitslagen: de loting staat vast.',
    });
    expect(beker.next).toMatchObject({ blockedReason: null, minSpeelronde: 24 });

    const refused = await client.call('DELETE', organiserPaths.bekerronde(played.id));
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe('Speelronde 23 heeft al uitslagen: de loting staat vast.');

    const next = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'beker', speelronde: 25 },
      201,
    );
    expect(next.name).toBe(beker.next.name);
    const previous = await server.getJson<BekerRondeDetail>(apiPaths.bekerronde(played.id));
    const winners = new Set(previous.duels.map((d) => d.winnerId));
    for (const duel of next.duels) {
      for (const entrant of [duel.first, duel.second]) {
        expect(winners.has(entrant.id) || previous.byes.some((b) => b.id === entrant.id)).toBe(
          true,
        );
      }
    }
  });
  it('redraws the open teambeker round between teams, shown on the public teambeker page', async () => {
    const { teambeker } = await bekers();
    const last = teambeker.rondes[teambeker.rondes.length - 1]!;
    expect((await client.call('DELETE', organiserPaths.bekerronde(last.id))).status).toBe(204);
    const drawn = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'teambeker', speelronde: last.speelronde },
      201,
    );
    expect(drawn).toMatchObject({
      kind: 'teambeker',
      name: last.name,
      speelronde: last.speelronde,
    });
    expect(drawn.duels.every((d) => d.first.teamName === '' && d.second.teamName === '')).toBe(
      true,
    );
    expect(await server.getJson(apiPaths.teambekerronde(drawn.id))).toEqual(drawn);
  });
});

describe('cups from an empty database', () => {
  let server: TestServer;
  let client: OrganiserClient;
  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } }));
    await client.ok(
      'POST',
      organiserPaths.seizoen,
      { name: 'Kleine competitie', clubName: 'De Club', roundCount: 4 },
      201,
    );
  });
  afterAll(() => server.close());

  it('draws a voorronde for three participants and refuses a teambeker with one full team', async () => {
    const tooFew = await client.call('POST', organiserPaths.bekerrondes, {
      kind: 'beker',
      speelronde: 1,
    });
    expect(tooFew.status).toBe(409);
    expect(errorOf(tooFew)).toBe('Voor een loting zijn minstens 2 deelnemers nodig (nu 0).');
    for (const name of ['Anna', 'Bram', 'Cor']) {
      await client.ok(
        'POST',
        organiserPaths.deelnemers,
        { name, teamName: 'Familie Jansen', subcompetities: [], email: null },
        201,
      );
    }
    const drawn = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'beker', speelronde: 1 },
      201,
    );
    expect(drawn).toMatchObject({ name: 'Voorronde', speelronde: 1 });
    expect(drawn.duels).toHaveLength(1);
    expect(drawn.byes).toHaveLength(1);
    const teambeker = await client.call('POST', organiserPaths.bekerrondes, {
      kind: 'teambeker',
      speelronde: 1,
    });
    expect(teambeker.status).toBe(409);
    expect(errorOf(teambeker)).toBe('Voor een loting zijn minstens 2 teams nodig (nu 1).');
  });

  it('runs a match result from scratch: clubs, a match, a result', async () => {
    const a = await client.ok<OrganiserClub>('POST', organiserPaths.clubs, { name: 'Ajax' }, 201);
    const b = await client.ok<OrganiserClub>('POST', organiserPaths.clubs, { name: 'PSV' }, 201);
    const w = await client.ok<OrganiserWedstrijd>(
      'POST',
      organiserPaths.wedstrijden,
      { round: 1, homeClubId: a.id, awayClubId: b.id, kickoff: '2026-08-14T20:00' },
      201,
    );
    await client.ok('PUT', organiserPaths.uitslag(w.id), {
      version: w.version,
      homeGoals: 2,
      awayGoals: 2,
      events: [],
    });
    const round = await server.getJson<{ state: string; wedstrijden: { homeGoals: number }[] }>(
      apiPaths.wedstrijdRonde(1),
    );
    expect(round).toMatchObject({ state: 'gespeeld', wedstrijden: [{ homeGoals: 2 }] });
    const bekerronde = await server.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes);
    expect(bekerronde[0]).toMatchObject({ name: 'Voorronde', isFinished: true });
  });
});
