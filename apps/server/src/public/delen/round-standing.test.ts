// The round picture's standing is the engine's standing after that round (standAfterRound) and
// its winners the round's best scorers: where the engine gives a standing to compare with (the
// tussenstand after the last round, the herbstmeister's after its round) they are the same.
import { generateDemoSeason } from '@clubelf/demo';
import { computeSeason } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { ROUND_PICTURE_ROWS } from './round-picture';
import { roundWinners } from './round-standing';
import { roundPictureData } from './share-service';

const season = generateDemoSeason();
const result = computeSeason(season);
const last = result.lastRoundWithResults;
const snapshot = { version: 'd1', meta: season, input: season, result };

describe('roundPictureData', () => {
  it('shows the top of the tussenstand after the last round', () => {
    expect(last).toBeGreaterThan(2);
    expect(roundPictureData(snapshot, last).rows).toEqual(
      result.tussenstand.slice(0, ROUND_PICTURE_ROWS),
    );
  });

  it("shows the herbstmeister's standing after its round", () => {
    const { round, standing } = result.herbstmeister;
    expect(round).toBeLessThan(last);
    expect(roundPictureData(snapshot, round).rows).toEqual(standing.slice(0, ROUND_PICTURE_ROWS));
  });

  it("lists each round's positions as the engine gave them, best first", () => {
    for (let round = 1; round <= last; round++) {
      const rows = roundPictureData(snapshot, round).rows;
      expect(rows).toHaveLength(ROUND_PICTURE_ROWS);
      for (const row of rows) {
        expect(row.position).toBe(result.positionsPerRound.get(row.deelnemerId)?.[round - 1]);
        expect(row.roundScore).toBe(result.roundScores.get(row.deelnemerId)?.[round - 1]);
      }
      expect(rows.map((r) => r.position)).toEqual(
        [...rows.map((r) => r.position)].sort((a, b) => a - b),
      );
    }
  });

  it('answers 404 for a round without results', () => {
    expect(() => roundPictureData(snapshot, last + 1)).toThrow(/nog niet gespeeld/);
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
