// A player's stored events (the engine's shape) and the results grid's row of them: the same
// fields, with the side he played on instead of his club.
import type { SpelerEventsInput } from '@clubelf/contract';
import type { SpelerEvents } from '@clubelf/engine';

export function spelerEventsInput(
  e: SpelerEvents,
  match: { homeClubId: number },
): SpelerEventsInput {
  const { matchId: _matchId, clubId, ...events } = e;
  return { ...events, side: clubId === match.homeClubId ? 'home' : 'away' };
}

/** The engine's shape of a grid row of match `matchId` (home or away club by its side). */
export function spelerEventsOfInput(
  e: SpelerEventsInput,
  match: { id: number; homeClubId: number; awayClubId: number },
): SpelerEvents {
  const { side, ...events } = e;
  return {
    ...events,
    matchId: match.id,
    clubId: side === 'home' ? match.homeClubId : match.awayClubId,
  };
}
