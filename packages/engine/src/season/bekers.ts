// Results of every stored cup round: beker on participant scores, teambeker on team averages.
import { bekerRondeResult } from '../beker';
import type { BekerRondeResult } from '../results';
import type { BekerRonde } from '../types';
import type { SeasonContext } from './context';
import type { Cumulative } from './cumulative';
import { startIndices } from './late-joiners';
import type { RondesInfo } from './rondes';
import type { TeamGroup } from './teams';

function byKindAndSequence(a: BekerRonde, b: BekerRonde): number {
  return a.kind.localeCompare(b.kind) || a.sequence - b.sequence || a.id - b.id;
}

/** A cup round's result computed before, when its round's scores did not change (season-from.ts). */
export type KeepBekerRonde = (
  ronde: BekerRonde,
  isGespeeld: boolean,
) => BekerRondeResult | undefined;

export function computeBekerRondes(
  ctx: SeasonContext,
  scores: Float64Array,
  cumulative: Cumulative,
  rondes: RondesInfo,
  groups: Map<number, TeamGroup>,
  keep?: KeepBekerRonde,
): BekerRondeResult[] {
  const D = ctx.deelnemers.length;
  const notPlayed = () => 0;
  const starts = startIndices(ctx);
  return [...ctx.input.bekerRondes].sort(byKindAndSequence).map((ronde) => {
    const s = ronde.speelronde;
    const kept = keep?.(ronde, rondes.isGespeeld(s));
    if (kept !== undefined) return kept;
    if (!rondes.isGespeeld(s))
      return bekerRondeResult(ronde, notPlayed, notPlayed, rondes.isGespeeld);
    const totals = cumulative.totalsAfter(s);
    const index = ctx.deelnemerIndex;
    if (ronde.kind === 'beker') {
      const scoreOf = (id: number) => {
        const d = index.get(id);
        return d < 0 ? 0 : (scores[(s - 1) * D + d] as number);
      };
      const totalOf = (id: number) => {
        const d = index.get(id);
        return d < 0 ? 0 : (totals[d] as number);
      };
      return bekerRondeResult(ronde, scoreOf, totalOf, rondes.isGespeeld);
    }
    // Teambeker: the average over the team's participants who play this speelronde; a late
    // joiner who starts after it is not counted as present with a missed round (issue 26).
    const present = (id: number) =>
      (groups.get(id)?.members ?? []).filter((d) => (starts[d] as number) <= s - 1);
    const scoreOf = (id: number) => {
      const members = present(id);
      let sum = 0;
      for (const d of members) sum += scores[(s - 1) * D + d] as number;
      return members.length === 0 ? 0 : sum / members.length;
    };
    const totalOf = (id: number) => {
      const members = present(id);
      let sum = 0;
      for (const d of members) sum += totals[d] as number;
      return members.length === 0 ? 0 : sum / members.length;
    };
    return bekerRondeResult(ronde, scoreOf, totalOf, rondes.isGespeeld);
  });
}
