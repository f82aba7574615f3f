import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let otherSupplierId: string;
let skuIds: string[];
let staffUserId: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  staffUserId = staff.userId;
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `布行${Date.now()}` })).data.id;
  otherSupplierId = (await boss.call('POST', 'supplier/insert', { name: `辅料行${Date.now()}` })).data.id;
  ({ skuIds } = await makeMaterialSkus(boss, ['红', '蓝'], {
    supplierId,
    price: '12.5',
    purchaseUnit: '卷',
    conversionRate: '50',
  }));
});
afterAll(() => h.close());

let n = 0;
const addDemand = async (over: Record<string, unknown> = {}) => {
  const res = await boss.call('POST', 'material/purchase-demand/add', {
    orderNo: `SC${++n}`,
    goodsStyleNo: 'K001',
    materialSkuId: skuIds[0],
    demandQuantity: '100',
    ...over,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};
const board = async (body: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'purchase/purchase-demand-bill-list-v3', { pageNo: 1, pageSize: 100, ...body });
const row = async (id: string) => (await board({ ids: [id], includeCompleted: true })).data.list[0];
const countDemands = async () =>
  Number(
    (
      await h.db
        .selectFrom('purchaseDemand')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('material/purchase-demand/add and the boards', () => {
  it('creates a line with the SKU default supplier and planned = demand; both boards show it', async () => {
    const id = await addDemand({ orderNo: 'SC-A1' });
    expect(await row(id)).toMatchObject({
      orderNo: 'SC-A1',
      goodsStyleNo: 'K001',
      supplierId,
      demandQuantity: '100.0000',
      plannedQuantity: '100.0000',
      waitingQuantity: '100.0000',
      purchasedQuantity: '0.0000',
      productionOrderId: null,
      stockUnit: '米',
      purchaseUnit: '卷',
      referencePrice: '12.5000',
    });
    const byMaterial = await boss.call('POST', 'purchase/purchaseMaterialsPage-v2', {
      pageNo: 1,
      pageSize: 50,
      orderNos: ['SC-A1'],
    });
    expect(byMaterial.data.list).toHaveLength(1);
    expect(byMaterial.data.list[0]).toMatchObject({
      materialSkuId: skuIds[0],
      demandIds: [id],
      orderNos: ['SC-A1'],
      waitingQuantity: '100.0000',
    });
    expect((await board({ queryColumn: 'SC-A1' })).data.totalCount).toBe(1);
    expect((await board({}, intruder)).data.totalCount).toBe(0);
  });
  it('refuses a planned quantity below the demand, an unknown SKU, another factory’s supplier; writes nothing', async () => {
    const before = await countDemands();
    const low = await boss.call('POST', 'material/purchase-demand/add', {
      orderNo: 'X',
      materialSkuId: skuIds[0],
      demandQuantity: '10',
      plannedQuantity: '9',
    });
    expect(low.code).toBe(40001);
    expect(low.data.errors[0].field).toBe('plannedQuantity');
    expect(low.msg).toContain('输入值不能小于物料需求值');
    const foreignSupplier = (await intruder.call('POST', 'supplier/insert', { name: `外厂${Date.now()}` })).data.id;
    const bad = await boss.call('POST', 'material/purchase-demand/add', {
      orderNo: 'X',
      materialSkuId: skuIds[0],
      demandQuantity: '1',
      supplierId: foreignSupplier,
    });
    expect(bad.data.errors[0].field).toBe('supplierId');
    expect(
      (
        await intruder.call('POST', 'material/purchase-demand/add', {
          orderNo: 'X',
          materialSkuId: skuIds[0],
          demandQuantity: '1',
        })
      ).data.errors[0].field,
    ).toBe('materialSkuId');
    const shape = await boss.call('POST', 'material/purchase-demand/add', {
      orderNo: '',
      materialSkuId: 'x',
      demandQuantity: '-1',
    });
    expect(shape.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'demandQuantity',
      'materialSkuId',
      'orderNo',
    ]);
    expect(await countDemands()).toBe(before);
    expect((await call(h.app, 'POST', 'material/purchase-demand/add', {})).code).toBe(440);
    expect(
      await powerless.call('POST', 'material/purchase-demand/add', {
        orderNo: 'X',
        materialSkuId: skuIds[0],
        demandQuantity: '1',
      }),
    ).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
  });
  it('boards: 440, 40301, bad input', async () => {
    for (const url of [
      'purchase/purchase-demand-bill-list-v3',
      'purchase/purchaseMaterialsPage-v2',
      'purchase/purchaseSupplierPage',
    ]) {
      expect((await call(h.app, 'POST', url, {})).code).toBe(440);
      expect((await powerless.call('POST', url, {})).code).toBe(40301);
      const bad = await boss.call('POST', url, { purchaseState: 'X' });
      expect(bad.data.errors[0].field).toBe('purchaseState');
    }
  });
});

describe('planned purchase, supplier, complete, purchaser', () => {
  it('updatePurchaseDemand: raises the plan, never below demand; other factory not found', async () => {
    const id = await addDemand();
    const ok = await boss.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '120' });
    expect(ok.data).toMatchObject({ plannedQuantity: '120.0000', waitingQuantity: '120.0000' });
    const viaGet = await boss.call('GET', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '130' });
    expect(viaGet.data.plannedQuantity).toBe('130.0000');
    const low = await boss.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '99' });
    expect(low.data.errors[0].field).toBe('plannedQuantity');
    expect((await intruder.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '500' })).code).toBe(40402);
    expect((await powerless.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '500' })).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: '500' })).code).toBe(440);
    expect((await boss.call('POST', 'purchase/updatePurchaseDemand', { id, plannedQuantity: 'abc' })).code).toBe(40001);
    expect((await row(id)).plannedQuantity).toBe('130.0000');
  });
  it('supplier: changed here, refused for another factory', async () => {
    const id = await addDemand();
    expect(
      (await boss.call('PUT', 'material/purchase-demand/supplier', { materialPurchaseDemandId: id, supplierId: otherSupplierId }))
        .code,
    ).toBe(0);
    expect((await row(id)).supplierId).toBe(otherSupplierId);
    expect(
      (await intruder.call('PUT', 'material/purchase-demand/supplier', { materialPurchaseDemandId: id, supplierId })).code,
    ).toBe(40402);
    expect(
      (await powerless.call('PUT', 'material/purchase-demand/supplier', { materialPurchaseDemandId: id, supplierId })).code,
    ).toBe(40301);
    expect(
      (await call(h.app, 'PUT', 'material/purchase-demand/supplier', { materialPurchaseDemandId: id, supplierId })).code,
    ).toBe(440);
    expect(
      (await boss.call('PUT', 'material/purchase-demand/supplier', { materialPurchaseDemandId: id })).data.errors[0].field,
    ).toBe('supplierId');
    expect((await row(id)).supplierId).toBe(otherSupplierId);
  });
  it('batch complete hides lines from the board (waiting 0) and undo brings them back; single manual-complete too', async () => {
    const a = await addDemand();
    const b = await addDemand();
    expect(
      (await boss.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [a, b], status: 1 })).data,
    ).toEqual({ changed: 2 });
    const open = (await board()).data.list.map((r: { id: string }) => r.id);
    expect(open).not.toContain(a);
    expect(await row(a)).toMatchObject({ isCompleted: true, waitingQuantity: '0.0000' });
    expect((await board({ purchaseState: 'COMPLETED' })).data.list.map((r: { id: string }) => r.id)).toContain(b);
    expect((await boss.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [a], status: 0 })).code).toBe(
      0,
    );
    expect((await row(a)).isCompleted).toBe(false);
    expect((await boss.call('GET', 'material/purchase-demand/manual-complete', { id: b, complete: '0' })).code).toBe(0);
    expect((await row(b)).isCompleted).toBe(false);
    expect(
      (await intruder.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [a], status: 1 })).code,
    ).toBe(40402);
    expect((await intruder.call('GET', 'material/purchase-demand/manual-complete', { id: a })).code).toBe(40402);
    expect((await row(a)).isCompleted).toBe(false);
    expect(
      (await powerless.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [a], status: 1 })).code,
    ).toBe(40301);
    expect((await powerless.call('GET', 'material/purchase-demand/manual-complete', { id: a })).code).toBe(40301);
    expect((await call(h.app, 'PUT', 'material/purchase-demand/status', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'material/purchase-demand/manual-complete', { id: a })).code).toBe(440);
    expect(
      (await boss.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [], status: 1 })).data.errors[0]
        .field,
    ).toBe('materialPurchaseDemandIds');
    expect((await boss.call('GET', 'material/purchase-demand/manual-complete', { id: 'x' })).data.errors[0].field).toBe('id');
  });
  it('checkAllocationPurchaser refuses completed lines; allocationPurchaser assigns; filters by assignment', async () => {
    const a = await addDemand();
    const done = await addDemand();
    await boss.call('PUT', 'material/purchase-demand/status', { materialPurchaseDemandIds: [done], status: 1 });
    expect((await boss.call('POST', 'purchase/checkAllocationPurchaser', { purchaseDemandIds: [a] })).data).toEqual({
      count: 1,
      alreadyAssigned: 0,
    });
    expect((await boss.call('POST', 'purchase/checkAllocationPurchaser', { purchaseDemandIds: [a, done] })).code).toBe(40902);
    expect(
      (await boss.call('POST', 'purchase/allocationPurchaser', { purchaseDemandIds: [a], purchaserId: staffUserId })).data,
    ).toEqual({ changed: 1 });
    expect((await row(a)).purchaserId).toBe(staffUserId);
    expect((await board({ allocated: 1 })).data.list.map((r: { id: string }) => r.id)).toEqual([a]);
    expect((await board({ purchaserId: staffUserId })).data.totalCount).toBe(1);
    const foreignUser = intruder.userId;
    expect(
      (await boss.call('POST', 'purchase/allocationPurchaser', { purchaseDemandIds: [a], purchaserId: foreignUser })).data
        .errors[0].field,
    ).toBe('purchaserId');
    for (const url of ['purchase/checkAllocationPurchaser', 'purchase/allocationPurchaser']) {
      expect((await intruder.call('POST', url, { purchaseDemandIds: [a], purchaserId: intruder.userId })).code).toBe(40402);
      expect((await powerless.call('POST', url, { purchaseDemandIds: [a], purchaserId: staffUserId })).code).toBe(40301);
      expect((await call(h.app, 'POST', url, { purchaseDemandIds: [a] })).code).toBe(440);
      expect((await boss.call('POST', url, { purchaseDemandIds: 'x' })).data.errors[0].field).toBe('purchaseDemandIds');
    }
    expect((await row(a)).purchaserId).toBe(staffUserId);
  });
  it('exports both boards as xlsx with the same filters', async () => {
    for (const url of ['purchase/exportExcelOnMission', 'purchase/exportExcelOnSupplier']) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/v1/api/${url}`,
        payload: {},
        headers: { cookie: `sid=${boss.sid}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await powerless.call('POST', url, {})).code).toBe(40301);
      expect((await call(h.app, 'POST', url, {})).code).toBe(440);
      expect((await boss.call('POST', url, { allocated: 5 })).code).toBe(40001);
    }
  });
});
