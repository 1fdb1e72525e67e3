/**
 * A season's name in a sentence: 'Seizoen 2026-2027' whether the organiser named it '2026-2027'
 * or 'Seizoen 2026-2027' (never 'Seizoen Seizoen 2026-2027').
 */
export function seizoenNaam(name: string): string {
  const trimmed = name.trim();
  return /^seizoen\b/i.test(trimmed) ? trimmed : `Seizoen ${trimmed}`;
}
