import { queryOptions } from '@tanstack/react-query';
import type { Deelnemers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** Every participant with their team: what the search box searches, and the scores page's list. */
export const deelnemersQuery = queryOptions({
  queryKey: ['deelnemers'],
  queryFn: ({ signal }) => apiGet<Deelnemers>(apiPaths.deelnemers, signal),
  staleTime: 5 * 60_000,
});
