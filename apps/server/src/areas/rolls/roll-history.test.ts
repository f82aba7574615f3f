import { describe, expect, it } from 'vitest';
import { createdRoll, diffRoll } from './roll-history.js';
import type { RollValues } from './roll.repository.js';

const base: RollValues = {
  rollNo: 'R1',
  vatNo: 'V1',
  storehouseId: '3',
  orderId: null,
  orderNo: null,
  styleId: null,
  styleNo: null,
  length: '12.5000',
  isQualified: true,
  remark: null,
};

describe('roll history', () => {
  it('records nothing when nothing changed (numeric padding is not a change)', () => {
    expect(diffRoll(base, { ...base, length: '12.5' })).toEqual([]);
  });
  it('records each changed field with before and after', () => {
    expect(diffRoll(base, { ...base, vatNo: null, isQualified: false, length: '13' })).toEqual([
      { field: 'vatNo', before: 'V1', after: null },
      { field: 'length', before: '12.5', after: '13' },
      { field: 'isQualified', before: 'true', after: 'false' },
    ]);
  });
  it('a new roll lists its filled fields only', () => {
    expect(createdRoll(base).map((c) => c.field)).toEqual(['rollNo', 'vatNo', 'storehouseId', 'length', 'isQualified']);
  });
});
