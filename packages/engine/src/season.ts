// computeSeason: everything the site shows, from the season as entered. Pure and deterministic.
import type { SeasonResult } from './results';
import type { SeasonInput } from './types';
import { createContext, sumRounds } from './season/context';
import { computeBekerRondes } from './season/bekers';
import { computeSpelers, computeTransfers } from './season/overzichten';
import { computePlayerPoints } from './season/player-points';
import { computeFairplaycup, computeHighscorecup } from './season/prijzen';
import { computeRondes } from './season/rondes';
import { computeRoundScores } from './season/round-scores';
import {
  computeHerbstmeister,
  computePeriodes,
  computePositionsPerRound,
  computeSubcompetities,
  computeTussenstand,
  perDeelnemer,
} from './season/standings';
import { computeTeamcompetitie, teamGroups } from './season/teams';

export function computeSeason(input: SeasonInput): SeasonResult {
  const ctx = createContext(input);
  const rondes = computeRondes(input.wedstrijden, ctx.roundCount);
  const last = rondes.lastRoundWithResults;
  const playerPoints = computePlayerPoints(ctx);
  const { scores, cardPoints, selectedCount } = computeRoundScores(ctx, playerPoints, last);
  const totals = sumRounds(scores, ctx.deelnemers.length, ctx.roundCount, 1, ctx.roundCount);
  const groups = teamGroups(ctx);

  return {
    rondes: rondes.rondes,
    lastRoundWithResults: last,
    playerMatchPoints: playerPoints.matchPoints,
    roundScores: perDeelnemer(ctx, scores),
    positionsPerRound: computePositionsPerRound(ctx, scores, last),
    tussenstand: computeTussenstand(ctx, scores, last),
    fairplaycup: computeFairplaycup(ctx, cardPoints, totals),
    highscorecup: computeHighscorecup(ctx, scores, last),
    herbstmeister: computeHerbstmeister(ctx, scores, rondes),
    periodes: computePeriodes(ctx, scores, rondes),
    teamcompetitie: computeTeamcompetitie(ctx, groups, totals),
    subcompetities: computeSubcompetities(ctx, scores, last),
    bekerRondes: computeBekerRondes(ctx, scores, rondes, groups),
    spelers: computeSpelers(ctx, playerPoints, selectedCount),
    transfers: computeTransfers(ctx),
  };
}
