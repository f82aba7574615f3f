import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

// changeStock/exportExcel: movements as typed cells, 变动数量 totalled per stock unit, times at the factory's clock.
let h: Harness;
let boss: Client;
let store: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'stock-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  store = await makeStorehouse(boss, false);
  const [cloth] = (await makeMaterialSkus(boss, ['红'])).skuIds;
  const [buttons] = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds;
  const change = async (materialsSkuId: string, inventoryType: 'IN' | 'OUT', stock: string) => {
    const res = await boss.call('PUT', 'fac/stock/single', {
      opDate: '2026-11-22',
      storehouseId: store,
      materialsSkuId,
      inventoryType,
      stock,
    });
    expect(res.code, res.msg).toBe(0);
  };
  await change(cloth!, 'IN', '1200.5');
  await change(cloth!, 'OUT', '200.25');
  await change(buttons!, 'IN', '3000');
});
afterAll(() => h.close());

describe('changeStock/exportExcel', () => {
  it('writes quantities as numbers, dates and times as dates, and the net movement per unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'changeStock/exportExcel', { storehouseId: store });
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.column('变动数量').sort()).toEqual([-200.25, 1200.5, 3000].sort());
    const out = sheet.column('变动数量').indexOf(-200.25);
    expectTypedCell(sheet.cell(out, '变动数量'), 'number', '0.####');
    expectTypedCell(sheet.cell(out, '变动后库存'), 'number', '0.####');
    expect(sheet.cell(out, '变动后库存').value).toBe(1000.25);
    expectTypedCell(sheet.cell(out, '变动日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(out, '变动日期').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expectTypedCell(sheet.cell(out, '操作时间'), 'date', 'yyyy-mm-dd hh:mm:ss');
    // Recorded a moment ago, shown at Shanghai's clock (UTC+8).
    const shown = (sheet.cell(out, '操作时间').value as Date).getTime();
    expect(Math.abs(shown - (Date.now() + 8 * 3600_000))).toBeLessThan(5 * 60_000);
    expect(sheet.total('合计（米）', '变动数量')).toBe(1000.25);
    expect(sheet.total('合计（个）', '变动数量')).toBe(3000);
    expect(sheet.total('合计（米）', '变动后库存')).toBeNull();
  });
});
