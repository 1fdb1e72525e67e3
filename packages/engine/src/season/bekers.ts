// Results of every stored cup round: beker on participant scores, teambeker on team averages.
import { bekerRondeResult } from '../beker';
import type { BekerScoreOf } from '../beker';
import type { BekerRondeResult } from '../results';
import type { SeasonContext } from './context';
import type { RondesInfo } from './rondes';
import type { TeamGroup } from './teams';
import { teamAverage } from './teams';

export function computeBekerRondes(
  ctx: SeasonContext,
  scores: Float64Array,
  rondes: RondesInfo,
  groups: Map<number, TeamGroup>,
): BekerRondeResult[] {
  const R = ctx.roundCount;
  const roundScore = (d: number, round: number) => (round >= 1 && round <= R ? (scores[d * R + round - 1] as number) : 0);
  const totalUpTo = (d: number, round: number) => {
    let sum = 0;
    for (let r = 1; r <= Math.min(round, R); r++) sum += scores[d * R + r - 1] as number;
    return sum;
  };
  const forDeelnemer = (valueOf: (d: number, round: number) => number): BekerScoreOf => (id, round) => {
    const d = ctx.deelnemerIndex.get(id);
    return d === undefined ? 0 : valueOf(d, round);
  };
  const forTeam = (valueOf: (d: number, round: number) => number): BekerScoreOf => (id, round) => {
    const group = groups.get(id);
    return group === undefined ? 0 : teamAverage(group, (d) => valueOf(d, round));
  };

  return [...ctx.input.bekerRondes]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.sequence - b.sequence || a.id - b.id)
    .map((ronde) => {
      const wrap = ronde.kind === 'beker' ? forDeelnemer : forTeam;
      return bekerRondeResult(ronde, wrap(roundScore), wrap(totalUpTo), rondes.isGespeeld);
    });
}
