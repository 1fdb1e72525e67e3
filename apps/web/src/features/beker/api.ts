import { queryOptions } from '@tanstack/react-query';
import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

/** The cup between participants and the team cup share their screens. */
export type BekerKind = 'beker' | 'teambeker';

const paths = {
  beker: {
    list: apiPaths.bekerrondes,
    one: apiPaths.bekerronde,
    summary: apiPaths.summary.bekerronde,
  },
  teambeker: {
    list: apiPaths.teambekerrondes,
    one: apiPaths.teambekerronde,
    summary: apiPaths.summary.teambekerronde,
  },
} as const;

export const bekerRondesQuery = (kind: BekerKind) =>
  queryOptions({
    queryKey: [kind, 'rondes'],
    queryFn: ({ signal }) => apiGet<BekerRondeSummary[]>(paths[kind].list, signal),
  });

export const bekerRondeQuery = (kind: BekerKind, id: number) =>
  queryOptions({
    queryKey: [kind, 'ronde', id],
    queryFn: ({ signal }) => apiGet<BekerRondeDetail>(paths[kind].one(id), signal),
    meta: { notFoundIsEmpty: true },
  });

/** The current round, null before the first draw. */
export const bekerSummaryQuery = (kind: BekerKind) =>
  queryOptions({
    queryKey: ['summary', kind],
    queryFn: ({ signal }) => apiGet<BekerRondeSummary | null>(paths[kind].summary, signal),
  });
