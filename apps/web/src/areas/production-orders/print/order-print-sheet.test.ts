import type { GoodsSku, OrderSkuQuantity } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { orderPrintMatrix } from './order-print-sheet';

const sku = (id: string, color: string, size: string, standard: string | null = null): GoodsSku => ({
  id,
  color_id: `c-${color}`,
  color_name: color,
  color_no_name: '',
  style_id: 's',
  size_id: `z-${size}`,
  size_value: size,
  standard_id: standard && `l-${standard}`,
  standard_value: standard,
});
const cell = (s: GoodsSku, num: string): OrderSkuQuantity => ({
  id: `q-${s.id}-${num}`,
  goodsSkuId: s.id,
  colorId: s.color_id,
  sizeId: s.size_id,
  standardId: s.standard_id,
  num,
});

describe('orderPrintMatrix', () => {
  const skus = [sku('1', '红', 'S'), sku('2', '红', 'M'), sku('3', '蓝', 'S'), sku('4', '蓝', 'M'), sku('5', '白', 'L')];

  it('lays the cells out in the style order with exact row, column and grand totals', () => {
    const m = orderPrintMatrix(skus, [cell(skus[3]!, '7'), cell(skus[0]!, '10'), cell(skus[1]!, '20'), cell(skus[2]!, '5')]);
    expect(m.sizes).toEqual(['S', 'M']);
    expect(m.rows).toEqual([
      { label: '红', cells: ['10', '20'], total: '30' },
      { label: '蓝', cells: ['5', '7'], total: '12' },
    ]);
    expect(m.columnTotals).toEqual(['15', '27']);
    expect(m.total).toBe('42');
  });

  it('leaves out colours and sizes with nothing ordered and adds a SKU listed twice', () => {
    const m = orderPrintMatrix(skus, [cell(skus[0]!, '3'), cell(skus[0]!, '4'), cell(skus[4]!, '0')]);
    expect(m.sizes).toEqual(['S']);
    expect(m.rows).toEqual([{ label: '红', cells: ['7'], total: '7' }]);
    expect(m.total).toBe('7');
  });

  it('names the 内长 with the colour and keeps a cell whose SKU the style no longer lists', () => {
    const long = sku('6', '红', 'S', '长');
    const gone: OrderSkuQuantity = { id: 'x', goodsSkuId: 'gone', colorId: 'c-old', sizeId: 'z-XL', standardId: null, num: '2' };
    const m = orderPrintMatrix([long], [cell(long, '1'), gone]);
    expect(m.rows.map((r) => r.label)).toEqual(['红 / 长', 'c-old']);
    expect(m.sizes).toEqual(['S', 'z-XL']);
    expect(m.total).toBe('3');
  });
});
