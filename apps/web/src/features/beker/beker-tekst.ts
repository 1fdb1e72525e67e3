import type { BekerRondeSummary } from '@clubelf/contract';

/** The sentence of docs/spec.md section 4: draw not known, draw known, or played. */
export function bekerStandTekst(ronde: BekerRondeSummary | null): string {
  if (!ronde) return 'De loting van de voorronde is nog niet bekend.';
  const naam = ronde.name.toLocaleLowerCase('nl');
  return ronde.isFinished ? `De ${naam} is gespeeld.` : `De loting van de ${naam} is bekend.`;
}
