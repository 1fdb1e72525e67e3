import { subcompetitiesSchema, teamcompetitieSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyView } from '../views/view';
import type { LazyView } from '../views/view';
import type { ViewContext } from '../views/view-context';

export function buildTeamstandenViews({ result }: ViewContext): LazyView[] {
  const round = result.lastRoundWithResults;
  return [
    lazyView(apiPaths.teamstanden.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      teamcompetitiePositions: result.teamcompetitie,
    })),
    lazyView(apiPaths.teamstanden.subcompetities, subcompetitiesSchema, () =>
      result.subcompetities.map((s) => ({ name: s.name, round, rows: s.standing })),
    ),
  ];
}
