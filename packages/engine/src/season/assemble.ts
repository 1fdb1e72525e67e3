// The steps of a season's computation and the result made of them, shared by the full
// computation (season.ts, the reference) and the incremental one (season-from.ts), which passes
// the steps it took over from the previous computation and the result fields it keeps as they
// were.
import type { SeasonResult } from '../results';
import { RoundsPerDeelnemer } from '../rounds-per-deelnemer';
import type { SeasonInput } from '../types';
import { computeBekerRondes } from './bekers';
import type { KeepBekerRonde } from './bekers';
import { createContext } from './context';
import type { SeasonContext } from './context';
import { computeCumulative } from './cumulative';
import type { Cumulative } from './cumulative';
import { fillMissedRounds, startIndices } from './late-joiners';
import { computeSpelers, computeTransfers } from './overzichten';
import { computePlayerPoints } from './player-points';
import type { PlayerPoints } from './player-points';
import { computeFairplaycup, computeHighscorecup } from './prijzen';
import { computeRondes } from './rondes';
import type { RondesInfo } from './rondes';
import { computeRoundScores } from './round-scores';
import type { RoundScores } from './round-scores';
import {
  computeHerbstmeister,
  computePeriodes,
  computeSubcompetities,
  computeTussenstand,
} from './standings';
import type { KeepHerbstmeister, KeepPeriode } from './standings';
import { computeTeamcompetitie, teamGroups } from './teams';
import type { TeamGroup } from './teams';

export interface SeasonSteps {
  ctx: SeasonContext;
  rondes: RondesInfo;
  playerPoints: PlayerPoints;
  /** Per participant index: the 0-based first round he plays (late-joiners.ts). */
  starts: Int32Array;
  round: RoundScores;
  cumulative: Cumulative;
}

/** Every step from scratch; `input` is the counted input (season.ts countedInput). */
export function seasonSteps(input: SeasonInput): SeasonSteps {
  const ctx = createContext(input);
  const rondes = computeRondes(input.wedstrijden, ctx.roundCount);
  const last = rondes.lastRoundWithResults;
  const playerPoints = computePlayerPoints(ctx);
  const starts = startIndices(ctx);
  const round = computeRoundScores(ctx, playerPoints, last, starts);
  fillMissedRounds(round.scores, starts, last, input.settings.missedRounds);
  const cumulative = computeCumulative(round.scores, ctx.deelnemers.length, last);
  return { ctx, rondes, playerPoints, starts, round, cumulative };
}

/** The fields that follow from the round scores, the rondes and the participants alone. */
export const STANDING_FIELDS = [
  'roundScores',
  'positionsPerRound',
  'tussenstand',
  'fairplaycup',
  'highscorecup',
  'herbstmeister',
  'periodes',
  'teamcompetitie',
  'subcompetities',
] as const satisfies readonly (keyof SeasonResult)[];

export type StandingFields = Pick<SeasonResult, (typeof STANDING_FIELDS)[number]>;

/** Standings of a previous result that the incremental step proves unchanged, one by one. */
export interface KeptParts {
  herbstmeister?: KeepHerbstmeister;
  periode?: KeepPeriode;
  bekerRonde?: KeepBekerRonde;
}

function computeStandings(
  steps: SeasonSteps,
  groups: Map<number, TeamGroup>,
  keep: KeptParts,
): StandingFields {
  const { ctx, rondes, starts, round, cumulative } = steps;
  const { scores, cardPoints } = round;
  const last = rondes.lastRoundWithResults;
  const totals = cumulative.totalsAfter(last);
  return {
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
    herbstmeister: computeHerbstmeister(ctx, cumulative, scores, rondes, keep.herbstmeister),
    periodes: computePeriodes(ctx, scores, rondes, keep.periode),
    teamcompetitie: computeTeamcompetitie(ctx, groups, totals),
    subcompetities: computeSubcompetities(ctx, cumulative, scores, last),
  };
}

/**
 * The result of the steps. `kept`: the standings of a previous result whose steps were the same
 * (season-from.ts proves it), taken as they are instead of built again; else `keep` may offer
 * single standings made of rounds that did not change.
 */
export function assembleSeason(
  steps: SeasonSteps,
  kept?: StandingFields,
  keep: KeptParts = {},
): SeasonResult {
  const { ctx, rondes, playerPoints, round, cumulative } = steps;
  const groups = teamGroups(ctx);
  const standings = kept ?? computeStandings(steps, groups, keep);
  return {
    rondes: rondes.rondes,
    lastRoundWithResults: rondes.lastRoundWithResults,
    playerMatchPoints: playerPoints.matchPoints,
    roundScores: standings.roundScores,
    positionsPerRound: standings.positionsPerRound,
    tussenstand: standings.tussenstand,
    fairplaycup: standings.fairplaycup,
    highscorecup: standings.highscorecup,
    herbstmeister: standings.herbstmeister,
    periodes: standings.periodes,
    teamcompetitie: standings.teamcompetitie,
    subcompetities: standings.subcompetities,
    bekerRondes: computeBekerRondes(ctx, round.scores, cumulative, rondes, groups, keep.bekerRonde),
    spelers: computeSpelers(ctx, playerPoints, round.selectedCount),
    transfers: computeTransfers(ctx),
  };
}
