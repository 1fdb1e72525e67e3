import { createRandom, defaultGameSettings, validateSelectie } from '@clubelf/engine';
import type { Speler } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { createLeague } from './clubs-and-players';
import { createPools, createSelecties, SpelerPool } from './selecties';

const settings = defaultGameSettings(34);
const league = createLeague(createRandom(1));
const spelers = new Map(league.spelers.map((s) => [s.id, s]));
const pools = createPools(
  league.spelers,
  () => true,
  (s) => league.kwaliteit.get(s.id)! ** 2,
);

describe('createSelecties', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => i + 1);
  const selecties = createSelecties(
    createRandom(2),
    ids,
    pools,
    settings.formations,
    settings.maxPerClub,
  );

  it('gives every participant a valid selection', () => {
    expect(selecties.map((s) => s.deelnemerId)).toEqual(ids);
    for (const selectie of selecties)
      expect(validateSelectie(selectie.playerIds, spelers, settings, 1)).toEqual([]);
  });

  it('uses several formations and favours good players', () => {
    const formations = new Set(
      selecties.map((s) => {
        const count = (p: string) =>
          s.playerIds.filter((id) => spelers.get(id)!.position === p).length;
        return `${count('Verdediger')}-${count('Middenvelder')}-${count('Aanvaller')}`;
      }),
    );
    expect(formations.size).toBeGreaterThanOrEqual(5);
    const picks = new Map<number, number>();
    for (const s of selecties)
      for (const id of s.playerIds) picks.set(id, (picks.get(id) ?? 0) + 1);
    const ranked = [...league.spelers].sort(
      (a, b) => league.kwaliteit.get(b.id)! - league.kwaliteit.get(a.id)!,
    );
    const picksOf = (group: Speler[]) => group.reduce((sum, s) => sum + (picks.get(s.id) ?? 0), 0);
    expect(picksOf(ranked.slice(0, 100))).toBeGreaterThan(picksOf(ranked.slice(-100)) * 3);
  });

  it('respects a stricter club limit too', () => {
    const strict = { ...settings, maxPerClub: 1 };
    for (const selectie of createSelecties(
      createRandom(3),
      ids.slice(0, 200),
      pools,
      settings.formations,
      1,
    )) {
      expect(validateSelectie(selectie.playerIds, spelers, strict, 1)).toEqual([]);
    }
  });
});

describe('SpelerPool', () => {
  it('walks on to the next acceptable player instead of drawing again', () => {
    const keepers = league.spelers.filter((s) => s.position === 'Keeper');
    const pool = new SpelerPool(keepers, () => 1);
    const only = keepers[10]!;
    expect(pool.pick(createRandom(4), (s) => s === only)).toBe(only);
    expect(() => pool.pick(createRandom(4), () => false)).toThrow();
  });
});
