// Every player's points per speelronde, from the entered match events.
import type { SpelerWedstrijdPunten } from '../results';
import type { Speler, SpelerEvents, Wedstrijd } from '../types';
import { SCORE_EVENTS } from '../types';
import { cardPointsOf, hasResult, playerMatchPoints } from '../punten';
import type { SeasonContext } from './context';

export const EVENT_COUNT = SCORE_EVENTS.length;

export interface PlayerPoints {
  /** Points per player per round: playerIndex * roundCount + round - 1. */
  points: Float64Array;
  /** Card points per player over the season (counted per round through `cards`). */
  cards: Float64Array;
  /** Season points per player per event: playerIndex * EVENT_COUNT + event. */
  perEvent: Float64Array;
  totals: Float64Array;
  matchPoints: SpelerWedstrijdPunten[];
}

/** A departed player scores nothing (points and cards) from his round of departure on. */
function departedBy(speler: Speler, round: number): boolean {
  return (
    speler.status === 'vertrokken' &&
    speler.departedFromRound !== null &&
    round >= speler.departedFromRound
  );
}

export function computePlayerPoints(ctx: SeasonContext): PlayerPoints {
  const { roundCount, spelers, playerIndex, input } = ctx;
  const playerCount = spelers.length;
  const points = new Float64Array(playerCount * roundCount);
  const cards = new Float64Array(playerCount * roundCount);
  const perEvent = new Float64Array(playerCount * EVENT_COUNT);
  const totals = new Float64Array(playerCount);
  const matchPoints: SpelerWedstrijdPunten[] = [];

  const matches = new Map<number, Wedstrijd>();
  for (const w of input.wedstrijden) matches.set(w.id, w);

  for (const ev of input.events as SpelerEvents[]) {
    const match = matches.get(ev.matchId);
    const p = playerIndex.get(ev.playerId);
    if (match === undefined || p < 0) continue;
    if (match.round < 1 || match.round > roundCount || !hasResult(match) || !ev.played) continue;
    const speler = spelers[p] as Speler;
    if (departedBy(speler, match.round)) continue;

    const result = playerMatchPoints(ev, match, speler.position, input.settings.scoreTable);
    const cell = p * roundCount + match.round - 1;
    points[cell] = (points[cell] as number) + result.points;
    cards[cell] = (cards[cell] as number) + cardPointsOf(ev, input.settings.cardPoints);
    totals[p] = (totals[p] as number) + result.points;
    for (let e = 0; e < EVENT_COUNT; e++) {
      perEvent[p * EVENT_COUNT + e] =
        (perEvent[p * EVENT_COUNT + e] as number) +
        result.perEvent[SCORE_EVENTS[e] as (typeof SCORE_EVENTS)[number]];
    }
    matchPoints.push({
      matchId: match.id,
      round: match.round,
      playerId: speler.id,
      points: result.points,
      perEvent: result.perEvent,
    });
  }
  return { points, cards, perEvent, totals, matchPoints };
}
