// Points per player per match (docs/game.md's table). Pure: the season sums these.
import type { PuntenPerEvent } from './results';
import type { CardPoints, Positie, ScoreTable, SpelerEvents, Wedstrijd } from './types';
import { SCORE_EVENTS } from './types';

export function emptyPerEvent(): PuntenPerEvent {
  const perEvent = {} as PuntenPerEvent;
  for (const event of SCORE_EVENTS) perEvent[event] = 0;
  return perEvent;
}

// 0 rather than -0 when a negative event did not happen (keeps results and tests exact).
function times(points: number, count: number): number {
  return count === 0 ? 0 : points * count;
}

export function hasResult(match: Wedstrijd): boolean {
  return match.homeGoals !== null && match.awayGoals !== null;
}

export function playerMatchPoints(
  ev: SpelerEvents,
  match: Wedstrijd,
  position: Positie,
  table: ScoreTable,
): { points: number; perEvent: PuntenPerEvent } {
  const perEvent = emptyPerEvent();
  if (!ev.played || match.homeGoals === null || match.awayGoals === null)
    return { points: 0, perEvent };
  const row = table[position];
  const home = ev.clubId === match.homeClubId;
  const scored = home ? match.homeGoals : match.awayGoals;
  const conceded = home ? match.awayGoals : match.homeGoals;

  if (ev.basisplaats) perEvent.basisplaats = row.basisplaats;
  if (scored > conceded) perEvent.gewonnen = row.gewonnen;
  else if (scored === conceded) perEvent.gelijkspel = row.gelijkspel;
  perEvent.doelpunt = times(row.doelpunt, ev.goals);
  perEvent.penaltyDoelpunt = times(row.penaltyDoelpunt, ev.penaltyGoals);
  perEvent.assist = times(row.assist, ev.assists);
  if (conceded === 0) perEvent.cleanSheet = row.cleanSheet;
  perEvent.penaltyGestopt = times(row.penaltyGestopt, ev.penaltiesSaved);
  perEvent.penaltyGemist = times(row.penaltyGemist, ev.penaltiesMissed);
  perEvent.eigenDoelpunt = times(row.eigenDoelpunt, ev.ownGoals);
  perEvent.geel = times(row.geel, ev.yellow);
  // The first yellow of a sending-off for two yellows keeps its own points.
  if (ev.secondYellow) perEvent.tweedeGeel = row.tweedeGeel;
  if (ev.directRed) perEvent.rood = row.rood;

  let points = 0;
  for (const event of SCORE_EVENTS) points += perEvent[event];
  return { points, perEvent };
}

/** Card points (fair play cup) of one match; like points, only for a player who played. */
export function cardPointsOf(ev: SpelerEvents, cardPoints: CardPoints): number {
  if (!ev.played) return 0;
  return (
    times(cardPoints.geel, ev.yellow) +
    (ev.secondYellow ? cardPoints.tweedeGeel : 0) +
    (ev.directRed ? cardPoints.rood : 0)
  );
}
