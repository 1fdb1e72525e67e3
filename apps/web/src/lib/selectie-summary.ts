// How far a selection of 11 is: the organiser's picker and the public enrolment form.
import { POSITIES } from '@clubelf/contract/constants';

export const POSITIE_ORDER = POSITIES;
export type Positie = (typeof POSITIE_ORDER)[number];

export const POSITIE_MEERVOUD: Record<Positie, string> = {
  Keeper: 'Keeper',
  Verdediger: 'Verdedigers',
  Middenvelder: 'Middenvelders',
  Aanvaller: 'Aanvallers',
};

/** How many of each position are chosen, and the formation they make ('4-4-2') with 1 keeper. */
export function selectieSummary(spelers: readonly { position: Positie }[]) {
  const counts: Record<Positie, number> = {
    Keeper: 0,
    Verdediger: 0,
    Middenvelder: 0,
    Aanvaller: 0,
  };
  for (const s of spelers) counts[s.position] += 1;
  const formation = `${counts.Verdediger}-${counts.Middenvelder}-${counts.Aanvaller}`;
  return { counts, formation, total: spelers.length };
}

/** 'Keeper 1 · Verdedigers 4 · Middenvelders 4 · Aanvallers 2 (4-4-2)' */
export function summaryText(spelers: readonly { position: Positie }[]): string {
  const { counts, formation, total } = selectieSummary(spelers);
  const parts = POSITIE_ORDER.map((p) => `${POSITIE_MEERVOUD[p]} ${counts[p]}`).join(' · ');
  return `${total} van 11 gekozen: ${parts}${total === 11 ? ` (${formation})` : ''}`;
}
