// Which team names carry a person's name (issue 24): anonymising a person must not leave
// "Team Jansen" behind in the standings, the team pages and the link previews. A team name
// carries the name when it holds the whole name, or the first or last word of it (at least 3
// letters, as a word of its own), compared without case and diacritics.

/** Without diacritics, in lower case: 'Öztürk' and 'ozturk' compare equal. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

/** A name the site gave already ('Deelnemer 12', 'Aanmelder 3'): nothing of the person in it. */
const GIVEN_NAME = /^(Deelnemer|Aanmelder) \d+$/;

/** What of the person's names a team name may carry: each whole name, its first and last word. */
export function nameMarks(names: readonly string[]): { whole: string[]; words: string[] } {
  const own = names.filter((n) => !GIVEN_NAME.test(n.trim()));
  const words = own.flatMap((n) => {
    const all = wordsOf(n);
    return [all[0], all[all.length - 1]].filter(
      (w): w is string => w !== undefined && [...w].filter((c) => /\p{L}/u.test(c)).length >= 3,
    );
  });
  const whole = own.map(fold).filter((n) => n.length >= 3);
  return { whole: [...new Set(whole)], words: [...new Set(words)] };
}

export function carriesName(
  teamName: string,
  marks: { whole: readonly string[]; words: readonly string[] },
): boolean {
  const folded = fold(teamName);
  if (marks.whole.some((name) => folded.includes(name))) return true;
  const words = new Set(wordsOf(teamName));
  return marks.words.some((word) => words.has(word));
}

/** `wanted`, or with ' (2)', ' (3)', ... when a team of that name exists (case aside). */
export function freeName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(fold(name)); n += 1) name = `${wanted} (${n})`;
  taken.add(fold(name));
  return name;
}
