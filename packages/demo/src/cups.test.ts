import { computeSeason } from '@clubelf/engine';
import type { BekerKind, BekerRonde, BekerRondeResult } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { cupRoundCount, cupSpeelrondes } from './cups';
import { generateDemoSeason } from './generate-season';

const entrantsOf = (ronde: BekerRonde) =>
  [...ronde.duels.flatMap((d) => [d.first, d.second]), ...ronde.byes].sort((a, b) => a - b);

describe('cupRoundCount and cupSpeelrondes', () => {
  it('counts a voorronde only when the field is no power of two', () => {
    expect([1, 2, 3, 4, 5, 250, 256, 257, 100_000].map(cupRoundCount)).toEqual([
      0, 1, 2, 2, 3, 8, 8, 9, 17,
    ]);
  });

  it('plans a round every 3 speelrondes, closer together for a long cup', () => {
    expect(cupSpeelrondes(250, 5, 34)).toEqual([5, 8, 11, 14, 17, 20, 23, 26]);
    expect(cupSpeelrondes(37, 6, 34)).toEqual([6, 9, 12, 15, 18, 21]);
    const long = cupSpeelrondes(100_000, 5, 34);
    expect(long).toHaveLength(17);
    expect(long[16]).toBeLessThanOrEqual(34);
    expect(cupSpeelrondes(1, 5, 34)).toEqual([]);
  });
});

/** Checks a season's cups against the engine: each next field is the engine's advancing. */
function checkCups(playedRounds: number, deelnemerCount: number) {
  const season = generateDemoSeason({ playedRounds, deelnemerCount });
  const results = computeSeason(season).bekerRondes;
  const byId = new Map<number, BekerRondeResult>(results.map((r) => [r.id, r]));
  const perKind = (kind: BekerKind) =>
    season.bekerRondes.filter((r) => r.kind === kind).sort((a, b) => a.sequence - b.sequence);
  for (const kind of ['beker', 'teambeker'] as const) {
    const rondes = perKind(kind);
    rondes.forEach((ronde, index) => {
      expect(ronde.sequence).toBe(index + 1);
      const next = rondes[index + 1];
      const result = byId.get(ronde.id)!;
      if (next) {
        expect(result.isFinished).toBe(true);
        expect(entrantsOf(next)).toEqual([...result.advancing].sort((a, b) => a - b));
        expect(next.speelronde).toBeGreaterThan(ronde.speelronde);
      }
    });
  }
  return { season, results, perKind };
}

describe('createBekerRondes', () => {
  it('draws the first round of each cup only, before its speelronde is played', () => {
    const { perKind, results } = checkCups(4, 250);
    expect(perKind('beker').map((r) => [r.name, r.speelronde])).toEqual([['Voorronde', 5]]);
    expect(perKind('teambeker')).toHaveLength(1);
    expect(perKind('teambeker')[0]!.speelronde).toBe(6);
    expect(results.every((r) => !r.isFinished)).toBe(true);
  });

  it('enters every participant in the beker and every team of at least 3 in the teambeker', () => {
    const { season, perKind } = checkCups(10, 250);
    expect(entrantsOf(perKind('beker')[0]!)).toEqual(season.deelnemers.map((d) => d.id));
    const sizes = new Map<number, number>();
    for (const d of season.deelnemers) sizes.set(d.teamId, (sizes.get(d.teamId) ?? 0) + 1);
    const teams = season.teams
      .filter((t) => sizes.get(t.id)! >= season.settings.teamMinDeelnemers)
      .map((t) => t.id);
    expect(entrantsOf(perKind('teambeker')[0]!)).toEqual(teams);
    expect(teams.length).toBeLessThan(season.teams.length);
  });

  it('plays both cups to the final when the season is over', () => {
    const { perKind, results } = checkCups(34, 250);
    for (const kind of ['beker', 'teambeker'] as const) {
      const rondes = perKind(kind);
      expect(rondes[rondes.length - 1]!.name).toBe('Finale');
    }
    expect(results.every((r) => r.isFinished)).toBe(true);
  });

  it('stays consistent for other field sizes', () => {
    for (const count of [2, 17, 64, 1500]) {
      const { perKind } = checkCups(20, count);
      expect(perKind('beker').length).toBeGreaterThan(0);
    }
  });
});
