import type { OrganiserSpeler } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { filterSpelers, NO_FILTER } from './speler-filter';

const speler = (
  id: number,
  name: string,
  clubId: number,
  position: OrganiserSpeler['position'],
  status: OrganiserSpeler['status'],
): OrganiserSpeler => ({
  id,
  name,
  clubId,
  clubName: `Club ${clubId}`,
  position,
  status,
  availableFromRound: null,
  departedFromRound: null,
  version: 1,
  selectedCount: 0,
  wedstrijdCount: 0,
});

const spelers = [
  speler(1, 'Thomas Müller', 1, 'Middenvelder', 'actief'),
  speler(2, 'Jan de Keeper', 2, 'Keeper', 'nieuw'),
  speler(3, 'Piet Muller', 2, 'Aanvaller', 'vertrokken'),
];

describe('filterSpelers', () => {
  it('keeps everyone without a filter', () => {
    expect(filterSpelers(spelers, NO_FILTER)).toHaveLength(3);
  });

  it('finds names without minding case or accents', () => {
    expect(filterSpelers(spelers, { ...NO_FILTER, text: 'MULLER' }).map((s) => s.id)).toEqual([
      1, 3,
    ]);
  });

  it('combines club, position and status', () => {
    expect(filterSpelers(spelers, { ...NO_FILTER, clubId: 2 }).map((s) => s.id)).toEqual([2, 3]);
    expect(
      filterSpelers(spelers, { ...NO_FILTER, clubId: 2, status: 'nieuw' }).map((s) => s.id),
    ).toEqual([2]);
    expect(filterSpelers(spelers, { ...NO_FILTER, position: 'Keeper', status: 'actief' })).toEqual(
      [],
    );
  });
});
