// The tussenstand after every round with results. Totals and positions are kept round-major
// (round * count + participant) so each round's ranking reads and writes contiguous memory and
// the totals after any round are a view, not a copy.
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

export function computeCumulative(scores: Float64Array, count: number, roundCount: number, lastRound: number): Cumulative {
  const R = roundCount;
  const totals = new Float64Array(lastRound * count);
  for (let d = 0; d < count; d++) {
    let running = 0;
    for (let r = 0; r < lastRound; r++) {
      running += scores[d * R + r] as number;
      totals[r * count + d] = running;
    }
  }
  const positions = new Int32Array(lastRound * count);
  for (let r = 0; r < lastRound; r++) {
    sharedPositions(totals.subarray(r * count, (r + 1) * count), 'desc', positions.subarray(r * count, (r + 1) * count));
  }
  const round = (r: number) => Math.min(r, lastRound);
  return {
    lastRound,
    positionsByRound: positions,
    totalsAfter: (r) => (r <= 0 ? new Float64Array(count) : totals.subarray((round(r) - 1) * count, round(r) * count)),
    positionsAfter: (r) => (r <= 0 ? new Int32Array(count).fill(1) : positions.subarray((round(r) - 1) * count, round(r) * count)),
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
