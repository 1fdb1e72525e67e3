// The query options of a season-aware GET: the current season's answer from its own path, an
// archived season's from /api/seizoenen/{id}/... (seizoenPath in the contract), each under its
// own query key. A closed season never changes, so its answers stay fresh for good.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { seizoenPath } from '@clubelf/contract/paths';
import { apiGet } from './api-client';
import type { SeizoenId } from './seizoen';

/** The current season keeps the keys it always had; an archived one gets ['seizoen', id, ...]. */
export function seizoenQueryKey(seizoen: SeizoenId, key: QueryKey): QueryKey {
  return seizoen === null ? key : ['seizoen', seizoen, ...key];
}

/** `/api/standen/tussenstand` for the current season, `/api/seizoenen/1/standen/tussenstand` else. */
export function seizoenApiPath(seizoen: SeizoenId, path: string): string {
  return seizoen === null ? path : seizoenPath(path, seizoen);
}

export function seizoenQuery<T>(seizoen: SeizoenId, key: QueryKey, path: string) {
  return queryOptions({
    queryKey: seizoenQueryKey(seizoen, key),
    queryFn: ({ signal }) => apiGet<T>(seizoenApiPath(seizoen, path), signal),
    ...(seizoen === null ? {} : { staleTime: Infinity }),
  });
}
