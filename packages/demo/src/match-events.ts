// A plausible result for one match and every event of the players who played in it. Goals in
// the events add up to the score: own goals count for the other side.
import type { Positie, Speler, SpelerEvents, Wedstrijd } from '@clubelf/engine';
import type { Lineup } from './lineup';
import { chance, pickWeighted, poisson, type Random } from './random-tools';

type PositionWeights = Record<Positie, number>;

const SCORER: PositionWeights = { Keeper: 0.01, Verdediger: 1.2, Middenvelder: 3, Aanvaller: 6 };
const PENALTY_TAKER: PositionWeights = {
  Keeper: 0,
  Verdediger: 0.5,
  Middenvelder: 3,
  Aanvaller: 4,
};
const ASSIST: PositionWeights = { Keeper: 0.1, Verdediger: 1.5, Middenvelder: 4, Aanvaller: 3 };
const OWN_GOAL: PositionWeights = { Keeper: 0.5, Verdediger: 3, Middenvelder: 1, Aanvaller: 0.3 };
const CARD: PositionWeights = { Keeper: 0.3, Verdediger: 3, Middenvelder: 3, Aanvaller: 1.5 };

const HOME_MEAN_GOALS = 1.6;
const AWAY_MEAN_GOALS = 1.2;
const MAX_GOALS = 7;

interface Side {
  clubId: number;
  players: Speler[];
  keeper: Speler;
  rows: Map<number, SpelerEvents>;
}

function side(match: Wedstrijd, clubId: number, lineup: Lineup): Side {
  const rows = new Map<number, SpelerEvents>();
  const players = [...lineup.starters, ...lineup.substitutes];
  for (const speler of players) {
    rows.set(speler.id, {
      matchId: match.id,
      playerId: speler.id,
      clubId,
      played: true,
      basisplaats: lineup.starters.includes(speler),
      goals: 0,
      penaltyGoals: 0,
      assists: 0,
      ownGoals: 0,
      yellow: 0,
      secondYellow: false,
      directRed: false,
      penaltiesSaved: 0,
      penaltiesMissed: 0,
    });
  }
  const keeper = lineup.starters.find((speler) => speler.position === 'Keeper');
  if (!keeper) throw new Error(`lineup of club ${clubId} has no keeper`);
  return { clubId, players, keeper, rows };
}

function pickPlayer(
  random: Random,
  players: readonly Speler[],
  weights: PositionWeights,
  except?: Speler,
): Speler {
  const candidates = players.filter((speler) => speler !== except && weights[speler.position] > 0);
  return pickWeighted(random, candidates, (speler) => weights[speler.position]);
}

function row(s: Side, speler: Speler): SpelerEvents {
  const events = s.rows.get(speler.id);
  if (!events) throw new Error(`player ${speler.id} did not play`);
  return events;
}

function scoreGoals(random: Random, attack: Side, defence: Side, goals: number): void {
  for (let i = 0; i < goals; i++) {
    if (chance(random, 0.04)) {
      row(defence, pickPlayer(random, defence.players, OWN_GOAL)).ownGoals++;
      continue;
    }
    if (chance(random, 0.1)) {
      const taker = row(attack, pickPlayer(random, attack.players, PENALTY_TAKER));
      taker.goals++;
      taker.penaltyGoals++;
      continue;
    }
    const scorer = pickPlayer(random, attack.players, SCORER);
    row(attack, scorer).goals++;
    if (chance(random, 0.72))
      row(attack, pickPlayer(random, attack.players, ASSIST, scorer)).assists++;
  }
}

function missPenalties(random: Random, attack: Side, defence: Side): void {
  if (!chance(random, 0.05)) return;
  row(attack, pickPlayer(random, attack.players, PENALTY_TAKER)).penaltiesMissed++;
  if (chance(random, 0.65)) row(defence, defence.keeper).penaltiesSaved++;
}

function bookPlayers(random: Random, s: Side): void {
  const yellows = Math.min(poisson(random, 1.7), 5);
  const unbooked = [...s.players];
  for (let i = 0; i < yellows; i++) {
    const booked = pickWeighted(random, unbooked, (speler) => CARD[speler.position]);
    unbooked.splice(unbooked.indexOf(booked), 1);
    const events = row(s, booked);
    events.yellow = 1;
    if (chance(random, 0.04)) events.secondYellow = true;
  }
  if (chance(random, 0.025)) {
    const candidates = s.players.filter((speler) => !row(s, speler).secondYellow);
    row(
      s,
      pickWeighted(random, candidates, (speler) => CARD[speler.position]),
    ).directRed = true;
  }
}

export interface PlayedMatch {
  homeGoals: number;
  awayGoals: number;
  events: SpelerEvents[];
}

export function playMatch(
  match: Wedstrijd,
  home: Lineup,
  away: Lineup,
  random: Random,
): PlayedMatch {
  const homeSide = side(match, match.homeClubId, home);
  const awaySide = side(match, match.awayClubId, away);
  const homeGoals = Math.min(poisson(random, HOME_MEAN_GOALS), MAX_GOALS);
  const awayGoals = Math.min(poisson(random, AWAY_MEAN_GOALS), MAX_GOALS);
  scoreGoals(random, homeSide, awaySide, homeGoals);
  scoreGoals(random, awaySide, homeSide, awayGoals);
  missPenalties(random, homeSide, awaySide);
  missPenalties(random, awaySide, homeSide);
  bookPlayers(random, homeSide);
  bookPlayers(random, awaySide);
  return {
    homeGoals,
    awayGoals,
    events: [...homeSide.rows.values(), ...awaySide.rows.values()],
  };
}

/** Goals for each side as the events count them (own goals for the other side). */
export function goalsFromEvents(match: Wedstrijd, events: readonly SpelerEvents[]) {
  let home = 0;
  let away = 0;
  for (const e of events) {
    if (e.matchId !== match.id) continue;
    const isHome = e.clubId === match.homeClubId;
    if (isHome) {
      home += e.goals;
      away += e.ownGoals;
    } else {
      away += e.goals;
      home += e.ownGoals;
    }
  }
  return { home, away };
}
