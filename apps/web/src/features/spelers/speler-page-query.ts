import { queryOptions } from '@tanstack/react-query';
import type { SpelerDetail } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

/** One player's season; an unknown id is the page's own not-found state, not an error. */
export const spelerQuery = (playerId: number, seizoen: SeizoenId) =>
  queryOptions({
    ...seizoenQuery<SpelerDetail>(
      seizoen,
      ['spelers', 'speler', playerId],
      apiPaths.speler(playerId),
    ),
    meta: { notFoundIsEmpty: true },
  });
