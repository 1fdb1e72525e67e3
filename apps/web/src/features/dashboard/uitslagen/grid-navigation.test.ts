import { describe, expect, it } from 'vitest';
import { moveInGrid } from './grid-navigation';

describe('moveInGrid', () => {
  const at = { row: 2, col: 3 };

  it('moves one cell with the arrows and down with Enter', () => {
    expect(moveInGrid(at, 'ArrowUp', 10, 8)).toEqual({ row: 1, col: 3 });
    expect(moveInGrid(at, 'ArrowDown', 10, 8)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid(at, 'Enter', 10, 8)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid(at, 'ArrowLeft', 10, 8)).toEqual({ row: 2, col: 2 });
    expect(moveInGrid(at, 'ArrowRight', 10, 8)).toEqual({ row: 2, col: 4 });
    expect(moveInGrid(at, 'Home', 10, 8)).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(at, 'End', 10, 8)).toEqual({ row: 2, col: 7 });
  });

  it('stops at the edges', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', 10, 8)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowLeft', 10, 8)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 9, col: 7 }, 'ArrowDown', 10, 8)).toEqual({ row: 9, col: 7 });
    expect(moveInGrid({ row: 9, col: 7 }, 'ArrowRight', 10, 8)).toEqual({ row: 9, col: 7 });
  });

  it('leaves other keys to the input', () => {
    for (const key of ['1', 'Tab', ' ', 'Backspace']) expect(moveInGrid(at, key, 10, 8)).toBeNull();
  });
});
