import type { BekerDuel } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { bracketSides, NOG_TE_SPELEN } from './bracket-rows';

const duel = (over: Partial<BekerDuel>): BekerDuel => ({
  first: { id: 1, name: 'Anna', teamName: 'De Ploeg' },
  second: { id: 2, name: 'Bram', teamName: '' },
  firstScore: null,
  secondScore: null,
  firstTotal: null,
  secondTotal: null,
  winnerId: null,
  decidedBy: null,
  ...over,
});

describe('bracketSides', () => {
  it('names an unplayed duel "nog te spelen" on both sides, without a winner', () => {
    const { sides, note } = bracketSides(duel({}));
    expect(sides.map((s) => [s.score, s.isWinner])).toEqual([
      [NOG_TE_SPELEN, false],
      [NOG_TE_SPELEN, false],
    ]);
    expect(note).toBeNull();
  });

  it('marks the winner and writes scores the Dutch way', () => {
    const { sides } = bracketSides(
      duel({ firstScore: 1234, secondScore: 56, winnerId: 1, decidedBy: 'score' }),
    );
    expect(sides.map((s) => [s.entrant.name, s.score, s.isWinner])).toEqual([
      ['Anna', '1.234', true],
      ['Bram', '56', false],
    ]);
  });

  it('gives a team score (an average) one decimal', () => {
    const { sides } = bracketSides(
      duel({ firstScore: 26.571, secondScore: 30, winnerId: 2 }),
      'teambeker',
    );
    expect(sides.map((s) => s.score)).toEqual(['26,6', '30,0']);
  });

  it('says how a tie was decided', () => {
    expect(
      bracketSides(duel({ firstScore: 7, secondScore: 7, winnerId: 2, decidedBy: 'totaal' })).note,
    ).toBe('gelijk: beslist op de totaalscore');
    expect(
      bracketSides(duel({ firstScore: 7, secondScore: 7, winnerId: 1, decidedBy: 'loting' })).note,
    ).toBe('gelijk: beslist door loting');
  });
});
