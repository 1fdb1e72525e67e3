// Live updates (issue 14, decision 013): one Server-Sent Events stream per tab on
// GET /api/live, with the API key in a header (the `eventsource` package's `fetch` option; the
// browser's own EventSource cannot send headers). The package reconnects by itself after a
// dropped connection; a refused one (the server answered but not with a stream: the live cap's
// 503, decision 019, or a restart behind a proxy) is tried again after a while, and meanwhile
// the data version is asked every so often instead, so the page still updates. This module is
// imported lazily, once the page is idle, so neither it nor the package weighs on the first
// screen.
import { EventSource } from 'eventsource';
import type { LiveChanged } from '@clubelf/contract';
import { API_KEY_HEADER, apiPaths, LIVE_CHANGED_EVENT } from '@clubelf/contract/paths';
import { readApiKey } from './api-key';

/**
 * After the server refused the stream, try again this long later (give or take a quarter, so
 * the tabs refused together do not come back together).
 */
const REOPEN_AFTER_MS = 120_000;
/** Meanwhile the data version is asked this often (an answer of a few bytes from memory). */
export const POLL_MS = 30_000;

/**
 * Which data versions are news to this page: the first message (on connect) only sets the mark,
 * every later one that is newer says the data changed, a reconnect's included.
 */
export class LiveVersions {
  #seen: number | null = null;

  isNews(dataVersion: number): boolean {
    if (this.#seen !== null && dataVersion <= this.#seen) return false;
    const first = this.#seen === null;
    this.#seen = dataVersion;
    return !first;
  }
}

/** The data version of a `changed` message, or null when it is not one. */
export function dataVersionOf(data: string): number | null {
  try {
    const parsed = JSON.parse(data) as Partial<LiveChanged> | null;
    const version = parsed?.dataVersion;
    return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0
      ? version
      : null;
  } catch {
    return null;
  }
}

/** The data version the server serves now (GET /api/live as JSON), or null when out of reach. */
async function fetchDataVersion(apiKey: string | null): Promise<number | null> {
  try {
    const headers = new Headers({ accept: 'application/json' });
    if (apiKey) headers.set(API_KEY_HEADER, apiKey);
    const response = await fetch(apiPaths.live, { headers, credentials: 'same-origin' });
    return response.ok ? dataVersionOf(await response.text()) : null;
  } catch {
    return null;
  }
}

/** Calls `onChanged` whenever the site's data changed; returns the function that stops it. */
export function openLiveUpdates(onChanged: (dataVersion: number) => void): () => void {
  const versions = new LiveVersions();
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const apiKey = readApiKey();

  const pollOnce = async () => {
    // A tab in the background waits: it asks again once it is shown (the next round).
    if (document.visibilityState === 'hidden') return;
    const version = await fetchDataVersion(apiKey);
    if (!stopped && version !== null && versions.isNews(version)) onChanged(version);
  };
  const startPolling = () => {
    if (poll !== undefined) return;
    void pollOnce();
    poll = setInterval(() => void pollOnce(), POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  const open = () => {
    source = new EventSource(apiPaths.live, {
      fetch: (input, init) => {
        const headers = new Headers(init.headers);
        if (apiKey) headers.set(API_KEY_HEADER, apiKey);
        return fetch(input, { ...init, headers, credentials: 'same-origin' });
      },
    });
    source.addEventListener(LIVE_CHANGED_EVENT, (event) => {
      const version = dataVersionOf(event.data);
      if (version !== null && versions.isNews(version)) onChanged(version);
    });
    source.addEventListener('open', stopPolling);
    source.addEventListener('error', () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      startPolling();
      reopen = setTimeout(open, REOPEN_AFTER_MS * (0.75 + Math.random() / 2));
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    stopPolling();
    source?.close();
  };
}
