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
  if (waitingForNetwork(query)) return <OfflineState />;
  if (query.isPending) return skeleton ?? <LoadingState text={loadingText} />;
  if (query.isError) {
    if (notFound && query.error instanceof HttpError && query.error.status === 404) {
      return <EmptyState>{notFound}</EmptyState>;
    }
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
