import { describe, expect, it } from 'vitest';
import { aftellen, tikInterval, type Transferperiode } from './aftellen';

const periode = (sluitOp: string | null, isOpen = true): Transferperiode => ({
  id: 1,
  fromRound: 21,
  sluitOp,
  isOpen,
});

// The deadline reads as Amsterdam's wall clock whatever the zone the test (or phone) runs in,
// on both sides of the clock change; the time left is real time, not wall time.
describe('aftellen', () => {
  it('names an open window, its round, its deadline in winter time and the time left', () => {
    const now = Date.parse('2027-01-08T17:00:00Z');
    expect(aftellen(periode('2027-01-10T19:00:00.000Z'), now)).toEqual({
      titel: 'Transferperiode open',
      vanaf: 'Je wissels tellen vanaf speelronde 21.',
      sluitOp: 'zondag 10 januari om 20:00',
      resterend: 'nog 2 dagen en 2 uur',
    });
  });

  it('reads summer time after the clocks go forward (CEST, UTC+2)', () => {
    // 28 March 2027 02:00 CET became 03:00 CEST; 01:30 UTC is 03:30 in Amsterdam.
    const now = Date.parse('2027-03-27T23:30:00Z');
    expect(aftellen(periode('2027-03-28T01:30:00Z'), now)).toMatchObject({
      sluitOp: 'zondag 28 maart om 03:30',
      // 00:30 CET to 03:30 CEST on the wall, but two hours in real time.
      resterend: 'nog 2 uur',
    });
    expect(aftellen(periode('2027-03-27T23:30:00Z'), now - 60_000).sluitOp).toBe(
      'zondag 28 maart om 00:30',
    );
  });

  it('reads winter time again after the clocks go back (CET, UTC+1)', () => {
    // 31 October 2027 03:00 CEST became 02:00 CET: 00:30 UTC is 02:30 CEST, 01:30 UTC 02:30 CET.
    const now = Date.parse('2027-10-30T12:00:00Z');
    expect(aftellen(periode('2027-10-31T00:30:00Z'), now).sluitOp).toBe(
      'zondag 31 oktober om 02:30',
    );
    expect(aftellen(periode('2027-10-31T01:30:00Z'), now).sluitOp).toBe(
      'zondag 31 oktober om 02:30',
    );
  });

  it('says closed once the deadline has passed, and a next window without a deadline', () => {
    const now = Date.parse('2027-01-10T19:00:01Z');
    expect(aftellen(periode('2027-01-10T19:00:00.000Z'), now).resterend).toBe('gesloten');
    expect(aftellen(periode(null, false), now)).toEqual({
      titel: 'Volgende transferperiode',
      vanaf: 'Je wissels tellen vanaf speelronde 21.',
      sluitOp: null,
      resterend: null,
    });
  });
});

describe('tikInterval', () => {
  it('ticks every second in the last ten minutes, every 15 s before, and stops after', () => {
    const deadline = '2027-01-10T19:00:00.000Z';
    const at = Date.parse(deadline);
    expect(tikInterval(periode(deadline), at - 3_600_000)).toBe(15_000);
    expect(tikInterval(periode(deadline), at - 300_000)).toBe(1_000);
    expect(tikInterval(periode(deadline), at + 1)).toBe(0);
    expect(tikInterval(periode(null), at)).toBe(0);
  });
});
