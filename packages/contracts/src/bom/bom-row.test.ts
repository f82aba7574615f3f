import { describe, expect, it } from 'vitest';
import { bomRowInput } from './bom-row.js';
import { bomConfigInput } from './bom-config.js';

describe('bomRowInput', () => {
  it('reads ALL (or nothing) as null and keeps the ids otherwise', () => {
    const row = bomRowInput.parse({
      materialsSkuId: '7',
      singleDosage: '1.25',
      styleColorIdList: ['ALL', '3'],
      styleSizeIdList: ['4', '4', 5],
    });
    expect(row.materialSkuId).toBe('7');
    expect(row.styleColorIdList).toBeNull();
    expect(row.styleSizeIdList).toEqual(['4', '5']);
    expect(row.styleStandardIdList).toBeNull();
    expect(row.lossRate).toBe('0');
  });

  it.each([
    [{ singleDosage: '1' }, 'materialSkuId'],
    [{ materialSkuId: '1', singleDosage: '0' }, 'singleDosage'],
    [{ materialSkuId: '1', singleDosage: '1.23456' }, 'singleDosage'],
    [{ materialSkuId: '1', singleDosage: '1', lossRate: '100.01' }, 'lossRate'],
    [{ materialSkuId: '1', singleDosage: '1', lossRate: '3.333' }, 'lossRate'],
    [
      {
        materialSkuId: '1',
        singleDosage: '1',
        sizeDosages: [
          { sizeId: '2', singleDosage: '1' },
          { sizeId: '2', singleDosage: '2' },
        ],
      },
      'sizeDosages.1.sizeId',
    ],
    [
      {
        materialSkuId: '1',
        singleDosage: '1',
        colorMappings: [
          { styleColorId: '2', materialSkuId: '3' },
          { styleColorId: '2', materialSkuId: '4' },
        ],
      },
      'colorMappings.1.styleColorId',
    ],
  ])('refuses %j naming %s', (input, field) => {
    const res = bomRowInput.safeParse(input);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('accepts a loss of exactly 100 with two decimals', () => {
    expect(bomRowInput.parse({ materialSkuId: '1', singleDosage: '0.0001', lossRate: '100.00' }).lossRate).toBe('100.00');
  });
});

describe('bomConfigInput', () => {
  it('refuses an unknown column key', () => {
    expect(bomConfigInput.safeParse({ fieldIds: ['picture', 'nope'] }).success).toBe(false);
    expect(bomConfigInput.parse({ fieldIds: ['picture'] }).fieldIds).toEqual(['picture']);
  });
});
