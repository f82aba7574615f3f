import { describe, expect, it } from 'vitest';
import { noTaxPriceOf, orderGoodsPrice } from './order-price.js';

describe('orderGoodsPrice', () => {
  it('computes every price of a goods block from the price without tax, the rate and the quantity', () => {
    expect(orderGoodsPrice({ noTaxPrice: '12.5', taxRate: '13', processUnitPrice: '3.2', totalNum: 1000 })).toEqual({
      noTaxPrice: '12.5',
      taxRate: '13',
      taxPrice: '14.125',
      noTaxAmount: '12500.00',
      taxAmount: '1625.00',
      amount: '14125.00',
      processUnitPrice: '3.2',
      processAmount: '3200.00',
    });
  });

  it('rounds each amount once, half-up, and keeps amount = without tax + tax', () => {
    const p = orderGoodsPrice({ noTaxPrice: '0.3333', taxRate: '6', totalNum: 7 });
    expect(p.noTaxAmount).toBe('2.33'); // 2.3331
    expect(p.taxAmount).toBe('0.14'); // 0.1398
    expect(p.amount).toBe('2.47');
    expect(p.taxPrice).toBe('0.3533'); // 0.353298
  });

  it('reads blank prices and rates as 0', () => {
    expect(orderGoodsPrice({ noTaxPrice: null, taxRate: '', totalNum: '10' })).toMatchObject({
      noTaxAmount: '0.00',
      taxAmount: '0.00',
      amount: '0.00',
      processAmount: '0.00',
    });
  });

  it.each([
    ['113', '13', '100'],
    ['10', '0', '10'],
    ['1', '3', '0.9709'],
  ])('noTaxPriceOf(%s at %s %%) = %s', (taxPrice, rate, expected) => {
    expect(noTaxPriceOf(taxPrice, rate)).toBe(expected);
  });
});
