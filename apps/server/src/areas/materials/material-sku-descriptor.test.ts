import { describe, expect, it } from 'vitest';
import { withSpecNoName } from './material-sku-descriptor.js';

describe('withSpecNoName', () => {
  it('replaces spec number and remark by the spec name, keeping the other columns in order', () => {
    const row = withSpecNoName({ id: '1', specNo: 'W150', specRemark: '幅宽150', stockUnit: '米' });
    expect(row).toEqual({ id: '1', stockUnit: '米', specNoName: 'W150-幅宽150' });
    expect(Object.keys(row)).toEqual(['id', 'stockUnit', 'specNoName']);
  });

  it('answers an empty name without a spec, and the number alone without a remark', () => {
    expect(withSpecNoName({ specNo: null, specRemark: null }).specNoName).toBe('');
    expect(withSpecNoName({ specNo: 'W150', specRemark: null }).specNoName).toBe('W150');
  });
});
