import { describe, expect, it } from 'vitest';
import {
  amountsByTaxRate,
  findArrivalExcess,
  returnBalance,
  returnLineAmount,
  returnMovement,
  returnStockQuantity,
  sumAmounts,
} from './return-rules.service.js';

describe('return line arithmetic', () => {
  it('stock quantity is quantity × conversion rate at 4 decimals', () => {
    expect(returnStockQuantity('3', '1.5')).toBe('4.5');
    expect(returnStockQuantity('0.3333', '3')).toBe('0.9999');
    expect(returnStockQuantity('1.23456', '1')).toBe('1.2346');
  });
  it('amount is quantity × unit price rounded half-up to cents, no float drift', () => {
    expect(returnLineAmount('3', '0.1')).toBe('0.3');
    expect(returnLineAmount('2.5', '1.005')).toBe('2.51');
    expect(returnLineAmount('2', null)).toBe('0');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
  });
  it('balance is amount minus collected', () => {
    expect(returnBalance('100.10', '30.05')).toBe('70.05');
    expect(returnBalance('10', '10')).toBe('0.00');
    expect(returnBalance('10.5', '0')).toBe('10.50');
  });
  it('a movement goes out at the price per stock unit', () => {
    expect(returnMovement('4.5', '3', '1.5')).toEqual({ quantity: '-4.5', price: '2' });
  });
  it('groups amounts by tax rate, treating 13 and 13.00 alike', () => {
    expect([
      ...amountsByTaxRate([
        { amount: '1.10', taxRate: '13' },
        { amount: '2', taxRate: '13.0000' },
        { amount: '5', taxRate: null },
      ]),
    ]).toEqual([
      ['13', '3.1'],
      ['', '5'],
    ]);
  });
});

describe('findArrivalExcess', () => {
  const arrived = new Map([
    ['a1', '10'],
    ['a2', '5'],
  ]);
  it('accepts returns within what arrived minus earlier returns', () => {
    expect(findArrivalExcess([{ index: 0, arriveLineId: 'a1', stockQuantity: '6' }], arrived, new Map([['a1', '4']]))).toBeNull();
  });
  it('refuses the line crossing the limit, counting lines on the same arrival line together', () => {
    const excess = findArrivalExcess(
      [
        { index: 0, arriveLineId: 'a2', stockQuantity: '5' },
        { index: 1, arriveLineId: 'a1', stockQuantity: '4' },
        { index: 2, arriveLineId: 'a1', stockQuantity: '3' },
      ],
      arrived,
      new Map([['a1', '4']]),
    );
    expect(excess).toEqual({ index: 2, arriveLineId: 'a1', arrived: '10', returnedBefore: '4', requested: '7', returnable: '6' });
  });
  it('treats an unknown arrival line as nothing received', () => {
    expect(findArrivalExcess([{ index: 0, arriveLineId: 'zz', stockQuantity: '0.0001' }], arrived, new Map())?.returnable).toBe(
      '0',
    );
  });
});
