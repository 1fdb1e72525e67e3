// The current season's public answers of one data version, in memory: every answer is known by
// its key from the start, its body is built when first asked and kept until the next change
// replaces this object (decision 011). A save thus costs a load and the engine, not 10,000
// bodies; a hot read costs a map lookup.
import type { AnswerContext } from './answer-context';
import type { LazyAnswer, Answer } from './answer';

/** A body as served: its bytes and compressed copies are made once, then kept with it. */
export interface CachedAnswer extends Answer {
  /** The body as UTF-8 bytes, encoded once rather than on every send. */
  encoded?: Buffer;
  /** Made on the first request that takes each encoding, then kept with the answer. */
  compressed?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /** The compressed copies once made (the hot path takes only what is ready). */
  compressedBytes?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Bodies kept at once: the big standings and the most read participants. */
const DEFAULT_MAX_BUILT = 5_000;

export class SeasonAnswers {
  /** The version of the season data these answers are of (raised by every write). */
  readonly dataVersion: number;
  /** What the answers are built from: also what a participant's round is answered from. */
  readonly ctx: AnswerContext;
  readonly #lazy: ReadonlyMap<string, LazyAnswer>;
  readonly #built = new Map<string, CachedAnswer>();
  readonly #maxBuilt: number;

  constructor(
    dataVersion: number,
    ctx: AnswerContext,
    answers: readonly LazyAnswer[],
    /** Answers already built from `ctx` (the standings, made in the engine's worker). */
    prebuilt: readonly Answer[] = [],
    maxBuilt = DEFAULT_MAX_BUILT,
  ) {
    this.dataVersion = dataVersion;
    this.ctx = ctx;
    this.#lazy = new Map(answers.map((v) => [v.key, v]));
    this.#maxBuilt = maxBuilt;
    for (const answer of prebuilt) {
      if (this.#lazy.has(answer.key)) this.#built.set(answer.key, answer);
    }
  }

  /** How many answers there are (built or not). */
  get size(): number {
    return this.#lazy.size;
  }

  keys(): IterableIterator<string> {
    return this.#lazy.keys();
  }

  has(key: string): boolean {
    return this.#lazy.has(key);
  }

  /** The answer under `key`, built now if it was not yet; undefined when there is none. */
  get(key: string): CachedAnswer | undefined {
    const kept = this.#built.get(key);
    if (kept) return kept;
    const lazy = this.#lazy.get(key);
    if (!lazy) return undefined;
    const answer: CachedAnswer = lazy.build();
    if (this.#built.size >= this.#maxBuilt) {
      // Maps iterate in insertion order: drop the oldest body (it is built again when asked).
      const oldest = this.#built.keys().next().value;
      if (oldest !== undefined) this.#built.delete(oldest);
    }
    this.#built.set(key, answer);
    return answer;
  }

  /** Every answer built (closing a season archives them all). */
  buildAll(): Answer[] {
    return [...this.#lazy.values()].map((lazy) => this.get(lazy.key) ?? lazy.build());
  }
}
