// Whether what the page shows may be old: the browser says it is offline, or an API answer came
// from the service worker's cache (FROM_CACHE_HEADER) because the server did not answer. Kept
// per URL, so a fresh answer for the same URL takes its entry away again.
import { FROM_CACHE_HEADER } from './sw-names';

export interface OfflineState {
  /** The browser has no connection, or an answer came from the cache. */
  offline: boolean;
  /** When the oldest answer shown was fetched (ms), or the last fresh one when offline. */
  standVan: number | null;
  /**
   * Offline, part of the page waits for data it never fetched (components/offline-state.tsx):
   * the notice names no time of a stand the page does not show.
   */
  wachtend: boolean;
}

type Listener = () => void;

export class OfflineStatus {
  readonly #fromCache = new Map<string, number>();
  readonly #listeners = new Set<Listener>();
  #browserOffline: boolean;
  #lastFresh: number | null = null;
  #waiting = 0;
  #state: OfflineState = { offline: false, standVan: null, wachtend: false };

  constructor(browserOffline = false) {
    this.#browserOffline = browserOffline;
    this.#update();
  }

  /** Every API answer of a read passes here (lib/api-client.ts). */
  noteAnswer(url: string, response: Pick<Response, 'ok' | 'headers'>, now = Date.now()): void {
    const cached = response.headers.get(FROM_CACHE_HEADER);
    if (cached !== null) {
      const fetched = Date.parse(cached);
      this.#fromCache.set(url, Number.isNaN(fetched) || fetched <= 0 ? now : fetched);
    } else if (response.ok) {
      this.#lastFresh = now;
      if (!this.#fromCache.delete(url)) return;
    } else {
      return;
    }
    this.#update();
  }

  setBrowserOffline(offline: boolean): void {
    if (offline === this.#browserOffline) return;
    this.#browserOffline = offline;
    // Back online: the queries on screen are fetched again (TanStack Query refetches on
    // reconnect), and an answer that still comes from the cache sets its entry again.
    if (!offline) this.#fromCache.clear();
    this.#update();
  }

  /** A view waiting for the network came (+1) or went (-1); see OfflineState.wachtend. */
  noteWaiting(delta: 1 | -1): void {
    this.#waiting = Math.max(0, this.#waiting + delta);
    this.#update();
  }

  get state(): OfflineState {
    return this.#state;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #update(): void {
    const cachedTimes = [...this.#fromCache.values()];
    const offline = this.#browserOffline || cachedTimes.length > 0;
    const standVan = !offline
      ? null
      : cachedTimes.length > 0
        ? Math.min(...cachedTimes)
        : this.#lastFresh;
    const wachtend = offline && this.#waiting > 0;
    if (
      offline === this.#state.offline &&
      standVan === this.#state.standVan &&
      wachtend === this.#state.wachtend
    ) {
      return;
    }
    this.#state = { offline, standVan, wachtend };
    for (const listener of this.#listeners) listener();
  }
}

/** The page's one status, following the browser's online and offline events. */
export const offlineStatus = new OfflineStatus(
  typeof navigator !== 'undefined' && navigator.onLine === false,
);
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => offlineStatus.setBrowserOffline(true));
  window.addEventListener('online', () => offlineStatus.setBrowserOffline(false));
}
