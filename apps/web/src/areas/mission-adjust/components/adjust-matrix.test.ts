import type { GoodsSku } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../../shared/sku-matrix';
import { groupsOf, linesOf, stateOf, sumOf } from './adjust-matrix';

const sku = (id: string, size: string): GoodsSku => ({
  id,
  color_id: 'red',
  color_name: '红',
  color_no_name: '001-红',
  style_id: 'st',
  size_id: size,
  size_value: size,
  standard_id: null,
  standard_value: null,
});
const skus = [sku('1', 'S'), sku('2', 'M'), sku('3', 'L')];

describe('the mission adjustment matrix', () => {
  it('puts rows into one matrix per customer and back into lines of every SKU (blank = 0)', () => {
    const rows = [
      { goodsSkuId: '1', customerId: 'c1', customerName: '甲', num: '10' },
      { goodsSkuId: '2', customerId: 'c2', customerName: '乙', num: '5' },
    ];
    const groups = groupsOf(rows);
    expect(groups.map((g) => g.key)).toEqual(['c1', 'c2']);
    const state = stateOf(skus, rows);
    expect(state).toEqual({ c1: { 'red|S|': 10 }, c2: { 'red|M|': 5 } });
    expect(sumOf(state)).toBe(15);
    expect(linesOf(skus, groups, state)).toEqual([
      { goodsSkuId: '1', customerId: 'c1', num: 10 },
      { goodsSkuId: '2', customerId: 'c1', num: 0 },
      { goodsSkuId: '3', customerId: 'c1', num: 0 },
      { goodsSkuId: '1', customerId: 'c2', num: 0 },
      { goodsSkuId: '2', customerId: 'c2', num: 5 },
      { goodsSkuId: '3', customerId: 'c2', num: 0 },
    ]);
  });

  it('has one matrix without customers, ignores SKUs of another style, and shapes the axes', () => {
    expect(groupsOf([])).toEqual([{ key: '-', customerId: null, customerName: null }]);
    expect(stateOf(skus, [{ goodsSkuId: '9', customerId: null, num: '3' }])).toEqual({});
    const shape = shapeOf(skus);
    expect(shape.colors).toEqual([{ id: 'red', name: '001-红' }]);
    expect(shape.sizes.map((s) => s.name)).toEqual(['S', 'M', 'L']);
    expect(shape.existingKeys.has('red|L|')).toBe(true);
  });
});
