// Live updates (issue 14, decision 013): one Server-Sent Events stream per tab on
// GET /api/live, with the API key in a header (the `eventsource` package's `fetch` option; the
// browser's own EventSource cannot send headers). The package reconnects by itself after a
// dropped connection; a refused one (the server answered but not with a stream) is tried again
// after a while. This module is imported lazily, once the page is idle, so neither it nor the
// package weighs on the first screen.
import { EventSource } from 'eventsource';
import type { LiveChanged } from '@clubelf/contract';
import { API_KEY_HEADER, apiPaths, LIVE_CHANGED_EVENT } from '@clubelf/contract/paths';
import { readApiKey } from './api-key';

/** After the server refused the stream (a restart behind a proxy answering 502), try again. */
const REOPEN_AFTER_MS = 30_000;

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

/** Calls `onChanged` whenever the site's data changed; returns the function that stops it. */
export function openLiveUpdates(onChanged: (dataVersion: number) => void): () => void {
  const versions = new LiveVersions();
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const apiKey = readApiKey();
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
    source.addEventListener('error', () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      reopen = setTimeout(open, REOPEN_AFTER_MS);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
