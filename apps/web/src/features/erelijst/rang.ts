/**
 * The positions of a list sorted best first: equal values share a position and the next one
 * skips (1, 2, 2, 4), as in the standings.
 */
export function rangen<T>(rows: readonly T[], value: (row: T) => number): number[] {
  const ranks: number[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    ranks.push(prev !== undefined && value(prev) === value(row) ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}
