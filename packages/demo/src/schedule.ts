// Double round-robin by the circle method: the first half pairs every club once, the second
// half repeats it with home and away swapped.
import type { Club, Wedstrijd } from '@clubelf/engine';
import { kickoffFor, KICKOFF_SLOTS } from './calendar';
import { shuffleInPlace, type Random } from './random-tools';

interface Pairing {
  home: number;
  away: number;
}

/** Rounds of one half: clubCount - 1 rounds of clubCount / 2 pairings. */
export function circleRounds(clubIds: readonly number[]): Pairing[][] {
  if (clubIds.length < 2 || clubIds.length % 2 !== 0) {
    throw new RangeError('the circle method needs an even number of clubs');
  }
  const [fixed, ...rotating] = clubIds as [number, ...number[]];
  const n = clubIds.length;
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const circle = [fixed, ...rotating.slice(r), ...rotating.slice(0, r)];
    const pairings: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i] as number;
      const b = circle[n - 1 - i] as number;
      // Alternate home and away so no club plays many home games in a row.
      const aAtHome = i === 0 ? r % 2 === 0 : (i + r) % 2 === 0;
      pairings.push(aAtHome ? { home: a, away: b } : { home: b, away: a });
    }
    rounds.push(pairings);
  }
  return rounds;
}

/** All matches of the season without results, ids from 1 in round order. */
export function createSchedule(clubs: readonly Club[], random: Random): Wedstrijd[] {
  const order = shuffleInPlace(
    random,
    clubs.map((club) => club.id),
  );
  const firstHalf = circleRounds(order);
  const secondHalf = firstHalf.map((pairings) =>
    pairings.map(({ home, away }) => ({ home: away, away: home })),
  );
  const wedstrijden: Wedstrijd[] = [];
  [...firstHalf, ...secondHalf].forEach((pairings, index) => {
    const round = index + 1;
    if (pairings.length > KICKOFF_SLOTS.length) throw new RangeError('more matches than slots');
    // Shuffled so that no club always has the first kick-off of the weekend.
    shuffleInPlace(random, [...pairings]).forEach(({ home, away }, slot) => {
      wedstrijden.push({
        id: wedstrijden.length + 1,
        round,
        homeClubId: home,
        awayClubId: away,
        homeGoals: null,
        awayGoals: null,
        kickoff: kickoffFor(round, slot),
      });
    });
  });
  return wedstrijden;
}
