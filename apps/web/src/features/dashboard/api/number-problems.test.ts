import { describe, expect, it } from 'vitest';
import { inputNumber, numberProblems, numberText } from './number-problems';

describe('numberProblems', () => {
  it('names every empty or fractional number by its path', () => {
    expect(
      numberProblems({
        name: 'x',
        roundCount: Number.NaN,
        settings: { periodes: [{ fromRound: 1, toRound: 2.5 }], maxPerClub: 3 },
      }),
    ).toEqual({
      roundCount: 'vul een geheel getal in',
      'settings.periodes.0.toRound': 'vul een geheel getal in',
    });
  });

  it('finds nothing in a complete body', () => {
    expect(numberProblems({ a: 1, b: [2, 3], c: null, d: 'tekst' })).toEqual({});
  });
});

describe('number inputs', () => {
  it('reads empty as NaN and shows NaN as empty', () => {
    expect(inputNumber('')).toBeNaN();
    expect(inputNumber(' 7 ')).toBe(7);
    expect(numberText(Number.NaN)).toBe('');
    expect(numberText(null)).toBe('');
    expect(numberText(0)).toBe('0');
  });
});
