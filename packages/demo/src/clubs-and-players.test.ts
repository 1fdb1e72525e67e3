import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import {
  applyWinterWindow,
  createLeague,
  isAvailable,
  SQUAD_PER_POSITIE,
} from './clubs-and-players';

describe('createLeague', () => {
  const league = createLeague(createRandom(1));

  it('has 18 clubs with ids from 1 and unique names', () => {
    expect(league.clubs.map((c) => c.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(new Set(league.clubs.map((c) => c.name)).size).toBe(18);
  });

  it('gives every club 3 keepers, 8 defenders, 8 midfielders and 6 attackers', () => {
    for (const club of league.clubs) {
      const squad = league.spelers.filter((s) => s.clubId === club.id);
      for (const [position, count] of Object.entries(SQUAD_PER_POSITIE)) {
        expect(squad.filter((s) => s.position === position)).toHaveLength(count);
      }
    }
  });

  it('numbers players from 1 with unique names, all actief', () => {
    expect(league.spelers.map((s) => s.id)).toEqual(league.spelers.map((_, i) => i + 1));
    expect(new Set(league.spelers.map((s) => s.name)).size).toBe(league.spelers.length);
    expect(league.spelers.every((s) => s.status === 'actief')).toBe(true);
    expect(league.spelers.every((s) => league.kwaliteit.has(s.id))).toBe(true);
  });
});

describe('applyWinterWindow', () => {
  const league = createLeague(createRandom(1));
  const before = league.spelers.length;
  applyWinterWindow(league, createRandom(2), 18);
  const vertrokken = league.spelers.filter((s) => s.status === 'vertrokken');
  const nieuw = league.spelers.filter((s) => s.status === 'nieuw');

  it('lets field players leave from the window round, never keepers', () => {
    expect(vertrokken.length).toBeGreaterThan(5);
    expect(vertrokken.every((s) => s.departedFromRound === 18 && s.position !== 'Keeper')).toBe(
      true,
    );
  });

  it('adds 1-3 new players per club, available from the window round, with new unique ids and names', () => {
    expect(nieuw).toHaveLength(league.spelers.length - before);
    for (const club of league.clubs) {
      const count = nieuw.filter((s) => s.clubId === club.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(nieuw.every((s) => s.availableFromRound === 18 && s.id > before)).toBe(true);
    expect(new Set(league.spelers.map((s) => s.name)).size).toBe(league.spelers.length);
  });

  it('isAvailable follows arrival and departure', () => {
    const gone = vertrokken[0]!;
    const arrived = nieuw[0]!;
    expect([isAvailable(gone, 17), isAvailable(gone, 18)]).toEqual([true, false]);
    expect([isAvailable(arrived, 17), isAvailable(arrived, 18)]).toEqual([false, true]);
  });
});
