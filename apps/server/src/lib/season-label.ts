/**
 * "Seizoen 2026-2027" in a sentence: the name as it is when it already says seizoen (the demo's
 * "Seizoen 2026-2027"), else with the word in front ("Eredivisie 2026" -> "Seizoen Eredivisie
 * 2026"), so no message reads "Seizoen Seizoen ...".
 */
export function seasonLabel(name: string): string {
  return /^seizoen\b/i.test(name.trim()) ? name.trim() : `Seizoen ${name.trim()}`;
}
