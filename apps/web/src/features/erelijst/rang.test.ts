import { describe, expect, it } from 'vitest';
import { rangen } from './rang';

describe('rangen', () => {
  it('shares a position between equal values and skips the next', () => {
    expect(rangen([9, 7, 7, 5, 5, 5, 1], (n) => n)).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(rangen([3, 3], (n) => n)).toEqual([1, 1]);
    expect(rangen([], (n: number) => n)).toEqual([]);
  });
});
