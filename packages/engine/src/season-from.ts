// computeSeasonFrom: the season again after a save, taking over what the previous computation
// proves unchanged (issue 29, item 4; docs/decisions/033). The two saves that dominate are a
// match result (the player points of one round change: the round scores and rankings from that
// round on) and a participant's transfer before a deadline (only rounds without results yet
// change: no score, position or standing at all). So:
// - the participants' context (names, name order, id index) is kept when the participants,
//   teams, settings, round count and the players' ids are the same (by value: a transfer's save
//   loads the participants again as new objects);
// - the round scores and the cumulative totals and positions of the rounds before the first
//   round that can differ (player points or cards, a transfer's round, any selection) are kept,
//   only the later rounds summed and ranked;
// - when no round with results can differ, every standing is the previous result's own object.
// Anything else (a participant added or removed, settings, players added) computes it all, as
// computeSeason does; season-from.property.test.ts holds both equal over random saves.
import type { RondeStatus, SeasonResult } from './results';
import { countedInput } from './season';
import { assembleSeason, seasonSteps } from './season/assemble';
import type { KeptParts, SeasonSteps, StandingFields } from './season/assemble';
import { computeCumulative } from './season/cumulative';
import { fillMissedRounds } from './season/late-joiners';
import { computePlayerPoints } from './season/player-points';
import { computeRondes } from './season/rondes';
import { computeRoundScores } from './season/round-scores';
import type { Deelnemer, SeasonInput, Selectie, Team, Transfer } from './types';

/** What the next step compares with and takes over. Holds no copy of the input: references. */
export interface IncrementalState {
  /** The counted input (season.ts countedInput) it was computed from. */
  readonly input: SeasonInput;
  readonly steps: SeasonSteps;
}

/** A computation's result with what the next incremental step needs. */
export interface SeasonComputation {
  readonly result: SeasonResult;
  readonly state: IncrementalState;
  /** How it was made (for logs and the bench): 'full', 'rounds from N' or 'standings kept'. */
  readonly how: string;
}

/** The full computation, kept for the next step. */
export function computeSeasonState(full: SeasonInput): SeasonComputation {
  const input = countedInput(full);
  const steps = seasonSteps(input);
  return { result: assembleSeason(steps), state: { input, steps }, how: 'full' };
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameDeelnemers(a: readonly Deelnemer[], b: readonly Deelnemer[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Deelnemer;
    const y = b[i] as Deelnemer;
    if (x === y) continue;
    if (
      x.id !== y.id ||
      x.name !== y.name ||
      x.teamId !== y.teamId ||
      x.teamName !== y.teamName ||
      x.startRonde !== y.startRonde ||
      x.subcompetities.length !== y.subcompetities.length
    )
      return false;
    for (let k = 0; k < x.subcompetities.length; k++)
      if (x.subcompetities[k] !== y.subcompetities[k]) return false;
  }
  return true;
}

/** Rows of flat values (players, matches, events), field by field in the same order. */
function sameRows<T extends object>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Record<string, unknown>;
    const y = b[i] as Record<string, unknown>;
    if (x === y) continue;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) if (!Object.is(x[key], y[key])) return false;
  }
  return true;
}

function sameTeams(a: readonly Team[], b: readonly Team[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Team;
    const y = b[i] as Team;
    if (x.id !== y.id || x.name !== y.name) return false;
  }
  return true;
}

function sameIds(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]?.id !== b[i]?.id) return false;
  return true;
}

function sameSelecties(a: readonly Selectie[], b: readonly Selectie[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Selectie;
    const y = b[i] as Selectie;
    if (x === y) continue;
    if (x.deelnemerId !== y.deelnemerId || x.playerIds.length !== y.playerIds.length) return false;
    for (let k = 0; k < x.playerIds.length; k++)
      if (x.playerIds[k] !== y.playerIds[k]) return false;
  }
  return true;
}

