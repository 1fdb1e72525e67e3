// The home page's cards: small bodies cut from the full results.
import {
  currentBekerRondeSchema,
  periodetitelsSummarySchema,
  speelrondeSchema,
  spelersSummarySchema,
  teamcompetitieSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { currentBekerRonde } from '../beker/beker-views';
import { periodetitelsSummary } from '../periodetitels/periodetitels-views';
import { rondeStatusOf, rondeWinnaarsOf } from '../standen/ronde-status';
import { lazyView } from '../../read-model/view';
import type { LazyView } from '../../read-model/view';
import { byDutchName } from '../../read-model/view-context';
import type { ViewContext } from '../../read-model/view-context';
import { speelrondeBuilder } from '../wedstrijden/wedstrijden-views';

export const SUMMARY_TOP = 10;
/** The home card's best players: a short list that fits beside the other cards. */
export const SPELERS_TOP = 5;

export function buildSummaryViews(ctx: ViewContext): LazyView[] {
  const { result } = ctx;
  const round = result.lastRoundWithResults;
  const paths = apiPaths.summary;
  return [
    lazyView(paths.tussenstand, tussenstandSummarySchema, () => ({
      round,
      rondeStatus: rondeStatusOf(result, round),
      rondeWinnaars: rondeWinnaarsOf(result.tussenstand),
      tussenstandPositions: result.tussenstand.slice(0, SUMMARY_TOP),
    })),
    // The last speelronde with results; before the first, the first one.
    lazyView(paths.speelronde, speelrondeSchema, () =>
      speelrondeBuilder(ctx)(Math.max(round, 1), false),
    ),
    lazyView(paths.periodetitels, periodetitelsSummarySchema, () => periodetitelsSummary(result)),
    lazyView(paths.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      rondeStatus: rondeStatusOf(result, round),
      teamcompetitiePositions: result.teamcompetitie.slice(0, SUMMARY_TOP),
    })),
    lazyView(paths.bekerronde, currentBekerRondeSchema, () => currentBekerRonde(ctx, 'beker')),
    lazyView(paths.teambekerronde, currentBekerRondeSchema, () =>
      currentBekerRonde(ctx, 'teambeker'),
    ),
    // The order of /api/spelers/totaalscore (points, then name), cut to the card's few rows.
    lazyView(paths.spelers, spelersSummarySchema, () =>
      [...result.spelers]
        .sort((a, b) => b.totalPoints - a.totalPoints || byDutchName(a.name, b.name))
        .slice(0, SPELERS_TOP)
        .map(({ playerId, name, clubId, clubName, totalPoints }) => ({
          playerId,
          name,
          clubId,
          clubName,
          totalPoints,
        })),
    ),
  ];
}
