import type { AanmeldSpeler } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { GEEN_FILTER, kandidaten, voortgang } from './kandidaten';

const speler = (
  id: number,
  name: string,
  clubName: string,
  position: AanmeldSpeler['position'],
): AanmeldSpeler => ({ id, name, clubId: id * 10, clubName, position });

const SPELERS = [
  speler(1, 'Jürgen Müller', 'Go Ahead Eagles', 'Keeper'),
  speler(2, 'Piet de Vries', 'Ajax', 'Verdediger'),
  speler(3, 'Kees Eagles', 'PSV', 'Aanvaller'),
  speler(4, 'Sem Bakker', 'Ajax', 'Aanvaller'),
];

const ids = (list: AanmeldSpeler[]) => list.map((s) => s.id);

describe('kandidaten', () => {
  it('finds players by name or club, accents and case aside', () => {
    expect(ids(kandidaten(SPELERS, [], { ...GEEN_FILTER, text: 'muller' }))).toEqual([1]);
    expect(ids(kandidaten(SPELERS, [], { ...GEEN_FILTER, text: 'eagles' }))).toEqual([1, 3]);
    expect(ids(kandidaten(SPELERS, [], { ...GEEN_FILTER, text: 'ajax sem' }))).toEqual([4]);
  });

  it('filters by position and leaves out who is chosen', () => {
    expect(ids(kandidaten(SPELERS, [4], { text: '', position: 'Aanvaller' }))).toEqual([3]);
    expect(ids(kandidaten(SPELERS, [1, 2], GEEN_FILTER))).toEqual([3, 4]);
  });
});

describe('voortgang', () => {
  it('counts the chosen and gives the formation so far', () => {
    const v = voortgang([SPELERS[0]!, SPELERS[1]!, SPELERS[2]!], 11);
    expect(v.count).toBe('3 van 11');
    expect(v.formation).toBe('1-0-1');
    expect(v.keepers).toBe(1);
    expect(v.perPositie.map((p) => p.n)).toEqual([1, 1, 0, 1]);
  });
});
