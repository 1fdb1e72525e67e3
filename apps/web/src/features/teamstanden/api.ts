import { queryOptions } from '@tanstack/react-query';
import type { Subcompetities, Teamcompetitie } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const teamcompetitieSummaryQuery = queryOptions({
  queryKey: ['summary', 'teamcompetitie'],
  queryFn: ({ signal }) => apiGet<Teamcompetitie>(apiPaths.summary.teamcompetitie, signal),
});

export const teamcompetitieQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Teamcompetitie>(
    seizoen,
    ['teamstanden', 'teamcompetitie'],
    apiPaths.teamstanden.teamcompetitie,
  );

export const subcompetitiesQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Subcompetities>(
    seizoen,
    ['teamstanden', 'subcompetities'],
    apiPaths.teamstanden.subcompetities,
  );
