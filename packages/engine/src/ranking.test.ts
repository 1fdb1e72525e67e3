import { describe, expect, it } from 'vitest';
import {
  denseRanks,
  orderByPosition,
  rankShared,
  sharedPositions,
  sharedPositionsByKeys,
} from './ranking';
import { nameOrder } from './name-order';

describe('sharedPositions: equal scores share a position, the next one skips', () => {
  it('ranks 50, 40, 40, 30 as 1, 2, 2, 4', () => {
    expect(Array.from(sharedPositions([40, 50, 30, 40]))).toEqual([2, 1, 4, 2]);
  });
  it('ranks ascending (fewest first) when asked', () => {
    expect(Array.from(sharedPositions([3, 0, 3, 1], 'asc'))).toEqual([3, 1, 3, 2]);
  });
  it('gives everyone position 1 when all are equal', () => {
    expect(Array.from(sharedPositions([0, 0, 0]))).toEqual([1, 1, 1]);
  });
  it('handles negative and fractional scores (sort path)', () => {
    expect(Array.from(sharedPositions([-1.5, 2.25, -1.5, 10]))).toEqual([3, 2, 3, 1]);
  });
  it('handles integers spread far apart (sort path)', () => {
    expect(Array.from(sharedPositions([1_000_000, -1_000_000, 0, 0]))).toEqual([1, 4, 2, 2]);
  });
  it('returns nothing for no rows', () => {
    expect(sharedPositions([]).length).toBe(0);
  });
});

describe('denseRanks and several keys', () => {
  it('numbers distinct values from the best', () => {
    expect(Array.from(denseRanks([5, 9, 5, 1]))).toEqual([1, 0, 1, 2]);
    expect(Array.from(denseRanks([5, 9, 5, 1], 'asc'))).toEqual([1, 2, 1, 0]);
  });
  it('breaks ties of the first key with the second; shares only when both are equal', () => {
    // card points ascending, then total descending
    const cards = [2, 0, 2, 2];
    const totals = [10, 5, 20, 10];
    expect(
      Array.from(
        sharedPositionsByKeys([
          { values: cards, order: 'asc' },
          { values: totals, order: 'desc' },
        ]),
      ),
    ).toEqual([3, 1, 2, 3]);
  });
});

describe('orderByPosition: by position, then the name order', () => {
  it('orders by position, then by the name order', () => {
    const names = ['Piet', 'Anna', 'Kees', 'Bram'];
    const positions = sharedPositions([10, 20, 20, 5]);
    expect(
      Array.from(orderByPosition(positions, nameOrder(names, [1, 2, 3, 4])), (i) => names[i]),
    ).toEqual(['Anna', 'Kees', 'Piet', 'Bram']);
  });
  it('orders a subset of the rows', () => {
    const positions = Int32Array.from([2, 1, 3]);
    expect(Array.from(orderByPosition(positions, Int32Array.from([2, 0])))).toEqual([0, 2]);
  });
});

describe('rankShared for object lists', () => {
  it('ranks teams on average, ties by name', () => {
    const teams = [
      { id: 1, name: 'Zuidtribune', avg: 50.5 },
      { id: 2, name: 'De Vrienden', avg: 60 },
      { id: 3, name: 'Abe en co', avg: 50.5 },
    ];
    const ranked = rankShared(
      teams,
      [{ value: (t) => t.avg, order: 'desc' }],
      (t) => t.name,
      (t) => t.id,
    );
    expect(ranked.map((r) => [r.position, r.row.name])).toEqual([
      [1, 'De Vrienden'],
      [2, 'Abe en co'],
      [2, 'Zuidtribune'],
    ]);
  });
});
