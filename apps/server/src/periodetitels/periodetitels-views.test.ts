import type { PeriodeResult } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { currentPeriod, periodeBase } from './periodetitels-views';

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
  standing: [],
});

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
    expect(periodeBase(periode(1, true, true, ['Anna'])).winner).toBe('Anna');
    expect(periodeBase(periode(1, true, true, ['Anna', 'Bram'])).winner).toBe('Anna & Bram');
  });

  it('has no winner while active or not yet played', () => {
    expect(periodeBase(periode(2, true, false)).winner).toBeNull();
    expect(periodeBase(periode(3, false, false)).winner).toBeNull();
  });
});
