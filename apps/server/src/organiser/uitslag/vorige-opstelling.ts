// Where the results grid starts: each club's line-up in its latest earlier match with a result.
// Most weeks a club fields nearly the same players, so the organiser only corrects the few changes.
import type { VorigeOpstelling } from '@clubelf/contract';

export interface PlayedMatch {
  id: number;
  round: number;
  kickoff: string;
  homeClubId: number;
  awayClubId: number;
}

export interface LineUpEvent {
  matchId: number;
  playerId: number;
  clubId: number;
  basisplaats: boolean;
}

/** Order of play: round, then kickoff, then id (a match entered later in the same slot). */
const before = (a: PlayedMatch, b: PlayedMatch) =>
  a.round - b.round || a.kickoff.localeCompare(b.kickoff) || a.id - b.id;

/** The club's latest match among `played` (matches with a result) that comes before `match`. */
export function latestEarlierMatch(
  clubId: number,
  match: PlayedMatch,
  played: readonly PlayedMatch[],
): PlayedMatch | undefined {
  return played
    .filter(
      (m) =>
        m.id !== match.id &&
        (m.homeClubId === clubId || m.awayClubId === clubId) &&
        before(m, match) < 0,
    )
    .sort(before)
    .at(-1);
}

/**
 * The club's latest earlier match with a result (see latestEarlierMatch), with the players who
 * played for the club there and are still at the club (`currentClub`), starters first; null
 * when there is none or nobody of it is left.
 */
export function vorigeOpstelling(
  clubId: number,
  match: PlayedMatch,
  played: readonly PlayedMatch[],
  events: readonly LineUpEvent[],
  currentClub: ReadonlyMap<number, number>,
): VorigeOpstelling | null {
  const earlier = latestEarlierMatch(clubId, match, played);
  if (!earlier) return null;
  const spelers = events
    .filter(
      (e) =>
        e.matchId === earlier.id && e.clubId === clubId && currentClub.get(e.playerId) === clubId,
    )
    .map((e) => ({ playerId: e.playerId, basisplaats: e.basisplaats }))
    .sort((a, b) => Number(b.basisplaats) - Number(a.basisplaats));
  return spelers.length === 0 ? null : { wedstrijdId: earlier.id, round: earlier.round, spelers };
}
