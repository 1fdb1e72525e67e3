// computeSeason: everything the site shows, from the season as entered. Pure and deterministic.
// Internally everything is indexed densely (players, participants) in flat typed arrays; see
// season/context.ts. The per-round values per participant stay in those arrays in the result
// (rounds-per-deelnemer.ts); the standings' rows are objects.
import type { SeasonResult } from './results';
import type { SeasonInput } from './types';
import { computeBekerRondes } from './season/bekers';
import { createContext } from './season/context';
import { fillMissedRounds, startIndices } from './season/late-joiners';
import { computeCumulative } from './season/cumulative';
import { RoundsPerDeelnemer } from './rounds-per-deelnemer';
import { computeSpelers, computeTransfers } from './season/overzichten';
import { computePlayerPoints } from './season/player-points';
import { computeFairplaycup, computeHighscorecup } from './season/prijzen';
import { computeRondes } from './season/rondes';
import { computeRoundScores } from './season/round-scores';
import {
  computeHerbstmeister,
  computePeriodes,
  computeSubcompetities,
  computeTussenstand,
} from './season/standings';
import { computeTeamcompetitie, teamGroups } from './season/teams';

/**
 * Only participants with a selection count (issue 26): one without (a new season's carried-over
 * participant who has not picked his 11 yet) is in no standing, no team's average and no cup
 * score, instead of sharing every place at 0. The result knows nothing of him until he has one.
 */
export function countedInput(input: SeasonInput): SeasonInput {
  const picked = new Set<number>();
  for (const s of input.selecties) if (s.playerIds.length > 0) picked.add(s.deelnemerId);
  if (input.deelnemers.every((d) => picked.has(d.id))) return input;
  return {
    ...input,
    deelnemers: input.deelnemers.filter((d) => picked.has(d.id)),
    transfers: input.transfers.filter((t) => picked.has(t.deelnemerId)),
  };
}

export function computeSeason(full: SeasonInput): SeasonResult {
  const input = countedInput(full);
  const ctx = createContext(input);
  const rondes = computeRondes(input.wedstrijden, ctx.roundCount);
  const last = rondes.lastRoundWithResults;
  const playerPoints = computePlayerPoints(ctx);
  const starts = startIndices(ctx);
  const { scores, cardPoints, selectedCount } = computeRoundScores(ctx, playerPoints, last, starts);
  fillMissedRounds(scores, starts, last, input.settings.missedRounds);
  const cumulative = computeCumulative(scores, ctx.deelnemers.length, last);
  const totals = cumulative.totalsAfter(last);
  const groups = teamGroups(ctx);

  return {
    rondes: rondes.rondes,
    lastRoundWithResults: last,
    playerMatchPoints: playerPoints.matchPoints,
    // Both share the ids array; scores and positions are the engine's own round-major arrays.
    roundScores: new RoundsPerDeelnemer({
      ids: ctx.deelnemerIds,
      data: scores,
      storedRounds: ctx.roundCount,
      roundCount: ctx.roundCount,
    }),
    positionsPerRound: new RoundsPerDeelnemer({
      ids: ctx.deelnemerIds,
      data: cumulative.positionsByRound,
      storedRounds: last,
      roundCount: ctx.roundCount,
    }),
    tussenstand: computeTussenstand(ctx, cumulative, scores, last),
    fairplaycup: computeFairplaycup(ctx, cardPoints, totals),
    highscorecup: computeHighscorecup(ctx, scores, last, starts),
    herbstmeister: computeHerbstmeister(ctx, cumulative, scores, rondes),
    periodes: computePeriodes(ctx, scores, rondes),
    teamcompetitie: computeTeamcompetitie(ctx, groups, totals),
    subcompetities: computeSubcompetities(ctx, cumulative, scores, last),
    bekerRondes: computeBekerRondes(ctx, scores, cumulative, rondes, groups),
    spelers: computeSpelers(ctx, playerPoints, selectedCount),
    transfers: computeTransfers(ctx),
  };
}
