import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleError } from '../lib/error-handler';
import { HttpError } from '../lib/http-error';

/** A 404 on a detail query that asked for it is an empty state on the page, not a failure. */
export function isQuietNotFound(
  error: unknown,
  meta: Record<string, unknown> | undefined,
): boolean {
  return error instanceof HttpError && error.status === 404 && meta?.notFoundIsEmpty === true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed data call goes to the one shared error handler (docs/spec.md section 8).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isQuietNotFound(error, query.meta)) handleError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => handleError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // The server answered: asking again will not help. A dropped connection gets one retry.
        retry: (failures, error) => !(error instanceof HttpError) && failures < 1,
      },
    },
  });
}
