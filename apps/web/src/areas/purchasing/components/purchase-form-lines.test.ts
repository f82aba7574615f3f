import { describe, expect, it } from 'vitest';
import { groupBySupplier, refusedPurchaseCells } from './purchase-form-lines';
import type { EditLine } from './purchase-line-edit';

const line = (key: string, supplierId: string | null): EditLine => ({
  key,
  materialSkuId: key,
  label: key,
  supplierId,
  supplierName: supplierId,
  purchaseUnit: '米',
  stockUnit: '米',
  conversionRate: '1',
  quantity: '1',
  unitPrice: '',
  amount: '',
  taxRate: '',
  remark: '',
  demands: [],
});

describe('the order of the purchase form lines', () => {
  it("keeps each supplier's lines together, suppliers in first-seen order, so row numbers run across the cards", () => {
    const lines = [line('a', 'S1'), line('b', 'S2'), line('c', 'S1'), line('d', null), line('e', 'S2')];
    expect(groupBySupplier(lines).map((l) => l.key)).toEqual(['a', 'c', 'b', 'e', 'd']);
  });
  it('answers the same array when the order is already right (no needless re-render)', () => {
    const lines = [line('a', 'S1'), line('c', 'S1'), line('b', 'S2')];
    expect(groupBySupplier(lines)).toBe(lines);
  });
});

describe("a refusal's field paths as marked cells", () => {
  const lines = [line('a', 'S1'), line('b', 'S1')];
  it('marks the named cells of the named rows with the refusal text; header paths mark nothing', () => {
    const marked = refusedPurchaseCells(
      lines,
      ['materialsSkus.1.unitPrice', 'materialsSkus.1.allocations', 'materialsSkus.0.materialSkuId', 'expectDateEnd'],
      '第2行 单价：必填',
    );
    expect([...marked.keys()]).toEqual(['b', 'a']);
    expect(marked.get('b')).toEqual({
      line: lines[1],
      problems: [
        { field: 'unitPrice', text: '第2行 单价：必填' },
        { field: 'quantity', text: '第2行 单价：必填' },
      ],
    });
    expect(marked.get('a')!.problems).toEqual([{ field: 'material', text: '第2行 单价：必填' }]);
  });
  it('ignores rows beyond the grid and fields it does not show', () => {
    expect(refusedPurchaseCells(lines, ['materialsSkus.7.quantity', 'materialsSkus.0.id'], 'x').size).toBe(0);
  });
});
