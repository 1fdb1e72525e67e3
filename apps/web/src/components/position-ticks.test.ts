import { describe, expect, it } from 'vitest';
import { positionTicks } from './position-ticks';

describe('positionTicks', () => {
  it('steps in round numbers from 1 to the last position', () => {
    expect(positionTicks(250)).toEqual([1, 50, 100, 150, 200, 250]);
    expect(positionTicks(10_000)).toEqual([1, 2000, 4000, 6000, 8000, 10_000]);
  });

  it('keeps the last position and leaves out a step that would print over it', () => {
    expect(positionTicks(113)).toEqual([1, 50, 113]);
    expect(positionTicks(130)).toEqual([1, 50, 100, 130]);
  });

  it('shows every position of a small field', () => {
    expect(positionTicks(4)).toEqual([1, 2, 3, 4]);
    expect(positionTicks(1)).toEqual([1]);
    expect(positionTicks(0)).toEqual([1]);
  });
});
