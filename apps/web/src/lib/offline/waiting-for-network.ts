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
