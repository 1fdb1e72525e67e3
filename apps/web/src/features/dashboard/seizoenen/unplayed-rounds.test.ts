import { describe, expect, it } from 'vitest';
import { roundsText, unplayedRounds, unplayedSentences } from './unplayed-rounds';

describe('unplayedRounds', () => {
  it('splits the rounds without results from those partly played', () => {
    expect(
      unplayedRounds([
        { round: 34, state: 'gepland' },
        { round: 1, state: 'gespeeld' },
        { round: 33, state: 'bezig' },
        { round: 31, state: 'gepland' },
      ]),
    ).toEqual({ notPlayed: [31, 34], partly: [33], all: [31, 33, 34] });
  });

  it('is empty when every round is played', () => {
    expect(unplayedRounds([{ round: 1, state: 'gespeeld' }]).all).toEqual([]);
    expect(unplayedSentences(unplayedRounds([{ round: 1, state: 'gespeeld' }]))).toEqual([]);
  });
});

describe('roundsText', () => {
  it('names one round, a few, and runs of three or more as a range', () => {
    expect(roundsText([7])).toBe('speelronde 7');
    expect(roundsText([34, 31, 32])).toBe('speelrondes 31, 32 en 34');
    expect(roundsText([21, 22, 23, 24, 25, 34])).toBe('speelrondes 21 t/m 25 en 34');
    expect(roundsText([1, 2, 3, 5, 6, 7, 9])).toBe('speelrondes 1 t/m 3, 5 t/m 7 en 9');
    expect(roundsText([])).toBe('');
  });
});

describe('unplayedSentences', () => {
  it('says which rounds are not played and which only partly, in Dutch', () => {
    expect(unplayedSentences({ notPlayed: [31, 32, 34], partly: [33], all: [] })).toEqual([
      'Speelrondes 31, 32 en 34 zijn nog niet gespeeld.',
      'Speelronde 33 is maar deels gespeeld.',
    ]);
  });
});
