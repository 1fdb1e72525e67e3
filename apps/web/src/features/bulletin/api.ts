import { queryOptions } from '@tanstack/react-query';
import type { Bulletin } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

/** A round's bulletin; a round without results answers 404 (no bulletin yet, not an error). */
export const bulletinQuery = (round: number, seizoen: SeizoenId) =>
  queryOptions({
    ...seizoenQuery<Bulletin>(seizoen, ['bulletin', round], apiPaths.bulletin(round)),
    meta: { notFoundIsEmpty: true },
  });
