import { describe, expect, it } from 'vitest';
import { dutchMoment, leagueLocal, leagueLocalToUtc } from './league-time';

describe('league time (Europe/Amsterdam)', () => {
  it('reads a winter and a summer wall-clock time into UTC and back', () => {
    expect(leagueLocalToUtc('2027-01-10T20:00')).toBe('2027-01-10T19:00:00.000Z');
    expect(leagueLocalToUtc('2026-08-15T20:00')).toBe('2026-08-15T18:00:00.000Z');
    expect(leagueLocal(new Date('2027-01-10T19:00:00.000Z'))).toBe('2027-01-10T20:00');
  });

  it('refuses the hour the clocks skip and takes the first of the hour they repeat', () => {
    expect(leagueLocalToUtc('2027-03-28T02:30')).toBeNull();
    expect(leagueLocalToUtc('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(leagueLocalToUtc('2027-02-30T12:00')).toBeNull();
  });

  it('names a moment in Dutch with its weekday', () => {
    expect(dutchMoment('2027-01-10T19:00:00.000Z')).toBe('zondag 10 januari 2027 20:00');
    expect(dutchMoment('2026-08-15T07:05:00.000Z')).toBe('zaterdag 15 augustus 2026 09:05');
  });
});
