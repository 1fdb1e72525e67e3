import { queryOptions } from '@tanstack/react-query';
import type { Seizoenen } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** Every season, newest first: changes only when a season closes or a new one starts. */
export const seizoenenQuery = queryOptions({
  queryKey: ['seizoenen'],
  queryFn: ({ signal }) => apiGet<Seizoenen>(apiPaths.seizoenen, signal),
  staleTime: 10 * 60_000,
});
