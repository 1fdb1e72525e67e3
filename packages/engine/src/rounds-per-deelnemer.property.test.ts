// The compact per-round values (issue 29 item 3) against a straightforward recompute of what the
// Maps of arrays held before: positions ranked again from the round scores by counting, every
// row's length and zeros, the participants and their order, and the same values after crossing
// to another thread with their buffers transferred.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoundsPerDeelnemer } from './rounds-per-deelnemer';
import { computeSeason } from './season';
import { fixtureSeason } from './testing/season-fixture';

const ROUNDS = 8;

const seasonArb = fc
  .record({
    playedRounds: fc.integer({ min: 0, max: ROUNDS }),
    points: fc.array(
      fc.array(fc.integer({ min: -3, max: 12 }), { minLength: ROUNDS, maxLength: ROUNDS }),
      { minLength: 1, maxLength: 8 },
    ),
    deelnemers: fc.uniqueArray(
      fc.record({
        name: fc.constantFrom('Anna', 'Bram', 'Eva', 'jan'),
        // Ids with gaps and large ones, so both the id table and the Map index are used.
        id: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 2 ** 40 })),
        picks: fc.array(fc.nat(), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 14, selector: (d) => d.id },
    ),
  })
  .map(({ playedRounds, points, deelnemers }) =>
    fixtureSeason({
      playedRounds,
      players: points.map((p, i) => ({ id: i + 1, points: p.slice(0, playedRounds) })),
      deelnemers: deelnemers.map((d) => ({
        id: d.id,
        name: d.name,
        teamId: 1,
        selectie: [...new Set(d.picks.map((k) => (k % points.length) + 1))],
      })),
    }),
  );

/** What positionsPerRound held before: per participant, the shared rank after every round. */
function referencePositions(
  scores: Map<number, number[]>,
  roundCount: number,
  last: number,
): Map<number, number[]> {
  const totalAfter = (row: number[], round: number) =>
    row.slice(0, round).reduce((sum, s) => sum + s, 0);
  const reference = new Map<number, number[]>();
  for (const [id, row] of scores) {
    reference.set(
      id,
      Array.from({ length: roundCount }, (_, r) =>
        r >= last
          ? 0
          : 1 +
            [...scores.values()].filter(
              (other) => totalAfter(other, r + 1) > totalAfter(row, r + 1),
            ).length,
      ),
    );
  }
  return reference;
}

describe('the compact per-round values', () => {
  it('hold what the Maps of arrays held, for the same participants in the same order', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        const counted = input.deelnemers
          .filter((d) => input.selecties.some((s) => s.deelnemerId === d.id && s.playerIds.length))
          .map((d) => d.id);
        for (const view of [result.roundScores, result.positionsPerRound]) {
          expect([...view.keys()]).toEqual(counted);
          expect(view.size).toBe(counted.length);
          for (const [id, row] of view) {
            expect(row).toHaveLength(input.roundCount);
            expect(view.get(id)).toEqual(row);
            expect(row.map((_, r) => view.at(id, r + 1))).toEqual(row);
          }
          expect(view.has(0)).toBe(false);
          expect(view.get(-1)).toBeUndefined();
        }
        const scores = new Map(result.roundScores);
        const last = result.lastRoundWithResults;
        for (const row of scores.values()) expect(row.slice(last).every((s) => s === 0)).toBe(true);
        expect(new Map(result.positionsPerRound)).toEqual(
          referencePositions(scores, input.roundCount, last),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('are the same after crossing with their buffers transferred', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        const before = [new Map(result.roundScores), new Map(result.positionsPerRound)];
        const parts = [result.roundScores.parts(), result.positionsPerRound.parts()];
        const buffers = new Set(
          parts.flatMap((p) => [p.ids.buffer, p.data.buffer] as ArrayBuffer[]),
        );
        const crossed = structuredClone(parts, { transfer: [...buffers] });
        // Transferred, not copied: the sender's arrays are empty now.
        expect(result.roundScores.ids.length).toBe(0);
        expect(crossed.map((p) => new Map(new RoundsPerDeelnemer(p)))).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});
