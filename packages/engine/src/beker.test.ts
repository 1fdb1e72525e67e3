import { describe, expect, it } from 'vitest';
import type { BekerRonde } from './types';
import { bekerRondeName, bekerRondeResult, drawBekerRonde, nextBekerEntrants } from './beker';
import { createRandom } from './random';

describe('bekerRondeName', () => {
  it('names rounds by the number of entrants', () => {
    expect([2, 4, 8, 16, 32, 64, 128, 256, 512].map(bekerRondeName)).toEqual([
      'Finale',
      'Halve finale',
      'Kwartfinale',
      'Achtste finale',
      '1/16 finale',
      '1/32 finale',
      '1/64 finale',
      '1/128 finale',
      '1/256 finale',
    ]);
  });
  it('calls a field that is not a power of two a voorronde', () => {
    expect([3, 5, 6, 100, 250].map(bekerRondeName)).toEqual(Array(5).fill('Voorronde'));
  });
  it('refuses fewer than 2 entrants', () => {
    expect(() => bekerRondeName(1)).toThrow(RangeError);
  });
});

describe('drawBekerRonde', () => {
  it('pairs everyone when the field is a power of two', () => {
    const draw = drawBekerRonde([1, 2, 3, 4, 5, 6, 7, 8], createRandom(3));
    expect(draw.name).toBe('Kwartfinale');
    expect(draw.duels).toHaveLength(4);
    expect(draw.byes).toEqual([]);
    expect(draw.duels.flatMap((d) => [d.first, d.second]).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });
  it('with 6 entrants: 4 play a voorronde (2 duels), 2 get a bye, leaving 4', () => {
    const draw = drawBekerRonde([10, 20, 30, 40, 50, 60], createRandom(9));
    expect(draw.name).toBe('Voorronde');
    expect(draw.duels).toHaveLength(2);
    expect(draw.byes).toHaveLength(2);
  });
  it('with 5 entrants: 1 duel and 3 byes', () => {
    const draw = drawBekerRonde([1, 2, 3, 4, 5], createRandom(1));
    expect([draw.duels.length, draw.byes.length]).toEqual([1, 3]);
  });
  it('is the same for the same seed and shuffles (Fisher-Yates with a fixed random)', () => {
    expect(drawBekerRonde([1, 2, 3, 4], createRandom(5))).toEqual(
      drawBekerRonde([1, 2, 3, 4], createRandom(5)),
    );
    // random() always 0: each step swaps position i with 0 -> [2, 3, 4, 1]
    expect(drawBekerRonde([1, 2, 3, 4], () => 0).duels).toEqual([
      { first: 2, second: 3 },
      { first: 4, second: 1 },
    ]);
  });
  it('refuses fewer than 2 entrants and doubles', () => {
    expect(() => drawBekerRonde([1], Math.random)).toThrow(
      'Een bekerronde heeft minstens 2 deelnemers nodig (nu 1).',
    );
    expect(() => drawBekerRonde([1, 1], Math.random)).toThrow(RangeError);
  });
});

describe('bekerRondeResult: who wins a duel', () => {
  const ronde: BekerRonde = {
    id: 5,
    kind: 'beker',
    sequence: 1,
    name: 'Voorronde',
    speelronde: 3,
    duels: [
      { first: 1, second: 2 },
      { first: 3, second: 4 },
      { first: 5, second: 6 },
    ],
    byes: [7],
  };
  const score: Record<number, number> = { 1: 40, 2: 45, 3: 30, 4: 30, 5: 20, 6: 20 };
  const total: Record<number, number> = { 1: 100, 2: 90, 3: 80, 4: 95, 5: 70, 6: 70 };
  const result = bekerRondeResult(
    ronde,
    (e) => score[e] ?? 0,
    (e) => total[e] ?? 0,
    (r) => r <= 3,
  );

  it('the higher round score wins', () => {
    expect(result.duels[0]).toEqual({
      first: 1,
      second: 2,
      firstScore: 40,
      secondScore: 45,
      firstTotal: 100,
      secondTotal: 90,
      winner: 2,
      decidedBy: 'score',
    });
  });
  it('on equal round scores the higher total wins', () => {
    expect([result.duels[1]?.winner, result.duels[1]?.decidedBy]).toEqual([4, 'totaal']);
  });
  it('on equal totals too, the one drawn first wins', () => {
    expect([result.duels[2]?.winner, result.duels[2]?.decidedBy]).toEqual([5, 'loting']);
  });
  it('advancing: winners in duel order, then the byes', () => {
    expect(result.isFinished).toBe(true);
    expect(result.advancing).toEqual([2, 4, 5, 7]);
    expect(nextBekerEntrants(result)).toEqual([2, 4, 5, 7]);
  });
  it('shows only the draw until the speelronde is played', () => {
    const open = bekerRondeResult(
      ronde,
      () => 1,
      () => 1,
      () => false,
    );
    expect(open.isFinished).toBe(false);
    expect(open.advancing).toEqual([]);
    expect(open.duels[0]).toEqual({
      first: 1,
      second: 2,
      firstScore: null,
      secondScore: null,
      firstTotal: null,
      secondTotal: null,
      winner: null,
      decidedBy: null,
    });
    expect(() => nextBekerEntrants(open)).toThrow(RangeError);
  });
});
