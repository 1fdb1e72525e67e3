// Which known names a mistyped one probably meant ('Ruben van der Lindn' → 'Ruben van der
// Linden'): shared by the server's import messages and the dashboard's player search, so both
// suggest the same names.

/** Case, accents and extra spaces do not count as a difference ('Öztürk' is 'ozturk'). */
export function normaliseName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Levenshtein distance: insertions, deletions and substitutions of one character each. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many typing mistakes still count as meaning a name: about one per four letters (at least
 * one), so 'Jan' does not suggest 'Kim' but a long name survives a couple of slips.
 */
export function allowedDistance(typed: string): number {
  return Math.max(1, Math.floor(normaliseName(typed).length / 4));
}

/**
 * The known names closest to `typed`, best first (equal distance: the given order), at most
 * `limit` and only those within `allowedDistance`. A name that is merely written differently
 * (case, accents, spaces) has distance 0. Duplicates are given once.
 */
export function closestNames(typed: string, names: readonly string[], limit = 3): string[] {
  const key = normaliseName(typed);
  if (key === '') return [];
  const max = allowedDistance(typed);
  const scored: { name: string; distance: number; order: number }[] = [];
  const seen = new Set<string>();
  names.forEach((name, order) => {
    if (seen.has(name)) return;
    seen.add(name);
    const other = normaliseName(name);
    // Lengths further apart than the allowance cannot be within it: skip the table.
    if (Math.abs(other.length - key.length) > max) return;
    const distance = editDistance(key, other);
    if (distance <= max) scored.push({ name, distance, order });
  });
  scored.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.name);
}

/** ' bedoel je A?' or ' bedoel je A of B?' (with a leading colon), or '' when nothing is close. */
export function didYouMean(typed: string, names: readonly string[], limit = 2): string {
  const close = closestNames(typed, names, limit);
  if (close.length === 0) return '';
  const list =
    close.length === 1 ? close[0]! : `${close.slice(0, -1).join(', ')} of ${close.at(-1)!}`;
  return `: bedoel je ${list}?`;
}
