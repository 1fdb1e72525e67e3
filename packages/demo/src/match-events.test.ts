import { createRandom } from '@clubelf/engine';
import type { Wedstrijd } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { createLeague } from './clubs-and-players';
import { pickLineup } from './lineup';
import { goalsFromEvents, playMatch } from './match-events';

const league = createLeague(createRandom(1));
const squad = (clubId: number) => league.spelers.filter((s) => s.clubId === clubId);
const random = createRandom(2);

function play(id: number) {
  const match: Wedstrijd = {
    id,
    round: 1,
    homeClubId: 1,
    awayClubId: 2,
    homeGoals: null,
    awayGoals: null,
    kickoff: '2026-08-15T20:00',
  };
  const home = pickLineup(squad(1), 1, '4-3-3', league.kwaliteit, random);
  const away = pickLineup(squad(2), 1, '4-4-2', league.kwaliteit, random);
  return { match, home, away, played: playMatch(match, home, away, random) };
}

const matches = Array.from({ length: 400 }, (_, i) => play(i + 1));

describe('playMatch', () => {
  it('makes the events add up to the score, own goals for the other side', () => {
    for (const { match, played } of matches) {
      expect(goalsFromEvents(match, played.events)).toEqual({
        home: played.homeGoals,
        away: played.awayGoals,
      });
    }
    expect(matches.some(({ played }) => played.events.some((e) => e.ownGoals > 0))).toBe(true);
  });

  it('gives plausible scores: mostly 0-4 goals a side', () => {
    const sides = matches.flatMap(({ played }) => [played.homeGoals, played.awayGoals]);
    expect(sides.filter((g) => g <= 4).length / sides.length).toBeGreaterThan(0.95);
    expect(Math.max(...sides)).toBeLessThanOrEqual(7);
  });

  it('has a row for each player who played: 11 starters with a keeper, up to 3 substitutes', () => {
    for (const { played, match } of matches) {
      for (const clubId of [match.homeClubId, match.awayClubId]) {
        const rows = played.events.filter((e) => e.clubId === clubId);
        const starters = rows.filter((e) => e.basisplaats);
        expect(starters).toHaveLength(11);
        expect(rows.length - 11).toBeLessThanOrEqual(3);
        expect(rows.every((e) => e.played && e.matchId === match.id)).toBe(true);
        const keepers = starters.filter(
          (e) => league.spelers[e.playerId - 1]!.position === 'Keeper',
        );
        expect(keepers).toHaveLength(1);
      }
    }
  });

  it('keeps events consistent: penalty goals within goals, a second yellow after a yellow', () => {
    const events = matches.flatMap(({ played }) => played.events);
    for (const e of events) {
      expect(e.penaltyGoals).toBeLessThanOrEqual(e.goals);
      if (e.secondYellow) expect(e.yellow).toBe(1);
      expect(e.secondYellow && e.directRed).toBe(false);
      if (e.penaltiesSaved > 0) expect(league.spelers[e.playerId - 1]!.position).toBe('Keeper');
    }
    const total = (f: (e: (typeof events)[number]) => number) =>
      events.reduce((sum, e) => sum + f(e), 0);
    expect(total((e) => e.penaltyGoals)).toBeGreaterThan(0);
    expect(total((e) => e.assists)).toBeGreaterThan(0);
    expect(total((e) => e.yellow)).toBeGreaterThan(0);
    expect(total((e) => e.penaltiesMissed)).toBeGreaterThan(0);
    expect(total((e) => e.penaltiesSaved)).toBeGreaterThan(0);
    expect(total((e) => Number(e.secondYellow) + Number(e.directRed))).toBeGreaterThan(0);
  });

  it('lets attackers score most', () => {
    const goalsBy = (position: string) =>
      matches
        .flatMap(({ played }) => played.events)
        .filter((e) => league.spelers[e.playerId - 1]!.position === position)
        .reduce((sum, e) => sum + e.goals, 0);
    expect(goalsBy('Aanvaller')).toBeGreaterThan(goalsBy('Middenvelder'));
    expect(goalsBy('Middenvelder')).toBeGreaterThan(goalsBy('Verdediger'));
    expect(goalsBy('Verdediger')).toBeGreaterThan(goalsBy('Keeper'));
  });
});
