import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { pickWeighted, poisson, randomInt, shuffleInPlace, WeightedPicker } from './random-tools';

describe('random tools', () => {
  it('randomInt stays within both bounds and reaches them', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(randomInt(random, 3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffleInPlace keeps every item', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffleInPlace(createRandom(2), [...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('WeightedPicker never picks a zero weight and follows the weights', () => {
    const picker = new WeightedPicker([1, 0, 3]);
    const random = createRandom(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[picker.pickIndex(random)]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.5);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.5);
  });

  it('WeightedPicker refuses weights that cannot be picked', () => {
    expect(() => new WeightedPicker([])).toThrow(RangeError);
    expect(() => new WeightedPicker([0, 0])).toThrow(RangeError);
    expect(() => new WeightedPicker([1, -1])).toThrow(RangeError);
  });

  it('pickWeighted picks only items with weight', () => {
    const random = createRandom(4);
    for (let i = 0; i < 200; i++) {
      expect(pickWeighted(random, ['a', 'b', 'c'], (x) => (x === 'b' ? 0 : 1))).not.toBe('b');
    }
  });

  it('poisson has about the asked mean', () => {
    const random = createRandom(5);
    let sum = 0;
    for (let i = 0; i < 5000; i++) sum += poisson(random, 1.5);
    expect(sum / 5000).toBeGreaterThan(1.4);
    expect(sum / 5000).toBeLessThan(1.6);
  });
});
