import type { OrganiserSpeler } from '@clubelf/contract';
import { fold } from '../../../lib/fold';

export interface SpelerFilter {
  text: string;
  clubId: number | 0;
  position: string;
  status: string;
}

export const NO_FILTER: SpelerFilter = { text: '', clubId: 0, position: '', status: '' };

/** The players matching every filter that is set (empty = any). */
export function filterSpelers(
  spelers: readonly OrganiserSpeler[],
  filter: SpelerFilter,
): OrganiserSpeler[] {
  const text = fold(filter.text);
  return spelers.filter(
    (s) =>
      (!text || fold(s.name).includes(text)) &&
      (!filter.clubId || s.clubId === filter.clubId) &&
      (!filter.position || s.position === filter.position) &&
      (!filter.status || s.status === filter.status),
  );
}
