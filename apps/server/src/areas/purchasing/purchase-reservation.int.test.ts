import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let skuId: string;
let shA: string;
let shB: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'reserve');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  skuId = (await makeMaterialSkus(boss, ['红'])).skuIds[0]!;
  shA = await makeStorehouse(boss);
  shB = await makeStorehouse(boss);
  for (const [storehouseId, stock] of [
    [shA, '30'],
    [shB, '50'],
  ] as const) {
    const r = await boss.call('PUT', 'fac/stock/single', {
      storehouseId,
      materialsSkuId: skuId,
      inventoryType: 'IN',
      stock,
      opDate: '2026-11-22',
    });
    expect(r.code, r.msg).toBe(0);
  }
});
afterAll(() => h.close());

const demand = async (q: string) =>
  (
    await boss.call('POST', 'material/purchase-demand/add', {
      orderNo: `R${Date.now() % 1e6}`,
      materialSkuId: skuId,
      demandQuantity: q,
    })
  ).data.id as string;
const row = async (id: string) =>
  (await boss.call('POST', 'purchase/purchase-demand-bill-list-v3', { ids: [id], includeCompleted: true })).data.list[0];
const url = 'material/purchase-demand/stock-active-preuse';

describe('stock-active-preuse (主动占用)', () => {
  it('shows stock per storehouse; reserving lowers available and waiting; a new set replaces the old', async () => {
    const d = await demand('60');
    const view = await boss.call('GET', url, { materialPurchaseDemandId: d });
    expect(view.code, view.msg).toBe(0);
    expect(
      view.data.storehouses.map((s: { storehouseId: string; available: string }) => [s.storehouseId, Number(s.available)]),
    ).toEqual(
      expect.arrayContaining([
        [shA, 30],
        [shB, 50],
      ]),
    );
    const res = await boss.call('PUT', url, {
      materialPurchaseDemandId: d,
      reservations: [
        { storehouseId: shA, quantity: '20' },
        { storehouseId: shB, quantity: '15' },
      ],
    });
    expect(res.data).toEqual({ reservedQuantity: '35' });
    expect(await row(d)).toMatchObject({ reservedQuantity: '35.0000', waitingQuantity: '25.0000' });
    const after = (await boss.call('GET', url, { materialPurchaseDemandId: d })).data.storehouses;
    expect(Number(after.find((s: { storehouseId: string }) => s.storehouseId === shA).available)).toBe(10);
    expect(Number(after.find((s: { storehouseId: string }) => s.storehouseId === shA).held)).toBe(20);
    // replacing: only B now; A is released
    expect(
      (await boss.call('PUT', url, { materialPurchaseDemandId: d, reservations: [{ storehouseId: shB, quantity: '40' }] })).code,
    ).toBe(0);
    const again = (await boss.call('GET', url, { materialPurchaseDemandId: d })).data.storehouses;
    expect(Number(again.find((s: { storehouseId: string }) => s.storehouseId === shA).available)).toBe(30);
    expect((await row(d)).reservedQuantity).toBe('40.0000');
  });
  it('refuses more than is available or more than planned, and changes nothing', async () => {
    const d = await demand('100');
    const tooMuch = await boss.call('PUT', url, {
      materialPurchaseDemandId: d,
      reservations: [{ storehouseId: shA, quantity: '31' }],
    });
    expect(tooMuch.code).toBe(40904);
    const overPlan = await boss.call('PUT', url, {
      materialPurchaseDemandId: d,
      reservations: [
        { storehouseId: shA, quantity: '30' },
        { storehouseId: shB, quantity: '80' },
      ],
    });
    expect(overPlan.data.errors[0].field).toBe('reservations');
    expect((await row(d)).reservedQuantity).toBe('0.0000');
    const bad = await boss.call('PUT', url, {
      materialPurchaseDemandId: d,
      reservations: [{ storehouseId: shA, quantity: '-1' }],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('reservations.0.quantity');
  });
  it('计划采购 may not go below what is reserved; a plan lowered while stock is reserved never leaves more reserved than planned', async () => {
    const plan = (id: string, plannedQuantity: string) =>
      boss.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity });
    const shC = await makeStorehouse(boss);
    const stocked = await boss.call('PUT', 'fac/stock/single', {
      storehouseId: shC,
      materialsSkuId: skuId,
      inventoryType: 'IN',
      stock: '50',
      opDate: '2026-11-22',
    });
    expect(stocked.code, stocked.msg).toBe(0);
    const d = await demand('5');
    expect((await plan(d, '30')).code).toBe(0);
    expect(
      (await boss.call('PUT', url, { materialPurchaseDemandId: d, reservations: [{ storehouseId: shC, quantity: '20' }] })).code,
    ).toBe(0);
    const below = await plan(d, '10');
    expect(below.data.errors[0].field, below.msg).toBe('plannedQuantity');
    expect(below.msg).toContain('20');
    expect(await row(d)).toMatchObject({ plannedQuantity: '30.0000', reservedQuantity: '20.0000' });
    expect((await boss.call('PUT', url, { materialPurchaseDemandId: d, reservations: [] })).code).toBe(0);
    // Both read the demand's locked row (overlapping on PostgreSQL): one of the two wins, never both.
    for (let round = 0; round < 5; round += 1) {
      expect((await plan(d, '30')).code).toBe(0);
      const [reserve, lower] = await Promise.all([
        boss.call('PUT', url, { materialPurchaseDemandId: d, reservations: [{ storehouseId: shC, quantity: '25' }] }),
        plan(d, '10'),
      ]);
      expect([reserve.code, lower.code].filter((c) => c === 0)).toHaveLength(1);
      const after = await row(d);
      expect(Number(after.reservedQuantity)).toBeLessThanOrEqual(Number(after.plannedQuantity));
      expect((await boss.call('PUT', url, { materialPurchaseDemandId: d, reservations: [] })).code).toBe(0);
    }
  });

  it('another factory, no session, no permission', async () => {
    const d = await demand('10');
    expect((await intruder.call('GET', url, { materialPurchaseDemandId: d })).code).toBe(40402);
    expect(
      (await intruder.call('PUT', url, { materialPurchaseDemandId: d, reservations: [{ storehouseId: shA, quantity: '1' }] }))
        .code,
    ).toBe(40402);
    expect((await powerless.call('GET', url, { materialPurchaseDemandId: d })).code).toBe(40301);
    expect(await powerless.call('PUT', url, { materialPurchaseDemandId: d, reservations: [] })).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
    expect((await call(h.app, 'GET', url, { materialPurchaseDemandId: d })).code).toBe(440);
    expect((await call(h.app, 'PUT', url, {})).code).toBe(440);
    expect((await boss.call('GET', url, {})).data.errors[0].field).toBe('materialPurchaseDemandId');
    expect((await row(d)).reservedQuantity).toBe('0.0000');
  });

  it('stock-sku-preuse sets the same reservation; /modify is refused while the settings forbid changing it by hand', async () => {
    const d = await demand('20');
    const set = await boss.call('PUT', 'stock-sku-preuse', {
      materialPurchaseDemandId: d,
      reservations: [{ storehouseId: shA, quantity: '5' }],
    });
    expect(set.data).toEqual({ reservedQuantity: '5' });
    const change = { materialPurchaseDemandId: d, reservations: [{ storehouseId: shB, quantity: '7' }] };
    expect((await boss.call('PUT', 'stock-sku-preuse/modify', change)).data).toEqual({ reservedQuantity: '7' });
    const config = (await boss.call('GET', 'stock-sku-preuse-config')).data;
    expect((await boss.call('PUT', 'stock-sku-preuse-config', { ...config, canManualModify: false })).code).toBe(0);
    try {
      const refused = await boss.call('PUT', 'stock-sku-preuse/modify', { ...change, reservations: [] });
      expect([refused.code, refused.msg]).toEqual([40902, '占用设置不允许手动修改占用']);
      expect((await row(d)).reservedQuantity).toBe('7.0000');
    } finally {
      await boss.call('PUT', 'stock-sku-preuse-config', config);
    }
    expect((await intruder.call('PUT', 'stock-sku-preuse/modify', change)).code).toBe(40402);
    expect((await powerless.call('PUT', 'stock-sku-preuse', change)).code).toBe(40301);
    expect((await boss.call('PUT', 'stock-sku-preuse', { ...change, materialPurchaseDemandId: 'x' })).data.errors[0].field).toBe(
      'materialPurchaseDemandId',
    );
  });
});
