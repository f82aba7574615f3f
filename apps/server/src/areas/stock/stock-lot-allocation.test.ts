import { Dec } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { drawFromLots, lotKey, splitOverLots, type LotQuantity, type PostingLot } from './stock-lot-allocation.js';

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

describe('splitOverLots', () => {
  const row = (id: string, stockItemId: string, rollId: string, quantity: string): [string, PostingLot] => {
    const lot = { id, stockItemId, rollId, vatNo: '', quantity };
    return [lotKey(lot), lot];
  };
  const line = (index: number, stockItemId: string, delta: string, anyLot = true) => ({
    index,
    stockItemId,
    rollId: '0',
    vatNo: '',
    anyLot,
    delta: Dec.of(delta),
  });
  const shape = (lines: ReturnType<typeof splitOverLots<ReturnType<typeof line>>>) =>
    lines.map((l) => [l.index, l.stockItemId, l.rollId, l.delta.toFixed()]);

  it("draws each out-line from its own item's lots only, as earlier lines of the posting left them", () => {
    const lots = new Map([row('1', 'A', '0', '2'), row('2', 'A', '9', '5'), row('3', 'B', '0', '4'), row('4', 'B', '8', '1')]);
    const split = splitOverLots([line(2, 'A', '-3'), line(0, 'A', '1', false), line(1, 'B', '-5'), line(3, 'A', '-4')], lots);
    expect(shape(split)).toEqual([
      [0, 'A', '0', '1'],
      [1, 'B', '0', '-4'],
      [1, 'B', '8', '-1'],
      [2, 'A', '0', '-3'],
      [3, 'A', '9', '-4'],
    ]);
    // What is missing after every lot of the item is empty goes on its untracked lot.
    expect(shape(splitOverLots([line(0, 'B', '-6')], lots))).toEqual([
      [0, 'B', '0', '-5'],
      [0, 'B', '8', '-1'],
    ]);
  });
});
