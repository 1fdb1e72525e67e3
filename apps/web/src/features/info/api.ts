import { queryOptions } from '@tanstack/react-query';
import type { Reglement, Rondes, Speelronde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const reglementQuery = queryOptions({
  queryKey: ['info', 'reglement'],
  queryFn: ({ signal }) => apiGet<Reglement>(apiPaths.reglement, signal),
});

export const wedstrijdRondesQuery = queryOptions({
  queryKey: ['wedstrijden', 'rondes'],
  queryFn: ({ signal }) => apiGet<Rondes>(apiPaths.wedstrijdRondes, signal),
});

export const wedstrijdRondeQuery = (round: number) =>
  queryOptions({
    queryKey: ['wedstrijden', round, 'spelers'],
    queryFn: ({ signal }) => apiGet<Speelronde>(apiPaths.wedstrijdRonde(round, true), signal),
  });

/** The last speelronde with results, for the home card. */
export const speelrondeSummaryQuery = queryOptions({
  queryKey: ['summary', 'speelronde'],
  queryFn: ({ signal }) => apiGet<Speelronde>(apiPaths.summary.speelronde, signal),
});
