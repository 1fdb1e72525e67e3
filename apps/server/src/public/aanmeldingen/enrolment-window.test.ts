import { describe, expect, it } from 'vitest';
import { closedReason, leagueToday } from './enrolment-window';

const open = { showAanmelding: true, isClosed: false, vanaf: null, tot: null };

describe('the enrolment window', () => {
  it('counts days in the league time zone', () => {
    // 23:30 UTC on 30 June is already 1 July in Amsterdam (summer time).
    expect(leagueToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(leagueToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('is open within the period, the bounds included, and on a missing side', () => {
    const period = { ...open, vanaf: '2026-07-01', tot: '2026-08-31' };
    expect(closedReason(period, '2026-07-01')).toBeNull();
    expect(closedReason(period, '2026-08-31')).toBeNull();
    expect(closedReason(open, '1999-01-01')).toBeNull();
    expect(closedReason({ ...open, tot: '2026-08-31' }, '2000-01-01')).toBeNull();
  });

  it('says why it is closed', () => {
    const period = { ...open, vanaf: '2026-07-01', tot: '2026-08-31' };
    expect(closedReason(period, '2026-06-30')).toBe(
      'De aanmelding is gesloten. Aanmelden kan vanaf 1 juli 2026.',
    );
    expect(closedReason(period, '2026-09-01')).toBe(
      'De aanmelding is gesloten. Aanmelden kon tot en met 31 augustus 2026.',
    );
    expect(closedReason({ ...open, showAanmelding: false }, '2026-07-15')).toBe(
      'De aanmelding is gesloten.',
    );
    expect(closedReason({ ...open, isClosed: true }, '2026-07-15')).toBe(
      'De aanmelding is gesloten.',
    );
    expect(closedReason(undefined, '2026-07-15')).toBe('De aanmelding is gesloten.');
  });
});
