// Results and player events for the played speelrondes; later rounds keep null results.
import type { SpelerEvents, Wedstrijd } from '@clubelf/engine';
import type { League } from './clubs-and-players';
import { clubFormation, pickLineup } from './lineup';
import { playMatch } from './match-events';
import type { Random } from './random-tools';

export function playRounds(
  league: League,
  wedstrijden: Wedstrijd[],
  playedRounds: number,
  random: Random,
): SpelerEvents[] {
  const squads = new Map(
    league.clubs.map((club) => [club.id, league.spelers.filter((s) => s.clubId === club.id)]),
  );
  const formations = new Map(league.clubs.map((club) => [club.id, clubFormation(random)]));
  const lineupFor = (clubId: number, round: number) =>
    pickLineup(
      squads.get(clubId) ?? [],
      round,
      formations.get(clubId) ?? '4-4-2',
      league.kwaliteit,
      random,
    );
  const events: SpelerEvents[] = [];
  for (const match of wedstrijden) {
    if (match.round > playedRounds) continue;
    const played = playMatch(
      match,
      lineupFor(match.homeClubId, match.round),
      lineupFor(match.awayClubId, match.round),
      random,
    );
    match.homeGoals = played.homeGoals;
    match.awayGoals = played.awayGoals;
    events.push(...played.events);
  }
  return events;
}
