import { describe, expect, it } from 'vitest';
import { canReEdit, canUndo } from './remnant-list.logic';

describe('remnant list actions by status', () => {
  it.each([
    [0, false, true],
    [1, true, false],
    [2, true, false],
    [3, true, false],
    [4, false, true],
    [5, false, false],
    [6, false, false],
  ])('status %i: 撤销 %s, 重编辑 %s', (status, undo, reEdit) => {
    expect(canUndo(status)).toBe(undo);
    expect(canReEdit(status)).toBe(reEdit);
  });
});
