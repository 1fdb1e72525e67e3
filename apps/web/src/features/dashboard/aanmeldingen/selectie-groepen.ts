import type { OrganiserSpeler } from '@clubelf/contract';
import { POSITIE_MEERVOUD, POSITIE_ORDER, type Positie } from '../../../lib/selectie-summary';

export interface SelectieSpeler {
  id: number;
  name: string;
  clubName: string | null;
}

export interface SelectieGroep {
  /** The position's plural ('Verdedigers'), or 'Onbekend' for ids the league no longer has. */
  label: string;
  positie: Positie | null;
  spelers: SelectieSpeler[];
}

/**
 * The enrolment's 11 by position, keeper first, in the order picked within a position. A player
 * removed from the league since keeps a line of his own, so the 11 still add up.
 */
export function selectieGroepen(
  spelerIds: readonly number[],
  spelers: ReadonlyMap<number, Pick<OrganiserSpeler, 'name' | 'clubName' | 'position'>>,
): SelectieGroep[] {
  const groepen: SelectieGroep[] = POSITIE_ORDER.map((positie) => ({
    label: POSITIE_MEERVOUD[positie],
    positie,
    spelers: [],
  }));
  const onbekend: SelectieGroep = { label: 'Onbekend', positie: null, spelers: [] };
  for (const id of spelerIds) {
    const speler = spelers.get(id);
    if (!speler) {
      onbekend.spelers.push({ id, name: `Speler ${id} (bestaat niet meer)`, clubName: null });
      continue;
    }
    groepen[POSITIE_ORDER.indexOf(speler.position)]!.spelers.push({
      id,
      name: speler.name,
      clubName: speler.clubName,
    });
  }
  return [...groepen, onbekend].filter((g) => g.spelers.length > 0);
}
