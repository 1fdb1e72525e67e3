import { standingFromRows } from '@clubelf/engine';
import type { RondeStatus, TussenstandRow } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { rondeStatusOf, rondeWinnaarsOf } from './ronde-status';

const rondes: RondeStatus[] = [
  { round: 1, state: 'gespeeld', gespeeld: 2, totaal: 2 },
  { round: 2, state: 'bezig', gespeeld: 1, totaal: 2 },
  { round: 3, state: 'gepland', gespeeld: 0, totaal: 2 },
];

const row = (deelnemerId: number, name: string, roundScore: number): TussenstandRow => ({
  position: 1,
  deelnemerId,
  name,
  teamName: `Team ${name}`,
  totalScore: 100,
  roundScore,
  previousPosition: null,
  positionChange: null,
});

describe('rondeStatusOf', () => {
  it("gives the engine's counts of the round", () => {
    expect(rondeStatusOf({ rondes }, 2)).toEqual({
      round: 2,
      state: 'bezig',
      gespeeld: 1,
      totaal: 2,
    });
    expect(rondeStatusOf({ rondes }, 1).state).toBe('gespeeld');
  });

  it('is gepland, 0 van 0, before the first round', () => {
    expect(rondeStatusOf({ rondes }, 0)).toEqual({
      round: 0,
      state: 'gepland',
      gespeeld: 0,
      totaal: 0,
    });
  });
});

describe('rondeWinnaarsOf', () => {
  it('names everyone with the best round score, in standing order', () => {
    const rows = [row(1, 'Anna', 40), row(2, 'Bram', 52), row(3, 'Cor', 52), row(4, 'Daan', -3)];
    expect(rondeWinnaarsOf(standingFromRows('tussenstand', rows))).toEqual([
      { deelnemerId: 2, name: 'Bram', teamName: 'Team Bram', score: 52 },
      { deelnemerId: 3, name: 'Cor', teamName: 'Team Cor', score: 52 },
    ]);
  });

  it('names nobody while nobody has scored a point in the round', () => {
    expect(
      rondeWinnaarsOf(standingFromRows('tussenstand', [row(1, 'Anna', 0), row(2, 'Bram', -2)])),
    ).toEqual([]);
    expect(rondeWinnaarsOf(standingFromRows('tussenstand', []))).toEqual([]);
  });
});
