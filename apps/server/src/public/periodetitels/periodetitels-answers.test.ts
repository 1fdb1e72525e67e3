import { standingFromRows } from '@clubelf/engine';
import type { PeriodeResult, RondeStatus } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { currentPeriod, periodeBase } from './periodetitels-answers';

const periode = (
  nummer: number,
  isActive: boolean,
  isFinished: boolean,
  winners: string[] = [],
): PeriodeResult => ({
  nummer,
  fromRound: nummer * 9 - 8,
  toRound: nummer * 9,
  isActive,
  isFinished,
  winners: winners.map((name, i) => ({ deelnemerId: i + 1, name })),
  standing: standingFromRows('periode', []),
});

/** 36 rounds of 9 matches: 1..9 gespeeld, 10 with 4 played, the rest gepland. */
const rondes: RondeStatus[] = Array.from({ length: 36 }, (_, i) => {
  const round = i + 1;
  const gespeeld = round <= 9 ? 9 : round === 10 ? 4 : 0;
  const state = gespeeld === 9 ? 'gespeeld' : gespeeld > 0 ? 'bezig' : 'gepland';
  return { round, state, gespeeld, totaal: 9 };
});
const result = { rondes, lastRoundWithResults: 10 };

describe('currentPeriod', () => {
  it('is 1 before anything is played', () => {
    expect(currentPeriod([1, 2, 3, 4].map((n) => periode(n, false, false)))).toBe(1);
  });

  it('is the period being played', () => {
    expect(
      currentPeriod([
        periode(1, true, true),
        periode(2, true, false),
        periode(3, false, false),
        periode(4, false, false),
      ]),
    ).toBe(2);
  });

  it('is the last finished one between two periods and at the end', () => {
    expect(
      currentPeriod([
        periode(1, true, true),
        periode(2, true, true),
        periode(3, false, false),
        periode(4, false, false),
      ]),
    ).toBe(2);
    expect(currentPeriod([1, 2, 3, 4].map((n) => periode(n, true, true)))).toBe(4);
  });
});

describe('periodeBase', () => {
  it('names the winner once finished, joining a shared title with " & "', () => {
    expect(periodeBase(periode(1, true, true, ['Anna']), result).winner).toBe('Anna');
    expect(periodeBase(periode(1, true, true, ['Anna', 'Bram']), result).winner).toBe(
      'Anna & Bram',
    );
  });

  it('has no winner while active or not yet played', () => {
    expect(periodeBase(periode(2, true, false), result).winner).toBeNull();
    expect(periodeBase(periode(3, false, false), result).winner).toBeNull();
  });

  it('gives the status of its last round played so far, else of its first', () => {
    expect(periodeBase(periode(1, true, true), result).rondeStatus).toEqual({
      round: 9,
      state: 'gespeeld',
      gespeeld: 9,
      totaal: 9,
    });
    expect(periodeBase(periode(2, true, false), result).rondeStatus).toEqual({
      round: 10,
      state: 'bezig',
      gespeeld: 4,
      totaal: 9,
    });
    expect(periodeBase(periode(3, false, false), result).rondeStatus).toEqual({
      round: 19,
      state: 'gepland',
      gespeeld: 0,
      totaal: 9,
    });
  });
});
