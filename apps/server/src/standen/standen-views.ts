import {
  fairplaycupSchema,
  herbstmeisterSchema,
  highscorecupSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { makeView } from '../views/view';
import type { View } from '../views/view';
import type { ViewContext } from '../views/view-context';

export function buildStandenViews({ result }: ViewContext): View[] {
  const round = result.lastRoundWithResults;
  const { herbstmeister } = result;
  return [
    makeView(apiPaths.standen.tussenstand, tussenstandSchema, { round, rows: result.tussenstand }),
    makeView(apiPaths.standen.fairplaycup, fairplaycupSchema, { round, rows: result.fairplaycup }),
    makeView(apiPaths.standen.highscorecup, highscorecupSchema, {
      round,
      rows: result.highscorecup,
    }),
    makeView(apiPaths.standen.herbstmeister, herbstmeisterSchema, {
      round: herbstmeister.round,
      isDecided: herbstmeister.isDecided,
      winners: herbstmeister.winners,
      rows: herbstmeister.standing,
    }),
  ];
}
