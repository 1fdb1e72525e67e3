// Shared-competition ranks (1, 2, 2, 4) for every standing. The primitives work on dense typed
// arrays so a 100,000-row standing needs no comparator calls: positions come from a histogram
// (integer scores) or one native typed-array sort, the display order from a counting sort.

import { nameOrder } from './name-order';

export type RankOrder = 'desc' | 'asc';

function countBelow(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function countAtMost(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** counts[at]++ (spelled out for noUncheckedIndexedAccess). */
export function increment(counts: Int32Array, at: number): void {
  counts[at] = (counts[at] as number) + 1;
}

interface IntegerRange {
  min: number;
  max: number;
}

// The loops below always read a Float64Array: one element kind keeps them monomorphic (fast) no
// matter what callers pass.
function asFloat64(values: ArrayLike<number>): Float64Array {
  return values instanceof Float64Array ? values : Float64Array.from(values);
}

/** The range of the values when they are all integers close enough for a histogram, else null. */
function histogramRange(values: Float64Array): IntegerRange | null {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if (!Number.isInteger(v)) return null;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return fitsHistogram(n, min, max) ? { min, max } : null;
}

/**
 * position = 1 + the number of values strictly better ('desc': higher is better). Written into
 * `out` when given (reused buffers keep a season's 34 rankings from allocating).
 */
export function sharedPositions(
  input: ArrayLike<number>,
  order: RankOrder = 'desc',
  out?: Int32Array,
): Int32Array {
  const values = asFloat64(input);
  const n = values.length;
  const positions = out ?? new Int32Array(n);
  if (n === 0) return positions;
  const range = histogramRange(values);
  if (range !== null) return integerPositions(values, range.min, range.max, order, positions);
  const sorted = values.slice().sort();
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    positions[i] = 1 + (order === 'desc' ? n - countAtMost(sorted, v) : countBelow(sorted, v));
  }
  return positions;
}

/** Whether integer values in min..max suit integerPositions (a histogram no larger than the rows). */
export function fitsHistogram(n: number, min: number, max: number): boolean {
  return n > 0 && max - min <= 4 * n + 1024;
}

/**
 * sharedPositions for integers known to lie in min..max: a histogram, turned into "how many are
 * strictly better" per value.
 */
export function integerPositions(
  values: Float64Array,
  min: number,
  max: number,
  order: RankOrder,
  positions: Int32Array,
): Int32Array {
  const n = values.length;
  const span = max - min + 1;
  const better = new Int32Array(span);
  for (let i = 0; i < n; i++) increment(better, (values[i] as number) - min);
  let acc = 0;
  for (let step = 0; step < span; step++) {
    const k = order === 'desc' ? span - 1 - step : step;
    const c = better[k] as number;
    better[k] = acc;
    acc += c;
  }
  for (let i = 0; i < n; i++) positions[i] = 1 + (better[(values[i] as number) - min] as number);
  return positions;
}

/** 0 for the best distinct value, 1 for the next, ...: for ranking on more than one key. */
export function denseRanks(input: ArrayLike<number>, order: RankOrder = 'desc'): Int32Array {
  const values = asFloat64(input);
  const n = values.length;
  const ranks = new Int32Array(n);
  const range = histogramRange(values);
  if (range !== null) {
    const span = range.max - range.min + 1;
    const rankOf = new Int32Array(span);
    for (let i = 0; i < n; i++) rankOf[(values[i] as number) - range.min] = 1;
    let distinct = 0;
    for (let step = 0; step < span; step++) {
      const k = order === 'desc' ? span - 1 - step : step;
      if (rankOf[k] === 1) rankOf[k] = distinct++;
    }
    for (let i = 0; i < n; i++) ranks[i] = rankOf[(values[i] as number) - range.min] as number;
    return ranks;
  }
  const sorted = values.slice().sort();
  let distinct = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i] as number;
  }
  const unique = sorted.subarray(0, distinct);
  for (let i = 0; i < n; i++) {
    const k = countBelow(unique, values[i] as number);
    ranks[i] = order === 'asc' ? k : distinct - 1 - k;
  }
  return ranks;
}

/**
 * Positions on several keys at once (the first decides, the next breaks its ties); rows share a
 * position only when every key is equal.
 */
export function sharedPositionsByKeys(
  keys: { values: ArrayLike<number>; order: RankOrder }[],
): Int32Array {
  const n = keys[0]?.values.length ?? 0;
  const combined = new Float64Array(n);
  for (const key of keys) {
    const ranks = denseRanks(key.values, key.order);
    let width = 0;
    for (let i = 0; i < n; i++) if ((ranks[i] as number) >= width) width = (ranks[i] as number) + 1;
    for (let i = 0; i < n; i++)
      combined[i] = (combined[i] as number) * width + (ranks[i] as number);
  }
  return sharedPositions(combined, 'asc');
}

/** Stable: `rows` (indices) reordered by key[row] ascending, keys in 0..keyCount-1. */
export function countingSort(rows: Int32Array, key: Int32Array, keyCount: number): Int32Array {
  const start = new Int32Array(keyCount + 1);
  for (let i = 0; i < rows.length; i++) increment(start, (key[rows[i] as number] as number) + 1);
  for (let k = 0; k < keyCount; k++) start[k + 1] = (start[k + 1] as number) + (start[k] as number);
  const out = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const k = key[row] as number;
    out[start[k] as number] = row;
    increment(start, k);
  }
  return out;
}

/**
 * Display order: by position, and inside a shared position by `order` (a name order from
 * nameOrder, possibly a subset of the rows). Positions are 1..n.
 */
export function orderByPosition(positions: Int32Array, order: Int32Array): Int32Array {
  let maxPosition = 0;
  for (let i = 0; i < order.length; i++) {
    const p = positions[order[i] as number] as number;
    if (p > maxPosition) maxPosition = p;
  }
  return countingSort(order, positions, maxPosition + 1);
}

export interface RankKey<T> {
  value: (row: T) => number;
  order: RankOrder;
}

export interface Ranked<T> {
  position: number;
  row: T;
}

/** The same ranking for small object lists (teams, tests): best first, ties by name then id. */
export function rankShared<T>(
  rows: readonly T[],
  keys: [RankKey<T>, ...RankKey<T>[]],
  name: (row: T) => string,
  id: (row: T) => number,
): Ranked<T>[] {
  const positions = sharedPositionsByKeys(
    keys.map((key) => ({ values: rows.map(key.value), order: key.order })),
  );
  const order = orderByPosition(positions, nameOrder(rows.map(name), rows.map(id)));
  return Array.from(order, (i) => ({ position: positions[i] as number, row: rows[i] as T }));
}
