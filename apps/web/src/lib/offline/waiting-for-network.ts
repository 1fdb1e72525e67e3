import { onlineManager } from '@tanstack/react-query';
import { HttpError } from '../http-error';

/**
 * Whether a query failed (or is paused) only because the browser has no connection: no server
 * answered, and TanStack Query's onlineManager says offline. Such a query loads by itself when
 * the connection returns, so the page shows the offline state, not an error.
 */
export function waitingForNetwork(query: {
  isPending: boolean;
  isError: boolean;
  fetchStatus: string;
  error: unknown;
}): boolean {
  if (query.isPending && query.fetchStatus === 'paused') return true;
  return query.isError && isNetworkErrorOffline(query.error);
}

/** A failed call without a server's answer while the browser is offline. */
export function isNetworkErrorOffline(error: unknown): boolean {
  return !(error instanceof HttpError) && !onlineManager.isOnline();
}

/**
 * For this long after the connection returned, a call that fails without an answer is tried
 * again a few times: the `online` event comes before the network really carries (on a phone
 * the radio is still waking; in Chromium the service worker's network lags the page's).
 */
export const RECONNECT_GRACE_MS = 15_000;
/** Tries after a failure within that grace (TanStack's backoff: 1, 2, 4 s). */
const RECONNECT_RETRIES = 3;

let cameOnlineAt = Number.NEGATIVE_INFINITY;
onlineManager.subscribe((online) => {
  if (online) cameOnlineAt = Date.now();
});

/**
 * Whether a failed call is tried again: never after a server's answer (asking again will not
 * help), once after a dropped connection, a few times just after the connection returned.
 * Offline a try waits, paused, until the connection is back (networkMode 'offlineFirst').
 */
export function retryDataCall(failures: number, error: unknown, now = Date.now()): boolean {
  if (error instanceof HttpError) return false;
  if (now - cameOnlineAt < RECONNECT_GRACE_MS) return failures < RECONNECT_RETRIES;
  return failures < 1;
}
