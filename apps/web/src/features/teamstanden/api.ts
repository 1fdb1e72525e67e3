import { queryOptions } from '@tanstack/react-query';
import type { Subcompetities, Teamcompetitie } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const teamcompetitieSummaryQuery = queryOptions({
  queryKey: ['summary', 'teamcompetitie'],
  queryFn: ({ signal }) => apiGet<Teamcompetitie>(apiPaths.summary.teamcompetitie, signal),
});

export const teamcompetitieQuery = queryOptions({
  queryKey: ['teamstanden', 'teamcompetitie'],
  queryFn: ({ signal }) => apiGet<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie, signal),
});

export const subcompetitiesQuery = queryOptions({
  queryKey: ['teamstanden', 'subcompetities'],
  queryFn: ({ signal }) => apiGet<Subcompetities>(apiPaths.teamstanden.subcompetities, signal),
});
