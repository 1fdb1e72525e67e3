// The tussenstand after every round with results. Totals and positions are kept round-major
// (round * count + participant) so each round's ranking reads and writes contiguous memory and
// the totals or positions after any round are a view, not a copy.
import { sharedPositions } from '../ranking';

export interface Cumulative {
  lastRound: number;
  /** Positions, round-major: (round - 1) * count + participant, rounds 1..lastRound. */
  positionsByRound: Int32Array;
  /** Totals after `round` (0: all zero), by participant index. */
  totalsAfter(round: number): Float64Array;
  /** Positions after `round` (0: everyone 1), by participant index. */
  positionsAfter(round: number): Int32Array;
}

/** `scores`: round-major round scores (see context.ts). */
export function computeCumulative(scores: Float64Array, count: number, lastRound: number): Cumulative {
  const totals = new Float64Array(lastRound * count);
  const positions = new Int32Array(lastRound * count);
  for (let r = 0; r < lastRound; r++) {
    const base = r * count;
    if (r === 0) for (let d = 0; d < count; d++) totals[d] = scores[d] as number;
    else for (let d = 0; d < count; d++) totals[base + d] = (totals[base - count + d] as number) + (scores[base + d] as number);
    sharedPositions(totals.subarray(base, base + count), 'desc', positions.subarray(base, base + count));
  }
  const round = (r: number) => Math.min(r, lastRound);
  return {
    lastRound,
    positionsByRound: positions,
    totalsAfter: (r) => (round(r) <= 0 ? new Float64Array(count) : totals.subarray((round(r) - 1) * count, round(r) * count)),
    positionsAfter: (r) =>
      round(r) <= 0 ? new Int32Array(count).fill(1) : positions.subarray((round(r) - 1) * count, round(r) * count),
  };
}

/** Positions per participant per round (0 after the last round with results), as the results expose them. */
export function positionsPerDeelnemer(cumulative: Cumulative, ids: ArrayLike<number>, roundCount: number): Map<number, number[]> {
  const count = ids.length;
  const { positionsByRound, lastRound } = cumulative;
  const map = new Map<number, number[]>();
  for (let d = 0; d < count; d++) {
    const row: number[] = new Array(roundCount);
    for (let r = 0; r < lastRound; r++) row[r] = positionsByRound[r * count + d] as number;
    for (let r = lastRound; r < roundCount; r++) row[r] = 0;
    map.set(ids[d] as number, row);
  }
  return map;
}
