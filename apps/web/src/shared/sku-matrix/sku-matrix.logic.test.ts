import { describe, expect, it } from 'vitest';
import {
  cellKey,
  columnTotal,
  difference,
  fillByRatio,
  fillRow,
  fillRowByRatio,
  grandTotal,
  matrixRows,
  rowCommonValue,
  rowTotal,
} from './sku-matrix.logic';

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

describe('fillByRatio over the matrix', () => {
  const rows = matrixRows(['red', 'blue', 'black'], []);
  const ratios = [1, 2, 1];

  it('fills the rows with a total, each summing to it, and leaves the others', () => {
    const start = { [cellKey(rows[2]!, 'S')]: 9 };
    const result = fillByRatio(start, rows, sizes, { 'red|': 10, 'blue|': 0, 'black|': null }, ratios);
    expect('value' in result).toBe(true);
    const q = (result as { value: Record<string, number> }).value;
    expect(sizes.map((s) => q[cellKey(rows[0]!, s)])).toEqual([3, 5, 2]);
    expect(sizes.map((s) => q[cellKey(rows[1]!, s)])).toEqual([0, 0, 0]);
    expect(sizes.map((s) => q[cellKey(rows[2]!, s)])).toEqual([9, undefined, undefined]);
  });

  it('names the row whose total is refused, and the ratios when they are all 0', () => {
    expect(fillByRatio({}, rows, sizes, { 'blue|': 2.5 }, ratios)).toEqual({
      refusal: { problem: 'totalNotWhole', rowKey: 'blue|' },
    });
    expect(fillByRatio({}, rows, sizes, { 'red|': 3 }, [0, 0, 0])).toEqual({ refusal: { problem: 'allRatiosZero' } });
  });

  it('refuses a row whose existing sizes all weigh 0', () => {
    const onlyS = (_: unknown, s: string) => s === 'S';
    expect(fillByRatio({}, rows, sizes, { 'red|': 3 }, [0, 1, 1], onlyS)).toEqual({
      refusal: { problem: 'allRatiosZero', rowKey: 'red|' },
    });
  });
});

describe('row helpers', () => {
  const [row] = matrixRows(['red'], []);
  it('knows the number every size of a row shares (一手)', () => {
    expect(rowCommonValue(fillRow({}, row!, sizes, 4), row!, sizes)).toBe(4);
    expect(rowCommonValue({ [cellKey(row!, 'S')]: 4 }, row!, sizes)).toBeNull();
    expect(rowCommonValue({}, row!, sizes)).toBeNull();
  });
  it('takes the difference with blanks as 0', () => {
    expect(difference(110, 100)).toBe(10);
    expect(difference(undefined, 5)).toBe(-5);
    expect(difference(undefined, undefined)).toBe(0);
  });
});
