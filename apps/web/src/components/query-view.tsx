import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { HttpError } from '../lib/http-error';
import { waitingForNetwork } from '../lib/offline/waiting-for-network';
import { OfflineState } from './offline-state';
import { EmptyState, ErrorState, LoadingState } from './states';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the error notice when the API answers 404. */
  notFound?: ReactNode;
  loadingText?: string;
  /** Shown while loading instead of the spinner: a <Skeleton> at the size of the content. */
  skeleton?: ReactNode;
}

/** Loading, offline, error and data states of one query, the same on every page. */
export function QueryView<T>({
  query,
  children,
  notFound,
  loadingText,
  skeleton,
}: QueryViewProps<T>) {
  const gone = query.isError && query.error instanceof HttpError && query.error.status === 404;
  // A failed refetch of data already shown (a phone's connection dropping while a page or a
  // form is open) keeps it on screen: unmounting would throw away what is typed in a form, and
  // the next refetch (focus, reconnect, the next save) brings it up to date. Only a 404 with a
  // notFound text replaces it: the thing itself is gone.
  if (query.data !== undefined && !(gone && notFound)) return <>{children(query.data)}</>;
  if (waitingForNetwork(query)) return <OfflineState />;
  if (query.isPending) return skeleton ?? <LoadingState text={loadingText} />;
  if (query.isError) {
    if (notFound && gone) {
      return <EmptyState>{notFound}</EmptyState>;
    }
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
