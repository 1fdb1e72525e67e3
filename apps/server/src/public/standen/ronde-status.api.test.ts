// A round in progress over real HTTP: after the organiser saves one match of the next round,
// every standing answer says that round is bezig with 1 of its matches played, the tussenstand
// carries each participant's points of that round and the round's best so far.
import type {
  DeelnemerRonde,
  Fairplaycup,
  Herbstmeister,
  Highscorecup,
  OrganiserDeelnemer,
  OrganiserSchedule,
  Periode,
  PeriodetitelsSummary,
  RondeStatus,
  Rondes,
  Subcompetities,
  Teamcompetitie,
  Tussenstand,
  TussenstandPage,
  TussenstandSummary,
  UitslagSpeler,
} from '@clubelf/contract';
import { uitslagSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { NO_EVENTS } from '@clubelf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

const noEvents = (s: UitslagSpeler) => ({ playerId: s.playerId, side: s.side, ...NO_EVENTS });

/** Every standing answer's status of its round (herbstmeister and periods: their own). */
async function statuses(): Promise<Record<string, RondeStatus>> {
  const get = <T>(path: string) => server.getJson<T>(path);
  const summary = await get<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
  const playing = summary.periodetitels.find((p) => p.nummer === summary.currentPeriod)!;
  const subs = await get<Subcompetities>(apiPaths.teamstanden.subcompetities);
  const page = await get<TussenstandPage>(`${apiPaths.standen.tussenstand}?vanaf=0&aantal=3`);
  return {
    tussenstand: (await get<Tussenstand>(apiPaths.standen.tussenstand)).rondeStatus,
    tussenstandPage: page.rondeStatus,
    fairplaycup: (await get<Fairplaycup>(apiPaths.standen.fairplaycup)).rondeStatus,
    highscorecup: (await get<Highscorecup>(apiPaths.standen.highscorecup)).rondeStatus,
    teamcompetitie: (await get<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie)).rondeStatus,
    subcompetitie: subs[0]!.rondeStatus,
    summaryTussenstand: (await get<TussenstandSummary>(apiPaths.summary.tussenstand)).rondeStatus,
    summaryTeamcompetitie: (await get<Teamcompetitie>(apiPaths.summary.teamcompetitie)).rondeStatus,
    periode: (await get<Periode>(apiPaths.periodetitel(playing.nummer))).rondeStatus,
  };
}

describe('a round in progress', () => {
  it('is gespeeld, all matches played, in the demo season as seeded', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const last = rondes.filter((r) => r.state !== 'gepland').at(-1)!.round;
    for (const status of Object.values(await statuses())) {
      expect(status).toEqual({ round: last, state: 'gespeeld', gespeeld: 9, totaal: 9 });
    }
    const herbst = await server.getJson<Herbstmeister>(apiPaths.standen.herbstmeister);
    expect(herbst.rondeStatus.state).toBe('gespeeld');
  });

  it('after 1 saved match of the next round: bezig, 1 van 9, with the round scores and winner', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const round = rondes.find((r) => r.state === 'gepland')!.round;
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    const wedstrijd = schedule.rondes[round - 1]!.wedstrijden[0]!;
    const uitslag = uitslagSchema.parse(
      await client.ok('GET', organiserPaths.uitslag(wedstrijd.id)),
    );
    // Eleven home players start and the first scores twice: someone certainly has points.
    const home = uitslag.spelers
      .filter((s) => s.side === 'home' && s.status !== 'vertrokken')
      .slice(0, 11);
    const events = uitslag.spelers.map((s) =>
      home.includes(s)
        ? { ...noEvents(s), played: true, basisplaats: true, goals: s === home[0] ? 2 : 0 }
        : noEvents(s),
    );
    const put = await client.call('PUT', organiserPaths.uitslag(wedstrijd.id), {
      version: uitslag.wedstrijd.version,
      homeGoals: 2,
      awayGoals: 0,
      events,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const expected = { round, state: 'bezig', gespeeld: 1, totaal: 9 };
    for (const [name, status] of Object.entries(await statuses())) {
      expect(status, name).toEqual(expected);
    }

    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.round).toBe(round);
    // Each participant's roundScore is their total of the round (their own round page).
    const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
    // A participant with a home player who started a won match has points in this round.
    const homeIds = new Set(home.map((s) => s.playerId));
    const withPlayer = deelnemers.find((d) => d.currentSelectie.some((id) => homeIds.has(id)))!;
    for (const id of [withPlayer.id, stand.rows[0]!.deelnemerId, stand.rows.at(-1)!.deelnemerId]) {
      const ronde = await server.getJson<DeelnemerRonde>(apiPaths.deelnemerRonde(id, round));
      expect(stand.rows.find((r) => r.deelnemerId === id)?.roundScore).toBe(ronde.totalScore);
    }
    expect(stand.rows.find((r) => r.deelnemerId === withPlayer.id)!.roundScore).toBeGreaterThan(0);

    // The winners: everyone with the best round score, and nobody else.
    const best = Math.max(...stand.rows.map((r) => r.roundScore));
    const leaders = stand.rows.filter((r) => r.roundScore === best);
    expect(stand.rondeWinnaars).toEqual(
      leaders.map((r) => ({
        deelnemerId: r.deelnemerId,
        name: r.name,
        teamName: r.teamName,
        score: best,
      })),
    );
    const summary = await server.getJson<TussenstandSummary>(apiPaths.summary.tussenstand);
    expect(summary.rondeWinnaars).toEqual(stand.rondeWinnaars);
    expect(summary.tussenstandPositions[0]?.roundScore).toBe(stand.rows[0]?.roundScore);
  });
});
