import { Dec } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { applyLine, lineValue, type ItemValue } from './stock-valuation.js';

const item = (quantity: string, value: string, unitCost: string): ItemValue => ({
  quantity: Dec.of(quantity),
  value: Dec.of(value),
  unitCost: Dec.of(unitCost),
});
const show = (i: ItemValue) => `${i.quantity.toFixed()} / ${i.value.toFixed(2)} / ${i.unitCost.toFixed(6)}`;

describe('moving-average stock value', () => {
  it('values arrivals at their price and averages them', () => {
    let i = item('0', '0', '0');
    for (const [q, p] of [
      ['10', '3'],
      ['20', '4.5'],
    ] as const) {
      const v = lineValue(i, { delta: Dec.of(q), price: p });
      i = applyLine(i, Dec.of(q), v);
    }
    expect(show(i)).toBe('30 / 120.00 / 4.000000');
  });

  it.each([
    ['an out at the average cost', item('30', '100', '3.333333'), '-10', null, null, '-33.33', '20 / 66.67 / 3.333500'],
    [
      'a line leaving nothing on hand takes the value on hand exactly',
      item('30', '100', '3.333333'),
      '-30',
      null,
      null,
      '-100.00',
      '0 / 0.00 / 3.333333',
    ],
    [
      'an in without a price at the average cost',
      item('30', '100', '3.333333'),
      '3',
      null,
      null,
      '10.00',
      '33 / 110.00 / 3.333333',
    ],
    ['an in with a price at that price', item('10', '10', '1'), '10', '3', null, '30.00', '20 / 40.00 / 2.000000'],
    ['an exact value wins over price and cost', item('10', '10', '1'), '5', '9', '12.34', '12.34', '15 / 22.34 / 1.489333'],
    ['an out below zero keeps the last average', item('2', '8', '4'), '-5', null, null, '-20.00', '-3 / -12.00 / 4.000000'],
    [
      'an in bringing negative stock to zero clears the value',
      item('-3', '-12', '4'),
      '3',
      '5',
      null,
      '12.00',
      '0 / 0.00 / 4.000000',
    ],
    [
      'stock coming back above zero takes the new average',
      item('-3', '-12', '4'),
      '5',
      '5',
      null,
      '25.00',
      '2 / 13.00 / 6.500000',
    ],
  ])('%s', (_name, before, delta, price, value, moved, after) => {
    const v = lineValue(before, { delta: Dec.of(delta), price, value });
    expect(v.toFixed(2)).toBe(moved);
    expect(show(applyLine(before, Dec.of(delta), v))).toBe(after);
  });

  it('a reversal (the opposite value) restores value and average exactly', () => {
    const before = item('30', '100', '3.333333');
    const out = lineValue(before, { delta: Dec.of('-7') });
    const mid = applyLine(before, Dec.of('-7'), out);
    const back = applyLine(mid, Dec.of('7'), lineValue(mid, { delta: Dec.of('7'), value: out.neg().toFixed() }));
    expect(show(back)).toBe('30 / 100.00 / 3.333333');
  });
});
