// "Mijn superelf": the signed-in participant's teams (GET /api/mijn), one team's card with its
// round of 11 (GET /api/mijn/teams/{id}), and whether enrolment is open (for "no team yet").
import type { AanmeldingSamenvatting, MijnResponse, MijnTeamResponse } from '@clubelf/contract';
import { aanmeldingPaths, mijnPaths } from '@clubelf/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const mijnQuery = queryOptions({
  queryKey: ['mijn'],
  queryFn: ({ signal }) => apiGet<MijnResponse>(mijnPaths.mijn, signal),
});

export const mijnTeamQuery = (deelnemerId: number) =>
  queryOptions({
    queryKey: ['mijn', 'teams', deelnemerId],
    queryFn: ({ signal }) => apiGet<MijnTeamResponse>(mijnPaths.team(deelnemerId), signal),
  });

/** The same key as the home card's: one answer in the cache for both. */
export const aanmeldenOpenQuery = queryOptions({
  queryKey: ['aanmeldingen', 'samenvatting'],
  queryFn: ({ signal }) => apiGet<AanmeldingSamenvatting>(aanmeldingPaths.samenvatting, signal),
});
