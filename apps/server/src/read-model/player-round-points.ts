import { SCORE_EVENTS } from '@clubelf/engine';
import type { PuntenPerEvent, SpelerWedstrijdPunten } from '@clubelf/engine';

export interface PlayerRoundPoints {
  playerId: number;
  round: number;
  points: number;
  perEvent: PuntenPerEvent;
}

/**
 * The engine's points per player per match, folded per speelronde (a round can hold a player's
 * postponed match as well), for the participant's round page.
 */
export function pointsPerRound(matchPoints: readonly SpelerWedstrijdPunten[]): PlayerRoundPoints[] {
  const byKey = new Map<string, PlayerRoundPoints>();
  for (const p of matchPoints) {
    const key = `${p.playerId}:${p.round}`;
    const sum = byKey.get(key);
    if (!sum) {
      byKey.set(key, {
        playerId: p.playerId,
        round: p.round,
        points: p.points,
        perEvent: { ...p.perEvent },
      });
      continue;
    }
    sum.points += p.points;
    for (const event of SCORE_EVENTS) sum.perEvent[event] += p.perEvent[event];
  }
  return [...byKey.values()];
}
