import type { StockBillLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { goodsMatrices, printedUnitTotals } from './stock-bill-print.logic';

let n = 0;
const goods = (styleId: string, color: string, size: string, quantity: string, price = '10'): StockBillLine => ({
  id: String(++n),
  skuId: `${styleId}${color}${size}`,
  skuName: '',
  styleId,
  styleNo: `K-${styleId}`,
  colorName: color,
  sizeName: size,
  lengthName: null,
  stockUnit: null,
  quantity,
  price,
  amount: String(Number(quantity) * Number(price)),
});

describe('printed stock bill', () => {
  it('prints each style as a colour × size matrix with row, column and grand totals', () => {
    const [a, b] = goodsMatrices([
      goods('1', '红', 'S', '2'),
      goods('1', '红', 'M', '3'),
      goods('1', '蓝', 'M', '5'),
      goods('2', '黑', 'L', '1', '0'),
    ]);
    expect(a!.styleNo).toBe('K-1');
    expect(a!.matrix).toEqual({
      sizes: ['S', 'M'],
      rows: [
        { label: '红', cells: ['2', '3'], total: '5' },
        { label: '蓝', cells: [null, '5'], total: '5' },
      ],
      columnTotals: ['2', '8'],
      total: '10',
    });
    expect(a!.prices).toEqual(['10']);
    expect(a!.amount).toBe('100');
    expect(b!.prices).toEqual([]);
  });

  it('totals quantities per unit: goods in pieces, materials in their own unit', () => {
    const cloth = { ...goods('x', '红', '', '1.5'), styleId: null, stockUnit: '米' };
    expect(
      printedUnitTotals([goods('1', '红', 'S', '2'), cloth, goods('1', '红', 'M', '3'), { ...cloth, quantity: '0.25' }], '件'),
    ).toBe('5 件 + 1.75 米');
  });
});
