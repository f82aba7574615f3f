import { describe, expect, it } from 'vitest';
import { spreadArrived } from './purchase-arrival.service.js';

const splits = [
  { id: 'a', purchaseDemandId: '1', quantity: '30', arrivedQuantity: '0' },
  { id: 'b', purchaseDemandId: '2', quantity: '20', arrivedQuantity: '0' },
  { id: 'u', purchaseDemandId: null, quantity: '10', arrivedQuantity: '0' },
];

describe('arrived quantities spread over a line’s demand splits', () => {
  it('fills from the top, each up to its quantity', () => {
    expect(Object.fromEntries(spreadArrived(splits, '40'))).toEqual({ a: '30', b: '10', u: '0' });
  });
  it('keeps an over-delivery on the last split', () => {
    expect(Object.fromEntries(spreadArrived(splits, '65.5'))).toEqual({ a: '30', b: '20', u: '15.5' });
  });
  it('takes returns back from the bottom up', () => {
    const arrived = splits.map((s, i) => ({ ...s, arrivedQuantity: ['30', '20', '5'][i]! }));
    expect(Object.fromEntries(spreadArrived(arrived, '-12'))).toEqual({ a: '30', b: '13', u: '0' });
  });
});
