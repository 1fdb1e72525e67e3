// How a season's name reads in a title and in a sentence, one rule for the server's messages and
// the web app's screens (a zod-free entry: the public bundle imports it).

const SAYS_SEIZOEN = /^seizoen\b/i;

/**
 * 'Seizoen 2026-2027' for a season named '2026-2027' as well as for one named 'Seizoen
 * 2026-2027' (the demo's): the word is never doubled ("Eredivisie 2026" -> "Seizoen Eredivisie
 * 2026").
 */
export function seasonLabel(name: string): string {
  const trimmed = name.trim();
  return SAYS_SEIZOEN.test(trimmed) ? trimmed : `Seizoen ${trimmed}`;
}

/** The same within a sentence: "je meldt je aan voor seizoen 2026-2027" or "... voor Seizoen 2026-2027". */
export function seasonInSentence(name: string): string {
  const trimmed = name.trim();
  return SAYS_SEIZOEN.test(trimmed) ? trimmed : `seizoen ${trimmed}`;
}
