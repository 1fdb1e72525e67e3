export interface Cell {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in the events grid, like a spreadsheet: arrows one cell (stopping
 * at the edges), Enter one row down. Null: the key is not a move (the input keeps it).
 */
export function moveInGrid(from: Cell, key: string, rows: number, cols: number): Cell | null {
  const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(from.row - 1, rows), col: from.col };
    case 'ArrowDown':
    case 'Enter':
      return { row: clamp(from.row + 1, rows), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: clamp(from.col - 1, cols) };
    case 'ArrowRight':
      return { row: from.row, col: clamp(from.col + 1, cols) };
    case 'Home':
      return { row: from.row, col: 0 };
    case 'End':
      return { row: from.row, col: cols - 1 };
    default:
      return null;
  }
}
