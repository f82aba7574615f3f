import { describe, expect, it } from 'vitest';
import { inspectionPassRate } from './report-types.js';

describe('合格率 = qualified ÷ (qualified + defective + waste)', () => {
  it.each([
    ['0', '0', '0', null],
    ['100', '0', '0', '100.00'],
    ['0', '3', '2', '0.00'],
    ['20', '1', '0', '95.24'],
    ['2', '1', '0', '66.67'],
    ['1', '1', '1', '33.33'],
    ['0.5', '0.25', '0', '66.67'],
    ['7', '0', '1', '87.50'],
  ])('%s qualified, %s defective, %s waste → %s', (q, d, w, rate) => {
    expect(inspectionPassRate(q, d, w)).toBe(rate);
  });
});
