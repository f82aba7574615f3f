import { describe, expect, it } from 'vitest';
import { lineFigures } from './stocktake-state.service.js';

describe('lineFigures: what a line shows of its book, difference and value', () => {
  it.each([
    [
      'counted, with a cost',
      { bookQuantity: '100', countedQuantity: '95', unitCost: '2.5' },
      false,
      ['100', '-5.0000', '-12.50'],
    ],
    ['counted, no cost', { bookQuantity: '40', countedQuantity: '41.25', unitCost: null }, false, ['40', '1.2500', null]],
    ['not counted', { bookQuantity: '30', countedQuantity: null, unitCost: '1.2' }, false, ['30', null, null]],
    ['hidden from a blind counter', { bookQuantity: '30', countedQuantity: '33', unitCost: '1.2' }, true, [null, null, null]],
  ])('%s', (_name, line, isHidden, [bookQuantity, difference, differenceValue]) => {
    expect(lineFigures(line, isHidden)).toEqual({ bookQuantity, difference, differenceValue });
  });

  it('values exactly: 0.1 × 0.2 is 0.02, not a float', () => {
    expect(lineFigures({ bookQuantity: '0', countedQuantity: '0.1', unitCost: '0.2' }, false).differenceValue).toBe('0.02');
  });
});
