// The tussenstand after every round with results. Totals and positions are kept round-major
// (round * count + participant) so each round's ranking reads and writes contiguous memory and
// the totals or positions after any round are a view, not a copy.
import { fitsHistogram, integerPositions, sharedPositions } from '../ranking';

export interface Cumulative {
  lastRound: number;
  /** Totals, round-major as the positions (the incremental step takes its rounds over). */
  totalsByRound: Float64Array;
  /** Positions, round-major: (round - 1) * count + participant, rounds 1..lastRound. */
  positionsByRound: Int32Array;
  /** Totals after `round` (0: all zero), by participant index. */
  totalsAfter(round: number): Float64Array;
  /** Positions after `round` (0: everyone 1), by participant index. */
  positionsAfter(round: number): Int32Array;
}

/**
 * `scores`: round-major round scores (see context.ts). With `previous` (of the same participants,
 * whose round scores before `fromRound`, 0-based, were these), its totals and positions of those
 * rounds are taken over and only the later rounds are added and ranked (season-from.ts).
 */
export function computeCumulative(
  scores: Float64Array,
  count: number,
  lastRound: number,
  previous?: { cumulative: Cumulative; fromRound: number },
): Cumulative {
  const kept =
    previous === undefined
      ? 0
      : Math.max(0, Math.min(previous.fromRound, lastRound, previous.cumulative.lastRound));
  const totals = new Float64Array(lastRound * count);
  const positions = new Int32Array(lastRound * count);
  if (previous !== undefined && kept > 0) {
    totals.set(previous.cumulative.totalsByRound.subarray(0, kept * count));
    positions.set(previous.cumulative.positionsByRound.subarray(0, kept * count));
  }
  let integral = true;
  for (let i = 0; i < lastRound * count && integral; i++) integral = Number.isInteger(scores[i]);
  for (let r = kept; r < lastRound; r++) {
    const base = r * count;
    // One pass adds the round and finds the range the histogram needs.
    let min = Infinity;
    let max = -Infinity;
    for (let d = 0; d < count; d++) {
      const total =
        (r === 0 ? 0 : (totals[base - count + d] as number)) + (scores[base + d] as number);
      totals[base + d] = total;
      if (total < min) min = total;
      if (total > max) max = total;
    }
    const column = totals.subarray(base, base + count);
    const out = positions.subarray(base, base + count);
    if (integral && fitsHistogram(count, min, max)) integerPositions(column, min, max, 'desc', out);
    else sharedPositions(column, 'desc', out);
  }
  const round = (r: number) => Math.min(r, lastRound);
  return {
    lastRound,
    totalsByRound: totals,
    positionsByRound: positions,
    totalsAfter: (r) =>
      round(r) <= 0
        ? new Float64Array(count)
        : totals.subarray((round(r) - 1) * count, round(r) * count),
    positionsAfter: (r) =>
      round(r) <= 0
        ? new Int32Array(count).fill(1)
        : positions.subarray((round(r) - 1) * count, round(r) * count),
  };
}
