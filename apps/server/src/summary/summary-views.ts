// The home page's cards: small bodies cut from the full results.
import {
  currentBekerRondeSchema,
  periodetitelsSummarySchema,
  speelrondeSchema,
  teamcompetitieSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { currentBekerRonde } from '../beker/beker-views';
import { periodetitelsSummary } from '../periodetitels/periodetitels-views';
import { lazyView } from '../views/view';
import type { LazyView } from '../views/view';
import type { ViewContext } from '../views/view-context';
import { speelrondeBuilder } from '../wedstrijden/wedstrijden-views';

export const SUMMARY_TOP = 10;

export function buildSummaryViews(ctx: ViewContext): LazyView[] {
  const { result } = ctx;
  const round = result.lastRoundWithResults;
  const paths = apiPaths.summary;
  return [
    lazyView(paths.tussenstand, tussenstandSummarySchema, () => ({
      round,
      tussenstandPositions: result.tussenstand.slice(0, SUMMARY_TOP),
    })),
    // The last speelronde with results; before the first, the first one.
    lazyView(paths.speelronde, speelrondeSchema, () =>
      speelrondeBuilder(ctx)(Math.max(round, 1), false),
    ),
    lazyView(paths.periodetitels, periodetitelsSummarySchema, () =>
      periodetitelsSummary(result.periodes),
    ),
    lazyView(paths.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      teamcompetitiePositions: result.teamcompetitie.slice(0, SUMMARY_TOP),
    })),
    lazyView(paths.bekerronde, currentBekerRondeSchema, () => currentBekerRonde(ctx, 'beker')),
    lazyView(paths.teambekerronde, currentBekerRondeSchema, () =>
      currentBekerRonde(ctx, 'teambeker'),
    ),
  ];
}
