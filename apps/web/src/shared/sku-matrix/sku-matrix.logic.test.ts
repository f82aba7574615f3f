import { describe, expect, it } from 'vitest';
import { cellKey, columnTotal, fillRow, fillRowByRatio, grandTotal, matrixRows, rowTotal } from './sku-matrix.logic';

const sizes = ['S', 'M', 'L'];

describe('sku matrix', () => {
  it('has one row per colour, or per colour × length', () => {
    expect(matrixRows(['red', 'blue'], []).map((r) => r.key)).toEqual(['red|', 'blue|']);
    expect(matrixRows(['red'], ['28', '30']).map((r) => [r.colorId, r.standardId])).toEqual([
      ['red', '28'],
      ['red', '30'],
    ]);
  });
  it('fills a row, and totals rows, columns and all', () => {
    const rows = matrixRows(['red', 'blue'], []);
    let q = fillRow({}, rows[0]!, sizes, 5);
    q = { ...q, [cellKey(rows[1]!, 'M')]: 2 };
    expect(rowTotal(q, rows[0]!, sizes)).toBe(15);
    expect(columnTotal(q, rows, 'M')).toBe(7);
    expect(grandTotal(q, rows, sizes)).toBe(17);
  });
  it('fills by ratio with the largest remainder, summing to the total', () => {
    const [row] = matrixRows(['red'], []);
    const q = fillRowByRatio({}, row!, sizes, 10, [1, 2, 0]);
    expect(sizes.map((s) => q[cellKey(row!, s)])).toEqual([3, 7, 0]);
    const q2 = fillRowByRatio({}, row!, sizes, 100, [1, 1, 1]);
    expect(sizes.map((s) => q2[cellKey(row!, s)])).toEqual([34, 33, 33]);
  });
});
