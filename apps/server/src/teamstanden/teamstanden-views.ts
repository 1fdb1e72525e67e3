import { subcompetitiesSchema, teamcompetitieSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { makeView } from '../views/view';
import type { View } from '../views/view';
import type { ViewContext } from '../views/view-context';

export function buildTeamstandenViews({ result }: ViewContext): View[] {
  const round = result.lastRoundWithResults;
  return [
    makeView(apiPaths.teamstanden.teamcompetitie, teamcompetitieSchema, {
      round,
      teamcompetitiePositions: result.teamcompetitie,
    }),
    makeView(
      apiPaths.teamstanden.subcompetities,
      subcompetitiesSchema,
      result.subcompetities.map((s) => ({ name: s.name, round, rows: s.standing })),
    ),
  ];
}
