import { queryOptions } from '@tanstack/react-query';
import type { SpelersSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** The best players by points: the top of the list, not the 177 KB of all players. */
export const spelersSummaryQuery = queryOptions({
  queryKey: ['summary', 'spelers'],
  queryFn: ({ signal }) => apiGet<SpelersSummary>(apiPaths.summary.spelers, signal),
});
