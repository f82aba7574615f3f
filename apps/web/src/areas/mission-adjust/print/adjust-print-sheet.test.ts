import type { GoodsSku, MissionAdjustLineView } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { adjustPrintMatrices } from './adjust-print-sheet';

const sku = (id: string, color: string, size: string): GoodsSku =>
  ({ id, color_id: color, color_name: color, color_no_name: '', size_id: size, size_value: size, standard_id: null }) as GoodsSku;
const line = (goodsSkuId: string, oldNum: string | null, newNum: string, customer?: string): MissionAdjustLineView => ({
  goodsSkuId,
  customerId: customer ?? null,
  customerName: customer ?? null,
  colorName: null,
  sizeName: null,
  standardName: null,
  oldNum,
  newNum,
});

describe('the adjustment print sheet', () => {
  const skus = [sku('a', '红', 'S'), sku('b', '红', 'M'), sku('c', '蓝', 'S'), sku('d', '蓝', 'M')];

  it('shows only the changed SKUs, before and after, with row and grand totals', () => {
    const [m] = adjustPrintMatrices(skus, [line('a', '10', '15'), line('d', null, '4')]);
    expect(m!.sizes).toEqual(['S', 'M']);
    expect(m!.rows.map((r) => [r.label, r.cells, r.oldTotal, r.newTotal])).toEqual([
      ['红', [{ oldNum: 10, newNum: 15 }, null], 10, 15],
      ['蓝', [null, { oldNum: 0, newNum: 4 }], 0, 4],
    ]);
    expect([m!.oldTotal, m!.newTotal]).toEqual([10, 19]);
  });

  it('makes one matrix per customer and leaves out colours the bill does not touch', () => {
    const ms = adjustPrintMatrices(skus, [line('a', '5', '3', '甲'), line('b', '5', '6', '乙')]);
    expect(ms.map((m) => [m.customerName, m.rows.map((r) => r.label), m.newTotal])).toEqual([
      ['甲', ['红'], 3],
      ['乙', ['红'], 6],
    ]);
  });
});
