// A round in progress in a participant's round answer (issue 26): after one match of the next
// round is saved, the players of that match show their points and every other player carries his
// club's match still to be played (opponent, home or away, kick-off), so the page can say
// "nog te spelen" instead of a 0 that reads like a match without points.
import type {
  DeelnemerRonde,
  OrganiserDeelnemer,
  OrganiserSchedule,
  Rondes,
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

describe("a participant's round in progress", () => {
  it('played players have their points, the others their match still to be played', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const round = rondes.find((r) => r.state === 'gepland')!.round;
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    const wedstrijden = schedule.rondes.find((r) => r.round === round)!.wedstrijden;
    const [gespeeld, ...rest] = wedstrijden;
    const uitslag = uitslagSchema.parse(
      await client.ok('GET', organiserPaths.uitslag(gespeeld!.id)),
    );
    // Eleven home players start and the first scores: his points are certainly above 0.
    const home = uitslag.spelers
      .filter((s) => s.side === 'home' && s.status !== 'vertrokken')
      .slice(0, 11);
    const put = await client.call('PUT', organiserPaths.uitslag(gespeeld!.id), {
      version: uitslag.wedstrijd.version,
      homeGoals: 1,
      awayGoals: 0,
      events: uitslag.spelers.map((s) =>
        home.includes(s)
          ? { ...noEvents(s), played: true, basisplaats: true, goals: s === home[0] ? 1 : 0 }
          : noEvents(s),
      ),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    // A participant with the scorer in their 11 and at least one player of another club.
    const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
    const metScorer = deelnemers.filter((d) => d.currentSelectie.includes(home[0]!.playerId));
    expect(metScorer.length, 'someone has the scorer').toBeGreaterThan(0);
    const ronde = await server.getJson<DeelnemerRonde>(
      apiPaths.deelnemerRonde(metScorer[0]!.id, round),
    );
    expect(ronde.round).toBe(round);

    const scorer = ronde.spelers.find((s) => s.playerId === home[0]!.playerId)!;
    expect(scorer.points).toBeGreaterThan(0);
    expect(scorer.wedstrijd).toEqual({
      played: true,
      opponentClubId: gespeeld!.awayClubId,
      opponent: gespeeld!.awayClub,
      thuis: true,
      kickoff: gespeeld!.kickoff,
    });

    const clubsGespeeld = new Set([gespeeld!.homeClubId, gespeeld!.awayClubId]);
    const teSpelen = ronde.spelers.filter((s) => !clubsGespeeld.has(s.clubId));
    expect(teSpelen.length, 'players of clubs still to play').toBeGreaterThan(0);
    for (const s of teSpelen) {
      const w = rest.find((m) => m.homeClubId === s.clubId || m.awayClubId === s.clubId)!;
      const thuis = w.homeClubId === s.clubId;
      expect(s.points, s.name).toBe(0);
      expect(s.wedstrijd, s.name).toEqual({
        played: false,
        opponentClubId: thuis ? w.awayClubId : w.homeClubId,
        opponent: thuis ? w.awayClub : w.homeClub,
        thuis,
        kickoff: w.kickoff,
      });
    }
    // Everyone of the played match is marked played, with or without points.
    for (const s of ronde.spelers.filter((p) => clubsGespeeld.has(p.clubId))) {
      expect(s.wedstrijd?.played, s.name).toBe(true);
    }

    // A round played in full: every player's match is played.
    const vorige = await server.getJson<DeelnemerRonde>(
      apiPaths.deelnemerRonde(metScorer[0]!.id, round - 1),
    );
    expect(vorige.spelers.every((s) => s.wedstrijd?.played === true)).toBe(true);
  });
});
