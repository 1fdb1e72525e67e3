import { gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import type { View } from './view';
import { findView } from './views-repository';

export interface CachedView extends View {
  /** The body as UTF-8 bytes, encoded once rather than on every send. */
  encoded?: Buffer;
  /** Made on the first request that accepts gzip, then kept with the view. */
  gzipped?: Buffer;
}

/**
 * The stored views with an in-process cache in front, so a hot GET does not touch SQLite.
 * A recompute invalidates it; the generation guards against a read that started before.
 */
export class ViewStore {
  readonly #db: Db;
  readonly #maxEntries: number;
  #cache = new Map<string, CachedView>();
  #generation = 0;

  constructor(db: Db, maxEntries = 5000) {
    this.#db = db;
    this.#maxEntries = maxEntries;
  }

  async get(key: string): Promise<CachedView | undefined> {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const generation = this.#generation;
    const view = await findView(this.#db, key);
    if (view && generation === this.#generation) this.#remember(view);
    return view;
  }

  encoded(view: CachedView): Buffer {
    view.encoded ??= Buffer.from(view.body, 'utf8');
    return view.encoded;
  }

  gzipped(view: CachedView): Buffer {
    view.gzipped ??= gzipSync(this.encoded(view));
    return view.gzipped;
  }

  invalidate(): void {
    this.#generation += 1;
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
