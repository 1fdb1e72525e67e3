import { describe, expect, it } from 'vitest';
import { evenPeriodes } from './game-settings-labels';

describe('evenPeriodes', () => {
  it('gives the default split of docs/game.md for 34 rounds', () => {
    expect(evenPeriodes(34).map((p) => [p.fromRound, p.toRound])).toEqual([
      [1, 9],
      [10, 17],
      [18, 26],
      [27, 34],
    ]);
  });

  it('covers every round once for other lengths', () => {
    for (const n of [4, 5, 30, 38, 60]) {
      const periodes = evenPeriodes(n);
      expect(periodes[0]!.fromRound).toBe(1);
      expect(periodes[3]!.toRound).toBe(n);
      for (let i = 1; i < 4; i++) expect(periodes[i]!.fromRound).toBe(periodes[i - 1]!.toRound + 1);
      for (const p of periodes) expect(p.toRound).toBeGreaterThanOrEqual(p.fromRound);
    }
  });
});
