import { describe, expect, it } from 'vitest';
import {
  editLine,
  fillWithWaiting,
  followTotal,
  lineProblems,
  purchaseGridProblems,
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
});

describe('the problems of a line, cell by cell', () => {
  const fields = (l: EditLine, pickUp = false) => lineProblems(l, pickUp).map((p) => p.field);
  it('names every wrong cell in column order: supplier, quantity, price, amount, tax rate, remark', () => {
    const wrong = {
      ...base,
      supplierId: null,
      conversionRate: '50',
      quantity: '-2',
      unitPrice: 'abc',
      amount: '1.234',
      taxRate: '130',
      remark: 'x'.repeat(151),
    };
    expect(fields(wrong)).toEqual(['supplier', 'quantity', 'unitPrice', 'amount', 'taxRate', 'remark']);
    expect(fields({ ...base, quantity: '1' })).toEqual([]);
  });
  it('says blank required cells are required and judges a quantity only once its rate is right', () => {
    expect(lineProblems(base)).toEqual([{ field: 'quantity', key: 'required' }]);
    expect(lineProblems({ ...base, conversionRate: '', quantity: 'x' })).toEqual([{ field: 'conversionRate', key: 'required' }]);
    expect(fields({ ...base, conversionRate: '1.23456', quantity: '1' })).toEqual(['conversionRate']);
  });
  it("takes each message from the contract's rule for the same field (what the server would answer)", () => {
    const [zero] = lineProblems({ ...base, quantity: '0' });
    expect(zero).toMatchObject({ field: 'quantity' });
    expect('text' in zero! && zero.text).toMatch(/\|/);
    const [decimals] = lineProblems({ ...base, quantity: '1', amount: '1.234' });
    expect('text' in decimals! && decimals.text).toContain('2');
  });
  it('一键采到送: 本次到料 and 本次送料 are required numbers, at most 本次采购 and 本次到料', () => {
    const line = { ...base, quantity: '2', quantityArrive: '100', quantityDelivery: '100' };
    expect(fields(line, true)).toEqual([]);
    expect(lineProblems({ ...line, quantityArrive: '' }, true)).toEqual([{ field: 'quantityArrive', key: 'required' }]);
    expect(fields({ ...line, quantityDelivery: 'x' }, true)).toEqual(['quantityDelivery']);
    expect(lineProblems({ ...line, quantityArrive: '100.5' }, true)).toEqual([{ field: 'quantityArrive', key: 'arriveAbove' }]);
    expect(lineProblems({ ...line, quantityArrive: '90' }, true)).toEqual([{ field: 'quantityDelivery', key: 'deliveryAbove' }]);
    // outside 一键采到送 the two cells are not part of the line
    expect(fields({ ...line, quantityArrive: '' })).toEqual([]);
  });
  it('numbers the problems of the grid by row (1-based, in saved order) and keeps them per line', () => {
    const lines = [
      { ...base, key: 'a', quantity: '1' },
      { ...base, key: 'b', quantity: '0', unitPrice: '-1' },
      { ...base, key: 'c', supplierId: null, quantity: '1' },
    ];
    const { byKey, all } = purchaseGridProblems(lines);
    expect([...byKey.keys()]).toEqual(['b', 'c']);
    expect(all.map(({ row, problem }) => [row, problem.field])).toEqual([
      [2, 'quantity'],
      [2, 'unitPrice'],
      [3, 'supplier'],
    ]);
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
