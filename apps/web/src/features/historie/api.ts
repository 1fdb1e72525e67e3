import { queryOptions } from '@tanstack/react-query';
import type { PersoonHistorie } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const persoonHistorieQuery = (persoonId: number) =>
  queryOptions({
    queryKey: ['personen', persoonId, 'historie'],
    queryFn: ({ signal }) => apiGet<PersoonHistorie>(apiPaths.persoonHistorie(persoonId), signal),
    meta: { notFoundIsEmpty: true },
  });
