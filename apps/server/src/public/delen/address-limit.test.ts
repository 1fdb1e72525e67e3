import { describe, expect, it } from 'vitest';
import { AddressLimit } from './address-limit';

describe('AddressLimit', () => {
  it('allows max per address and window, then says how long to wait', () => {
    let now = 1_000_000;
    const limit = new AddressLimit(2, 60_000, () => now);
    expect(limit.take('192.0.2.1')).toBe(0);
    expect(limit.take('192.0.2.1')).toBe(0);
    now += 15_000;
    expect(limit.take('192.0.2.1')).toBe(45);
    // Another address has its own count.
    expect(limit.take('192.0.2.2')).toBe(0);
    now += 45_000;
    expect(limit.take('192.0.2.1')).toBe(0);
  });
});
