import { periodeSchema, periodetitelsSummarySchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { PeriodeResult, SeasonResult } from '@clubelf/engine';
import { rondeStatusOf } from '../standen/ronde-status';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';

/** A period as the summary and the period page show it. */
export function periodeBase(
  p: PeriodeResult,
  result: Pick<SeasonResult, 'rondes' | 'lastRoundWithResults'>,
) {
  // Its standing is after its last round played so far; before that, its first round (gepland).
  const upto = Math.min(p.toRound, result.lastRoundWithResults);
  return {
    nummer: p.nummer,
    fromRound: p.fromRound,
    toRound: p.toRound,
    isActive: p.isActive,
    isFinished: p.isFinished,
    winner: p.isFinished && p.winners.length > 0 ? p.winners.map((w) => w.name).join(' & ') : null,
    winners: p.winners,
    rondeStatus: rondeStatusOf(result, upto >= p.fromRound ? upto : p.fromRound),
  };
}

/** The period being played, else the last finished one, else 1. */
export function currentPeriod(periodes: readonly PeriodeResult[]): number {
  const playing = periodes.find((p) => p.isActive && !p.isFinished);
  if (playing) return playing.nummer;
  const finished = periodes.filter((p) => p.isFinished).at(-1);
  return finished?.nummer ?? 1;
}

/** First place of a period's standing so far; nobody before its first round has results. */
export function periodeLeiders(p: PeriodeResult, lastRoundWithResults: number) {
  if (lastRoundWithResults < p.fromRound) return [];
  return p.standing
    .filter((row) => row.position === 1)
    .map(({ deelnemerId, name, score }) => ({ deelnemerId, name, score }));
}

export function periodetitelsSummary(result: SeasonResult) {
  return periodetitelsSummarySchema.parse({
    currentPeriod: currentPeriod(result.periodes),
    periodetitels: result.periodes.map((p) => ({
      ...periodeBase(p, result),
      leiders: periodeLeiders(p, result.lastRoundWithResults),
    })),
  });
}

export function buildPeriodetitelsAnswers({ result }: AnswerContext): LazyAnswer[] {
  return result.periodes.map((p) =>
    lazyAnswer(apiPaths.periodetitel(p.nummer), periodeSchema, () => ({
      ...periodeBase(p, result),
      rows: p.standing.toArray(),
    })),
  );
}
