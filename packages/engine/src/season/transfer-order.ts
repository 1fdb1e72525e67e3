// Transfers in the order they take effect (fromRound, then id), by counting sorts: a season can
// have tens of thousands of them.
import { countingSort } from '../ranking';
import type { Transfer } from '../types';

/** Indices of the transfers by id. */
export function transfersById(transfers: readonly Transfer[]): Int32Array {
  const order = new Int32Array(transfers.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  let sorted = true;
  for (let i = 1; i < transfers.length && sorted; i++)
    sorted = (transfers[i - 1] as Transfer).id <= (transfers[i] as Transfer).id;
  if (!sorted) order.sort((a, b) => (transfers[a] as Transfer).id - (transfers[b] as Transfer).id);
  return order;
}

/** `rows` (transfer indices) stably reordered by fromRound; rounds past the season count as one. */
export function stableByFromRound(
  rows: Int32Array,
  transfers: readonly Transfer[],
  roundCount: number,
): Int32Array {
  let min = 0;
  for (const t of transfers) min = Math.min(min, t.fromRound);
  const keyCount = roundCount + 2 - min;
  if (keyCount > 4 * transfers.length + 1024) {
    // Far-off rounds (bad data): a plain stable sort keeps the same order.
    return Int32Array.from(
      Array.from(rows).sort(
        (a, b) => (transfers[a] as Transfer).fromRound - (transfers[b] as Transfer).fromRound,
      ),
    );
  }
  const key = new Int32Array(transfers.length);
  for (let i = 0; i < key.length; i++)
    key[i] = Math.min((transfers[i] as Transfer).fromRound, roundCount + 1) - min;
  return countingSort(rows, key, keyCount);
}
