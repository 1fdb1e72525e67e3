import {
  fairplaycupSchema,
  herbstmeisterSchema,
  highscorecupSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';
import { rondeStatusOf, rondeWinnaarsOf } from './ronde-status';

export function buildStandenAnswers({ result }: AnswerContext): LazyAnswer[] {
  const round = result.lastRoundWithResults;
  const { herbstmeister } = result;
  const rondeStatus = rondeStatusOf(result, round);
  return [
    lazyAnswer(apiPaths.standen.tussenstand, tussenstandSchema, () => ({
      round,
      rondeStatus,
      rondeWinnaars: rondeWinnaarsOf(result.tussenstand),
      rows: result.tussenstand.toArray(),
    })),
    lazyAnswer(apiPaths.standen.fairplaycup, fairplaycupSchema, () => ({
      round,
      rondeStatus,
      rows: result.fairplaycup.toArray(),
    })),
    lazyAnswer(apiPaths.standen.highscorecup, highscorecupSchema, () => ({
      round,
      rondeStatus,
      rows: result.highscorecup.toArray(),
    })),
    lazyAnswer(apiPaths.standen.herbstmeister, herbstmeisterSchema, () => ({
      round: herbstmeister.round,
      // Its standing is after the last round played up to its own.
      rondeStatus: rondeStatusOf(result, Math.min(herbstmeister.round, round)),
      isDecided: herbstmeister.isDecided,
      winners: herbstmeister.winners,
      rows: herbstmeister.standing.toArray(),
    })),
  ];
}
