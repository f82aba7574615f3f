import { describe, expect, it } from 'vitest';
import { moveDemandLine } from './demand-move.js';

// The line rule of an order's demand (issue 10 part 5), case by case.
describe('moveDemandLine', () => {
  it.each([
    [
      'more asked: demand and plan rise by the difference',
      { demand: '100', planned: '120', purchased: '0', reserved: '0' },
      '130',
      { demand: '130.0000', planned: '150.0000' },
    ],
    [
      'less asked: both fall by the difference',
      { demand: '100', planned: '120', purchased: '0', reserved: '0' },
      '40',
      { demand: '40.0000', planned: '60.0000' },
    ],
    [
      'never below purchased + reserved: the surplus stays',
      { demand: '100', planned: '100', purchased: '30', reserved: '20' },
      '10',
      { demand: '50.0000', planned: '50.0000' },
    ],
    [
      'plan never below the new demand',
      { demand: '100', planned: '100', purchased: '0', reserved: '0' },
      '100.5',
      { demand: '100.5000', planned: '100.5000' },
    ],
    [
      'a new line (nothing yet)',
      { demand: '0', planned: '0', purchased: '0', reserved: '0' },
      '7.125',
      { demand: '7.1250', planned: '7.1250' },
    ],
  ] as const)('%s', (_, line, target, want) => {
    expect(moveDemandLine(line, target)).toEqual(want);
  });

  it('answers null when nothing is asked, bought or held (the line goes)', () => {
    expect(moveDemandLine({ demand: '100', planned: '120', purchased: '0', reserved: '0' }, '0')).toBeNull();
  });
});
