// Dense indices for the season's hot loops: players and participants become 0..n-1 so points and
// scores live in flat typed arrays (row-major: index * roundCount + round - 1).
import { nameOrder } from '../ranking';
import type { Deelnemer, SeasonInput, Speler } from '../types';

export interface SeasonContext {
  input: SeasonInput;
  roundCount: number;
  spelers: readonly Speler[];
  playerIndex: Map<number, number>;
  deelnemers: readonly Deelnemer[];
  deelnemerIndex: Map<number, number>;
  /** Participant indices by name (Dutch collation), then id: the order inside a shared position. */
  byName: Int32Array;
}

function indexOf<T extends { id: number }>(rows: readonly T[]): Map<number, number> {
  const index = new Map<number, number>();
  for (let i = 0; i < rows.length; i++) index.set((rows[i] as T).id, i);
  return index;
}

export function createContext(input: SeasonInput): SeasonContext {
  if (!Number.isInteger(input.roundCount) || input.roundCount < 1) {
    throw new RangeError(`Een seizoen heeft minstens 1 speelronde (nu ${input.roundCount}).`);
  }
  const deelnemers = input.deelnemers;
  return {
    input,
    roundCount: input.roundCount,
    spelers: input.spelers,
    playerIndex: indexOf(input.spelers),
    deelnemers,
    deelnemerIndex: indexOf(deelnemers),
    byName: nameOrder(
      deelnemers.map((d) => d.name),
      deelnemers.map((d) => d.id),
    ),
  };
}

/** Per participant: the sum of his round scores over rounds from..to (clipped to the season). */
export function sumRounds(scores: Float64Array, count: number, roundCount: number, from: number, to: number): Float64Array {
  const sums = new Float64Array(count);
  const first = Math.max(1, from) - 1;
  const last = Math.min(roundCount, to);
  for (let d = 0; d < count; d++) {
    const base = d * roundCount;
    let sum = 0;
    for (let r = first; r < last; r++) sum += scores[base + r] as number;
    sums[d] = sum;
  }
  return sums;
}
