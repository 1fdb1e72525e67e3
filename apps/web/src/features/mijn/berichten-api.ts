// The signed-in participant's choice of messages (issue 28): per kind, mail on or off.
import type { BerichtVoorkeuren, MijnBerichtenResponse } from '@clubelf/contract';
import { berichtenPaths } from '@clubelf/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

export const berichtenQuery = queryOptions({
  queryKey: ['mijn', 'berichten'],
  queryFn: ({ signal }) => apiGet<MijnBerichtenResponse>(berichtenPaths.mijn, signal),
});

export const saveBerichten = (voorkeuren: BerichtVoorkeuren) =>
  apiRequest<MijnBerichtenResponse>(berichtenPaths.mijn, { method: 'PUT', body: voorkeuren });
