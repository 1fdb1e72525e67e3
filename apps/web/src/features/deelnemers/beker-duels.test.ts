import type { DeelnemerBekerDuel } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { duelUitkomst } from './beker-duels';

const base: DeelnemerBekerDuel = {
  bekerRondeId: 1,
  rondeName: 'Voorronde',
  speelronde: 5,
  opponent: { id: 2, name: 'Piet', teamName: 'De Tribune' },
  ownScore: 40,
  opponentScore: 30,
  ownTotal: 200,
  opponentTotal: 180,
  through: true,
  decidedBy: 'score',
};

describe('duelUitkomst', () => {
  it('names who went through, and how when it was not the round score', () => {
    expect(duelUitkomst(base)).toBe('door');
    expect(duelUitkomst({ ...base, through: false })).toBe('uitgeschakeld');
    expect(duelUitkomst({ ...base, through: false, decidedBy: 'totaal' })).toBe(
      'uitgeschakeld (op totaalscore)',
    );
    expect(duelUitkomst({ ...base, decidedBy: 'loting' })).toBe('door (na loting)');
  });

  it('an unplayed duel is still to be played; a bye is named as one', () => {
    const open = { ...base, ownScore: null, opponentScore: null, through: null, decidedBy: null };
    expect(duelUitkomst(open)).toBe('nog te spelen');
    expect(duelUitkomst({ ...open, opponent: null })).toBe('vrijgeloot');
    expect(duelUitkomst({ ...open, opponent: null, through: true })).toBe('vrijgeloot, door');
  });
});
