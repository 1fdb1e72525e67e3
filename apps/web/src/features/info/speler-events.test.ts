import { describe, expect, it } from 'vitest';
import type { SpelerEventsRow } from '@clubelf/contract';
import { eventsTekst } from './speler-events';

const base: SpelerEventsRow = {
  playerId: 1,
  name: 'Jan',
  position: 'Aanvaller',
  side: 'home',
  played: true,
  basisplaats: true,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  points: 1,
};

describe('eventsTekst', () => {
  it('names the start and nothing else for a quiet match', () => {
    expect(eventsTekst(base)).toBe('basisplaats');
    expect(eventsTekst({ ...base, basisplaats: false })).toBe('invaller');
  });

  it('counts goals, penalties, assists and cards', () => {
    expect(eventsTekst({ ...base, goals: 2, penaltyGoals: 1, assists: 1, yellow: 1 })).toBe(
      'basisplaats, 2 doelpunten (1 uit penalty), assist, geel',
    );
    expect(eventsTekst({ ...base, yellow: 2, secondYellow: true })).toBe(
      'basisplaats, tweede geel (rood)',
    );
    expect(eventsTekst({ ...base, directRed: true, ownGoals: 1 })).toBe(
      'basisplaats, eigen doelpunt, rood',
    );
  });
});
