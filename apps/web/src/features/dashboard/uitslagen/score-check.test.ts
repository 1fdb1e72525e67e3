import { describe, expect, it } from 'vitest';
import { scoreCheck } from './score-check';

const clubs = { home: 'Ajax', away: 'PSV' };

describe('scoreCheck', () => {
  it('says nothing until both scores are typed', () => {
    expect(scoreCheck({ home: 2, away: null }, { home: 0, away: 0 }, clubs)).toEqual({
      kind: 'none',
    });
  });

  it('confirms goals that add up to the score', () => {
    expect(scoreCheck({ home: 2, away: 1 }, { home: 2, away: 1 }, clubs)).toEqual({
      kind: 'ok',
      text: 'De doelpunten bij de spelers kloppen met de uitslag 2 - 1.',
    });
  });

  it('warns about missing goals per club', () => {
    expect(scoreCheck({ home: 2, away: 1 }, { home: 1, away: 0 }, clubs)).toEqual({
      kind: 'short',
      text: 'Let op: de uitslag is 2 - 1, maar de doelpunten en eigen doelpunten bij de spelers maken 1 - 0: bij Ajax ontbreekt 1 doelpunt en bij PSV ontbreekt 1 doelpunt. Vul de makers in, of sla toch op als ze echt onbekend zijn.',
    });
    expect(scoreCheck({ home: 3, away: 0 }, { home: 1, away: 0 }, clubs)).toMatchObject({
      text: expect.stringContaining('bij Ajax ontbreken 2 doelpunten.') as unknown,
    });
  });

  it('refuses more goals than the score', () => {
    expect(scoreCheck({ home: 1, away: 1 }, { home: 3, away: 1 }, clubs)).toEqual({
      kind: 'over',
      text: 'Let op: de uitslag is 1 - 1, maar de doelpunten en eigen doelpunten bij de spelers maken 3 - 1: bij Ajax staan 2 doelpunten te veel. Zo kan de uitslag niet worden opgeslagen.',
    });
  });
});
