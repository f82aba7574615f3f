import type { BomRowView, BomSnapshot } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { snapshotChanges } from './bom-log.logic';

const row = (id: string, singleDosage: string): BomRowView =>
  ({
    id,
    materialSkuId: `sku-${id}`,
    singleDosage,
    sizeDosages: [],
    lossRate: '0',
    styleColorIdList: null,
    styleSizeIdList: null,
    styleStandardIdList: null,
    colorMappings: [],
    isMain: false,
    partId: null,
    supplierId: null,
    planCost: null,
    remark: null,
  }) as unknown as BomRowView;
const snap = (rows: BomRowView[]): BomSnapshot => ({ name: 'A', remark: null, isDefault: true, status: 0, rows });

describe('BOM log before and after', () => {
  it('marks changed rows on both sides, removed ones before and added ones after', () => {
    const changes = snapshotChanges(
      snap([row('1', '1'), row('2', '2'), row('3', '3')]),
      snap([row('1', '1'), row('2', '2.5'), row('4', '4')]),
    );
    expect([...changes.before].sort()).toEqual(['2', '3']);
    expect([...changes.after].sort()).toEqual(['2', '4']);
  });
  it('marks every row of a new BOM after and nothing without snapshots', () => {
    expect([...snapshotChanges(null, snap([row('1', '1')])).after]).toEqual(['1']);
    expect(snapshotChanges(null, null).before.size).toBe(0);
  });
});
