import { describe, expect, it } from 'vitest';
import { cellOf, linesOf } from './cut-lines';

describe('the cut as typed', () => {
  it('reads blanks as nothing cut and whole numbers as pieces, keeping the table order', () => {
    expect(linesOf(['a', 'b', 'c'], { a: '2', b: '', c: ' 10 ' })).toEqual([
      { goodsSkuId: 'a', num: 2 },
      { goodsSkuId: 'c', num: 10 },
    ]);
  });

  it('never turns a wrong cell into a number', () => {
    for (const text of ['abc', '1.5', '-1', '0', '01', '1e3', '10000']) expect(cellOf(text).isWrong).toBe(true);
    expect(linesOf(['a'], { a: '1.5' })).toBeNull();
  });
});
