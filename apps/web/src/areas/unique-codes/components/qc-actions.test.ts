import { describe, expect, it } from 'vitest';
import { outcomeCounts, qcActions } from './qc-actions';

describe('qcActions', () => {
  it.each([
    [0, undefined, ['qualified', 'defectived', 'wasted']],
    [1, 'DEFECTIVE', []],
    [2, 'DEFECTIVE', ['repaired']],
    [2, 'QUALIFIED', []],
    [2, 'REPAIRED', []],
    [2, 'WASTE', []],
  ] as const)('status %s, outcome %s → %j', (status, outcome, actions) => {
    expect(qcActions(status, outcome)).toEqual(actions);
  });
});

describe('outcomeCounts', () => {
  it('counts the results at one node only', () => {
    const rows = [
      { outcomes: { a: 'QUALIFIED', b: 'WASTE' } },
      { outcomes: { a: 'DEFECTIVE' } },
      { outcomes: { a: 'REPAIRED' } },
      { outcomes: {} },
    ] as const;
    expect(outcomeCounts(rows, 'a')).toEqual({ QUALIFIED: 1, DEFECTIVE: 1, REPAIRED: 1, WASTE: 0 });
  });
});
