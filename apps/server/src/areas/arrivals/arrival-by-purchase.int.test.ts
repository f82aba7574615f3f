import { ArrivalPermission, PurchasePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/** arrive/byPurchase: the purchase detail's 到料详情. */
let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let purchaseReader: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];
const today = '2026-11-23';

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'abp');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const second = await createFactory(h.db, 'abp2');
  intruder = await signIn(h.app, second.boss.loginName, second.boss.password);
  const staff = await createStaff(h.db, factory, [ArrivalPermission.add]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const reader = await createStaff(h.db, factory, [PurchasePermission.list]);
  purchaseReader = await signIn(h.app, reader.loginName, reader.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `到料详情布行${Date.now() % 1e6}` })).data.id;
  ({ skuIds } = await makeMaterialSkus(boss, ['红', '蓝'], {
    supplierId,
    price: '10',
    purchaseUnit: '卷',
    conversionRate: '50',
  }));
  storehouseId = await makeStorehouse(boss, true);
});
afterAll(() => h.close());

async function reviewedPurchase(): Promise<{ id: string; lineIds: string[] }> {
  const res = await boss.call('POST', 'purchase/add', {
    supplierId,
    purchaserId: boss.userId,
    datePurchase: today,
    materialsSkus: [
      { materialSkuId: skuIds[0], conversionRate: '50', quantity: '2', unitPrice: '500' },
      { materialSkuId: skuIds[1], conversionRate: '50', quantity: '1', unitPrice: '400' },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id })).data.status).toBe(2);
  const d = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.id })).data;
  return { id: res.data.id, lineIds: d.lines.map((l: { id: string }) => l.id) };
}
async function arrive(lines: Record<string, unknown>[], submit: boolean): Promise<string> {
  const res = await boss.call('POST', 'arrive/add', {
    supplierId,
    creatorId: factory.boss.userId,
    dateArrive: today,
    storehouseId,
    materialsSkus: lines,
  });
  expect(res.code, res.msg).toBe(0);
  if (submit) expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: res.data.id })).data.status).toBe(2);
  return res.data.id;
}

describe('arrive/byPurchase', () => {
  it("lists the bill's arrivals, newest first, each with only its lines against the bill", async () => {
    const p = await reviewedPurchase();
    const other = await reviewedPurchase();
    const first = await arrive([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1' }], true);
    // A draft counts too (its status says so); its line against another bill is left out.
    const second = await arrive(
      [
        { materialSkuId: skuIds[1], purchaseLineId: p.lineIds[1], quantity: '0.5' },
        { materialSkuId: skuIds[0], purchaseLineId: other.lineIds[0], quantity: '2' },
      ],
      false,
    );
    const res = await boss.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.map((a: { id: string; status: number }) => [a.id, a.status])).toEqual([
      [second, 0],
      [first, 2],
    ]);
    expect(
      res.data[0].lines.map((l: Record<string, string>) => [l.purchaseLineId, l.quantity, l.stockQuantity, l.colorName]),
    ).toEqual([[p.lineIds[1], '0.5000', '25.0000', '蓝']]);
    expect(res.data[1].lines.map((l: Record<string, string>) => [l.purchaseLineId, l.stockQuantity, l.amount])).toEqual([
      [p.lineIds[0], '50.0000', '500.00'],
    ]);
    // The other bill sees only its own line; sample arrivals are asked for separately.
    const forOther = (await boss.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: other.id })).data;
    expect(forOther.map((a: { id: string }) => a.id)).toEqual([second]);
    expect(forOther[0].lines).toHaveLength(1);
    expect((await boss.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id, belongModule: 1 })).data).toEqual([]);
    // The purchase list permission is enough (the tab sits on the purchase detail).
    expect((await purchaseReader.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id })).data).toHaveLength(2);
  });

  it('checks session, permission, unit and input', async () => {
    const p = await reviewedPurchase();
    await arrive([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1' }], true);
    expect((await call(h.app, 'GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id })).code).toBe(440);
    const refused = await powerless.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await intruder.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id })).data).toEqual([]);
    const bad = await boss.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: 'x' });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('billMaterialPurchaseId');
    const badModule = await boss.call('GET', 'arrive/byPurchase', { billMaterialPurchaseId: p.id, belongModule: 3 });
    expect(badModule.code).toBe(40001);
  });
});
