import { describe, expect, it } from 'vitest';
import { allocateTopDown, backCompute, lineAmount, purchaseUnitPrice, stockQuantity, waitingQuantity } from './purchase-math.js';
import { dec } from '../decimal/index.js';

describe('waiting = planned − reserved − purchased, never below 0', () => {
  it.each([
    ['100', '0', '0', '100'],
    ['100', '20', '30.5', '49.5'],
    ['100', '60', '50', '0'],
    ['0.0001', '0', '0', '0.0001'],
  ])('planned %s reserved %s purchased %s → %s', (p, r, b, w) => expect(waitingQuantity(p, r, b)).toBe(w));
});

describe('quantities and money', () => {
  it('total in stock unit = quantity × rate at 4 decimals, half up', () => {
    expect(stockQuantity('3', '1.5')).toBe('4.5');
    expect(stockQuantity('0.33333', '3')).toBe('1');
    expect(stockQuantity('1.23456', '1')).toBe('1.2346');
    expect(stockQuantity('0.1', '0.2')).toBe('0.02');
  });
  it('amount = price × quantity at 2 decimals', () => {
    expect(lineAmount('12.345', '2')).toBe('24.69');
    expect(lineAmount('0.005', '1')).toBe('0.01');
    expect(lineAmount('19.99', '3')).toBe('59.97');
  });
  it('back-computes the price from an amount, or the quantity without one', () => {
    expect(backCompute('100', '3', null)).toEqual({ unitPrice: '33.3333', quantity: '3' });
    expect(backCompute('200', '3', '9')).toEqual({ unitPrice: '66.6667', quantity: '3' });
    expect(backCompute('100', '', '8')).toEqual({ unitPrice: '8', quantity: '12.5' });
    expect(backCompute('100', '0', '0')).toBeNull();
  });
  it('never loses exactness where floats would', () => {
    expect(dec.add('0.1', '0.2')).toBe('0.3');
    expect(dec.sum(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(dec.sub('1', '1.0005')).toBe('-0.0005');
    expect(dec.div('1', '3', 4)).toBe('0.3333');
    expect(dec.div('2', '3', 4)).toBe('0.6667');
    expect(dec.cmp('1.50', '1.5')).toBe(0);
    expect(dec.fixed('400', 2)).toBe('400.00');
    expect(dec.fixed('-0.005', 2)).toBe('-0.01');
  });
});

describe('top-to-bottom allocation', () => {
  const lines = [
    { id: 'a', waiting: '30' },
    { id: 'b', waiting: '0' },
    { id: 'c', waiting: '50' },
  ];
  it('fills each line up to its waiting quantity in order', () => {
    const r = allocateTopDown('60', lines);
    expect(r.allocations.map((a) => [a.line.id, a.quantity])).toEqual([
      ['a', '30'],
      ['c', '30'],
    ]);
    expect(r.surplus).toBe('0');
  });
  it('puts what is left over into the surplus (the unplanned line)', () => {
    const r = allocateTopDown('100.5', lines);
    expect(r.allocations.map((a) => a.quantity)).toEqual(['30', '50']);
    expect(r.surplus).toBe('20.5');
  });
  it('a total below the first line stays on it; nothing for an empty total', () => {
    expect(allocateTopDown('10', lines).allocations).toEqual([{ line: lines[0], quantity: '10' }]);
    expect(allocateTopDown('0', lines)).toEqual({ allocations: [], surplus: '0' });
  });
});

describe('purchaseUnitPrice', () => {
  it('turns a price per stock unit into one per purchase unit (1 公斤 = 3 米: ¥50/米 is ¥150/公斤)', () => {
    expect(purchaseUnitPrice('50', '3')).toBe('150');
    expect(purchaseUnitPrice('18.5', '1')).toBe('18.5');
    expect(purchaseUnitPrice('0.33335', '1')).toBe('0.3334');
    expect(purchaseUnitPrice('12', '0.5')).toBe('6');
  });
});
