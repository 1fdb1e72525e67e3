import type {
  DeelnemerRonde,
  OrganiserDeelnemer,
  OrganiserSchedule,
  Rondes,
  Speelronde,
  Tussenstand,
  Uitslag,
  UitslagSpeler,
} from '@clubelf/contract';
import { uitslagSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { defaultScoreTable } from '@clubelf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

const noEvents = (s: UitslagSpeler) => ({
  playerId: s.playerId,
  side: s.side,
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
});

/** The next speelronde, a match in it, and a participant with a home player of that match. */
async function nextRoundSetup() {
  const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
  const round = rondes.find((r) => r.state === 'gepland')!.round;
  const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
  const wedstrijd = schedule.rondes[round - 1]!.wedstrijden[0]!;
  const uitslag = uitslagSchema.parse(await client.ok('GET', organiserPaths.uitslag(wedstrijd.id)));
  const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
  for (const speler of uitslag.spelers.filter(
    (s) => s.side === 'home' && s.status !== 'vertrokken',
  )) {
    for (const d of deelnemers.filter((x) => x.currentSelectie.includes(speler.playerId))) {
      const ronde = await server.getJson<DeelnemerRonde>(apiPaths.deelnemerRonde(d.id, round));
      if (ronde.spelers.some((s) => s.playerId === speler.playerId)) {
        return { round, uitslag, speler, deelnemer: d };
      }
    }
  }
  throw new Error('no participant has a home player of the match');
}

describe('GET/PUT /api/organiser/wedstrijden/{id}/uitslag', () => {
  it('lists every player of both clubs, home side first', async () => {
    const { uitslag } = await nextRoundSetup();
    expect(uitslag.wedstrijd.homeGoals).toBeNull();
    const sides = uitslag.spelers.map((s) => s.side);
    expect(sides.indexOf('away')).toBeGreaterThan(0);
    expect(sides.lastIndexOf('home')).toBeLessThan(sides.indexOf('away'));
    expect(uitslag.spelers.every((s) => !s.played)).toBe(true);
  });

  it("gives each club's line-up of its previous match with a result, only players still there", async () => {
    const { round, uitslag } = await nextRoundSetup();
    for (const side of ['home', 'away'] as const) {
      const vorige = uitslag.vorigeOpstelling[side]!;
      expect(vorige.round).toBeLessThan(round);
      const previous = await client.ok<Uitslag>('GET', organiserPaths.uitslag(vorige.wedstrijdId));
      const clubId = side === 'home' ? uitslag.wedstrijd.homeClubId : uitslag.wedstrijd.awayClubId;
      const theirSide = previous.wedstrijd.homeClubId === clubId ? 'home' : 'away';
      const gridIds = new Set(
        uitslag.spelers.filter((s) => s.side === side).map((s) => s.playerId),
      );
      const expected = previous.spelers
        .filter((s) => s.side === theirSide && s.played && gridIds.has(s.playerId))
        .map((s) => ({ playerId: s.playerId, basisplaats: s.basisplaats }));
      expect(vorige.spelers).toHaveLength(expected.length);
      expect(new Set(vorige.spelers.map((s) => s.playerId))).toEqual(
        new Set(expected.map((s) => s.playerId)),
      );
      expect(vorige.spelers.filter((s) => s.basisplaats).length).toBe(
        expected.filter((s) => s.basisplaats).length,
      );
    }
  });

  it('saves the score and events, and the public tussenstand and round page show them at once', async () => {
    const { round, uitslag, speler, deelnemer } = await nextRoundSetup();
    const standBefore = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    const totalBefore = standBefore.rows.find((r) => r.deelnemerId === deelnemer.id)!.totalScore;

    const events = uitslag.spelers.map((s) =>
      s.playerId === speler.playerId
        ? { ...noEvents(s), played: true, basisplaats: true, goals: 2, penaltyGoals: 1, yellow: 1 }
        : noEvents(s),
    );
    const saved = uitslagSchema.parse(
      await client.ok('PUT', organiserPaths.uitslag(uitslag.wedstrijd.id), {
        version: uitslag.wedstrijd.version,
        homeGoals: 2,
        awayGoals: 0,
        events,
      }),
    );
    expect(saved.wedstrijd).toMatchObject({
      homeGoals: 2,
      awayGoals: 0,
      version: uitslag.wedstrijd.version + 1,
      eventCount: 1,
    });
    expect(saved.spelers.find((s) => s.playerId === speler.playerId)).toMatchObject({
      played: true,
      goals: 2,
      yellow: 1,
    });

    const row = defaultScoreTable()[speler.position];
    const expected =
      row.basisplaats +
      row.gewonnen +
      2 * row.doelpunt +
      row.penaltyDoelpunt +
      row.cleanSheet +
      row.geel;
    const ronde = await server.getJson<DeelnemerRonde>(
      apiPaths.deelnemerRonde(deelnemer.id, round),
    );
    expect(ronde.spelers.find((s) => s.playerId === speler.playerId)?.points).toBe(expected);
    expect(ronde.totalScore).toBe(expected);

    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    // the standing runs to this round, unless another test has entered a later one already
    expect(stand.round).toBe(Math.max(round, standBefore.round));
    expect(stand.rows.find((r) => r.deelnemerId === deelnemer.id)!.totalScore).toBe(
      totalBefore + expected,
    );

    const publicRound = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(round, true));
    const match = publicRound.wedstrijden.find((w) => w.id === uitslag.wedstrijd.id)!;
    expect(match).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(match.spelers?.map((s) => s.playerId)).toEqual([speler.playerId]);

    const audit = await lastAudit(server.db);
    expect(audit.action).toBe('uitslag.opslaan');
    expect(audit.summary).toContain('2-0');
  });

  it('replaces the events on a second save and can clear the result again', async () => {
    // Its own match of the next round: a first save, then a second with another player.
    const { round, uitslag, speler } = await nextRoundSetup();
    const match = uitslag.wedstrijd;
    const other = uitslag.spelers.find(
      (s) => s.side === 'home' && s.status !== 'vertrokken' && s.playerId !== speler.playerId,
    )!;
    const playing = (who: UitslagSpeler, goals: number) =>
      uitslag.spelers.map((s) =>
        s.playerId === who.playerId
          ? { ...noEvents(s), played: true, basisplaats: true, goals }
          : noEvents(s),
      );
    const put = (version: number, homeGoals: number | null, events: unknown[]) =>
      client.ok<Uitslag>('PUT', organiserPaths.uitslag(match.id), {
        version,
        homeGoals,
        awayGoals: homeGoals === null ? null : 0,
        events,
      });
    const publicMatch = async () =>
      (await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(round, true))).wedstrijden.find(
        (w) => w.id === match.id,
      )!;
    const roundState = async () =>
      (await server.getJson<Rondes>(apiPaths.wedstrijdRondes)).find((r) => r.round === round)
        ?.state;

    const first = await put(match.version, 1, playing(speler, 1));
    expect(first.wedstrijd).toMatchObject({ homeGoals: 1, eventCount: 1 });
    expect((await publicMatch()).spelers?.map((s) => s.playerId)).toEqual([speler.playerId]);

    const second = await put(first.wedstrijd.version, 2, playing(other, 2));
    expect(second.wedstrijd).toMatchObject({ homeGoals: 2, awayGoals: 0, eventCount: 1 });
    expect(second.spelers.filter((s) => s.played).map((s) => s.playerId)).toEqual([other.playerId]);
    const replaced = await publicMatch();
    expect(replaced).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(replaced.spelers?.map((s) => [s.playerId, s.goals])).toEqual([[other.playerId, 2]]);
    expect(await roundState()).not.toBe('gepland');

    const cleared = await put(second.wedstrijd.version, null, uitslag.spelers.map(noEvents));
    expect(cleared.wedstrijd).toMatchObject({ homeGoals: null, awayGoals: null, eventCount: 0 });
    expect(await publicMatch()).toMatchObject({ homeGoals: null, awayGoals: null });
    expect(await roundState()).toBe('gepland');
  });

  it('refuses events whose goals exceed the score, and broken card rules, writing nothing', async () => {
    const { uitslag, speler } = await nextRoundSetup();
    const before = await dataFingerprint(server.db);
    const goals = await client.call<{ error: { message: string } }>(
      'PUT',
      organiserPaths.uitslag(uitslag.wedstrijd.id),
      {
        version: uitslag.wedstrijd.version,
        homeGoals: 1,
        awayGoals: 1,
        events: [{ ...noEvents(speler), played: true, goals: 2, secondYellow: true }],
      },
    );
    expect(goals.status).toBe(400);
    expect(goals.body.error.message).toContain(
      `${speler.name} kan pas een tweede gele kaart krijgen na een eerste`,
    );
    expect(goals.body.error.message).toContain(
      `in de spelersgebeurtenissen (2) zijn meer dan de uitslag (1)`,
    );

    const notPlayed = await client.call<{ error: { message: string } }>(
      'PUT',
      organiserPaths.uitslag(uitslag.wedstrijd.id),
      {
        version: uitslag.wedstrijd.version,
        homeGoals: 1,
        awayGoals: 1,
        events: [{ ...noEvents(speler), side: 'away', assists: 1 }],
      },
    );
    expect(notPlayed.status).toBe(400);
    expect(notPlayed.body.error.message).toContain(
      `events.0.side: ${speler.name} speelt niet voor ${uitslag.wedstrijd.awayClub}`,
    );
    expect(notPlayed.body.error.message).toContain(
      'heeft niet gespeeld maar heeft wel gebeurtenissen',
    );
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('accepts fewer goals in the events than the score (events may be incomplete)', async () => {
    const { uitslag } = await nextRoundSetup();
    const saved = await client.ok<Uitslag>('PUT', organiserPaths.uitslag(uitslag.wedstrijd.id), {
      version: uitslag.wedstrijd.version,
      homeGoals: 3,
      awayGoals: 1,
      events: [],
    });
    expect(saved.wedstrijd).toMatchObject({ homeGoals: 3, awayGoals: 1, eventCount: 0 });
  });

  it('answers 409 when another organiser saved the match in between', async () => {
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    const match = schedule.rondes[25]!.wedstrijden[0]!;
    const body = { version: match.version, homeGoals: 0, awayGoals: 0, events: [] };
    const [first, second] = await Promise.all([
      client.call('PUT', organiserPaths.uitslag(match.id), body),
      client.call('PUT', organiserPaths.uitslag(match.id), { ...body, homeGoals: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});
