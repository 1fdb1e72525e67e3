import { deelnemerSchema, deelnemersSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';
import { bekerDuelsPerDeelnemer } from './deelnemer-beker-duels';

export function buildDeelnemersAnswers(ctx: AnswerContext): LazyAnswer[] {
  const { input, result, persoonIds } = ctx;
  const list = () =>
    [...input.deelnemers]
      .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        teamName: d.teamName,
        persoonId: persoonIds.get(d.id) ?? d.id,
      }));
  let duels: ReturnType<typeof bekerDuelsPerDeelnemer> | undefined;
  const bekerDuels = (id: number) => (duels ??= bekerDuelsPerDeelnemer(ctx)).get(id) ?? [];
  const played = result.lastRoundWithResults;

  return [
    lazyAnswer(apiPaths.deelnemers, deelnemersSchema, list),
    // One body per participant, built when first asked (10,000 of them per change otherwise).
    ...input.deelnemers.map((d) =>
      lazyAnswer(apiPaths.deelnemer(d.id), deelnemerSchema, () => {
        const row = result.tussenstand.rowOfDeelnemer(d.id);
        const scores = result.roundScores.get(d.id) ?? [];
        const positions = result.positionsPerRound.get(d.id) ?? [];
        const rounds = Array.from({ length: played }, (_, i) => ({
          round: i + 1,
          score: scores[i] ?? 0,
          position: positions[i] ?? 0,
        }));
        return {
          id: d.id,
          name: d.name,
          teamName: d.teamName,
          subcompetities: d.subcompetities,
          totalScore: row?.totalScore ?? 0,
          position: row?.position ?? null,
          rounds,
          bekerDuels: bekerDuels(d.id),
        };
      }),
    ),
  ];
}
