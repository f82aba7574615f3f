import { describe, expect, it } from 'vitest';
import { batchLines } from './batch-qc.logic';

describe('batch QC lines', () => {
  it('keeps only bundles with a quantity typed, blanks as null, trimmed', () => {
    const lines = batchLines({
      '1': { qualified: ' 4 ', defective: '1', defectLabelIds: ['9'] },
      '2': { qualified: '', defective: ' ', waste: '' },
      '3': { waste: '2' },
    });
    expect(lines).toEqual([
      { ligationId: '1', qualified: '4', defective: '1', defectLabelIds: ['9'], waste: null, reason: null },
      { ligationId: '3', qualified: null, defective: null, defectLabelIds: [], waste: '2', reason: null },
    ]);
  });
});
