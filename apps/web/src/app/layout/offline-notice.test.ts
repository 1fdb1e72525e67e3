import { describe, expect, it } from 'vitest';
import { standTijd } from './offline-notice';

describe('standTijd', () => {
  it('is the time alone today, with the day and date on another day', () => {
    const at = new Date(2026, 10, 24, 9, 5).getTime();
    expect(standTijd(at, new Date(2026, 10, 24, 18, 0).getTime())).toBe('09:05');
    expect(standTijd(at, new Date(2026, 10, 25, 8, 0).getTime())).toBe('dinsdag 24-11-2026 09:05');
  });
});
