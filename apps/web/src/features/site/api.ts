import { queryOptions } from '@tanstack/react-query';
import type { InfoMessages, Settings, SiteInfo } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiBlob, apiGet } from '../../lib/api-client';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => apiGet<Settings>(apiPaths.settings, signal),
});

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiGet<SiteInfo>(apiPaths.siteInfo, signal),
  staleTime: Infinity,
});

export const infoMessagesQuery = queryOptions({
  queryKey: ['info', 'infomessages'],
  queryFn: ({ signal }) => apiGet<InfoMessages>(apiPaths.infoMessages, signal),
});

/** The interest form as the server builds it: a real .xlsx spreadsheet. */
export function fetchAanmeldformulier() {
  return apiBlob(apiPaths.aanmeldformulier);
}
