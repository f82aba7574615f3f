import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

// delivery/material/exportDeliveryListExcel: one row per material line, typed cells, 送料数 totalled per stock unit.
let h: Harness;
let boss: Client;
let intruder: Client;
const EXPORT = 'delivery/material/exportDeliveryListExcel';
const numbers: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'delivery-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const store = await makeStorehouse(boss, false);
  const [cloth] = (await makeMaterialSkus(boss, ['卡其'])).skuIds;
  const [buttons] = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds;
  const draft = async (belongModule: 0 | 2, skus: { materialsSkuId: string; quantity: string }[]) => {
    const res = await boss.call('POST', 'delivery/material/create', {
      belongModule,
      storehouseId: store,
      deliveryCreatorId: boss.userId,
      dateDelivery: '2026-11-20',
      remark: '整单备注',
      skus,
    });
    expect(res.code, res.msg).toBe(0);
    numbers.push(res.data.orderNo);
  };
  await draft(0, [
    { materialsSkuId: cloth!, quantity: '1200' },
    { materialsSkuId: buttons!, quantity: '3000' },
  ]);
  await draft(0, [{ materialsSkuId: cloth!, quantity: '800.5' }]);
  await draft(2, [{ materialsSkuId: cloth!, quantity: '10' }]);
});
afterAll(() => h.close());

describe('delivery/material/exportDeliveryListExcel', () => {
  it('writes each delivery line with its bill, quantities as numbers and totals per unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, EXPORT, { belongModule: 0 });
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.column('单号').sort()).toEqual([numbers[0], numbers[0], numbers[1]].sort());
    const first = sheet.column('单号').indexOf(numbers[0]!);
    expectTypedCell(sheet.cell(first, '送料日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(first, '送料日期').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expectTypedCell(sheet.cell(first, '送料数'), 'number', '0');
    const half = sheet.column('送料数').indexOf(800.5);
    expectTypedCell(sheet.cell(half, '送料数'), 'number', '0.####');
    expect(sheet.cell(half, '备注').value).toBe('整单备注');
    expect(sheet.total('合计（米）', '送料数')).toBe(2000.5);
    expect(sheet.total('合计（个）', '送料数')).toBe(3000);
    expect(sheet.header).not.toContain('合计送料');
  });

  it('exports notices with their delivery state, in English too', async () => {
    const notices = await downloadSheet(h.app, boss.sid, EXPORT, { belongModule: 2 });
    expect(notices.column('单号')).toEqual([numbers[2]]);
    expect(notices.column('送料状态')).toEqual(['未送料']);
    expect(notices.column('通知数')).toEqual([10]);
    const en = await downloadSheet(h.app, boss.sid, EXPORT, { belongModule: 2 }, 'en');
    expect(en.column('Delivery state')).toEqual(['Not delivered']);
    expect(en.total('Total (米)', 'Quantity')).toBe(10);
  });

  it("holds none of another factory's deliveries", async () => {
    expect((await downloadSheet(h.app, intruder.sid, EXPORT, { belongModule: 0 })).rows).toEqual([]);
  });
});
