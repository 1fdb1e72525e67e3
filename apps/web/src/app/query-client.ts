import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleError } from '../lib/error-handler';
import { HttpError } from '../lib/http-error';
import { isNetworkErrorOffline, retryDataCall } from '../lib/offline/waiting-for-network';

/** A 404 on a detail query that asked for it is an empty state on the page, not a failure. */
export function isQuietNotFound(
  error: unknown,
  meta: Record<string, unknown> | undefined,
): boolean {
  return error instanceof HttpError && error.status === 404 && meta?.notFoundIsEmpty === true;
}

/**
 * TanStack Query believes it is online until an `offline` event, but a page opened (or reloaded)
 * without a connection never gets one: it would fail its calls as errors and, seeing no change,
 * not fetch again when the connection returns. So it starts from what the browser says.
 */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
}

export function createQueryClient(): QueryClient {
  syncOnlineManager();
  return new QueryClient({
    // Every failed data call goes to the one shared error handler (docs/spec.md section 8).
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Offline, the page shows its offline state and loads once the connection returns:
        // no "Oeps" banner for a failure that is only the missing network.
        if (isQuietNotFound(error, query.meta) || isNetworkErrorOffline(error)) return;
        handleError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => handleError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline the first call still goes out (the service worker may hold the answer); a
        // failed one waits, paused, for the connection and then runs by itself (decision 014).
        networkMode: 'offlineFirst',
        // The server answered: asking again will not help. A dropped connection gets one retry,
        // a few just after the connection returned.
        retry: (failures, error) => retryDataCall(failures, error),
      },
    },
  });
}
