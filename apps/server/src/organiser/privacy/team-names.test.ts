import { describe, expect, it } from 'vitest';
import { carriesName, freeName, nameMarks } from './team-names';

describe('a team name that carries a person name', () => {
  const marks = nameMarks(['Kenan Öztürk', 'Jan de Vries', 'Deelnemer 12']);

  it('is found by the whole name, the first or the last word, case and diacritics aside', () => {
    expect(carriesName('Team Kenan Öztürk', marks)).toBe(true);
    expect(carriesName('FC OZTURK', marks)).toBe(true);
    expect(carriesName("Kenan's Elf", marks)).toBe(true);
    expect(carriesName('De Vries Boys', marks)).toBe(true);
  });

  it('is not a word that merely contains it, a short word, or the name the site gave', () => {
    expect(carriesName('Jansen United', marks)).toBe(false);
    expect(carriesName('De Gouden Bal', marks)).toBe(false);
    expect(carriesName('Team Deelnemer 12', marks)).toBe(false);
  });

  it('gets a free name when the neutral one is taken', () => {
    const taken = new Set(['team deelnemer 12']);
    expect(freeName('Team Deelnemer 12', taken)).toBe('Team Deelnemer 12 (2)');
    expect(freeName('Team Deelnemer 12', taken)).toBe('Team Deelnemer 12 (3)');
  });
});
