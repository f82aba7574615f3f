import type { MissionActualUsageLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { newMaterialLine } from './material-line.logic';
import { fillByReference, referenceText } from './mission-reference';

const ref = (materialSkuId: string, referenceRemnant: string): MissionActualUsageLine => ({
  materialSkuId,
  materialsNo: `M${materialSkuId}`,
  materialsName: '面料',
  colorName: '红',
  specNoName: '',
  stockUnit: '米',
  pieces: '10',
  demand: '15',
  delivered: '20',
  left: '0',
  bomUsage: '1.5',
  returned: '0',
  cutPieces: '10',
  actualUsage: '2',
  referenceUsage: '15',
  referenceRemnant,
});

describe('fillByReference (按参考余料一键填齐)', () => {
  it('puts each material with a reference remnant at that figure, a listed one in place, none twice', () => {
    const listed = { ...newMaterialLine('1', 'M1 面料 红'), quantity: '3' };
    const other = { ...newMaterialLine('9', 'M9'), quantity: '1' };
    const out = fillByReference([listed, other], [ref('1', '5.0000'), ref('2', '2.5000'), ref('3', '0.0000')], 'MO-1');
    expect(out.map((l) => [l.materialsSkuId, l.quantity, l.orderNo])).toEqual([
      ['1', '5', 'MO-1'],
      ['9', '1', ''],
      ['2', '2.5', 'MO-1'],
    ]);
    expect(out[0]!.key).toBe(listed.key);
    expect(out[2]).toMatchObject({ label: 'M2 面料 红', stockUnit: '米' });
  });

  it('shows the figure with its unit, "-" for a material outside the mission', () => {
    const bySku = new Map([['1', ref('1', '5.2500')]]);
    expect(referenceText(bySku, '1')).toBe('5.25 米');
    expect(referenceText(bySku, '2')).toBe('-');
  });
});
