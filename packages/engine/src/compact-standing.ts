// A standing (tussenstand, herbstmeister, periode, fair play, highscore, subcompetitie) kept as
// typed arrays instead of one object per participant (issue 29 item 3, decision 032): the order
// (dense participant indexes, best first) and the numbers a row holds, the row objects made only
// when something reads them. At 1,000,000 participants that is a handful of arrays per standing
// instead of a million objects. It reads like the array of rows it replaces (length, at(i),
// iteration in order, slice, map, filter, find, findIndex, toJSON), each row made with the same
// fields in the same order as before, so the answers built from it are byte for byte the same.
// Its parts are plain typed arrays, so it crosses to another thread by transferring their
// buffers; the participants' names cross once for all standings as one string (packPeople).
import type { FairplayRow, HighscoreRow, PeriodeRow, TussenstandRow } from './results';
import { createIdIndex } from './id-index';
import type { IdIndex } from './id-index';

/** The participants by dense index: what every row of every standing names. */
export interface StandingPeople {
  readonly ids: Float64Array;
  name(d: number): string;
  teamName(d: number): string;
}

/** The people of the engine's context: its own arrays, not copied. */
export function peopleOf(
  ids: Float64Array,
  names: readonly string[],
  teamNames: readonly string[],
): StandingPeople {
  return { ids, name: (d) => names[d] as string, teamName: (d) => teamNames[d] as string };
}

/** People packed to cross a thread: every name and team name in one string, with offsets. */
export interface PackedPeople {
  ids: Float64Array;
  /** names of 0..n-1, then team names of 0..n-1, concatenated. */
  text: string;
  /** 2n + 1 offsets into text. */
  ends: Int32Array;
}

export function packPeople(people: StandingPeople): PackedPeople {
  const n = people.ids.length;
  const parts: string[] = new Array(2 * n);
  const ends = new Int32Array(2 * n + 1);
  let at = 0;
  for (let k = 0; k < 2 * n; k++) {
    const text = k < n ? people.name(k) : people.teamName(k - n);
    parts[k] = text;
    at += text.length;
    ends[k + 1] = at;
  }
  return { ids: people.ids, text: parts.join(''), ends };
}

export function unpackPeople(packed: PackedPeople): StandingPeople {
  const { ids, text, ends } = packed;
  const n = ids.length;
  const slice = (k: number) => text.slice(ends[k] as number, ends[k + 1] as number);
  return { ids, name: (d) => slice(d), teamName: (d) => slice(n + d) };
}

export type StandingKind = 'tussenstand' | 'fairplay' | 'highscore' | 'periode';

/** The row each kind makes. */
export interface StandingRows {
  tussenstand: TussenstandRow;
  fairplay: FairplayRow;
  highscore: HighscoreRow;
  periode: PeriodeRow;
}

/**
 * The numbers of a standing. Each column is read at the row's participant's dense index, or,
 * with `byRow`, at the row's own index (a subcompetitie: as long as its members).
 * - tussenstand: position, total (totalScore), score (roundScore), previous (previousPosition;
 *   null: no previous round);
 * - fairplay: position, total (totalScore), score (cardPoints);
 * - highscore: position, score, round;
 * - periode: position, score.
 */
export interface CompactStandingParts {
  kind: StandingKind;
  /** Dense participant indexes, best first. */
  order: Int32Array;
  byRow: boolean;
  position: Int32Array;
  score: Float64Array;
  total: Float64Array | null;
  previous: Int32Array | null;
  round: Int32Array | null;
}

type Maker<Row> = (p: CompactStandingParts, people: StandingPeople, d: number, k: number) => Row;

