import { queryOptions } from '@tanstack/react-query';
import type { AanmeldingSamenvatting, DeelnemerSummary, SpelersSummary } from '@clubelf/contract';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** The best players by points: the top of the list, not the 177 KB of all players. */
export const spelersSummaryQuery = queryOptions({
  queryKey: ['summary', 'spelers'],
  queryFn: ({ signal }) => apiGet<SpelersSummary>(apiPaths.summary.spelers, signal),
});

/**
 * The visitor's own participant's card: place, round points, period place, beker duel. A chosen
 * participant who is not in the season (any more) answers 404: the card says so.
 */
export const deelnemerSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['summary', 'deelnemers', id],
    queryFn: ({ signal }) => apiGet<DeelnemerSummary>(apiPaths.deelnemerSummary(id), signal),
    meta: { notFoundIsEmpty: true },
  });

/**
 * Whether enrolment is open and for which season: the enrolment card's few fields, not the
 * form's answer with every player (issue 26: 43.8 KB on every visit to /home).
 */
export const aanmeldingSamenvattingQuery = queryOptions({
  queryKey: ['aanmeldingen', 'samenvatting'],
  queryFn: ({ signal }) => apiGet<AanmeldingSamenvatting>(aanmeldingPaths.samenvatting, signal),
  staleTime: 60_000,
});
