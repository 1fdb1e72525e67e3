// The round view's player search: an event almost always belongs to someone who played, and an
// organiser types the surname from the match report, so those who played and names with a word
// starting with the text come first. Without any name containing the text it falls back to the
// grid's search (the closest names for a typo).
import { normaliseName } from '@clubelf/contract/closest-names';
import { MAX_OPTIONS, searchPlayers, type Candidate, type PlayerSearch } from '../player-search';

export interface EventCandidate extends Candidate {
  club: string;
  /** Ticked as played in this match's draft. */
  played: boolean;
}

export function searchEventPlayers<C extends EventCandidate>(
  candidates: readonly C[],
  text: string,
): PlayerSearch<C> {
  const typed = normaliseName(text);
  if (typed === '') return { options: [], message: '' };
  const containing = candidates.filter((c) => normaliseName(c.name).includes(typed));
  if (containing.length === 0) return searchPlayers(candidates, text);
  const wordStart = (c: C) =>
    normaliseName(c.name)
      .split(' ')
      .some((w) => w.startsWith(typed));
  const rank = (c: C) =>
    (c.played ? 0 : 2) + (wordStart(c) || normaliseName(c.name).startsWith(typed) ? 0 : 1);
  const options = [...containing].sort((a, b) => rank(a) - rank(b)).slice(0, MAX_OPTIONS);
  const n = containing.length;
  return { options, message: `${n} ${n === 1 ? 'speler' : 'spelers'} gevonden` };
}
