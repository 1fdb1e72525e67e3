import { describe, expect, it } from 'vitest';
import { easeOutElastic, scrollTarget } from './scroll';

describe('easeOutElastic', () => {
  it('starts at 0 and ends exactly at 1', () => {
    expect(easeOutElastic(0)).toBe(0);
    expect(easeOutElastic(1)).toBe(1);
    expect(easeOutElastic(-0.5)).toBe(0);
    expect(easeOutElastic(2)).toBe(1);
  });

  it('overshoots the target on the way, which makes it elastic', () => {
    const samples = Array.from({ length: 99 }, (_, i) => easeOutElastic((i + 1) / 100));
    expect(Math.max(...samples)).toBeGreaterThan(1);
    expect(samples.every((v) => v > 0 && v < 1.5)).toBe(true);
  });

  it('is close to the target well before the end (an ease-out)', () => {
    expect(Math.abs(easeOutElastic(0.5) - 1)).toBeLessThan(0.05);
  });
});

describe('scrollTarget', () => {
  it('puts the element 200 px below the top of the window', () => {
    expect(scrollTarget(1500, -200, 5000)).toBe(1300);
  });

  it('stays within the page', () => {
    expect(scrollTarget(100, -200, 5000)).toBe(0);
    expect(scrollTarget(4900, -200, 3000)).toBe(3000);
    expect(scrollTarget(400, -200, -10)).toBe(0);
  });
});
