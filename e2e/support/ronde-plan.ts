// A realistic round of results for the counting specs: per match a score, its scorers (one a
// penalty), most goals with an assist, a few yellow cards and now and then a substitute from the
// previous line-up who did not come on. Drawn from the previous line-ups, so every name is one
// the organiser would find in the match report.
import type { Uitslag, UitslagSpeler } from '@clubelf/contract';

export type PlannedKind = 'goal' | 'penalty' | 'assist' | 'yellow';

export interface PlannedEvent {
  kind: PlannedKind;
  speler: UitslagSpeler;
}

export interface MatchPlan {
  uitslag: Uitslag;
  home: number;
  away: number;
  events: PlannedEvent[];
  /** A substitute of the previous line-up who stayed on the bench this time, or null. */
  benched: UitslagSpeler | null;
}

// 24 goals in 9 matches (2.7 a match, about the Eredivisie's), 13 yellow cards.
const SCORES: readonly [number, number][] = [
  [2, 1],
  [1, 1],
  [3, 0],
  [0, 2],
  [2, 2],
  [1, 0],
  [3, 1],
  [0, 0],
  [2, 1],
];
const YELLOWS = [2, 1, 2, 1, 2, 1, 2, 0, 2];

export function planMatch(uitslag: Uitslag, index: number): MatchPlan {
  const [home, away] = SCORES[index % SCORES.length]!;
  const named = (id: number) => uitslag.spelers.find((s) => s.playerId === id)!;
  const lineUp = (side: 'home' | 'away') => uitslag.vorigeOpstelling[side]?.spelers ?? [];
  // Field players who started last time, strikers first: they score; the rest assist and get booked.
  const starters = (side: 'home' | 'away') =>
    lineUp(side)
      .filter((s) => s.basisplaats)
      .map((s) => named(s.playerId))
      .filter((s) => s.position !== 'Keeper')
      .sort((a, b) => rank(a) - rank(b));
  const events: PlannedEvent[] = [];
  for (const side of ['home', 'away'] as const) {
    const goals = side === 'home' ? home : away;
    const players = starters(side);
    for (let g = 0; g < goals; g++) {
      const kind = index === 2 && side === 'home' && g === 0 ? 'penalty' : 'goal';
      events.push({ kind, speler: players[g % 3]! });
      // Two of three goals with an assist, from the midfield.
      if (g % 3 !== 2) events.push({ kind: 'assist', speler: players[3 + (g % 3)]! });
    }
  }
  for (let y = 0; y < YELLOWS[index % YELLOWS.length]!; y++) {
    const side = y % 2 === 0 ? 'away' : 'home';
    events.push({ kind: 'yellow', speler: starters(side).at(-1 - Math.floor(y / 2))! });
  }
  // Every third match a substitute of last time stayed on the bench.
  const subs = lineUp('home').filter((s) => !s.basisplaats);
  const benched = index % 3 === 0 && subs.length > 0 ? named(subs.at(-1)!.playerId) : null;
  return { uitslag, home, away, events, benched };
}

const rank = (s: UitslagSpeler) =>
  ({ Aanvaller: 0, Middenvelder: 1, Verdediger: 2, Keeper: 3 })[s.position];

/** What the public round should show for a player after the plan is saved. */
export function expectedEvents(plan: MatchPlan, playerId: number) {
  const mine = plan.events.filter((e) => e.speler.playerId === playerId);
  const count = (...kinds: PlannedKind[]) => mine.filter((e) => kinds.includes(e.kind)).length;
  return {
    goals: count('goal', 'penalty'),
    penaltyGoals: count('penalty'),
    assists: count('assist'),
    yellow: Math.min(count('yellow'), 1),
  };
}

/** His surname, of which the organiser types as much as it takes to find him. */
export const searchText = (s: UitslagSpeler): string => s.name.split(' ').at(-1)!;
