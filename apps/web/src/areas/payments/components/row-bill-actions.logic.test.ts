import { describe, expect, it } from 'vitest';
import { rowActionFor } from './row-bill-actions.logic';

describe('rowActionFor', () => {
  it.each([
    [0, 'void'],
    [1, 'undo'],
    [2, null],
    [3, 'undoAntiReview'],
    [4, 'void'],
    [5, null],
    [6, null],
  ] as const)('status %i offers %s', (status, action) => {
    expect(rowActionFor(status)).toBe(action);
  });
});