function sameTransfer(x: Transfer, y: Transfer): boolean {
  return (
    x === y ||
    (x.id === y.id &&
      x.deelnemerId === y.deelnemerId &&
      x.playerOutId === y.playerOutId &&
      x.playerInId === y.playerInId &&
      x.fromRound === y.fromRound)
  );
}

/** 0-based: the first round a transfer changed from one list to the other takes effect in. */
function firstTransferRound(t: Transfer): number {
  return Number.isFinite(t.fromRound) ? Math.max(0, t.fromRound - 1) : 0;
}

/**
 * The first round (0-based) whose selections the difference between two transfer lists can
 * change, Infinity when they are the same. A transfer takes effect from its round on, after every
 * transfer of an earlier round, so rounds before the earliest added, removed or changed one keep
 * their selections. Duplicate ids (never stored) count as a change from round 0.
 */
export function firstChangedTransferRound(
  before: readonly Transfer[],
  after: readonly Transfer[],
): number {
  if (before === after) return Infinity;
  if (before.length === after.length) {
    let same = true;
    for (let i = 0; i < before.length && same; i++)
      same = sameTransfer(before[i] as Transfer, after[i] as Transfer);
    if (same) return Infinity;
  }
  const byId = new Map<number, Transfer>();
  for (const t of before) byId.set(t.id, t);
  if (byId.size !== before.length) return 0;
  let first = Infinity;
  const seen = new Set<number>();
  for (const t of after) {
    if (seen.has(t.id)) return 0;
    seen.add(t.id);
    const old = byId.get(t.id);
    if (old !== undefined) byId.delete(t.id);
    if (old !== undefined && sameTransfer(old, t)) continue;
    first = Math.min(first, firstTransferRound(t), old ? firstTransferRound(old) : Infinity);
  }
  for (const removed of byId.values()) first = Math.min(first, firstTransferRound(removed));
  return first;
}

/** The first round (0-based) in which any player's value differs, Infinity when none does. */
function firstChangedRound(a: Float64Array, b: Float64Array, roundCount: number): number {
  if (a.length !== b.length) return 0;
  let first = Infinity;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i] && !(Number.isNaN(a[i]) && Number.isNaN(b[i]))) {
      first = Math.min(first, i % roundCount);
      if (first === 0) return 0;
    }
  }
  return first;
}

function sameRondes(a: readonly RondeStatus[], b: readonly RondeStatus[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as RondeStatus;
    const y = b[i] as RondeStatus;
    if (x.round !== y.round || x.state !== y.state) return false;
    if (x.gespeeld !== y.gespeeld || x.totaal !== y.totaal) return false;
  }
  return true;
}

function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

function keptStandings(result: SeasonResult): StandingFields {
  const { roundScores, positionsPerRound, tussenstand, fairplaycup, highscorecup } = result;
  const { herbstmeister, periodes, teamcompetitie, subcompetities } = result;
  return {
    roundScores,
    positionsPerRound,
    tussenstand,
    fairplaycup,
    highscorecup,
    herbstmeister,
    periodes,
    teamcompetitie,
    subcompetities,
  };
}

/**
 * The herbstmeister and the periods made only of rounds before `from` (0-based, the first round
 * whose scores can differ), up to the same round as before and with the same state: the previous
 * result's own (the settings, so the periods and the herbstmeister's round, are the same).
 */
