import { queryOptions } from '@tanstack/react-query';
import type { Erelijst, ErelijstRecords } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** The prizes of every closed season, newest first: they change only when a season closes. */
export const erelijstQuery = queryOptions({
  queryKey: ['erelijst'],
  queryFn: ({ signal }) => apiGet<Erelijst>(apiPaths.erelijst, signal),
  staleTime: 10 * 60_000,
});

export const erelijstRecordsQuery = queryOptions({
  queryKey: ['erelijst', 'records'],
  queryFn: ({ signal }) => apiGet<ErelijstRecords>(apiPaths.erelijstRecords, signal),
  staleTime: 10 * 60_000,
});
