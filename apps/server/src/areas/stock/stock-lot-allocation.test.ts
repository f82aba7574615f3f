import { Dec } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { drawFromLots, type LotQuantity } from './stock-lot-allocation.js';

const lot = (rollId: string, vatNo: string, order: number, q: string): LotQuantity => ({
  rollId,
  vatNo,
  order,
  quantity: Dec.of(q),
});
const plain = (draws: ReturnType<typeof drawFromLots>) => draws.map((d) => [d.rollId, d.vatNo, d.quantity.toFixed()]);

describe('drawFromLots', () => {
  it('takes the untracked lot first, then tracked lots oldest first', () => {
    const lots = [lot('7', 'G1', 3, '40'), lot('5', 'G1', 2, '10'), lot('0', '', 1, '5')];
    expect(plain(drawFromLots(Dec.of('30'), lots))).toEqual([
      ['0', '', '5'],
      ['5', 'G1', '10'],
      ['7', 'G1', '15'],
    ]);
  });
  it('skips empty or negative lots and puts what is missing on the untracked lot', () => {
    const lots = [lot('0', '', 1, '-2'), lot('5', '', 2, '0'), lot('6', 'V', 3, '3.5')];
    expect(plain(drawFromLots(Dec.of('4'), lots))).toEqual([
      ['6', 'V', '3.5'],
      ['0', '', '0.5'],
    ]);
  });
  it('adds the shortfall to an untracked draw already made, and draws exactly the need', () => {
    const draws = drawFromLots(Dec.of('12.25'), [lot('0', '', 1, '10'), lot('3', '', 2, '1')]);
    expect(plain(draws)).toEqual([
      ['0', '', '11.25'],
      ['3', '', '1'],
    ]);
    expect(draws.reduce((s, d) => s.plus(d.quantity), Dec.of(0)).toFixed()).toBe('12.25');
  });
});
