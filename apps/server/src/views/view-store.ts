import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../db/database';
import type { ContentEncoding } from '../plugins/content-encoding';
import { freshReader } from './fresh-reader';
import type { View } from './view';
import { findView, viewStateQuery } from './views-repository';
import type { ViewState } from './views-repository';

export interface CachedView extends View {
  /** The body as UTF-8 bytes, encoded once rather than on every send. */
  encoded?: Buffer;
  /** Made on the first request that takes each encoding, then kept with the view. */
  compressed?: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at quality 5: a 1.5 MB standing (10,000 participants) shrinks to about 180 kB in some
 * 50 ms, off the event loop; quality 11 would save 40 kB more at a hundred times the cost.
 */
function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface ViewStoreOptions {
  maxEntries?: number;
  /** The stored views' generation alone (tests); by default their state is read from the database. */
  readGeneration?: () => Promise<number>;
  /** How long a read waits for stored views to catch up with the data before it serves them. */
  maxWaitMs?: number;
}

/** Between two looks at the stored views while they are behind the data. */
const CATCH_UP_POLL_MS = 20;

/**
 * The stored views with an in-process cache in front, so a hot GET reads one small row instead
 * of a body. Every request first reads the views' state, taken after it arrived: when another
 * instance (or this one) has recomputed, the cache is dropped. The views know the data version
 * they were computed from: while it is behind the data's (a save committed, its recompute under
 * way on this instance or another), a read waits for them to catch up (at most `maxWaitMs`), so
 * a save shows on the next read through every instance although its answer did not wait for the
 * recompute (organiser-write.ts).
 */
export class ViewStore {
  readonly #db: Db;
  readonly #maxEntries: number;
  readonly #readState: () => Promise<ViewState>;
  readonly #maxWaitMs: number;
  /** This instance's recompute after its own latest write, while it runs. */
  #pending: Promise<unknown> | undefined;
  #cache = new Map<string, CachedView>();
  /** The stored generation the cache was filled at. */
  #cachedGeneration: number | undefined;
  /** Raised on every drop: a read that started before must not fill the new cache. */
  #epoch = 0;

  constructor(db: Db, options: ViewStoreOptions = {}) {
    this.#db = db;
    this.#maxEntries = options.maxEntries ?? 5000;
    const { readGeneration } = options;
    this.#readState = freshReader(
      readGeneration
        ? async () => ({ generation: await readGeneration(), dataVersion: 0, viewsVersion: null })
        : viewStateQuery(db),
    );
    this.#maxWaitMs = options.maxWaitMs ?? 3_000;
  }

  /** Reads wait for `recompute` (this instance's, after its own write) before they serve. */
  awaitBeforeReading(recompute: Promise<unknown>): void {
    const pending = recompute.catch(() => undefined);
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
  }

  /** The views' state once they are of the data (or the wait is over). */
  async #caughtUpState(): Promise<ViewState> {
    if (this.#pending) await this.#pending;
    let state = await this.#readState();
    const deadline = Date.now() + this.#maxWaitMs;
    // Behind: a recompute elsewhere, or one that died with its instance (the stale-views check
    // of recompute-plugin.ts then recomputes here); after the wait the last answers are served.
    while (
      state.viewsVersion !== null &&
      state.dataVersion > state.viewsVersion &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      if (this.#pending) await this.#pending;
      state = await this.#readState();
    }
    return state;
  }

  async get(key: string): Promise<CachedView | undefined> {
    let generation: number;
    try {
      ({ generation } = await this.#caughtUpState());
    } catch (error) {
      // The database is out of reach: nothing can be written meanwhile either, so the last
      // known answer is still the current one. Readers keep their page; a miss fails.
      const cached = this.#cache.get(key);
      if (cached) return cached;
      throw error;
    }
    // The reads come back in the order they were made, so any change (also a database
    // replaced by an older one) means the cache is not of the stored views.
    if (generation !== this.#cachedGeneration) {
      this.invalidate();
      this.#cachedGeneration = generation;
    }
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const epoch = this.#epoch;
    const view = await findView(this.#db, key);
    if (view && epoch === this.#epoch) this.#remember(view);
    return view;
  }

  encoded(view: CachedView): Buffer {
    view.encoded ??= Buffer.from(view.body, 'utf8');
    return view.encoded;
  }

  /** The body compressed; concurrent requests share one compression. */
  compressed(view: CachedView, encoding: ContentEncoding): Promise<Buffer> {
    const kept = (view.compressed ??= {});
    let made = kept[encoding];
    if (!made) {
      made = compress(this.encoded(view), encoding);
      kept[encoding] = made;
      // A failure is not kept: the next request tries again.
      made.catch(() => {
        if (kept[encoding] === made) delete kept[encoding];
      });
    }
    return made;
  }

  /** Drops the cache (this instance just recomputed). */
  invalidate(): void {
    this.#epoch += 1;
    this.#cache = new Map();
  }

  #remember(view: CachedView): void {
    if (this.#cache.size >= this.#maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(view.key, view);
  }
}
