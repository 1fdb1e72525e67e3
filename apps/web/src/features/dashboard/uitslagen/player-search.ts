// The grid's 'Speler toevoegen' search: players whose name contains the typed text (case and
// accents ignored), or when none does, the closest names, so a typo still finds him.
import { closestNames, didYouMean, normaliseName } from '@clubelf/contract/closest-names';

export interface Candidate {
  playerId: number;
  name: string;
}

export interface PlayerSearch<C extends Candidate> {
  options: C[];
  /** Dutch, for the status line: empty while nothing is typed. */
  message: string;
}

export const MAX_OPTIONS = 8;

export function searchPlayers<C extends Candidate>(
  candidates: readonly C[],
  text: string,
): PlayerSearch<C> {
  const typed = normaliseName(text);
  if (typed === '') return { options: [], message: '' };
  const containing = candidates.filter((c) => normaliseName(c.name).includes(typed));
  if (containing.length > 0) {
    // Names starting with the text first: 'jan' finds Jan Smit before Stijn Jansen.
    const starts = (c: C) => (normaliseName(c.name).startsWith(typed) ? 0 : 1);
    const options = [...containing].sort((a, b) => starts(a) - starts(b)).slice(0, MAX_OPTIONS);
    const n = containing.length;
    return { options, message: `${n} ${n === 1 ? 'speler' : 'spelers'} gevonden` };
  }
  const names = candidates.map((c) => c.name);
  const close = closestNames(text, names, MAX_OPTIONS);
  const options = close.flatMap((name) => candidates.filter((c) => c.name === name));
  const hint = didYouMean(text.trim(), names);
  return {
    options,
    message: `Onbekende speler '${text.trim()}'${hint || ': geen speler van deze clubs lijkt erop.'}`,
  };
}
