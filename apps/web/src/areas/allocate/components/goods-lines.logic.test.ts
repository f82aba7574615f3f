import type { GoodsSku } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { skuKeyOfGoodsSku } from '../../../shared/sku-matrix';
import { blockShortfalls, blocksOfLines, firstBadCell, goodsLinesOf, pieceTotals, type GoodsBlock } from './goods-lines.logic';

const sku = (id: string, color: string, size: string): GoodsSku => ({
  id,
  color_id: `c-${color}`,
  color_name: color,
  color_no_name: '',
  style_id: 'st',
  size_id: `z-${size}`,
  size_value: size,
  standard_id: null,
  standard_value: null,
});
const skus = [sku('1', '红', 'S'), sku('2', '红', 'M'), sku('3', '蓝', 'S')];
const block = (q: number[]): GoodsBlock => ({
  styleId: 'st',
  label: 'FY-1',
  skus,
  quantities: Object.fromEntries(skus.map((s, i) => [skuKeyOfGoodsSku(s), q[i]!])),
});

describe('goods transfer lines', () => {
  it('sends the cells above 0 in SKU order and counts pieces per style and in all', () => {
    const b = block([12, 0, 5]);
    expect(goodsLinesOf([b])).toEqual([
      { skuId: '1', quantity: '12' },
      { skuId: '3', quantity: '5' },
    ]);
    expect(pieceTotals([b, block([1, 1, 1])])).toEqual({ perStyle: [17, 3], pieces: 20 });
  });

  it('names the first cell that is not a whole number ≥ 0', () => {
    expect(firstBadCell([block([1, 2, 3])])).toBeNull();
    expect(firstBadCell([block([1, 2.5, 3])])).toEqual({ style: 'FY-1', cell: '红 M' });
    expect(firstBadCell([block([-1, 2, 3])])).toEqual({ style: 'FY-1', cell: '红 S' });
  });

  it('flags the cells beyond the stock (none held = 0), the typed values unchanged', () => {
    const b = block([12, 0, 5]);
    const over = blockShortfalls(b, new Map([['1', '10.0000']]), '件');
    expect(over).toEqual([
      { key: '1', label: '红 S', unit: '件', onHand: '10', asked: '12', beyond: '2' },
      { key: '3', label: '蓝 S', unit: '件', onHand: '0', asked: '5', beyond: '5' },
    ]);
    expect(b.quantities[skuKeyOfGoodsSku(skus[0]!)]).toBe(12);
    expect(blockShortfalls(b, new Map(), '件', true)[0]!.label).toBe('FY-1 红 S');
    expect(
      blockShortfalls(
        b,
        new Map([
          ['1', '12'],
          ['3', '5'],
        ]),
        '件',
      ),
    ).toEqual([]);
  });

  it('puts a saved draft back into one block per style', () => {
    const blocks = blocksOfLines(
      [
        { styleId: 'st', styleNo: 'FY-1', skuId: '2', quantity: '4.0000' },
        { styleId: 'st', styleNo: 'FY-1', skuId: '3', quantity: '6' },
      ],
      new Map([['st', skus]]),
    );
    expect(blocks).toHaveLength(1);
    expect(goodsLinesOf(blocks)).toEqual([
      { skuId: '2', quantity: '4' },
      { skuId: '3', quantity: '6' },
    ]);
  });
});
