import type { Club, Speler } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { createPlayerIndex, parsePlayerRef } from './player-lookup';

const clubs: Club[] = [
  { id: 1, name: 'FC Utrecht' },
  { id: 2, name: 'SC Heerenveen' },
];
const speler = (
  id: number,
  name: string,
  clubId: number,
  position: Speler['position'],
): Speler => ({
  id,
  name,
  clubId,
  position,
  status: 'actief',
  availableFromRound: null,
  departedFromRound: null,
});
const index = createPlayerIndex(
  [
    speler(1, 'Jan de Vries', 1, 'Verdediger'),
    speler(2, 'Jan de Vries', 2, 'Middenvelder'),
    speler(3, 'Mert Öztürk', 2, 'Aanvaller'),
    speler(4, 'Kees Smit', 1, 'Keeper'),
    speler(5, 'Kees Smit', 2, 'Keeper'),
    speler(6, 'Jan (Junior)', 1, 'Aanvaller'),
  ],
  clubs,
);
const found = (text: string, position?: Speler['position']) => {
  const result = index.find(text, position);
  return result.ok ? result.value.id : result.message;
};

describe('parsePlayerRef', () => {
  it('reads an optional club in brackets', () => {
    expect(parsePlayerRef('Jan de Vries (FC Utrecht)')).toEqual({
      name: 'Jan de Vries',
      club: 'FC Utrecht',
    });
    expect(parsePlayerRef(' Jan de Vries ')).toEqual({ name: 'Jan de Vries', club: null });
  });
});

describe('the player a cell names', () => {
  it('ignores case, accents and spaces', () => {
    expect(found('mert  ozturk')).toBe(3);
  });

  it('reads brackets that name no club as part of the name', () => {
    expect(found('Jan (Junior)')).toBe(6);
    expect(found('Jan (Junior) (FC Utrecht)')).toBe(6);
  });

  it('tells a shared name apart by club or by the column position', () => {
    expect(found('Jan de Vries (sc heerenveen)')).toBe(2);
    expect(found('Jan de Vries', 'Verdediger')).toBe(1);
    expect(found('Jan de Vries')).toBe(
      "meerdere spelers heten 'Jan de Vries' (FC Utrecht, SC Heerenveen): schrijf 'Jan de Vries (Club)'",
    );
    expect(found('Kees Smit', 'Keeper')).toBe(
      "meerdere spelers heten 'Kees Smit' (FC Utrecht, SC Heerenveen): schrijf 'Kees Smit (Club)'",
    );
  });

  it('says what is wrong otherwise', () => {
    expect(found('Piet Onbekend')).toBe("onbekende speler 'Piet Onbekend'");
    expect(found('Mert Oztrk')).toBe("onbekende speler 'Mert Oztrk': bedoel je Mert Öztürk?");
    expect(found('Jan de Vris')).toBe("onbekende speler 'Jan de Vris': bedoel je Jan de Vries?");
    expect(found('Jan de Vries (Ajax)')).toBe("onbekende club 'Ajax' bij 'Jan de Vries'");
    expect(found('Mert Öztürk (FC Utrecht)')).toBe(
      "er is geen speler 'Mert Öztürk' bij FC Utrecht",
    );
    expect(found('Mert Öztürk', 'Keeper')).toBe('Mert Öztürk is Aanvaller, geen Keeper');
  });
});
