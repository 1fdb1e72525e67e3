import { describe, expect, it } from 'vitest';
import { periodeStatusTekst } from './periode-tekst';

describe('periodeStatusTekst', () => {
  it('follows the three states of a period', () => {
    expect(periodeStatusTekst({ isActive: false, isFinished: false, winner: null })).toBe(
      'Nog niet gespeeld',
    );
    expect(periodeStatusTekst({ isActive: true, isFinished: false, winner: null })).toBe(
      'Wordt gespeeld',
    );
    expect(periodeStatusTekst({ isActive: true, isFinished: true, winner: 'An & Bo' })).toBe(
      'An & Bo',
    );
  });
});
