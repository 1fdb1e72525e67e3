import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
  });
  it('gives a different sequence for another seed', () => {
    expect(createRandom(1)()).not.toBe(createRandom(2)());
  });
  it('stays in [0, 1) and spreads over both halves', () => {
    const random = createRandom(7);
    let low = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      if (x < 0.5) low++;
    }
    expect(low).toBeGreaterThan(4_500);
    expect(low).toBeLessThan(5_500);
  });
});
