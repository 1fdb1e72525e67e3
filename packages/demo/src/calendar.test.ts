import { describe, expect, it } from 'vitest';
import { addDays, kickoffFor, SPEELRONDE_DATES } from './calendar';

const DAY = 24 * 60 * 60 * 1000;
const time = (isoDate: string) => Date.parse(`${isoDate}T00:00Z`);

describe('calendar', () => {
  it('has 34 Saturdays of season 2026-2027 in order', () => {
    expect(SPEELRONDE_DATES).toHaveLength(34);
    for (const date of SPEELRONDE_DATES) expect(new Date(time(date)).getUTCDay()).toBe(6);
    for (let i = 1; i < 34; i++)
      expect(time(SPEELRONDE_DATES[i]!)).toBeGreaterThan(time(SPEELRONDE_DATES[i - 1]!));
    expect(SPEELRONDE_DATES[0]!.startsWith('2026-08')).toBe(true);
    expect(SPEELRONDE_DATES[33]!.startsWith('2027-05')).toBe(true);
  });

  it('has a winter break of several weeks between round 17 and 18', () => {
    expect(
      (time(SPEELRONDE_DATES[17]!) - time(SPEELRONDE_DATES[16]!)) / DAY,
    ).toBeGreaterThanOrEqual(21);
  });

  it('gives kick-offs as local ISO date-times on Saturday or Sunday', () => {
    expect(kickoffFor(1, 0)).toBe('2026-08-15T16:30');
    expect(kickoffFor(17, 8)).toBe('2026-12-20T20:00');
    expect(() => kickoffFor(35, 0)).toThrow(RangeError);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});
