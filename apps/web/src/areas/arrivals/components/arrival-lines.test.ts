import { describe, expect, it } from 'vitest';
import { completeFor, followComplete, overOutstanding } from './arrival-lines';
import { pourIntoLines } from './by-order-pour';
import type { LineDraft } from './ArrivalLinesTable';

const line = (p: Partial<LineDraft>): LineDraft => ({
  key: 'k1',
  materialSkuId: '1',
  label: 'M1',
  purchaseUnit: '卷',
  stockUnit: '米',
  conversionRate: '50',
  quantity: '',
  unitPrice: '',
  amount: '',
  amountTyped: false,
  taxRate: '',
  vatNo: '',
  rollNo: '',
  isArriveComplete: false,
  purchaseLineId: '9',
  purchaseBillNo: 'CG1',
  outstanding: '100',
  purchaseLineDemandId: null,
  orderNo: null,
  goodsStyleNo: null,
  ...p,
});

describe('completeFor (是否到齐 follows 本次到料 against 采购未到)', () => {
  it('ticks at or above the outstanding quantity and unticks below it', () => {
    expect(completeFor('100', '100', false)).toBe(true);
    expect(completeFor('120.5', '100', false)).toBe(true);
    expect(completeFor('99.9999', '100', true)).toBe(false);
  });
  it('keeps the tick without an outstanding quantity or a usable quantity', () => {
    expect(completeFor('10', null, true)).toBe(true);
    expect(completeFor('10', null, false)).toBe(false);
    expect(completeFor('', '100', true)).toBe(true);
    expect(completeFor('abc', '100', false)).toBe(false);
  });
});

describe('followComplete', () => {
  it('unticks a filled line when 本次到料 is lowered below 采购未到, ticks it again when raised', () => {
    const filled = line({ quantity: '2', isArriveComplete: true });
    const lowered = followComplete({ ...filled, quantity: '1.5' });
    expect(lowered.isArriveComplete).toBe(false);
    expect(followComplete({ ...lowered, quantity: '2' }).isArriveComplete).toBe(true);
  });
  it('compares in the stock unit (quantity × rate)', () => {
    expect(followComplete(line({ quantity: '1.99', conversionRate: '50' })).isArriveComplete).toBe(false);
    expect(followComplete(line({ quantity: '1', conversionRate: '100' })).isArriveComplete).toBe(true);
  });
  it('leaves an unplanned line (no 采购未到) as the user ticked it', () => {
    expect(
      followComplete(line({ outstanding: null, purchaseLineId: null, quantity: '1', isArriveComplete: true })).isArriveComplete,
    ).toBe(true);
  });
});

describe('pourIntoLines', () => {
  it('moves 是否到齐 with the poured quantities', () => {
    const lines = [
      line({ key: 'a', outstanding: '100', isArriveComplete: true }),
      line({ key: 'b', outstanding: '50', isArriveComplete: true }),
    ];
    const poured = pourIntoLines(lines, '1', '120');
    expect(poured.map((l) => [l.quantity, l.isArriveComplete])).toEqual([
      ['2', true],
      ['0.4', false],
    ]);
  });
});

describe('overOutstanding (本次到料 above 采购未到)', () => {
  it('answers the excess in the stock unit, or null', () => {
    // 10 公斤 at 3 米 each = 30 米 against 15 米 outstanding: 15 米 over.
    expect(overOutstanding({ quantity: '10', conversionRate: '3', outstanding: '15' })).toBe('15');
    expect(overOutstanding({ quantity: '5', conversionRate: '3', outstanding: '15' })).toBeNull();
    expect(overOutstanding({ quantity: '4', conversionRate: '3', outstanding: '15' })).toBeNull();
  });
  it('says nothing for lines without 采购未到 or with unusable input', () => {
    expect(overOutstanding({ quantity: '10', conversionRate: '3', outstanding: null })).toBeNull();
    expect(overOutstanding({ quantity: 'x', conversionRate: '3', outstanding: '1' })).toBeNull();
    expect(overOutstanding({ quantity: '0', conversionRate: '3', outstanding: '1' })).toBeNull();
  });
});
