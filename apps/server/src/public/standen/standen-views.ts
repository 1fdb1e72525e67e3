import {
  fairplaycupSchema,
  herbstmeisterSchema,
  highscorecupSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyView } from '../../read-model/view';
import type { LazyView } from '../../read-model/view';
import type { ViewContext } from '../../read-model/view-context';
import { rondeStatusOf, rondeWinnaarsOf } from './ronde-status';

export function buildStandenViews({ result }: ViewContext): LazyView[] {
  const round = result.lastRoundWithResults;
  const { herbstmeister } = result;
  const rondeStatus = rondeStatusOf(result, round);
  return [
    lazyView(apiPaths.standen.tussenstand, tussenstandSchema, () => ({
      round,
      rondeStatus,
      rondeWinnaars: rondeWinnaarsOf(result.tussenstand),
      rows: result.tussenstand,
    })),
    lazyView(apiPaths.standen.fairplaycup, fairplaycupSchema, () => ({
      round,
      rondeStatus,
      rows: result.fairplaycup,
    })),
    lazyView(apiPaths.standen.highscorecup, highscorecupSchema, () => ({
      round,
      rondeStatus,
      rows: result.highscorecup,
    })),
    lazyView(apiPaths.standen.herbstmeister, herbstmeisterSchema, () => ({
      round: herbstmeister.round,
      // Its standing is after the last round played up to its own.
      rondeStatus: rondeStatusOf(result, Math.min(herbstmeister.round, round)),
      isDecided: herbstmeister.isDecided,
      winners: herbstmeister.winners,
      rows: herbstmeister.standing,
    })),
  ];
}
