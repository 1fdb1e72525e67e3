import { queryOptions } from '@tanstack/react-query';
import type { Deelnemers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

/**
 * Every participant of the season with their team and person: what the search box searches, the
 * scores page's list, and where a name finds its career.
 */
export const deelnemersQuery = (seizoen: SeizoenId = null) =>
  queryOptions({
    ...seizoenQuery<Deelnemers>(seizoen, ['deelnemers'], apiPaths.deelnemers),
    ...(seizoen === null ? { staleTime: 5 * 60_000 } : {}),
  });
