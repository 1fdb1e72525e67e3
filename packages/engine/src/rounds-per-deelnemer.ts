// One number per participant per speelronde (round scores, tussenstand positions), kept as one
// typed array for all participants instead of an array per participant: at 1,000,000
// participants that is two allocations instead of two million arrays (issue 29 item 3). It reads
// like the Map<id, number[]> it replaces (get, has, size, iteration in participant order), each
// row made on demand, so the answers are built from it as before. Its parts are plain typed
// arrays, so it crosses to another thread by transferring their buffers (no copy).
import { createIdIndex } from './season/context';
import type { IdIndex } from './season/context';

/** What a RoundsPerDeelnemer is made of; every field survives structured clone. */
export interface RoundsPerDeelnemerParts {
  /** Participant ids by dense index. */
  ids: Float64Array;
  /** Round-major: data[(round - 1) * ids.length + index], rounds 1..storedRounds. */
  data: Float64Array | Int32Array;
  storedRounds: number;
  /** Length of every row; rounds after storedRounds read 0. */
  roundCount: number;
}

export class RoundsPerDeelnemer {
  readonly ids: Float64Array;
  readonly data: Float64Array | Int32Array;
  readonly storedRounds: number;
  readonly roundCount: number;
  #index: IdIndex | undefined;

  constructor(parts: RoundsPerDeelnemerParts) {
    this.ids = parts.ids;
    this.data = parts.data;
    this.storedRounds = parts.storedRounds;
    this.roundCount = parts.roundCount;
  }

  /** The typed arrays it holds (to send to another thread; their buffers can be transferred). */
  parts(): RoundsPerDeelnemerParts {
    const { ids, data, storedRounds, roundCount } = this;
    return { ids, data, storedRounds, roundCount };
  }

  get size(): number {
    return this.ids.length;
  }

  /** The participant's dense index, -1 when he is not in the result. */
  indexOf(id: number): number {
    this.#index ??= createIdIndex(this.ids);
    return this.#index.get(id);
  }

  has(id: number): boolean {
    return this.indexOf(id) >= 0;
  }

  /** The participant's row (index round - 1, length roundCount), a new array each call. */
  get(id: number): number[] | undefined {
    const d = this.indexOf(id);
    return d < 0 ? undefined : this.row(d);
  }

  /** One value: the participant's in `round` (1-based); undefined for an unknown participant. */
  at(id: number, round: number): number | undefined {
    const d = this.indexOf(id);
    if (d < 0) return undefined;
    if (!Number.isInteger(round) || round < 1 || round > this.roundCount) return undefined;
    return round > this.storedRounds ? 0 : (this.data[(round - 1) * this.ids.length + d] as number);
  }

  /** The row of dense index `d`. */
  row(d: number): number[] {
    const count = this.ids.length;
    const stored = Math.min(this.storedRounds, this.roundCount);
    const row: number[] = new Array(this.roundCount);
    for (let r = 0; r < stored; r++) row[r] = this.data[r * count + d] as number;
    for (let r = stored; r < this.roundCount; r++) row[r] = 0;
    return row;
  }

  *keys(): IterableIterator<number> {
    for (let d = 0; d < this.ids.length; d++) yield this.ids[d] as number;
  }

  *values(): IterableIterator<number[]> {
    for (let d = 0; d < this.ids.length; d++) yield this.row(d);
  }

  *entries(): IterableIterator<[number, number[]]> {
    for (let d = 0; d < this.ids.length; d++) yield [this.ids[d] as number, this.row(d)];
  }

  [Symbol.iterator](): IterableIterator<[number, number[]]> {
    return this.entries();
  }

  forEach(callback: (row: number[], id: number, self: RoundsPerDeelnemer) => void): void {
    for (let d = 0; d < this.ids.length; d++) callback(this.row(d), this.ids[d] as number, this);
  }
}