const MAKERS: { [K in StandingKind]: Maker<StandingRows[K]> } = {
  tussenstand: (p, people, d, k) => {
    const position = p.position[k] as number;
    const previousPosition = p.previous === null ? null : (p.previous[k] as number);
    return {
      position,
      deelnemerId: people.ids[d] as number,
      name: people.name(d),
      teamName: people.teamName(d),
      totalScore: (p.total as Float64Array)[k] as number,
      roundScore: p.score[k] as number,
      previousPosition,
      positionChange: previousPosition === null ? null : previousPosition - position,
    };
  },
  fairplay: (p, people, d, k) => ({
    position: p.position[k] as number,
    deelnemerId: people.ids[d] as number,
    name: people.name(d),
    teamName: people.teamName(d),
    cardPoints: p.score[k] as number,
    totalScore: (p.total as Float64Array)[k] as number,
  }),
  highscore: (p, people, d, k) => ({
    position: p.position[k] as number,
    deelnemerId: people.ids[d] as number,
    name: people.name(d),
    teamName: people.teamName(d),
    score: p.score[k] as number,
    round: (p.round as Int32Array)[k] as number,
  }),
  periode: (p, people, d, k) => ({
    position: p.position[k] as number,
    deelnemerId: people.ids[d] as number,
    name: people.name(d),
    teamName: people.teamName(d),
    score: p.score[k] as number,
  }),
};

export class CompactStanding<K extends StandingKind = StandingKind> implements Iterable<
  StandingRows[K]
