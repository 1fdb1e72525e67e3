// Who plays for a club in one match: a keeper, a formation of starters and up to three
// substitutes. Better players start more often.
import type { Positie, Speler } from '@clubelf/engine';
import { isAvailable } from './clubs-and-players';
import { chance, pick, pickWeighted, type Random } from './random-tools';

export interface Lineup {
  starters: Speler[];
  substitutes: Speler[];
}

const MATCH_FORMATIONS = ['4-3-3', '4-4-2', '3-5-2', '4-5-1', '5-3-2', '3-4-3'];

/** A club mostly sticks to its own formation. */
export function clubFormation(random: Random): string {
  return pick(random, MATCH_FORMATIONS);
}

function byForm(players: Speler[], kwaliteit: Map<number, number>, random: Random): Speler[] {
  return players
    .map((speler) => ({ speler, form: (kwaliteit.get(speler.id) ?? 0.5) + random() * 0.5 }))
    .sort((a, b) => b.form - a.form)
    .map(({ speler }) => speler);
}

export function pickLineup(
  squad: readonly Speler[],
  round: number,
  preferredFormation: string,
  kwaliteit: Map<number, number>,
  random: Random,
): Lineup {
  const available = squad.filter((speler) => isAvailable(speler, round));
  const byPosition = (position: Positie) => available.filter((s) => s.position === position);
  const formation = chance(random, 0.8) ? preferredFormation : pick(random, MATCH_FORMATIONS);
  const [d, m, a] = formation.split('-').map(Number) as [number, number, number];
  const keepers = [...byPosition('Keeper')].sort(
    (x, y) => (kwaliteit.get(y.id) ?? 0) - (kwaliteit.get(x.id) ?? 0),
  );
  // The first-choice keeper plays nearly every match.
  const keeper = keepers.length > 1 && chance(random, 0.1) ? keepers[1] : keepers[0];
  if (!keeper) throw new Error(`club has no keeper available in round ${round}`);
  const starters: Speler[] = [keeper];
  const rest: Speler[] = [];
  for (const [position, count] of [
    ['Verdediger', d],
    ['Middenvelder', m],
    ['Aanvaller', a],
  ] as const) {
    const ranked = byForm(byPosition(position), kwaliteit, random);
    if (ranked.length < count) throw new Error(`club lacks a ${position} in round ${round}`);
    starters.push(...ranked.slice(0, count));
    rest.push(...ranked.slice(count));
  }
  const substituteCount = pickWeighted(random, [0, 1, 2, 3], (n) => [0.05, 0.1, 0.25, 0.6][n] ?? 0);
  const substitutes = byForm(rest, kwaliteit, random).slice(0, substituteCount);
  return { starters, substitutes };
}
