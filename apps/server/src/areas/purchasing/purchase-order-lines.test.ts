import { describe, expect, it } from 'vitest';
import { bookArrivedOnSplits } from './purchase-order-lines.service.js';

const splits = [
  { id: 'a', purchaseDemandId: '1', quantity: '30', arrivedQuantity: '0' },
  { id: 'b', purchaseDemandId: '2', quantity: '20', arrivedQuantity: '0' },
  { id: 'u', purchaseDemandId: null, quantity: '10', arrivedQuantity: '0' },
];
const book = (named: Record<string, string>, unnamed = '0', from = splits) =>
  Object.fromEntries(bookArrivedOnSplits(from, new Map(Object.entries(named)), unnamed));

describe('arrived quantities booked on a named demand split first', () => {
  it('puts a by-order quantity on its own split, not the top one', () => {
    expect(book({ b: '15' })).toEqual({ a: '0', b: '15', u: '0' });
  });
  it('keeps a by-order over-delivery on that split', () => {
    expect(book({ b: '25' })).toEqual({ a: '0', b: '25', u: '0' });
  });
  it('spreads the unnamed part top down around what the named splits took', () => {
    expect(book({ a: '10' }, '35')).toEqual({ a: '30', b: '15', u: '0' });
  });
  it('an undo takes the named quantity back from its split', () => {
    const arrived = splits.map((s, i) => ({ ...s, arrivedQuantity: ['30', '15', '0'][i]! }));
    expect(book({ b: '-15' }, '0', arrived)).toEqual({ a: '30', b: '0', u: '0' });
  });
  it('an undo beyond what the split holds takes the rest bottom up', () => {
    const arrived = splits.map((s, i) => ({ ...s, arrivedQuantity: ['30', '5', '4'][i]! }));
    expect(book({ b: '-8' }, '0', arrived)).toEqual({ a: '30', b: '0', u: '1' });
  });
  it('refuses a split of another line', () => {
    expect(() => book({ x: '1' })).toThrow();
  });
});
