// The read model of decision 026: the season's answers in memory (answer-store.ts), recomputed
// after this instance's writes and whenever it learns of newer data. Made once, in app.ts; it
// owns what used to be spread over a recompute plugin, a views plugin and their callbacks:
// - the coalescing of recomputes (coalesce.ts): saves during a recompute share the next one;
// - the three ways of hearing of another's write (PostgreSQL's notification, SQLite's
//   data_version, the periodic look), all feeding AnswerStore.learnDataVersion;
// - the one change channel the live stream listens to (`onChange`);
// - where the engine runs (decision 030): in a worker thread (engine-thread.ts), while reads are
//   served the answers of the previous data version; a reader naming a newer version (its own
//   write's) waits for it. `engineThread: 'main'` keeps the engine on the event loop with reads
//   waiting for this instance's own writes' recomputes, as before 030 (the bench compares).
import type { FastifyBaseLogger } from 'fastify';
import { listenForDataChanges } from '../db/data-change-listener';
import type { DataChangeListener } from '../db/data-change-listener';
import type { Db } from '../db/database';
import { changedElsewhereCheck } from '../db/database';
import { AnswerStore } from './answer-store';
import { coalesce } from './coalesce';
import { EngineThread } from './engine-thread';
import type { ReadModel } from './read-model';
import { computeSeasonAnswers, incrementalEngineOnThisThread } from './recompute';
import type { RecomputeStats, RunEngine } from './recompute';
import type { CachedAnswer, SeasonAnswers } from './season-answers';
import { DATA_VERSION_CHANNEL, readDataVersion } from './season-repository';
import type { PartCache } from './season-repository';

export interface SeasonReadModelOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the data version is looked at (a notification lost, a write by a script). */
  staleCheckMs: number;
  /** PostgreSQL: listen for other instances' writes. */
  databaseUrl?: string | undefined;
  /** How long a read waits for the answers to catch up with the data. */
  maxWaitMs?: number;
  /** Where the engine runs: a worker thread (the default) or the event loop (before 030). */
  engineThread?: 'worker' | 'main';
  /**
   * A test seam: each recompute's answers, computed, are handed here and installed once the
   * promise resolves, so a test can hold a recompute in progress without a clock.
   */
  beforeInstall?: (answers: SeasonAnswers) => Promise<void>;
  /**
   * With the engine in its worker: `true` makes every read after this instance's write wait for
   * its recompute (decision 010), as with the engine on the event loop; by default (030) only a
   * read naming the write's data version waits, the others get the previous answers meanwhile.
   */
  readsWaitForOwnWrites?: boolean;
  /** A test seam: the engine's worker thread to use (with `engineThread: 'worker'`). */
  engine?: EngineThread;
}

export class SeasonReadModel implements ReadModel {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #options: SeasonReadModelOptions;
  readonly #store: AnswerStore;
  /** Starts a recompute, or shares the next one when one runs (coalesce.ts). */
  readonly #recompute: () => Promise<RecomputeStats>;
  /** The last recompute asked for: closing waits for it (a save is answered before it ends). */
  #last: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #listener: DataChangeListener | undefined;
  /** The engine's worker thread; undefined when the engine runs on the event loop. */
  readonly #engine: EngineThread | undefined;
  /** Decision 030: reads without a data version get the previous answers during a recompute. */
  readonly #servePrevious: boolean;

  constructor(options: SeasonReadModelOptions) {
    const { db } = options;
    this.#db = db;
    this.#log = options.log;
    this.#options = options;
    this.#store = new AnswerStore({
      changedElsewhere: changedElsewhereCheck(db),
      readDataVersion: () => readDataVersion(db),
      ...(options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs }),
    });
    // The rarely changing parts of the last load, kept for the next (season-repository.ts).
    const parts: PartCache = new Map();
    const engine =
      options.engineThread === 'main' ? undefined : (options.engine ?? new EngineThread());
    this.#engine = engine;
    this.#servePrevious = engine !== undefined && options.readsWaitForOwnWrites !== true;
    const runEngine: RunEngine = engine
      ? (season) => engine.run(season)
      : incrementalEngineOnThisThread();
    const queue = coalesce(async () => {
      // A macrotask first: the save that asked has its answer written before the engine takes
      // the thread (SQLite's reads resolve as microtasks, which would run the whole recompute
      // first).
      await new Promise((resolve) => setImmediate(resolve));
      const { answers, stats } = await computeSeasonAnswers(db, parts, runEngine);
      await options.beforeInstall?.(answers);
      this.#store.install(answers);
      return stats;
    });
    this.#recompute = () => {
      const running = queue();
      this.#last = running;
      return running;
    };
    // Newer data heard of (any of the three ways): recompute.
    this.#store.onBehind(() => {
      this.#recompute().catch((error: unknown) =>
        this.#log.error({ err: error }, 'recompute failed'),
      );
    });
  }

  async afterWrite(version: number): Promise<RecomputeStats> {
    const running = this.#recompute();
    if (this.#servePrevious) {
      // Reads are served the answers there are meanwhile; a reader naming this version waits.
      this.#store.wrote(version);
    } else {
      // Until it is in place no read serves the answers from before the write (decision 010).
      this.#store.awaitBeforeReading(running);
    }
    const stats = await running;
    // A recompute that began after the write has loaded it; were the answers still older, the
    // read model now knows they are behind, so reads wait for the next.
    this.#store.learnDataVersion(version);
    return stats;
  }

  async serve(key: string, seenVersion?: number): Promise<CachedAnswer | undefined> {
    return (await this.season(seenVersion))?.get(key);
  }

  serveNow(key: string): CachedAnswer | undefined {
    return (this.#servePrevious ? this.#store.servable() : this.#store.ready())?.get(key);
  }

  async season(seenVersion?: number): Promise<SeasonAnswers | undefined> {
    // The reader's own write, perhaps through another instance: answer with data that new.
    if (seenVersion !== undefined) await this.#store.catchUpTo(seenVersion);
    if (!this.#servePrevious) return this.#store.snapshot();
    if (seenVersion !== undefined) return this.#store.atLeast(seenVersion);
    // Decision 030: the previous version's answers until the new ones are in place.
    return this.#store.servable() ?? this.#store.snapshot();
  }

  get current(): SeasonAnswers | undefined {
    return this.#store.current;
  }

  onChange(listener: (dataVersion: number) => void): () => void {
    return this.#store.onNewerData((answers) => listener(answers.dataVersion));
  }

  /** The server is ready: start hearing of other instances' and processes' writes. */
  listen(): void {
    const lookAtDataVersion = async () => {
      try {
        this.#store.learnDataVersion(await readDataVersion(this.#db));
      } catch (error) {
        // The database out of reach: the next look tries again.
        this.#log.warn({ err: error }, 'reading the data version failed');
      }
    };
    this.#timer = setInterval(() => void lookAtDataVersion(), this.#options.staleCheckMs);
    this.#timer.unref();
    const url = this.#options.databaseUrl;
    if (url) {
      this.#listener = listenForDataChanges({
        url,
        channel: DATA_VERSION_CHANNEL,
        onVersion: (version) => this.#store.learnDataVersion(version),
        onListening: () => void lookAtDataVersion(),
        onError: (error) => this.#log.warn({ err: error }, 'listening for data changes failed'),
      });
    }
  }

  /** Stops listening and lets a recompute in flight end (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#listener?.close();
    await this.#last.catch(() => undefined);
    await this.#engine?.close();
  }
}
