import { describe, expect, it } from 'vitest';
import type { Transfer } from './types';
import { defaultGameSettings } from './settings';
import { validateTransfers } from './selectie-transfers';
import { CLUBS, SPELERS, VALID_433 } from './testing/pool';

const settings = defaultGameSettings();
let nextId = 1;
const transfer = (playerOutId: number, playerInId: number, fromRound = 18): Transfer => ({
  id: nextId++,
  deelnemerId: 1,
  playerOutId,
  playerInId,
  fromRound,
});
const check = (transfers: Transfer[], initial = VALID_433) =>
  validateTransfers(initial, transfers, SPELERS, settings, CLUBS);

describe('valid transfers', () => {
  it('accepts swapping players of the same position', () => {
    expect(check([transfer(31, 35), transfer(33, 34)])).toEqual([]);
  });
  it('accepts 3 in one window and 3 more in a later one', () => {
    const first = [transfer(31, 35), transfer(12, 15), transfer(21, 25)];
    const later = [transfer(35, 31, 27), transfer(15, 12, 27), transfer(25, 21, 27)];
    expect(check([...first, ...later])).toEqual([]);
  });
});

describe('max-transfers per window', () => {
  it('refuses a fourth transfer from the same round', () => {
    const fouten = check([transfer(31, 35), transfer(12, 15), transfer(21, 25), transfer(33, 41)]);
    expect(fouten.map((f) => f.rule)).toEqual(['max-transfers']);
    expect(fouten[0]?.message).toBe(
      'Maximaal 3 transfers per transferperiode (nu 4 vanaf speelronde 18).',
    );
  });
});

describe('positie: same position in and out', () => {
  it('refuses a defender for an attacker', () => {
    const fouten = check([transfer(31, 15)]);
    expect(fouten[0]?.rule).toBe('positie');
    expect(fouten[0]?.message).toBe(
      'Een transfer ruilt een speler voor een speler van dezelfde positie: Speler 31 (Aanvaller) en Speler 15 (Verdediger).',
    );
  });
});

describe('uit and in', () => {
  it('refuses to transfer out a player who is not in the selection', () => {
    expect(check([transfer(34, 35)]).map((f) => f.rule)).toEqual(['uit']);
  });
  it('refuses to bring in a player who is already selected', () => {
    expect(check([transfer(31, 32)]).map((f) => f.rule)).toEqual(['in']);
  });
  it('refuses unknown players', () => {
    expect(check([transfer(31, 999)]).map((f) => f.rule)).toContain('onbekend');
  });
});

describe('the selection after the window must be valid', () => {
  it('refuses a fourth Ajax player brought in', () => {
    const initial = [1, 11, 12, 13, 14, 24, 22, 23, 31, 32, 33];
    const fouten = check([transfer(12, 15)], initial);
    expect(fouten.map((f) => f.rule)).toEqual(['club']);
    expect(fouten[0]?.message).toBe('Maximaal 3 spelers van één club: Ajax heeft er 4.');
  });
  it('refuses a nieuw player before his round, accepts him from it', () => {
    expect(check([transfer(33, 41, 10)]).map((f) => f.rule)).toEqual(['niet-beschikbaar']);
    expect(check([transfer(33, 41, 18)])).toEqual([]);
  });
  it('lets a vertrokken player stay while another is transferred', () => {
    const initial = [1, 11, 12, 13, 14, 21, 22, 23, 40, 32, 33];
    expect(check([transfer(21, 25)], initial)).toEqual([]);
  });
  it('accepts transferring a vertrokken player out', () => {
    const initial = [1, 11, 12, 13, 14, 21, 22, 23, 40, 32, 33];
    expect(check([transfer(40, 31)], initial)).toEqual([]);
  });
});
