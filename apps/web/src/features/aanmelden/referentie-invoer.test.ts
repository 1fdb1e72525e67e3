import { describe, expect, it } from 'vitest';
import { referentieUitInvoer, statusLink } from './referentie-invoer';

describe('referentieUitInvoer', () => {
  it('reads a code in any case, with or without dash or spaces', () => {
    expect(referentieUitInvoer('k7qmx-2paz9')).toBe('K7QMX-2PAZ9');
    expect(referentieUitInvoer(' K7QMX2PAZ9 ')).toBe('K7QMX-2PAZ9');
    expect(referentieUitInvoer('k7qmx 2paz9')).toBe('K7QMX-2PAZ9');
  });

  it('refuses what cannot be a code', () => {
    expect(referentieUitInvoer('K7QMX-2PAZ')).toBeNull();
    // 0, O, 1, I and L are not in the alphabet.
    expect(referentieUitInvoer('K7QMX-2PAZ0')).toBeNull();
    expect(referentieUitInvoer('')).toBeNull();
  });
});

describe('statusLink', () => {
  it('puts the code in the address', () => {
    expect(statusLink('K7QMX-2PAZ9')).toBe('/aanmelden/status?code=K7QMX-2PAZ9');
  });
});
