import { describe, expect, it } from 'vitest';
import { arrivalPurchaseQuantity, pickUpLineProblem } from './purchase-pickup.js';

describe('pickUpLineProblem (一键采到送 line quantities)', () => {
  it.each([
    // quantity (purchase unit), rate, 本次到料, 本次送料, problem
    ['2', '50', '100', '100', null],
    ['2', '50', '100', '60', null],
    ['2', '50', '0', '0', null],
    ['2', '50', '100.0001', '1', 'arrive'],
    ['2', '50', '80', '80.0001', 'delivery'],
    ['1.2345', '1.5', '1.8518', '1.8518', null],
    ['1.2345', '1.5', '1.8519', '1', 'arrive'],
  ] as const)('%s × %s, arrive %s, deliver %s → %s', (quantity, conversionRate, quantityArrive, quantityDelivery, problem) => {
    expect(pickUpLineProblem({ quantity, conversionRate, quantityArrive, quantityDelivery })).toBe(problem);
  });
});

describe('arrivalPurchaseQuantity (本次到料 back in the purchase unit)', () => {
  it('answers the purchase quantity itself when everything arrives, even where ÷ rate is not exact', () => {
    expect(arrivalPurchaseQuantity({ quantity: '1.2345', conversionRate: '1.5', quantityArrive: '1.8518' })).toBe('1.2345');
    expect(arrivalPurchaseQuantity({ quantity: '3.3333', conversionRate: '3', quantityArrive: '9.9999' })).toBe('3.3333');
  });
  it('divides by the rate when that gives the stock quantity back exactly', () => {
    expect(arrivalPurchaseQuantity({ quantity: '2', conversionRate: '50', quantityArrive: '60' })).toBe('1.2');
    expect(arrivalPurchaseQuantity({ quantity: '10', conversionRate: '1', quantityArrive: '7.25' })).toBe('7.25');
  });
  it('answers null when no 4-decimal purchase quantity gives the stock quantity back, or for zero', () => {
    expect(arrivalPurchaseQuantity({ quantity: '10', conversionRate: '3', quantityArrive: '10' })).toBeNull();
    expect(arrivalPurchaseQuantity({ quantity: '10', conversionRate: '3', quantityArrive: '0' })).toBeNull();
  });
});
