import { subcompetitiesSchema, teamcompetitieSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyView } from '../../read-model/view';
import type { LazyView } from '../../read-model/view';
import type { ViewContext } from '../../read-model/view-context';
import { rondeStatusOf } from '../standen/ronde-status';

export function buildTeamstandenViews({ result }: ViewContext): LazyView[] {
  const round = result.lastRoundWithResults;
  const rondeStatus = rondeStatusOf(result, round);
  return [
    lazyView(apiPaths.teamstanden.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      rondeStatus,
      teamcompetitiePositions: result.teamcompetitie,
    })),
    lazyView(apiPaths.teamstanden.subcompetities, subcompetitiesSchema, () =>
      result.subcompetities.map((s) => ({ name: s.name, round, rondeStatus, rows: s.standing })),
    ),
  ];
}
