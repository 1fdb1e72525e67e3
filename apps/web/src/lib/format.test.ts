import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatDate,
  formatEuro,
  formatNumber,
  formatOneDecimal,
  formatPercent,
  formatTime,
  formatWeekday,
} from './format';

describe('Dutch formatting', () => {
  it('writes dates as dd-MM-y and times as HH:mm', () => {
    expect(formatDate('2026-08-05T09:05:00')).toBe('05-08-2026');
    expect(formatTime('2026-08-05T09:05:00')).toBe('09:05');
    expect(formatTime('2026-08-05T20:45:00')).toBe('20:45');
    expect(formatWeekday('2026-08-05T09:05:00')).toBe('woensdag');
  });

  it('uses a decimal comma and one decimal for averages', () => {
    expect(formatOneDecimal(87.25)).toBe('87,3');
    expect(formatOneDecimal(90)).toBe('90,0');
    expect(formatOneDecimal(1234.56)).toBe('1.234,6');
  });

  it('writes whole numbers, percentages and euros the Dutch way', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(-3)).toBe('-3');
    expect(formatPercent(0.1234)).toBe('12,3%');
    expect(formatEuro(12.5)).toBe('€\u00a012,50');
  });

  it('starts the week on Monday', () => {
    expect(firstDayOfWeek()).toBe(1);
  });
});
