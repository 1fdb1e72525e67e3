import { deelnemerSchema, deelnemersSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { makeView } from '../views/view';
import type { View } from '../views/view';
import { byDutchName } from '../views/view-context';
import type { ViewContext } from '../views/view-context';

export function buildDeelnemersViews({ input, result, persoonIds }: ViewContext): View[] {
  const list = [...input.deelnemers]
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id)
    .map((d) => ({
      id: d.id,
      name: d.name,
      teamName: d.teamName,
      persoonId: persoonIds.get(d.id) ?? d.id,
    }));
  const standing = new Map(result.tussenstand.map((row) => [row.deelnemerId, row]));
  const played = result.lastRoundWithResults;

  return [
    makeView(apiPaths.deelnemers, deelnemersSchema, list),
    ...input.deelnemers.map((d) => {
      const row = standing.get(d.id);
      const scores = result.roundScores.get(d.id) ?? [];
      const positions = result.positionsPerRound.get(d.id) ?? [];
      const rounds = Array.from({ length: played }, (_, i) => ({
        round: i + 1,
        score: scores[i] ?? 0,
        position: positions[i] ?? 0,
      }));
      return makeView(apiPaths.deelnemer(d.id), deelnemerSchema, {
        id: d.id,
        name: d.name,
        teamName: d.teamName,
        subcompetities: d.subcompetities,
        totalScore: row?.totalScore ?? 0,
        position: row?.position ?? null,
        rounds,
      });
    }),
  ];
}
