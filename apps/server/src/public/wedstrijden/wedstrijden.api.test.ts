import type { Rondes, Speelronde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../../test/demo-expectations';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const { result, demo } = demoExpectations();
const clubName = (id: number) => demo.clubs.find((c) => c.id === id)!.name;

describe('wedstrijden', () => {
  it('lists every speelronde with its state and first kick-off', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    expect(rondes).toHaveLength(demo.roundCount);
    expect(rondes.map((r) => r.state)).toEqual(result.rondes.map((r) => r.state));
    const round1 = demo.wedstrijden
      .filter((w) => w.round === 1)
      .map((w) => w.kickoff)
      .sort();
    expect(rondes[0]?.firstKickoff).toBe(round1[0]);
  });

  it('one round: its matches with clubs and goals, without players by default', async () => {
    const body = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(3));
    const matches = demo.wedstrijden.filter((w) => w.round === 3);
    expect(body.state).toBe('gespeeld');
    expect(body.wedstrijden).toHaveLength(matches.length);
    for (const w of body.wedstrijden) {
      const m = matches.find((x) => x.id === w.id)!;
      expect(w).toEqual({
        id: m.id,
        homeClubId: m.homeClubId,
        homeClub: clubName(m.homeClubId),
        awayClubId: m.awayClubId,
        awayClub: clubName(m.awayClubId),
        homeGoals: m.homeGoals,
        awayGoals: m.awayGoals,
        kickoff: m.kickoff,
      });
    }
  });

  it('?spelers=true: each player who played with his events and the engine points, home side first', async () => {
    const body = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(3, true));
    const match = body.wedstrijden[0]!;
    const played = demo.events.filter((e) => e.matchId === match.id && e.played);
    expect(match.spelers).toHaveLength(played.length);
    const sides = match.spelers!.map((s) => s.side);
    expect(sides.indexOf('away')).toBeGreaterThan(sides.lastIndexOf('home'));
    for (const s of match.spelers!) {
      const points = result.playerMatchPoints.find(
        (p) => p.matchId === match.id && p.playerId === s.playerId,
      );
      expect(s.points).toBe(points?.points ?? 0);
      const events = played.find((e) => e.playerId === s.playerId)!;
      expect(s.goals).toBe(events.goals);
      expect(s.basisplaats).toBe(events.basisplaats);
    }
    const goals = match.spelers!.filter((s) => s.side === 'home').reduce((n, s) => n + s.goals, 0);
    const ownGoalsAway = match
      .spelers!.filter((s) => s.side === 'away')
      .reduce((n, s) => n + s.ownGoals, 0);
    expect(goals + ownGoalsAway).toBe(match.homeGoals);
  });

  it('a round not yet played: gepland, no goals', async () => {
    const body = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(34, true));
    expect(body.state).toBe('gepland');
    expect(body.wedstrijden.every((w) => w.homeGoals === null && w.spelers?.length === 0)).toBe(
      true,
    );
  });

  it('summary: the last round with results', async () => {
    const body = await server.getJson<Speelronde>(apiPaths.summary.speelronde);
    expect(body.round).toBe(result.lastRoundWithResults);
    expect(body.wedstrijden.length).toBeGreaterThan(0);
    expect(body.wedstrijden[0]).not.toHaveProperty('spelers');
  });
});
