import { Dec, type OpenOrderView } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  allocatedTotal,
  extOrdersOf,
  isOverOpen,
  limitProblems,
  orderKey,
  payLinkOf,
} from './payment-form.logic';

const bill = (orderId: string, open: string): OpenOrderView => ({
  orderType: 'MATERIALS_ARRIVE',
  orderId,
  orderNo: `DH${orderId}`,
  total: '100.00',
  open,
  firstDate: '2026-11-22',
});

describe('payment form over-allocation warnings', () => {
  const a = bill('1', '30.00');
  const b = bill('2', '70.10');

  it('marks a figure above what is open on its bill, and only that bill', () => {
    const alloc = { [orderKey(a)]: '30.01', [orderKey(b)]: '70.10' };
    expect(isOverOpen(a, alloc)).toBe(true);
    expect(isOverOpen(b, alloc)).toBe(false);
    expect(isOverOpen(a, { [orderKey(a)]: 'abc' })).toBe(false);
  });

  it('sums allocations exactly and sends only non-zero lines', () => {
    const alloc = { [orderKey(a)]: '0.10', [orderKey(b)]: '0.20' };
    expect(allocatedTotal([a, b], alloc).toFixed(2)).toBe('0.30');
    expect(extOrdersOf([a, b], { [orderKey(a)]: '0', [orderKey(b)]: '5' })).toEqual([
      { orderType: 'MATERIALS_ARRIVE', orderId: '2', amount: '5' },
    ]);
  });

  it.each([
    ['prepayment above the balance', { prepayAmount: '40.01', available: '40' }, [{ code: 'overPrepay', available: '40.00' }]],
    [
      'payment above the application',
      { amount: '50', prepayAmount: '10.01', available: '20', applyLeft: '60' },
      [{ code: 'overApply', left: '60.00' }],
    ],
    ['allocated above what is paid', { amount: '10', allocated: Dec.of('10.01') }, [{ code: 'overPaid', total: '10.00' }]],
    ['not a money figure', { amount: '1.234' }, [{ code: 'badMoney', field: 'amount' }]],
    ['within every limit', { amount: '50', prepayAmount: '10', available: '10', applyLeft: '60', allocated: Dec.of('60') }, []],
  ])('%s', (_name, over, expected) => {
    const input = { amount: '', prepayAmount: '', available: '0', applyLeft: null, allocated: Dec.zero, ...over };
    expect(limitProblems(input)).toEqual(expected);
  });

  it('spreads a linked amount over the open bills oldest first, each up to what is open', () => {
    const older = { ...bill('3', '25.50'), firstDate: '2026-11-01' };
    expect(allocateOldestFirst([a, b, older], '60.00')).toEqual({
      [orderKey(older)]: '25.50',
      [orderKey(a)]: '30.00',
      [orderKey(b)]: '4.50',
    });
    expect(allocateOldestFirst([a], '0')).toEqual({});
    expect(allocateOldestFirst([a], '500')).toEqual({ [orderKey(a)]: '30.00' });
  });

  it('reads the partner and amount a 付款 link names, ignoring an unknown type or a bad amount', () => {
    const q = (s: string) => payLinkOf(new URLSearchParams(s));
    expect(q('type=0&partnerType=OUTSIDE_FACTORY&partnerId=7&partnerName=%E7%94%B2&amount=40.10')).toEqual({
      partnerType: 'OUTSIDE_FACTORY',
      partnerId: '7',
      partnerName: '甲',
      amount: '40.10',
    });
    expect(q('partnerType=SUPPLIER&partnerId=7&amount=-3')?.amount).toBeUndefined();
    expect(q('partnerType=BANK&partnerId=7')).toBeNull();
    expect(q('type=0')).toBeNull();
  });
});
