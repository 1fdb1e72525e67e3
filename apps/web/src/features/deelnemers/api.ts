import { queryOptions } from '@tanstack/react-query';
import type { Deelnemer, DeelnemerRonde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const deelnemerQuery = (id: number, seizoen: SeizoenId) =>
  queryOptions({
    ...seizoenQuery<Deelnemer>(seizoen, ['deelnemers', id], apiPaths.deelnemer(id)),
    meta: { notFoundIsEmpty: true },
  });

export const deelnemerRondeQuery = (id: number, round: number, seizoen: SeizoenId) =>
  queryOptions({
    ...seizoenQuery<DeelnemerRonde>(
      seizoen,
      ['deelnemers', id, 'ronde', round],
      apiPaths.deelnemerRonde(id, round),
    ),
    meta: { notFoundIsEmpty: true },
  });
