/**
 * Keyboard movement between the matrix's inputs, so a clerk types a whole matrix without the mouse.
 * Columns: 0 is the 一手 input, 1..n the sizes. Arrows move one open cell in their direction (skipping cells whose
 * SKU does not exist); Enter moves to the next size cell, left to right then the next row (from 一手: the next row's
 * 一手); Shift+Enter goes back the same way. Tab keeps the browser's order.
 */
export interface CellPos {
  row: number;
  col: number;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'ShiftEnter';

export function nextCell(
  from: CellPos,
  key: MoveKey,
  shape: { rows: number; cols: number },
  isOpen: (pos: CellPos) => boolean,
): CellPos | null {
  const step = (dr: number, dc: number): CellPos | null => {
    for (let row = from.row + dr, col = from.col + dc; row >= 0 && row < shape.rows && col >= 0 && col < shape.cols;) {
      if (isOpen({ row, col })) return { row, col };
      row += dr;
      col += dc;
    }
    return null;
  };
  switch (key) {
    case 'ArrowUp':
      return step(-1, 0);
    case 'ArrowDown':
      return step(1, 0);
    case 'ArrowLeft':
      return step(0, -1);
    case 'ArrowRight':
      return step(0, 1);
    case 'Enter':
      return from.col === 0 ? step(1, 0) : readingOrder(from, 1, shape, isOpen);
    case 'ShiftEnter':
      return from.col === 0 ? step(-1, 0) : readingOrder(from, -1, shape, isOpen);
  }
}

/** The next (or previous) open size cell in reading order, across rows; the 一手 column is skipped. */
function readingOrder(
  from: CellPos,
  dir: 1 | -1,
  shape: { rows: number; cols: number },
  isOpen: (pos: CellPos) => boolean,
): CellPos | null {
  const sizes = shape.cols - 1;
  for (let i = from.row * sizes + (from.col - 1) + dir; i >= 0 && i < shape.rows * sizes; i += dir) {
    const pos = { row: Math.floor(i / sizes), col: (i % sizes) + 1 };
    if (isOpen(pos)) return pos;
  }
  return null;
}

/** The key as a move, or null when the input should keep it (a caret inside the number for left and right). */
export function moveKeyOf(
  e: { key: string; shiftKey: boolean },
  input: { selectionStart: number | null; selectionEnd: number | null; value: string },
): MoveKey | null {
  if (e.key === 'Enter') return e.shiftKey ? 'ShiftEnter' : 'Enter';
  if (e.key === 'ArrowUp' || e.key === 'ArrowDown') return e.key;
  const selected = input.selectionStart !== input.selectionEnd;
  if (e.key === 'ArrowLeft') return selected || input.selectionStart === 0 ? 'ArrowLeft' : null;
  if (e.key === 'ArrowRight') return selected || input.selectionEnd === input.value.length ? 'ArrowRight' : null;
  return null;
}