function keepUnchanged(
  before: SeasonResult,
  beforeInput: SeasonInput,
  prevLast: number,
  from: number,
): KeptParts {
  const oldRondes = new Map(beforeInput.bekerRondes.map((ronde) => [ronde.id, ronde]));
  const oldResults = new Map(before.bekerRondes.map((result) => [result.id, result]));
  return {
    // A cup round of a round whose scores and totals did not change (or not played, before and
    // now), drawn the same.
    bekerRonde: (ronde, isGespeeld) => {
      const old = oldResults.get(ronde.id);
      if (old === undefined || old.isFinished !== isGespeeld) return undefined;
      if (isGespeeld && ronde.speelronde > from) return undefined;
      return sameJson(oldRondes.get(ronde.id), ronde) ? old : undefined;
    },
    herbstmeister: (upto, isDecided) => {
      const old = before.herbstmeister;
      const oldUpto = Math.max(0, Math.min(old.round, prevLast));
      return upto === oldUpto && upto <= from && old.isDecided === isDecided ? old : undefined;
    },
    periode: (index, upto, isActive, isFinished) => {
      const old = before.periodes[index];
      if (old === undefined || upto !== Math.min(old.toRound, prevLast) || upto > from)
        return undefined;
      return old.isActive === isActive && old.isFinished === isFinished ? old : undefined;
    },
  };
}

/**
 * The season computed from `full`, equal in every value to computeSeason(full), taking over what
 * `previous` (the computation of an earlier input) proves unchanged; without `previous`, or when
 * it cannot prove enough, the full computation.
 */
export function computeSeasonFrom(
  previous: SeasonComputation | undefined,
  full: SeasonInput,
): SeasonComputation {
  if (previous === undefined) return computeSeasonState(full);
  const input = countedInput(full);
  const before = previous.state.input;
  const prev = previous.state.steps;
  // The participants' context (and every index into it) only when they are the very same.
  if (
    input.roundCount !== before.roundCount ||
    !sameJson(input.settings, before.settings) ||
    !sameDeelnemers(input.deelnemers, before.deelnemers) ||
    !sameTeams(input.teams, before.teams) ||
    !sameIds(input.spelers, before.spelers)
  )
    return computeSeasonState(full);

  const ctx = {
    ...prev.ctx,
    input,
    spelers: input.spelers,
    deelnemers: input.deelnemers,
  };
  const R = ctx.roundCount;
  const rondes = computeRondes(input.wedstrijden, R);
  const last = rondes.lastRoundWithResults;
  const prevLast = prev.rondes.lastRoundWithResults;
  // A participant's save loads the matches and events again, equal: their points are the same.
  const playerPoints =
    sameRows(input.wedstrijden, before.wedstrijden) &&
    sameRows(input.events, before.events) &&
    sameRows(input.spelers, before.spelers)
      ? prev.playerPoints
      : computePlayerPoints(ctx);
  // The first round (0-based) whose round scores can differ.
  let from = Math.min(last, prevLast);
  from = Math.min(from, firstChangedRound(playerPoints.points, prev.playerPoints.points, R));
  from = Math.min(from, firstChangedRound(playerPoints.cards, prev.playerPoints.cards, R));
  from = Math.min(from, firstChangedTransferRound(before.transfers, input.transfers));
  if (!sameSelecties(input.selecties, before.selecties)) from = 0;

  const starts = prev.starts;
  const round = computeRoundScores(ctx, playerPoints, last, starts, {
    scores: prev.round.scores,
    fromRound: from,
    lastRound: prevLast,
  });
  const scoresKept = round.scores === prev.round.scores;
  // Kept scores are filled already; fresh rounds need their missed rounds filled again.
  if (!scoresKept) fillMissedRounds(round.scores, starts, last, input.settings.missedRounds);
  const cumulative = scoresKept
    ? prev.cumulative
    : computeCumulative(round.scores, ctx.deelnemers.length, last, {
        cumulative: prev.cumulative,
        fromRound: from,
      });
  const steps: SeasonSteps = { ctx, rondes, playerPoints, starts, round, cumulative };

  const standingsKept =
    scoresKept &&
    sameRondes(rondes.rondes, prev.rondes.rondes) &&
    sameValues(round.cardPoints, prev.round.cardPoints);
  const result = assembleSeason(
    steps,
    standingsKept ? keptStandings(previous.result) : undefined,
    keepUnchanged(previous.result, before, prevLast, from),
  );
  return {
    result,
    state: { input, steps },
    how: standingsKept ? 'standings kept' : `rounds from ${from + 1}`,
  };
}
