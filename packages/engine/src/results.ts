// What the engine computes from a SeasonInput. Every position, score and average the site
// shows comes from here; the server stores these results and serves them as they are.
import type {
  FairplayStanding,
  HighscoreStanding,
  PeriodeStanding,
  TussenstandStanding,
} from './compact-standing';
import type { RoundsPerDeelnemer } from './rounds-per-deelnemer';
import type { BekerKind, Positie, ScoreEvent, SpelerStatus } from './types';

/** Points per event; events that scored nothing are 0. */
export type PuntenPerEvent = Record<ScoreEvent, number>;

export type RondeState = 'gepland' | 'bezig' | 'gespeeld';

export interface RondeStatus {
  round: number;
  /** gepland: no result entered; bezig: some matches have a result; gespeeld: all have. */
  state: RondeState;
  /** Matches of the round with a result. */
  gespeeld: number;
  /** Matches of the round. */
  totaal: number;
}

export interface SpelerWedstrijdPunten {
  matchId: number;
  round: number;
  playerId: number;
  points: number;
  perEvent: PuntenPerEvent;
}

export interface TussenstandRow {
  position: number;
  deelnemerId: number;
  name: string;
  teamName: string;
  totalScore: number;
  /** Points scored in the standing's own speelronde (0 before the first). */
  roundScore: number;
  /** Position after the previous speelronde with results; null when there is none. */
  previousPosition: number | null;
  /** previousPosition - position (positive = climbed); null when there is no previous. */
  positionChange: number | null;
}

export interface FairplayRow {
  position: number;
  deelnemerId: number;
  name: string;
  teamName: string;
  cardPoints: number;
  totalScore: number;
}

export interface HighscoreRow {
  position: number;
  deelnemerId: number;
  name: string;
  teamName: string;
  score: number;
  /** The (earliest) speelronde of that best score. */
  round: number;
}

export interface HerbstmeisterResult {
  round: number;
  /** True once every speelronde of the first half is gespeeld. */
  isDecided: boolean;
  /** The leaders (shared first place) once decided, else empty. */
  winners: { deelnemerId: number; name: string }[];
  /** Compact: rows made when read (compact-standing.ts). */
  standing: TussenstandStanding;
}

export interface PeriodeRow {
  position: number;
  deelnemerId: number;
  name: string;
  teamName: string;
  score: number;
}

export interface PeriodeResult {
  nummer: number;
  fromRound: number;
  toRound: number;
  isActive: boolean;
  isFinished: boolean;
  /** Shared first place once finished, else empty. */
  winners: { deelnemerId: number; name: string }[];
  standing: PeriodeStanding;
}

export interface TeamRow {
  position: number;
  teamId: number;
  teamName: string;
  deelnemerCount: number;
  totalScore: number;
  /** Average total score of its participants (full precision; shown with one decimal). */
  averageScore: number;
}

export interface SubcompetitieResult {
  name: string;
  standing: TussenstandStanding;
}

export interface DuelResult {
  first: number;
  second: number;
  /** Round score in the tied speelronde (team: average round score); null until played. */
  firstScore: number | null;
  secondScore: number | null;
  /** Total score up to and including that speelronde (team: average); null until played. */
  firstTotal: number | null;
  secondTotal: number | null;
  winner: number | null;
  /** Which rule decided: round score, total score, or the draw order. */
  decidedBy: 'score' | 'totaal' | 'loting' | null;
}

export interface BekerRondeResult {
  id: number;
  kind: BekerKind;
  sequence: number;
  name: string;
  speelronde: number;
  /** True when its speelronde is gespeeld. */
  isFinished: boolean;
  duels: DuelResult[];
  byes: number[];
  /** Through to the next round (duel winners then byes); empty until finished. */
  advancing: number[];
}

export interface SpelerOverzichtRow {
  playerId: number;
  name: string;
  clubId: number;
  clubName: string;
  position: Positie;
  status: SpelerStatus;
  totalPoints: number;
  perEvent: PuntenPerEvent;
  /** Participants with him in their current selection. */
  selectedCount: number;
  /** selectedCount / all participants, 0..1. */
  selectedShare: number;
}

export interface TransferRow {
  id: number;
  deelnemerId: number;
  deelnemerName: string;
  playerOutId: number;
  playerOutName: string;
  playerInId: number;
  playerInName: string;
  fromRound: number;
}

export interface SeasonResult {
  rondes: RondeStatus[];
  /** Highest speelronde with any result, 0 before the first. */
  lastRoundWithResults: number;
  playerMatchPoints: SpelerWedstrijdPunten[];
  /**
   * Per deelnemer: round scores, index round - 1, length roundCount (0 for unplayed rounds); one
   * typed array for all participants, read like a Map (rounds-per-deelnemer.ts).
   */
  roundScores: RoundsPerDeelnemer;
  /**
   * Per deelnemer: tussenstand position after each speelronde (shared ranks over the cumulative
   * totals), index round - 1; 0 for rounds after lastRoundWithResults. Compact as roundScores.
   */
  positionsPerRound: RoundsPerDeelnemer;
  /** The standings hold typed arrays and make their rows when read (compact-standing.ts). */
  tussenstand: TussenstandStanding;
  fairplaycup: FairplayStanding;
  highscorecup: HighscoreStanding;
  herbstmeister: HerbstmeisterResult;
  periodes: PeriodeResult[];
  teamcompetitie: TeamRow[];
  subcompetities: SubcompetitieResult[];
  bekerRondes: BekerRondeResult[];
  spelers: SpelerOverzichtRow[];
  transfers: TransferRow[];
}
