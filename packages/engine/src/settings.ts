// docs/game.md's defaults for everything it marks as *setting*; the organiser changes them per season.
import type { GameSettings, Periode, ScoreEvent, ScoreRow, ScoreTable } from './types';

const PERIODE_COUNT = 4;

/** One row of docs/game.md's points table: the values for Keeper, Verdediger, Middenvelder, Aanvaller. */
type PerPositie = [number, number, number, number];

const DEFAULT_POINTS: Record<ScoreEvent, PerPositie> = {
  basisplaats: [1, 1, 1, 1],
  gewonnen: [3, 3, 3, 3],
  gelijkspel: [1, 1, 1, 1],
  doelpunt: [10, 6, 4, 3],
  penaltyDoelpunt: [1, 1, 1, 1],
  assist: [2, 2, 2, 2],
  cleanSheet: [4, 2, 0, 0],
  penaltyGestopt: [3, 0, 0, 0],
  penaltyGemist: [-2, -2, -2, -2],
  eigenDoelpunt: [-4, -4, -4, -4],
  geel: [-1, -1, -1, -1],
  tweedeGeel: [-3, -3, -3, -3],
  rood: [-4, -4, -4, -4],
};

function scoreRow(column: number): ScoreRow {
  const row = {} as ScoreRow;
  for (const [event, values] of Object.entries(DEFAULT_POINTS) as [ScoreEvent, PerPositie][]) {
    row[event] = values[column] ?? 0;
  }
  return row;
}

export function defaultScoreTable(): ScoreTable {
  return {
    Keeper: scoreRow(0),
    Verdediger: scoreRow(1),
    Middenvelder: scoreRow(2),
    Aanvaller: scoreRow(3),
  };
}

/**
 * Splits the season into 4 near-equal consecutive blocks: block i ends at round(roundCount * i / 4),
 * which gives docs/game.md's 1-9, 10-17, 18-26, 27-34 for 34 rounds.
 */
export function defaultPeriodes(roundCount: number): Periode[] {
  if (!Number.isInteger(roundCount) || roundCount < PERIODE_COUNT) {
    throw new RangeError(
      `Een seizoen heeft minstens ${PERIODE_COUNT} speelrondes (nu ${roundCount}).`,
    );
  }
  const periodes: Periode[] = [];
  let fromRound = 1;
  for (let nummer = 1; nummer <= PERIODE_COUNT; nummer++) {
    const toRound = Math.round((roundCount * nummer) / PERIODE_COUNT);
    periodes.push({ nummer, fromRound, toRound });
    fromRound = toRound + 1;
  }
  return periodes;
}

export function defaultGameSettings(roundCount = 34): GameSettings {
  return {
    scoreTable: defaultScoreTable(),
    cardPoints: { geel: 1, tweedeGeel: 3, rood: 3 },
    formations: ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-3-2', '5-4-1'],
    maxPerClub: 3,
    maxTransfers: 3,
    periodes: defaultPeriodes(roundCount),
    teamMinDeelnemers: 3,
    // An odd season's middle round belongs to the second half.
    herbstmeisterRound: Math.floor(roundCount / 2),
    missedRounds: 'niets',
  };
}

/** Dutch names of the scoring events, for the rules page and the per-event columns. */
export const SCORE_EVENT_LABELS: Record<ScoreEvent, string> = {
  basisplaats: 'Basisplaats',
  gewonnen: 'Wedstrijd gewonnen',
  gelijkspel: 'Gelijkspel',
  doelpunt: 'Doelpunt',
  penaltyDoelpunt: 'Doelpunt uit penalty (extra)',
  assist: 'Assist',
  cleanSheet: 'De nul gehouden',
  penaltyGestopt: 'Penalty gestopt',
  penaltyGemist: 'Penalty gemist',
  eigenDoelpunt: 'Eigen doelpunt',
  geel: 'Gele kaart',
  tweedeGeel: 'Tweede gele kaart (rood)',
  rood: 'Directe rode kaart',
};
