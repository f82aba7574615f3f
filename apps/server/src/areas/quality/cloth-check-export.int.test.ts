import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { insertArrival } from '../../../test/quality-fixture.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

// arrive/checkAndShrunk/export: lengths as numbers, 缩率 as a percentage cell, dates as dates, 验布长度 per unit.
let h: Harness;
let boss: Client;
let arrival: { id: string; no: string; lineIds: string[] };

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cloth-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const skuIds = (await makeMaterialSkus(boss, ['米白', '藏青'])).skuIds;
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `验布导出${Date.now() % 1e6}` })).data.id;
  arrival = await insertArrival(h.db, boss.unitId, boss.userId, supplierId, await makeStorehouse(boss), skuIds);
  const check = await boss.call('PUT', 'arrive/check', {
    arriveId: arrival.id,
    checkerId: boss.userId,
    checkDate: '2026-11-22',
    lines: [
      { arriveLineId: arrival.lineIds[0], checkedLength: '118.5' },
      { arriveLineId: arrival.lineIds[1], checkedLength: '30' },
    ],
  });
  expect(check.code, check.msg).toBe(0);
  const shrink = await boss.call('PUT', 'arrive/shrunk', {
    arriveId: arrival.id,
    shrinkerId: boss.userId,
    shrinkDate: '2026-11-23',
    lines: [{ arriveLineId: arrival.lineIds[0], shrinkBefore: '100', shrinkAfter: '96.5' }],
  });
  expect(shrink.code, shrink.msg).toBe(0);
});
afterAll(() => h.close());

describe('arrive/checkAndShrunk/export', () => {
  it('writes typed cells and totals the checked length per unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'arrive/checkAndShrunk/export', { arriveId: arrival.id });
    expect(sheet.rows).toHaveLength(2);
    const row = sheet.column('验布长度').indexOf(118.5);
    expectTypedCell(sheet.cell(row, '验布长度'), 'number', '0.####');
    expectTypedCell(sheet.cell(row, '缩率'), 'number', '0.00%');
    expect(sheet.cell(row, '缩率').value).toBe(0.035);
    expectTypedCell(sheet.cell(row, '缩后长度'), 'number', '0.####');
    expectTypedCell(sheet.cell(row, '验布日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(row, '缩布日期').value).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(sheet.cell(1 - row, '缩率').value).toBeNull();
    expect(sheet.total('合计（米）', '验布长度')).toBe(148.5);
    expect(sheet.total('合计（米）', '合计到料')).toBeNull();
  });
});
