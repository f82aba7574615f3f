import { describe, expect, it } from 'vitest';
import { billAmount, findLimitBreach, lineFigures, payableByTaxRate, stockUnitPrice } from './arrival-rules.service.js';

describe('lineFigures', () => {
  it('converts to the stock unit (4 dp) and prices the line (2 dp)', () => {
    expect(lineFigures({ quantity: '3', conversionRate: '1.3333', unitPrice: '10.005', amount: null })).toEqual({
      stockQuantity: '3.9999',
      unitPrice: '10.005',
      amount: '30.02',
    });
  });
  it('a typed amount wins and recomputes the unit price (amount ÷ quantity, 4 dp)', () => {
    expect(lineFigures({ quantity: '3', conversionRate: '1', unitPrice: '9', amount: '100' })).toEqual({
      stockQuantity: '3',
      unitPrice: '33.3333',
      amount: '100.00',
    });
  });
  it('no price and no amount is a zero-priced line', () => {
    expect(lineFigures({ quantity: '0.5', conversionRate: '2', unitPrice: null, amount: null })).toEqual({
      stockQuantity: '1',
      unitPrice: '0',
      amount: '0.00',
    });
  });
  it('never drifts like floats do', () => {
    expect(lineFigures({ quantity: '0.1', conversionRate: '3', unitPrice: '0.2', amount: null })).toMatchObject({
      stockQuantity: '0.3',
      amount: '0.02',
    });
  });
});

describe('stockUnitPrice', () => {
  it('divides the amount by the stock quantity', () => {
    expect(stockUnitPrice('100.00', '3')).toBe('33.3333');
    expect(stockUnitPrice('5', '0')).toBe('0');
  });
});

describe('findLimitBreach', () => {
  const line = { lineNo: 1, label: 'WL1 红', purchased: '100', arrivedBefore: '0', arriving: '100', isArriveComplete: false };
  it.each([
    ['no limits', { overDeliveryLimit: null, lackDeliveryLimit: null }, { arriving: '500' }, null],
    ['over within the limit', { overDeliveryLimit: '10', lackDeliveryLimit: null }, { arriving: '110' }, null],
    ['over beyond the limit', { overDeliveryLimit: '10', lackDeliveryLimit: null }, { arriving: '110.0001' }, 'OVER'],
    [
      'earlier arrivals count',
      { overDeliveryLimit: '10', lackDeliveryLimit: null },
      { arrivedBefore: '60', arriving: '51' },
      'OVER',
    ],
    ['short but not marked complete', { overDeliveryLimit: null, lackDeliveryLimit: '5' }, { arriving: '10' }, null],
    [
      'short complete within the limit',
      { overDeliveryLimit: null, lackDeliveryLimit: '5' },
      { arriving: '95', isArriveComplete: true },
      null,
    ],
    [
      'short complete beyond the limit',
      { overDeliveryLimit: null, lackDeliveryLimit: '5' },
      { arriving: '94.9', isArriveComplete: true },
      'LACK',
    ],
  ] as const)('%s', (_name, limits, change, expected) => {
    const breach = findLimitBreach([{ ...line, ...change }], limits);
    expect(breach?.kind ?? null).toBe(expected);
  });
  it('names the first breaching line with its bound', () => {
    const breach = findLimitBreach([line, { ...line, lineNo: 2, label: 'WL2 蓝', arriving: '120' }], {
      overDeliveryLimit: '10',
      lackDeliveryLimit: null,
    });
    expect(breach).toEqual({ kind: 'OVER', lineNo: 2, label: 'WL2 蓝', limit: '10', bound: '110', total: '120' });
  });
});

describe('payableByTaxRate', () => {
  it('groups amounts by tax rate and drops zero groups', () => {
    expect(
      payableByTaxRate([
        { amount: '10.10', taxRate: '13' },
        { amount: '0.20', taxRate: '13.00' },
        { amount: '5', taxRate: null },
        { amount: '0', taxRate: '6' },
      ]),
    ).toEqual([
      { taxRate: '13', amount: '10.30' },
      { taxRate: null, amount: '5.00' },
    ]);
  });
  it('sums the bill', () => {
    expect(billAmount([{ amount: '0.1' }, { amount: '0.2' }])).toBe('0.30');
  });
});
