import type { SpelerListName, SpelerRow, Transfers } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const spelerListQuery = (list: SpelerListName, seizoen: SeizoenId = null) =>
  seizoenQuery<SpelerRow[]>(seizoen, ['spelers', list], apiPaths.spelers(list));

export const transfersQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Transfers>(seizoen, ['spelers', 'transfers'], apiPaths.spelers('transfers'));
