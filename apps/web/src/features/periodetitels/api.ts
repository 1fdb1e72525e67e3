import { queryOptions } from '@tanstack/react-query';
import type { Periode, PeriodetitelsSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const PERIODE_NUMMERS = [1, 2, 3, 4] as const;

export const periodetitelsSummaryQuery = queryOptions({
  queryKey: ['summary', 'periodetitels'],
  queryFn: ({ signal }) => apiGet<PeriodetitelsSummary>(apiPaths.summary.periodetitels, signal),
});

export const periodeQuery = (nummer: number) =>
  queryOptions({
    queryKey: ['periodetitels', nummer],
    queryFn: ({ signal }) => apiGet<Periode>(apiPaths.periodetitel(nummer), signal),
  });
