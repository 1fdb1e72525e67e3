export const MIN_SEARCH_LENGTH = 2;
export const MAX_SUGGESTIONS = 10;
export const SEARCH_DEBOUNCE_MS = 200;

export interface Zoekbaar {
  id: number;
  name: string;
  teamName: string;
}

/** What the box shows and what a search matches against (docs/spec.md section 5). */
export const keuzeLabel = (d: Pick<Zoekbaar, 'name' | 'teamName'>): string =>
  `${d.name} - ${d.teamName}`;

/** At most 10 participants whose 'name - teamName' contains the term, case-insensitively. */
export function zoekDeelnemers<T extends Zoekbaar>(deelnemers: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase('nl');
  if (needle.length < MIN_SEARCH_LENGTH) return [];
  const found: T[] = [];
  for (const d of deelnemers) {
    if (keuzeLabel(d).toLocaleLowerCase('nl').includes(needle)) {
      found.push(d);
      if (found.length === MAX_SUGGESTIONS) break;
    }
  }
  return found;
}
