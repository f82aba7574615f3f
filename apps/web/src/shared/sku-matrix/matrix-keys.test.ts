import { describe, expect, it } from 'vitest';
import { moveKeyOf, nextCell, type CellPos, type MoveKey } from './matrix-keys';

// 3 rows × (一手 + 3 sizes); the SKU of row 1, size 2 (col 2) does not exist.
const shape = { rows: 3, cols: 4 };
const isOpen = (p: CellPos) => !(p.row === 1 && p.col === 2);

describe('nextCell', () => {
  it.each<[CellPos, MoveKey, CellPos | null]>([
    [{ row: 0, col: 1 }, 'Enter', { row: 0, col: 2 }],
    [{ row: 0, col: 3 }, 'Enter', { row: 1, col: 1 }],
    [{ row: 1, col: 1 }, 'Enter', { row: 1, col: 3 }], // skips the missing SKU
    [{ row: 2, col: 3 }, 'Enter', null], // the last cell
    [{ row: 1, col: 1 }, 'ShiftEnter', { row: 0, col: 3 }],
    [{ row: 0, col: 0 }, 'Enter', { row: 1, col: 0 }], // 一手: down
    [{ row: 1, col: 0 }, 'ShiftEnter', { row: 0, col: 0 }],
    [{ row: 0, col: 2 }, 'ArrowDown', { row: 2, col: 2 }], // jumps over the missing SKU
    [{ row: 0, col: 2 }, 'ArrowUp', null],
    [{ row: 1, col: 3 }, 'ArrowLeft', { row: 1, col: 1 }],
    [{ row: 0, col: 1 }, 'ArrowLeft', { row: 0, col: 0 }],
    [{ row: 0, col: 3 }, 'ArrowRight', null],
  ])('from %j, %s goes to %j', (from, key, to) => {
    expect(nextCell(from, key, shape, isOpen)).toEqual(to);
  });
});

describe('moveKeyOf', () => {
  const input = (start: number, end: number, value = '25') => ({ selectionStart: start, selectionEnd: end, value });
  it('moves left and right only from the edge of the number or a selection', () => {
    expect(moveKeyOf({ key: 'ArrowLeft', shiftKey: false }, input(1, 1))).toBeNull();
    expect(moveKeyOf({ key: 'ArrowLeft', shiftKey: false }, input(0, 0))).toBe('ArrowLeft');
    expect(moveKeyOf({ key: 'ArrowRight', shiftKey: false }, input(1, 1))).toBeNull();
    expect(moveKeyOf({ key: 'ArrowRight', shiftKey: false }, input(2, 2))).toBe('ArrowRight');
    expect(moveKeyOf({ key: 'ArrowRight', shiftKey: false }, input(0, 2))).toBe('ArrowRight');
  });
  it('always moves with Enter and up / down, and leaves other keys', () => {
    expect(moveKeyOf({ key: 'Enter', shiftKey: true }, input(1, 1))).toBe('ShiftEnter');
    expect(moveKeyOf({ key: 'ArrowDown', shiftKey: false }, input(1, 1))).toBe('ArrowDown');
    expect(moveKeyOf({ key: '5', shiftKey: false }, input(1, 1))).toBeNull();
  });
});
