import type { CachedAnswer, SeasonAnswers } from './season-answers';

export type { CachedAnswer } from './season-answers';

export interface AnswerStoreOptions {
  /** How long a read waits for this instance's answers to catch up with the data. */
  maxWaitMs?: number;
  /**
   * A check without a query for a write by another process since the last call (SQLite's
   * data_version); when it says so, `readDataVersion` tells whether the season data changed.
   */
  changedElsewhere?: () => boolean;
  readDataVersion?: () => Promise<number>;
}

/**
 * The current season's answers, in memory (decision 011). This instance recomputes them after
 * its own writes and whenever it learns of a newer data version: by a notification from
 * another instance (PostgreSQL LISTEN/NOTIFY), by SQLite's data_version when another process
 * wrote, or by the periodic check. A read serves the answers at once unless they are behind
 * what this instance knows of: then it waits for the recompute (at most `maxWaitMs`), so a save
 * shows on the next read although its answer did not wait for the recompute.
 */
export class AnswerStore {
  readonly #maxWaitMs: number;
  readonly #changedElsewhere: (() => boolean) | undefined;
  readonly #readDataVersion: (() => Promise<number>) | undefined;
  #current: SeasonAnswers | undefined;
  /** The newest data version this instance knows of. */
  #knownDataVersion = -1;
  /** The newest data version this instance wrote, its recompute on its way (`wrote`). */
  #writtenDataVersion = -1;
  /** This instance's recompute after its own latest write, while it runs. */
  #pending: Promise<unknown> | undefined;
  /** A look at the data version after another process wrote, while it runs. */
  #lookingElsewhere: Promise<unknown> | undefined;
  #whenBehind: () => void = () => {};
  #installed: { promise: Promise<void>; resolve: () => void } = deferred();
  /** Told when answers of a newer data version are served (live updates). */
  readonly #newerListeners = new Set<(answers: SeasonAnswers) => void>();

  constructor(options: AnswerStoreOptions = {}) {
    this.#maxWaitMs = options.maxWaitMs ?? 3_000;
    this.#changedElsewhere = options.changedElsewhere;
    this.#readDataVersion = options.readDataVersion;
  }

  /** Called when this instance learns of data newer than its answers: recompute. */
  onBehind(recompute: () => void): void {
    this.#whenBehind = recompute;
  }

  /** Serves `answers` from now on (an older result arriving late is ignored). */
  install(answers: SeasonAnswers): void {
    const previous = this.#current;
    if (previous && answers.dataVersion < previous.dataVersion) return;
    this.#current = answers;
    this.#knownDataVersion = Math.max(this.#knownDataVersion, answers.dataVersion);
    const installed = this.#installed;
    this.#installed = deferred();
    installed.resolve();
    if (previous && answers.dataVersion > previous.dataVersion) {
      for (const listener of this.#newerListeners) listener(answers);
    }
  }

  /**
   * Calls `listener` whenever answers of a newer data version than the last are served (not on
   * the first install at start, nor on a recompute of the same data). Returns the unsubscribe.
   */
  onNewerData(listener: (answers: SeasonAnswers) => void): () => void {
    this.#newerListeners.add(listener);
    return () => this.#newerListeners.delete(listener);
  }

  /** The answers being served (whatever their version). */
  get current(): SeasonAnswers | undefined {
    return this.#current;
  }

  /** A newer data version was seen (a notification, a check): behind it, recompute. */
  learnDataVersion(version: number): void {
    if (version <= this.#knownDataVersion) return;
    this.#knownDataVersion = version;
    if (this.isBehind()) this.#whenBehind();
  }

  /** True when the data is newer than the answers served. */
  isBehind(): boolean {
    return this.#current !== undefined && this.#knownDataVersion > this.#current.dataVersion;
  }

  /** Reads wait for `recompute` (this instance's, after its own write) before they serve. */
  awaitBeforeReading(recompute: Promise<unknown>): void {
    const pending = recompute.catch(() => undefined);
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
  }

  /**
   * The answers when they can be served without waiting (the hot path: no promise, no query);
   * undefined when a read must first wait (`snapshot`).
   */
  ready(): SeasonAnswers | undefined {
    this.#lookElsewhere();
    if (this.#pending || this.#lookingElsewhere || this.isBehind()) return undefined;
    return this.#current;
  }

  /**
   * The answers served now, whatever data is newer (a recompute running off the event loop,
   * decision 030): no wait, no promise. Still looks whether another process wrote (SQLite), so
   * that a recompute starts.
   */
  servable(): SeasonAnswers | undefined {
    this.#lookElsewhere();
    return this.#current;
  }

  /**
   * This instance wrote data version `version` and its recompute is already on its way: readers
   * naming it wait for it (`atLeast`) without asking for another recompute. (Not yet "known":
   * should that recompute fail, the periodic look learns the version and recomputes.)
   */
  wrote(version: number): void {
    this.#writtenDataVersion = Math.max(this.#writtenDataVersion, version);
  }

  /**
   * The answers once they are of data version `version` at least, or of the newest data this
   * instance knows of when that is older (a reader's number is not trusted, `catchUpTo`); after
   * `maxWaitMs` the answers there are.
   */
  async atLeast(version: number): Promise<SeasonAnswers | undefined> {
    const deadline = Date.now() + this.#maxWaitMs;
    const target = () =>
      Math.min(version, Math.max(this.#knownDataVersion, this.#writtenDataVersion));
    while ((this.#current?.dataVersion ?? -1) < target() && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.#installed.promise,
        new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
      ]);
      clearTimeout(timer);
    }
    return this.#current;
  }

  /** The answers once they are of the data this instance knows of (or the wait is over). */
  async snapshot(): Promise<SeasonAnswers | undefined> {
    const ready = this.ready();
    if (ready) return ready;
    if (this.#pending) await this.#pending;
    if (this.#lookingElsewhere) await this.#lookingElsewhere;
    if (this.isBehind()) {
      // Behind: a recompute on its way here. After the wait the last answers are served.
      const deadline = Date.now() + this.#maxWaitMs;
      while (this.isBehind() && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.#installed.promise,
          new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
        ]);
        clearTimeout(timer);
      }
    }
    return this.#current;
  }

  /**
   * A reader saw data version `version` (the answer to its own write, perhaps by another
   * instance): unless these answers are that new, the data version is read (a client's number
   * is not trusted) and reads wait for the recompute.
   */
  async catchUpTo(version: number): Promise<void> {
    const current = this.#current;
    if (!current || current.dataVersion >= version || !this.#readDataVersion) return;
    // This instance's own write, its recompute under way: no look, no second recompute.
    if (this.#writtenDataVersion >= version) return;
    this.learnDataVersion(await this.#readDataVersion());
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    return (await this.snapshot())?.get(key);
  }

  #lookElsewhere(): void {
    if (this.#lookingElsewhere || !this.#changedElsewhere?.() || !this.#readDataVersion) return;
    const looking = this.#readDataVersion()
      .then((version) => this.learnDataVersion(version))
      // The database out of reach: nothing can be written meanwhile either; serve what we have.
      .catch(() => undefined)
      .finally(() => {
        if (this.#lookingElsewhere === looking) this.#lookingElsewhere = undefined;
      });
    this.#lookingElsewhere = looking;
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
