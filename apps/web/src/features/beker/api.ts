import { queryOptions } from '@tanstack/react-query';
import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

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

export const bekerRondesQuery = (kind: BekerKind, seizoen: SeizoenId = null) =>
  seizoenQuery<BekerRondeSummary[]>(seizoen, [kind, 'rondes'], paths[kind].list);

export const bekerRondeQuery = (kind: BekerKind, id: number, seizoen: SeizoenId = null) =>
  queryOptions({
    ...seizoenQuery<BekerRondeDetail>(seizoen, [kind, 'ronde', id], paths[kind].one(id)),
    meta: { notFoundIsEmpty: true },
  });

/** The current round, null before the first draw. */
export const bekerSummaryQuery = (kind: BekerKind) =>
  queryOptions({
    queryKey: ['summary', kind],
    queryFn: ({ signal }) => apiGet<BekerRondeSummary | null>(paths[kind].summary, signal),
  });
