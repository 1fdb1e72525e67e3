// The plain data the engine reads (a season as entered by the organiser) and the results it
// computes. Ids are positive integers assigned by the database. No Dates: kick-off times are
// ISO strings, and the engine never looks at the clock.

// The one list of each enumeration: the contract's zod enums wrap these (contract/src/common.ts).
export const POSITIES = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const;
export type Positie = (typeof POSITIES)[number];

export const SPELER_STATUSSEN = ['actief', 'nieuw', 'vertrokken'] as const;
export type SpelerStatus = (typeof SPELER_STATUSSEN)[number];

/** Every event of the scoring table, in the order of docs/game.md. */
export const SCORE_EVENTS = [
  'basisplaats',
  'gewonnen',
  'gelijkspel',
  'doelpunt',
  'penaltyDoelpunt',
  'assist',
  'cleanSheet',
  'penaltyGestopt',
  'penaltyGemist',
  'eigenDoelpunt',
  'geel',
  'tweedeGeel',
  'rood',
] as const;
export type ScoreEvent = (typeof SCORE_EVENTS)[number];

/** Points per event for one position. */
export type ScoreRow = Record<ScoreEvent, number>;
export type ScoreTable = Record<Positie, ScoreRow>;

export interface CardPoints {
  geel: number;
  tweedeGeel: number;
  rood: number;
}

export interface Periode {
  /** 1..4 */
  nummer: number;
  fromRound: number;
  toRound: number;
}

/** Everything docs/game.md marks as *setting*. */
export interface GameSettings {
  scoreTable: ScoreTable;
  cardPoints: CardPoints;
  /** Field formations as 'D-M-A', e.g. '4-3-3'; the keeper is implied. */
  formations: string[];
  maxPerClub: number;
  maxTransfers: number;
  periodes: Periode[];
  /** A team counts in the teamcompetitie (and teambeker) from this many participants. */
  teamMinDeelnemers: number;
  /** Last speelronde of the first half (herbstmeister). */
  herbstmeisterRound: number;
  /**
   * What a late joiner (a participant counting from a later speelronde) gets for each round he
   * missed: nothing, or the lowest score of that round among the participants who played it.
   * Absent in settings stored before issue 26: 'niets'.
   */
  missedRounds?: MissedRounds;
}

export const MISSED_ROUNDS = ['niets', 'laagste'] as const;
export type MissedRounds = (typeof MISSED_ROUNDS)[number];

export interface Club {
  id: number;
  name: string;
}

export interface Speler {
  id: number;
  name: string;
  /** Current club. A player who moved keeps his points; his side per match is in the events. */
  clubId: number;
  position: Positie;
  status: SpelerStatus;
  /** nieuw: first speelronde from which he may be selected. */
  availableFromRound: number | null;
  /** vertrokken: speelronde of departure; he scores nothing from this round on. */
  departedFromRound: number | null;
}

export interface Wedstrijd {
  id: number;
  round: number;
  homeClubId: number;
  awayClubId: number;
  /** Both null until the result is entered (also for a postponed match). */
  homeGoals: number | null;
  awayGoals: number | null;
  /** ISO 8601 local date-time, e.g. '2026-08-15T20:00'. */
  kickoff: string;
}

/** One player's events in one match. A row exists only for players of the match's two clubs. */
export interface SpelerEvents {
  matchId: number;
  playerId: number;
  /** The club he played for in this match (home or away club). */
  clubId: number;
  played: boolean;
  basisplaats: boolean;
  /** All goals, penalty goals included. */
  goals: number;
  /** How many of `goals` were penalties. */
  penaltyGoals: number;
  assists: number;
  ownGoals: number;
  /** 0 or 1: a first yellow card. */
  yellow: number;
  secondYellow: boolean;
  directRed: boolean;
  penaltiesSaved: number;
  penaltiesMissed: number;
}

/** A player's line with nothing happened: the start of every line the results grid shows. */
export const NO_EVENTS: Readonly<Omit<SpelerEvents, 'matchId' | 'playerId' | 'clubId'>> = {
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
};

export interface Team {
  id: number;
  name: string;
}

export interface Deelnemer {
  id: number;
  name: string;
  teamId: number;
  /** Denormalised from the team, for the rows the engine produces. */
  teamName: string;
  subcompetities: string[];
  /**
   * First speelronde he counts in ("vanaf speelronde"); a late joiner's earlier rounds are missed
   * rounds (settings.missedRounds). Absent or 1: from the start.
   */
  startRonde?: number;
}

/** The 11 players a participant picked at the start. */
export interface Selectie {
  deelnemerId: number;
  playerIds: number[];
}

export interface Transfer {
  id: number;
  deelnemerId: number;
  playerOutId: number;
  playerInId: number;
  /** Effective from this speelronde on (inclusive). */
  fromRound: number;
}

export type BekerKind = 'beker' | 'teambeker';

/** One duel of a drawn cup round. `first` was drawn first (last tie-break). */
export interface Duel {
  first: number;
  second: number;
}

/** A cup round as stored: its draw. Entrants are deelnemer ids (beker) or team ids (teambeker). */
export interface BekerRonde {
  id: number;
  kind: BekerKind;
  /** 1 for the first round of the cup, 2 for the next, ... */
  sequence: number;
  name: string;
  speelronde: number;
  duels: Duel[];
  /** Entrants through without playing (only in a voorronde). */
  byes: number[];
}

export interface SeasonInput {
  settings: GameSettings;
  roundCount: number;
  clubs: Club[];
  teams: Team[];
  spelers: Speler[];
  wedstrijden: Wedstrijd[];
  events: SpelerEvents[];
  deelnemers: Deelnemer[];
  selecties: Selectie[];
  transfers: Transfer[];
  bekerRondes: BekerRonde[];
}