> {
  readonly parts: CompactStandingParts & { kind: K };
  readonly people: StandingPeople;
  readonly #make: Maker<StandingRows[K]>;
  #rowIndex: IdIndex | undefined;

  constructor(parts: CompactStandingParts & { kind: K }, people: StandingPeople) {
    this.parts = parts;
    this.people = people;
    this.#make = MAKERS[parts.kind] as Maker<StandingRows[K]>;
  }

  get kind(): K {
    return this.parts.kind;
  }

  get length(): number {
    return this.parts.order.length;
  }

  /** Row i's participant's dense index. */
  indexAt(i: number): number {
    return this.parts.order[i] as number;
  }

  /** Row i's position, without making the row. */
  positionAt(i: number): number {
    const p = this.parts;
    return p.position[p.byRow ? i : (p.order[i] as number)] as number;
  }

  /** Row i's participant id, without making the row. */
  deelnemerIdAt(i: number): number {
    return this.people.ids[this.parts.order[i] as number] as number;
  }

  #row(i: number): StandingRows[K] {
    const d = this.parts.order[i] as number;
    return this.#make(this.parts, this.people, d, this.parts.byRow ? i : d);
  }

  /** Row i (a new object each call); negative counts from the end, as Array's at. */
  at(i: number): StandingRows[K] | undefined {
    const n = this.length;
    const k = Math.trunc(i) < 0 ? Math.trunc(i) + n : Math.trunc(i);
    return k >= 0 && k < n ? this.#row(k) : undefined;
  }

  *[Symbol.iterator](): IterableIterator<StandingRows[K]> {
    for (let i = 0; i < this.length; i++) yield this.#row(i);
  }

  /** Rows from..to (made), as Array's slice. */
  slice(start = 0, end = this.length): StandingRows[K][] {
    const n = this.length;
    const clamp = (v: number) => {
      const t = Math.trunc(v);
      return t < 0 ? Math.max(0, t + n) : Math.min(t, n);
    };
    const from = clamp(start);
    const to = clamp(end);
    const rows: StandingRows[K][] = [];
    for (let i = from; i < to; i++) rows.push(this.#row(i));
    return rows;
  }

  /** Every row, made. */
  toArray(): StandingRows[K][] {
    return this.slice();
  }

  /** JSON.stringify writes the rows as the array it replaces. */
  toJSON(): StandingRows[K][] {
    return this.toArray();
  }

  map<U>(fn: (row: StandingRows[K], i: number) => U): U[] {
    const out: U[] = new Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = fn(this.#row(i), i);
    return out;
  }

  filter(fn: (row: StandingRows[K], i: number) => boolean): StandingRows[K][] {
    const out: StandingRows[K][] = [];
    for (let i = 0; i < this.length; i++) {
      const row = this.#row(i);
      if (fn(row, i)) out.push(row);
    }
    return out;
  }

  findIndex(fn: (row: StandingRows[K], i: number) => boolean): number {
    for (let i = 0; i < this.length; i++) if (fn(this.#row(i), i)) return i;
    return -1;
  }

  find(fn: (row: StandingRows[K], i: number) => boolean): StandingRows[K] | undefined {
    const i = this.findIndex(fn);
    return i < 0 ? undefined : this.#row(i);
  }

  some(fn: (row: StandingRows[K], i: number) => boolean): boolean {
    return this.findIndex(fn) >= 0;
  }

  every(fn: (row: StandingRows[K], i: number) => boolean): boolean {
    return this.findIndex((row, i) => !fn(row, i)) < 0;
  }

  /** The row index of participant `id`, -1 when he is not in it (no rows made). */
  indexOfDeelnemer(id: number): number {
    if (this.#rowIndex === undefined) {
      const { order } = this.parts;
      const ids = this.people.ids;
      // Built on first use: ids in row order, so the index gives the row.
      this.#rowIndex = createIdIndex(Float64Array.from(order, (d) => ids[d] as number));
    }
    return this.#rowIndex.get(id);
  }

  /** Participant `id`'s row (made), undefined when he is not in it. */
  rowOfDeelnemer(id: number): StandingRows[K] | undefined {
    const i = this.indexOfDeelnemer(id);
    return i < 0 ? undefined : this.#row(i);
  }
}

export type TussenstandStanding = CompactStanding<'tussenstand'>;
export type FairplayStanding = CompactStanding<'fairplay'>;
export type HighscoreStanding = CompactStanding<'highscore'>;
export type PeriodeStanding = CompactStanding<'periode'>;

/**
 * Copies of the parts with arrays of their own (exactly as long as needed), to transfer to another
 * thread without detaching the engine's arrays they may be views of.
 */
export function copyParts(parts: CompactStandingParts): CompactStandingParts {
  const copy = <T extends Int32Array | Float64Array>(a: T | null): T | null =>
    a === null ? null : (a.slice() as T);
  return {
    kind: parts.kind,
    order: parts.order.slice(),
    byRow: parts.byRow,
    position: parts.position.slice(),
    score: parts.score.slice(),
    total: copy(parts.total),
    previous: copy(parts.previous),
    round: copy(parts.round),
  };
}

/** The buffers of parts made by copyParts (each its own). */
export function partsBuffers(parts: CompactStandingParts): ArrayBuffer[] {
  return [parts.order, parts.position, parts.score, parts.total, parts.previous, parts.round]
    .filter((a): a is Int32Array | Float64Array => a !== null)
    .map((a) => a.buffer as ArrayBuffer);
}

/**
 * A standing of the given rows, in their order (for tests and fixtures: the engine builds its
 * standings from its own arrays). Each row's fields go to the columns of its kind.
 */
export function standingFromRows<K extends StandingKind>(
  kind: K,
  rows: readonly StandingRows[K][],
): CompactStanding<K> {
  const n = rows.length;
  const ids = Float64Array.from(rows, (r) => r.deelnemerId);
  const names = rows.map((r) => r.name);
  const teamNames = rows.map((r) => r.teamName);
  const all = rows as readonly Partial<TussenstandRow & FairplayRow & HighscoreRow>[];
  const column = (value: (r: (typeof all)[number]) => number | null | undefined) =>
    Float64Array.from(all, (r) => value(r) ?? 0);
  const parts: CompactStandingParts & { kind: K } = {
    kind,
    order: Int32Array.from({ length: n }, (_, i) => i),
    byRow: true,
    position: Int32Array.from(all, (r) => r.position ?? 0),
    score: column((r) =>
      kind === 'tussenstand' ? r.roundScore : kind === 'fairplay' ? r.cardPoints : r.score,
    ),
    total: kind === 'tussenstand' || kind === 'fairplay' ? column((r) => r.totalScore) : null,
    previous:
      kind === 'tussenstand' && all.every((r) => r.previousPosition !== null)
        ? Int32Array.from(all, (r) => r.previousPosition ?? 0)
        : null,
    round: kind === 'highscore' ? Int32Array.from(all, (r) => r.round ?? 0) : null,
  };
  return new CompactStanding(parts, peopleOf(ids, names, teamNames));
}
