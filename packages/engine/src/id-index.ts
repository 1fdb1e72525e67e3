// Participant and player ids to dense indexes (season/context.ts, rounds-per-deelnemer.ts,
// compact-standing.ts).

/** id -> dense index (-1 when unknown): a typed table for compact ids, else a Map. */
export interface IdIndex {
  get(id: number): number;
}

export function createIdIndex(ids: ArrayLike<number>): IdIndex {
  let max = 0;
  let compact = true;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    if (!Number.isInteger(id) || id < 0) compact = false;
    else if (id > max) max = id;
  }
  if (compact && max <= 4 * ids.length + 1024) {
    const table = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < ids.length; i++) table[ids[i] as number] = i;
    return {
      get: (id) => (Number.isInteger(id) && id >= 0 && id <= max ? (table[id] as number) : -1),
    };
  }
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) map.set(ids[i] as number, i);
  return { get: (id) => map.get(id) ?? -1 };
}
