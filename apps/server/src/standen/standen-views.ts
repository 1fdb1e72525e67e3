import {
  fairplaycupSchema,
  herbstmeisterSchema,
  highscorecupSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyView } from '../views/view';
import type { LazyView } from '../views/view';
import type { ViewContext } from '../views/view-context';

export function buildStandenViews({ result }: ViewContext): LazyView[] {
  const round = result.lastRoundWithResults;
  const { herbstmeister } = result;
  return [
    lazyView(apiPaths.standen.tussenstand, tussenstandSchema, () => ({
      round,
      rows: result.tussenstand,
    })),
    lazyView(apiPaths.standen.fairplaycup, fairplaycupSchema, () => ({
      round,
      rows: result.fairplaycup,
    })),
    lazyView(apiPaths.standen.highscorecup, highscorecupSchema, () => ({
      round,
      rows: result.highscorecup,
    })),
    lazyView(apiPaths.standen.herbstmeister, herbstmeisterSchema, () => ({
      round: herbstmeister.round,
      isDecided: herbstmeister.isDecided,
      winners: herbstmeister.winners,
      rows: herbstmeister.standing,
    })),
  ];
}
