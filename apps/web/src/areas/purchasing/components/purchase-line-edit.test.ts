import { describe, expect, it } from 'vitest';
import { editLine, fillWithWaiting, lineProblem, lineTotal, type EditLine } from './purchase-line-edit';

const base: EditLine = {
  key: 'k',
  materialSkuId: '1',
  label: 'M',
  supplierId: '9',
  supplierName: 'S',
  purchaseUnit: '卷',
  stockUnit: '米',
  conversionRate: '50',
  quantity: '',
  unitPrice: '',
  amount: '',
  taxRate: '',
  remark: '',
  demands: [],
};

describe('the purchase grid line', () => {
  it('quantity and price give the amount; the total is quantity × rate', () => {
    const l = editLine(editLine(base, 'quantity', '2.5'), 'unitPrice', '100.5');
    expect(l.amount).toBe('251.25');
    expect(lineTotal(l)).toBe('125');
  });
  it('a typed amount back-computes the price, or the quantity without one', () => {
    expect(editLine({ ...base, quantity: '3' }, 'amount', '100').unitPrice).toBe('33.3333');
    const byPrice = editLine({ ...base, unitPrice: '8' }, 'amount', '100');
    expect(byPrice.quantity).toBe('12.5');
  });
  it('fills with the waiting quantities, rounding up to cover them', () => {
    const l = fillWithWaiting({
      ...base,
      conversionRate: '3',
      demands: [
        { id: 'a', orderNo: 'A', goodsStyleNo: null, waiting: '50' },
        { id: 'b', orderNo: 'B', goodsStyleNo: null, waiting: '50' },
      ],
    });
    expect(l.quantity).toBe('33.3334');
    expect(lineTotal(l)).toBe('100.0002');
  });
  it('names the first problem: supplier, rate, quantity', () => {
    expect(lineProblem({ ...base, supplierId: null })).toBe('supplier');
    expect(lineProblem({ ...base, conversionRate: '1.23456' })).toBe('rate');
    expect(lineProblem(base)).toBe('quantity');
    expect(lineProblem({ ...base, quantity: '1' })).toBeNull();
  });
});
