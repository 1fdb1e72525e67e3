import { subcompetitiesSchema, teamcompetitieSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';
import { rondeStatusOf } from '../standen/ronde-status';

export function buildTeamstandenAnswers({ result }: AnswerContext): LazyAnswer[] {
  const round = result.lastRoundWithResults;
  const rondeStatus = rondeStatusOf(result, round);
  return [
    lazyAnswer(apiPaths.teamstanden.teamcompetitie, teamcompetitieSchema, () => ({
      round,
      rondeStatus,
      teamcompetitiePositions: result.teamcompetitie,
    })),
    lazyAnswer(apiPaths.teamstanden.subcompetities, subcompetitiesSchema, () =>
      result.subcompetities.map((s) => ({
        name: s.name,
        round,
        rondeStatus,
        rows: s.standing.toArray(),
      })),
    ),
  ];
}
