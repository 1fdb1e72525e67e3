/**
 * 'Seizoen 2026-2027' for a season named '2026-2027' as well as for one named 'Seizoen
 * 2026-2027': the word is not doubled.
 */
export const seasonTitle = (name: string): string =>
  /^seizoen\b/i.test(name.trim()) ? name.trim() : `Seizoen ${name.trim()}`;
