// The home page's cards: small bodies cut from the full results.
import {
  currentBekerRondeSchema,
  deelnemerSummarySchema,
  periodetitelsSummarySchema,
  speelrondeSchema,
  spelersSummarySchema,
  teamcompetitieSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { currentBekerRonde } from '../beker/beker-answers';
import { bekerDuelsPerDeelnemer } from '../deelnemers/deelnemer-beker-duels';
import { currentPeriod, periodetitelsSummary } from '../periodetitels/periodetitels-answers';
import { rondeStatusOf, rondeWinnaarsOf } from '../standen/ronde-status';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';
import { speelrondeBuilder } from '../wedstrijden/wedstrijden-answers';

export const SUMMARY_TOP = 10;
/** The home card's best players: a short list that fits beside the other cards. */
export const SPELERS_TOP = 5;

export function buildSummaryAnswers(ctx: AnswerContext): LazyAnswer[] {
  const { result } = ctx;
  const round = result.lastRoundWithResults;
  const paths = apiPaths.summary;
  return [
    lazyAnswer(paths.tussenstand, tussenstandSummarySchema, () => ({
      round,
      rondeStatus: rondeStatusOf(result, round),
      rondeWinnaars: rondeWinnaarsOf(result.tussenstand),
      tussenstandPositions: result.tussenstand.slice(0, SUMMARY_TOP),
    })),
    // The last speelronde with results; before the first, the first one.
    lazyAnswer(paths.speelronde, speelrondeSchema, () =>
      speelrondeBuilder(ctx)(Math.max(round, 1), false),
    ),
    lazyAnswer(paths.periodetitels, periodetitelsSummarySchema, () => periodetitelsSummary(result)),
    lazyAnswer(paths.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      rondeStatus: rondeStatusOf(result, round),
      teamcompetitiePositions: result.teamcompetitie.slice(0, SUMMARY_TOP),
    })),
    lazyAnswer(paths.bekerronde, currentBekerRondeSchema, () => currentBekerRonde(ctx, 'beker')),
    lazyAnswer(paths.teambekerronde, currentBekerRondeSchema, () =>
      currentBekerRonde(ctx, 'teambeker'),
    ),
    ...deelnemerSummaryAnswers(ctx),
    // The order of /api/spelers/totaalscore (points, then name), cut to the card's few rows.
    lazyAnswer(paths.spelers, spelersSummarySchema, () =>
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

/**
 * The home card of each participant (issue 26): their place, movement and round points, their
 * place in the current period and the beker duel still to come. One body per participant,
 * built when first asked.
 */
function deelnemerSummaryAnswers(ctx: AnswerContext): LazyAnswer[] {
  const { result, input } = ctx;
  const round = result.lastRoundWithResults;
  let duels: ReturnType<typeof bekerDuelsPerDeelnemer> | undefined;
  const bekerDuels = (id: number) => (duels ??= bekerDuelsPerDeelnemer(ctx)).get(id) ?? [];
  const periode = result.periodes.find((p) => p.nummer === currentPeriod(result.periodes));
  // Before the period's first round has results its standing is everyone at 0: no place yet.
  const periodeBegun = periode !== undefined && round >= periode.fromRound;
  return input.deelnemers.map((d) =>
    lazyAnswer(apiPaths.deelnemerSummary(d.id), deelnemerSummarySchema, () => {
      const row = round >= 1 ? result.tussenstand.rowOfDeelnemer(d.id) : undefined;
      const periodeRow = periodeBegun ? periode.standing.rowOfDeelnemer(d.id) : undefined;
      const own = bekerDuels(d.id);
      const out = own.find((duel) => duel.through === false);
      return {
        id: d.id,
        name: d.name,
        teamName: d.teamName,
        round,
        rondeStatus: rondeStatusOf(result, round),
        position: row?.position ?? null,
        positionChange: row?.positionChange ?? null,
        totalScore: row?.totalScore ?? 0,
        roundScore: row?.roundScore ?? 0,
        periode:
          periode && periodeRow
            ? {
                nummer: periode.nummer,
                position: periodeRow.position,
                score: periodeRow.score,
                isFinished: periode.isFinished,
              }
            : null,
        bekerDuel: out ? null : (own.find((duel) => duel.through === null) ?? null),
        bekerUitgeschakeldIn: out?.rondeName ?? null,
      };
    }),
  );
}
