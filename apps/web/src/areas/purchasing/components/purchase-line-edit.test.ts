import { describe, expect, it } from 'vitest';
import {
  editLine,
  fillWithWaiting,
  followTotal,
  lineProblem,
  lineTotal,
  pickUpProblem,
  type EditLine,
} from './purchase-line-edit';

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

describe('一键采到送 lines', () => {
  it('本次到料 and 本次送料 follow 本次采购 when the total changes, and keep typed values otherwise', () => {
    const typed = followTotal(undefined, editLine(base, 'quantity', '2'));
    expect([typed.quantityArrive, typed.quantityDelivery]).toEqual(['100', '100']);
    const edited = { ...typed, quantityDelivery: '60' };
    expect(followTotal(edited, editLine(edited, 'remark', 'x')).quantityDelivery).toBe('60');
    const more = followTotal(edited, editLine(edited, 'quantity', '3'));
    expect([more.quantityArrive, more.quantityDelivery]).toEqual(['150', '150']);
  });
  it('refuses non-numbers, 本次到料 above 本次采购 and 本次送料 above 本次到料', () => {
    const line = { ...editLine(base, 'quantity', '2'), quantityArrive: '100', quantityDelivery: '100' };
    expect(pickUpProblem(line)).toBeNull();
    expect(pickUpProblem({ ...line, quantityArrive: 'x' })).toBe('arriveNumber');
    expect(pickUpProblem({ ...line, quantityDelivery: '' })).toBe('deliveryNumber');
    expect(pickUpProblem({ ...line, quantityArrive: '100.5' })).toBe('arrive');
    expect(pickUpProblem({ ...line, quantityArrive: '90' })).toBe('delivery');
  });
});
