import { describe, expect, it } from 'vitest';
import { parseLifetime } from './token-lifetime';

describe('parseLifetime', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect(parseLifetime('8h')).toBe(8 * 3600);
    expect(parseLifetime('30m')).toBe(1800);
    expect(parseLifetime('900s')).toBe(900);
    expect(parseLifetime(' 1d ')).toBe(86400);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '8', 'h', '0h', '-1h', '1.5h', '8 hours', '1w'])
      expect(parseLifetime(bad)).toBeNull();
  });
});
