import { queryOptions } from '@tanstack/react-query';
import type { SpelerListName, SpelerRow, Transfers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const spelerListQuery = (list: SpelerListName) =>
  queryOptions({
    queryKey: ['spelers', list],
    queryFn: ({ signal }) => apiGet<SpelerRow[]>(apiPaths.spelers(list), signal),
  });

export const transfersQuery = queryOptions({
  queryKey: ['spelers', 'transfers'],
  queryFn: ({ signal }) => apiGet<Transfers>(apiPaths.spelers('transfers'), signal),
});
