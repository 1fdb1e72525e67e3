// computeSeason's steps (packages/engine/src/season/assemble.ts) one by one with the time each
// takes, for bench/engine-incremental.ts: where a full computation's time goes.
import type { SeasonInput } from '@clubelf/engine';
import { computeBekerRondes } from '../../packages/engine/src/season/bekers';
import { createContext } from '../../packages/engine/src/season/context';
import { computeCumulative } from '../../packages/engine/src/season/cumulative';
import { fillMissedRounds, startIndices } from '../../packages/engine/src/season/late-joiners';
import { computeSpelers, computeTransfers } from '../../packages/engine/src/season/overzichten';
import { computePlayerPoints } from '../../packages/engine/src/season/player-points';
import { computeFairplaycup, computeHighscorecup } from '../../packages/engine/src/season/prijzen';
import { computeRondes } from '../../packages/engine/src/season/rondes';
import { computeRoundScores } from '../../packages/engine/src/season/round-scores';
import {
  computeHerbstmeister,
  computePeriodes,
  computeSubcompetities,
  computeTussenstand,
} from '../../packages/engine/src/season/standings';
import { computeTeamcompetitie, teamGroups } from '../../packages/engine/src/season/teams';

/** Each step of computeSeason on `input` (already counted) with its milliseconds, in order. */
export function timeSteps(input: SeasonInput): [string, number][] {
  const times: [string, number][] = [];
  const time = <T>(name: string, step: () => T): T => {
    const t = performance.now();
    const value = step();
    times.push([name, performance.now() - t]);
    return value;
  };
  const ctx = time('context (ids, name order)', () => createContext(input));
  const rondes = time('rondes', () => computeRondes(input.wedstrijden, ctx.roundCount));
  const last = rondes.lastRoundWithResults;
  const pp = time('player points', () => computePlayerPoints(ctx));
  const { round, starts } = time('round scores (selections, transfers)', () => {
    const starts = startIndices(ctx);
    const round = computeRoundScores(ctx, pp, last, starts);
    fillMissedRounds(round.scores, starts, last, input.settings.missedRounds);
    return { round, starts };
  });
  const cumulative = time('cumulative totals and positions', () =>
    computeCumulative(round.scores, ctx.deelnemers.length, last),
  );
  const totals = cumulative.totalsAfter(last);
  time('tussenstand rows', () => computeTussenstand(ctx, cumulative, round.scores, last));
  time('fairplaycup', () => computeFairplaycup(ctx, round.cardPoints, totals));
  time('highscorecup', () => computeHighscorecup(ctx, round.scores, last, starts));
  time('herbstmeister', () => computeHerbstmeister(ctx, cumulative, round.scores, rondes));
  time('periodes (4)', () => computePeriodes(ctx, round.scores, rondes));
  const groups = time('teams and teamcompetitie', () => {
    const groups = teamGroups(ctx);
    computeTeamcompetitie(ctx, groups, totals);
    return groups;
  });
  time('subcompetities', () => computeSubcompetities(ctx, cumulative, round.scores, last));
  time('bekers', () => computeBekerRondes(ctx, round.scores, cumulative, rondes, groups));
  time('spelers overview', () => computeSpelers(ctx, pp, round.selectedCount));
  time('transfers list', () => computeTransfers(ctx));
  return times;
}
