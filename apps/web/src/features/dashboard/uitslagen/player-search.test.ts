import { describe, expect, it } from 'vitest';
import { searchPlayers } from './player-search';

const spelers = [
  { playerId: 1, name: 'Stijn Jansen' },
  { playerId: 2, name: 'Jan Smit' },
  { playerId: 3, name: 'Ruben van der Linden' },
  { playerId: 4, name: 'Mert Öztürk' },
];
const ids = (text: string) => searchPlayers(spelers, text).options.map((o) => o.playerId);

describe('searchPlayers', () => {
  it('finds names containing the text, those starting with it first', () => {
    expect(ids('jan')).toEqual([2, 1]);
    expect(ids('ozt')).toEqual([4]);
    expect(searchPlayers(spelers, 'jan').message).toBe('2 spelers gevonden');
    expect(searchPlayers(spelers, '  ')).toEqual({ options: [], message: '' });
  });

  it('suggests the closest name for a typo', () => {
    expect(searchPlayers(spelers, 'Ruben van der Lindn')).toEqual({
      options: [spelers[2]],
      message: "Onbekende speler 'Ruben van der Lindn': bedoel je Ruben van der Linden?",
    });
    expect(searchPlayers(spelers, 'Piet Onbekend')).toEqual({
      options: [],
      message: "Onbekende speler 'Piet Onbekend': geen speler van deze clubs lijkt erop.",
    });
  });
});
