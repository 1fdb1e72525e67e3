// Which of the season's players the picker offers: search by name or club, one position.
import type { AanmeldSpeler } from '@clubelf/contract';
import { fold } from '../../lib/fold';
import { POSITIE_MEERVOUD, POSITIE_ORDER, selectieSummary } from '../../lib/selectie-summary';
import type { Positie } from '../../lib/selectie-summary';

export interface KandidaatFilter {
  text: string;
  /** '' for every position. */
  position: Positie | '';
}

export const GEEN_FILTER: KandidaatFilter = { text: '', position: '' };

/** The players not yet chosen that match the search (every word, in the name or the club). */
export function kandidaten(
  spelers: readonly AanmeldSpeler[],
  chosen: readonly number[],
  filter: KandidaatFilter,
): AanmeldSpeler[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  const taken = new Set(chosen);
  return spelers.filter(
    (s) =>
      !taken.has(s.id) &&
      (!filter.position || s.position === filter.position) &&
      words.every((w) => fold(`${s.name} ${s.clubName}`).includes(w)),
  );
}

/**
 * The running count and the formation so far: '3 van 11' and 'Keeper 1 · 2-1-0'
 * (defenders-midfielders-forwards, as the rules name a formation).
 */
export function voortgang(chosen: readonly Pick<AanmeldSpeler, 'position'>[], size: number) {
  const { counts, formation } = selectieSummary(chosen);
  return {
    count: `${chosen.length} van ${size}`,
    formation,
    keepers: counts.Keeper,
    perPositie: POSITIE_ORDER.map((p) => ({
      positie: p,
      label: POSITIE_MEERVOUD[p],
      n: counts[p],
    })),
  };
}
