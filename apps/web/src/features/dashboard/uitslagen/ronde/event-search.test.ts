import { describe, expect, it } from 'vitest';
import { searchEventPlayers } from './event-search';

const spelers = [
  { playerId: 1, name: 'Bas Bakker', club: 'A', played: false },
  { playerId: 2, name: 'Jan Bakker', club: 'A', played: true },
  { playerId: 3, name: 'Stijn Abak', club: 'B', played: true },
  { playerId: 4, name: 'Kees de Boer', club: 'B', played: true },
];
const ids = (text: string) => searchEventPlayers(spelers, text).options.map((o) => o.playerId);

describe('searchEventPlayers', () => {
  it('puts who played first, then a word starting with the text before one containing it', () => {
    expect(ids('bak')).toEqual([2, 3, 1]);
    expect(ids('ba')).toEqual([2, 3, 1]);
    expect(ids('boer')).toEqual([4]);
    expect(searchEventPlayers(spelers, 'bak').message).toBe('3 spelers gevonden');
  });

  it('finds a surname of more words by any of them, accents ignored', () => {
    expect(ids('de b')).toEqual([4]);
    expect(ids('BÖER')).toEqual([4]);
  });

  it('suggests the closest names for a typo, as the grid does', () => {
    const { options, message } = searchEventPlayers(spelers, 'Jan Bakkr');
    expect(options[0]?.playerId).toBe(2);
    expect(message).toMatch(/^Onbekende speler 'Jan Bakkr'/);
    expect(searchEventPlayers(spelers, ' ')).toEqual({ options: [], message: '' });
  });
});
