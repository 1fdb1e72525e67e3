import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../db/database';
import type { ContentEncoding } from '../plugins/content-encoding';
import { freshReader } from './fresh-reader';
import type { View } from './view';
import { findView, viewGenerationQuery } from './views-repository';

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
  /** The stored views' generation; by default read from the database. */
  readGeneration?: () => Promise<number>;
}

/**
 * The stored views with an in-process cache in front, so a hot GET reads one small row (the
 * generation) instead of a body. Every request first reads the generation, taken after it
 * arrived: when another instance (or this one) has recomputed, the cache is dropped, so a write
 * through any instance shows on the next read through every other.
 */
export class ViewStore {
  readonly #db: Db;
  readonly #maxEntries: number;
  readonly #readGeneration: () => Promise<number>;
  #cache = new Map<string, CachedView>();
  /** The stored generation the cache was filled at. */
  #cachedGeneration: number | undefined;
  /** Raised on every drop: a read that started before must not fill the new cache. */
  #epoch = 0;

  constructor(db: Db, options: ViewStoreOptions = {}) {
    this.#db = db;
    this.#maxEntries = options.maxEntries ?? 5000;
    this.#readGeneration = freshReader(options.readGeneration ?? viewGenerationQuery(db));
  }

  async get(key: string): Promise<CachedView | undefined> {
    let generation: number;
    try {
      generation = await this.#readGeneration();
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
