import { queryOptions } from '@tanstack/react-query';
import type { Deelnemer, DeelnemerRonde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';

export const deelnemerQuery = (id: number) =>
  queryOptions({
    queryKey: ['deelnemers', id],
    queryFn: ({ signal }) => apiGet<Deelnemer>(apiPaths.deelnemer(id), signal),
    meta: { notFoundIsEmpty: true },
  });

export const deelnemerRondeQuery = (id: number, round: number) =>
  queryOptions({
    queryKey: ['deelnemers', id, 'ronde', round],
    queryFn: ({ signal }) => apiGet<DeelnemerRonde>(apiPaths.deelnemerRonde(id, round), signal),
    meta: { notFoundIsEmpty: true },
  });
