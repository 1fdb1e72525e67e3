import { describe, expect, it } from 'vitest';
import { defaultGameSettings } from './settings';
import { selectieForRound, validateSelectie } from './selectie';
import { CLUBS, SPELERS, VALID_433 } from './testing/pool';

const settings = defaultGameSettings();
const check = (ids: number[], round = 1) => validateSelectie(ids, SPELERS, settings, round, CLUBS);
const rules = (ids: number[], round = 1) => check(ids, round).map((f) => f.rule);

describe('a valid selection', () => {
  it('has no errors', () => {
    expect(check(VALID_433)).toEqual([]);
  });
});

describe('aantal: exactly 11 players', () => {
  it('refuses 10 with the count in the message', () => {
    expect(check(VALID_433.slice(0, 10))[0]).toEqual({
      rule: 'aantal',
      message: 'Een selectie heeft precies 11 spelers (nu 10).',
    });
  });
});

describe('uniek: every player once', () => {
  it('names the doubled player', () => {
    const fouten = check([...VALID_433.slice(0, 10), 21]);
    expect(fouten.map((f) => f.rule)).toContain('uniek');
    expect(fouten.find((f) => f.rule === 'uniek')?.playerIds).toEqual([21]);
  });
});

describe('onbekend: only known players', () => {
  it('lists the unknown ids', () => {
    const fouten = check([...VALID_433.slice(0, 10), 999]);
    expect(fouten.find((f) => f.rule === 'onbekend')?.message).toBe(
      'Onbekende speler(s) in de selectie: 999.',
    );
  });
});

describe('keeper: exactly one', () => {
  it('refuses two keepers (and does not also complain about the formation)', () => {
    expect(rules([...VALID_433.slice(0, 10), 2])).toEqual(['keeper']);
    expect(check([...VALID_433.slice(0, 10), 2])[0]?.message).toBe(
      'Een selectie heeft precies 1 keeper (nu 2).',
    );
  });
  it('refuses none', () => {
    expect(rules([34, ...VALID_433.slice(1)])).toEqual(['keeper']);
  });
});

describe('formatie: an allowed D-M-A', () => {
  it('refuses 3-3-4', () => {
    const fouten = check([1, 11, 12, 13, 21, 22, 23, 31, 32, 33, 34]);
    expect(fouten).toEqual([
      {
        rule: 'formatie',
        message:
          'De opstelling 3-3-4 is niet toegestaan; kies uit 3-4-3, 3-5-2, 4-3-3, 4-4-2, 4-5-1, 5-3-2, 5-4-1.',
      },
    ]);
  });
  it('accepts 4-4-2', () => {
    expect(check([1, 11, 12, 13, 14, 21, 22, 23, 25, 31, 34])).toEqual([]);
  });
});

describe('club: at most 3 of one club', () => {
  it('refuses a fourth Ajax player, naming the club', () => {
    const fouten = check([1, 11, 15, 12, 14, 24, 22, 23, 31, 32, 33]);
    expect(fouten).toEqual([
      {
        rule: 'club',
        message: 'Maximaal 3 spelers van één club: Ajax heeft er 4.',
        playerIds: [1, 11, 15, 24],
      },
    ]);
  });
  it('falls back to the club id without a name map', () => {
    const fouten = validateSelectie(
      [1, 11, 15, 12, 14, 24, 22, 23, 31, 32, 33],
      SPELERS,
      settings,
      1,
    );
    expect(fouten[0]?.message).toBe('Maximaal 3 spelers van één club: club 1 heeft er 4.');
  });
  it('tolerates an existing excess when no player of that club is new (kept)', () => {
    const ids = [1, 11, 15, 12, 14, 24, 22, 23, 31, 32, 33];
    expect(validateSelectie(ids, SPELERS, settings, 1, CLUBS, { kept: new Set(ids) })).toEqual([]);
  });
});

describe('niet-beschikbaar: vertrokken never, nieuw from his round', () => {
  const withPlayer = (id: number) => [...VALID_433.slice(0, 10), id];
  it('refuses a vertrokken player', () => {
    expect(check(withPlayer(40))).toEqual([
      {
        rule: 'niet-beschikbaar',
        message: 'Speler 40 is vertrokken en kan niet meer gekozen worden.',
        playerIds: [40],
      },
    ]);
  });
  it('refuses a nieuw player before his round and accepts him from it', () => {
    expect(check(withPlayer(41), 17)[0]?.message).toBe(
      'Speler 41 is pas te kiezen vanaf speelronde 18.',
    );
    expect(check(withPlayer(41), 18)).toEqual([]);
  });
  it('lets a vertrokken player stay when he was already selected', () => {
    const ids = withPlayer(40);
    expect(validateSelectie(ids, SPELERS, settings, 20, CLUBS, { kept: new Set(ids) })).toEqual([]);
  });
});

describe('selectieForRound', () => {
  const transfers = [
    { id: 2, deelnemerId: 1, playerOutId: 33, playerInId: 34, fromRound: 18 },
    { id: 1, deelnemerId: 1, playerOutId: 31, playerInId: 35, fromRound: 18 },
    { id: 3, deelnemerId: 1, playerOutId: 34, playerInId: 41, fromRound: 20 },
  ];
  it('is the initial selection before the first transfer', () => {
    expect(selectieForRound(VALID_433, transfers, 17)).toEqual(VALID_433);
  });
  it('swaps players in place from their round on', () => {
    expect(selectieForRound(VALID_433, transfers, 18)).toEqual([
      1, 11, 12, 13, 14, 21, 22, 23, 35, 32, 34,
    ]);
    expect(selectieForRound(VALID_433, transfers, 34)).toEqual([
      1, 11, 12, 13, 14, 21, 22, 23, 35, 32, 41,
    ]);
  });
  it('ignores a transfer of a player not in the selection', () => {
    const bad = [{ id: 9, deelnemerId: 1, playerOutId: 99, playerInId: 41, fromRound: 1 }];
    expect(selectieForRound(VALID_433, bad, 5)).toEqual(VALID_433);
  });
});
