// The standing after any round, read from the engine's per-round positions and scores, is the
// engine's own standing wherever the engine gives one to compare with: the tussenstand after the
// last round and the herbstmeister's standing after its round.
import { generateDemoSeason } from '@clubelf/demo';
import { computeSeason } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { roundWinners, standingTop } from './round-standing';

const season = generateDemoSeason();
const result = computeSeason(season);
const last = result.lastRoundWithResults;
/** The same rows with the shortcut for the last round out of the way (a round the engine did not keep). */
const derived = (round: number, count: number) =>
  standingTop({ ...result, lastRoundWithResults: -1 }, round, count);

describe('standingTop', () => {
  it('is the tussenstand after the last round', () => {
    expect(last).toBeGreaterThan(2);
    expect(derived(last, 10)).toEqual(result.tussenstand.slice(0, 10));
    expect(derived(last, 60)).toEqual(result.tussenstand.slice(0, 60));
    expect(standingTop(result, last, 10)).toEqual(result.tussenstand.slice(0, 10));
  });

  it("is the herbstmeister's standing after its round", () => {
    const { round, standing } = result.herbstmeister;
    expect(round).toBeLessThan(last);
    expect(derived(round, 25)).toEqual(standing.slice(0, 25));
  });

  it("lists each round's positions as the engine gave them, best first", () => {
    for (let round = 1; round <= last; round++) {
      const rows = derived(round, 10);
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row.position).toBe(result.positionsPerRound.get(row.deelnemerId)?.[round - 1]);
        expect(row.roundScore).toBe(result.roundScores.get(row.deelnemerId)?.[round - 1]);
      }
      expect(rows.map((r) => r.position)).toEqual(
        [...rows.map((r) => r.position)].sort((a, b) => a - b),
      );
      for (const row of rows) {
        const before = result.positionsPerRound.get(row.deelnemerId)?.[round - 2];
        expect(row.positionChange).toBe(round === 1 ? null : (before ?? 0) - row.position);
      }
    }
  });
});

describe('roundWinners', () => {
  it("are the tussenstand's round winners for the last round", () => {
    const best = Math.max(...result.tussenstand.map((r) => r.roundScore));
    const expected = result.tussenstand
      .filter((r) => r.roundScore === best)
      .map(({ deelnemerId, name, teamName }) => ({ deelnemerId, name, teamName, score: best }));
    expect(roundWinners(result, last)).toEqual(expected);
  });

  it('scored the most in an earlier round', () => {
    const winners = roundWinners(result, 1);
    expect(winners.length).toBeGreaterThan(0);
    const best = Math.max(...[...result.roundScores.values()].map((s) => s[0] ?? 0));
    for (const w of winners) expect(result.roundScores.get(w.deelnemerId)?.[0]).toBe(best);
  });
});
