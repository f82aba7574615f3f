import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

// The demand board's exports: quantities as numbers, totalled per stock unit (never 米 + 个).
let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const [cloth] = (await makeMaterialSkus(boss, ['红'])).skuIds;
  const [buttons] = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds;
  const demand = async (orderNo: string, materialSkuId: string, demandQuantity: string) => {
    const res = await boss.call('POST', 'material/purchase-demand/add', { orderNo, materialSkuId, demandQuantity });
    expect(res.code, res.msg).toBe(0);
  };
  await demand('SC-1', cloth!, '1200');
  await demand('SC-2', cloth!, '800.25');
  await demand('SC-1', buttons!, '3000');
});
afterAll(() => h.close());

describe('purchase demand exports', () => {
  it('by order: one row per demand line, quantities as numbers, totals per stock unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'purchase/exportExcelOnMission', {});
    expect(sheet.rows).toHaveLength(3);
    const row = sheet.column('物料需求').indexOf(800.25);
    expectTypedCell(sheet.cell(row, '物料需求'), 'number', '0.####');
    expect(sheet.total('合计（米）', '物料需求')).toBe(2000.25);
    expect(sheet.total('合计（个）', '物料需求')).toBe(3000);
    expect(typeof sheet.total('合计（米）', '待采购')).toBe('number');
  });

  it('by material: one row per SKU and supplier, totals per stock unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'purchase/exportExcelOnSupplier', {});
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.column('物料需求').sort()).toEqual([2000.25, 3000]);
    expect(sheet.total('合计（米）', '物料需求')).toBe(2000.25);
    expect(sheet.total('合计（个）', '物料需求')).toBe(3000);
  });
});
