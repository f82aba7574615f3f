import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let strict: string;
let skus: string[];
let factoryId: string;
const date = '2026-11-20';

const stockIn = (c: Client, storehouseId: string, materialsSkuId: string, stock: string) =>
  c.call('PUT', 'fac/stock/single', { storehouseId, materialsSkuId, inventoryType: 'IN', stock, opDate: date });
const draft = (c: Client, body: Record<string, unknown> = {}) =>
  c.call('POST', 'delivery/material/create', {
    storehouseId: strict,
    deliveryCreatorId: c.userId,
    dateDelivery: date,
    skus: [{ materialsSkuId: skus[0], quantity: '2.5' }],
    ...body,
  });
const movements = async (c: Client, sourceNo: string) =>
  (
    (await c.call('POST', 'changeStock/page', { storehouseId: strict, pageSize: 500 })).data.list as {
      sourceNo: string;
      changeType: string;
      quantity: string;
    }[]
  ).filter((r) => r.sourceNo === sourceNo);

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'delivery');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  strict = await makeStorehouse(boss, true);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青', '米白'])).skuIds;
  const f = await boss.call('POST', 'outside/factory/insert', { name: `加工厂${Date.now() % 100000}` });
  factoryId = f.data?.id;
  expect(await stockIn(boss, strict, skus[0]!, '10').then((r) => r.code)).toBe(0);
});
afterAll(() => h.close());

describe('delivery/material create, detail, page, update', () => {
  it('creates a draft with a generated number, reads it back, lists it and edits it', async () => {
    const res = await draft(boss, { outsideFactoryId: factoryId, remark: '裁床' });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^SL\d{6}\d{4}$/);
    const detail = await boss.call('GET', `delivery/material/detail/${res.data.id}`);
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({
      status: 0,
      belongModule: 0,
      storehouseId: strict,
      totalQuantity: expect.any(String),
      outsideFactoryId: factoryId,
    });
    expect(Number(detail.data.skus[0].quantity)).toBe(2.5);
    const page = await boss.call('POST', 'delivery/material/page', { belongModule: 0, searchParam: res.data.orderNo });
    expect(page.data.totalCount).toBe(1);
    const upd = await boss.call('POST', 'delivery/material/update', {
      deliveryId: res.data.id,
      storehouseId: strict,
      deliveryCreatorId: boss.userId,
      dateDelivery: date,
      skus: [
        { materialsSkuId: skus[0], quantity: '3' },
        { materialsSkuId: skus[1], quantity: '1', orderNo: 'PO-1' },
      ],
    });
    expect(upd.code, upd.msg).toBe(0);
    expect(upd.data.orderNo).toBe(res.data.orderNo);
    const again = await boss.call('GET', `delivery/material/detail/${res.data.id}`);
    expect(again.data.skus.map((s: { quantity: string }) => Number(s.quantity))).toEqual([3, 1]);
    expect(again.data.skus[1].orderNo).toBe('PO-1');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = (await boss.call('POST', 'delivery/material/page', {})).data.totalCount;
    const bad = await draft(boss, { skus: [{ materialsSkuId: skus[0], quantity: '-1' }] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toContain('skus');
    const noDate = await draft(boss, { dateDelivery: '20-11' });
    expect(noDate.data.errors[0].field).toBe('dateDelivery');
    expect((await boss.call('GET', 'delivery/material/detail/abc')).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', 'delivery/material/examine', { id: 'x' })).data.errors[0].field).toBe('id');
    expect((await boss.call('GET', 'delivery/material/undo/x')).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', 'delivery/material/page', { deliveryStartDate: '2026' })).data.errors[0].field).toBe(
      'deliveryStartDate',
    );
    expect((await boss.call('GET', 'delivery/material/listBillNotify', { pageSize: '0' })).data.errors[0].field).toBe('pageSize');
    const upd = await boss.call('POST', 'delivery/material/update', {
      deliveryId: '1',
      storehouseId: strict,
      deliveryCreatorId: boss.userId,
      dateDelivery: date,
      skus: [],
    });
    expect(upd.data.errors[0].field).toBe('skus');
    expect((await boss.call('POST', 'delivery/material/page', {})).data.totalCount).toBe(before);
  });

  it('answers 440 without a session and 40301 without the permission', async () => {
    expect((await call(h.app, 'POST', 'delivery/material/create', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'delivery/material/page', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'delivery/material/detail/1')).code).toBe(440);
    expect((await call(h.app, 'POST', 'delivery/material/examine', { id: '1' })).code).toBe(440);
    expect((await call(h.app, 'GET', 'delivery/material/undo/1')).code).toBe(440);
    expect((await call(h.app, 'GET', 'delivery/material/form')).code).toBe(440);
    expect((await call(h.app, 'POST', 'delivery/material/update', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'delivery/material/listBillNotify')).code).toBe(440);
    expect((await call(h.app, 'POST', 'delivery/material/exportDeliveryListExcel', {})).code).toBe(440);
    for (const [method, url, body] of [
      ['POST', 'delivery/material/create', {}],
      ['POST', 'delivery/material/update', {}],
      ['POST', 'delivery/material/page', {}],
      ['GET', 'delivery/material/detail/1', undefined],
      ['POST', 'delivery/material/examine', { id: '1' }],
      ['GET', 'delivery/material/undo/1', undefined],
      ['GET', 'delivery/material/listBillNotify', undefined],
      ['POST', 'delivery/material/exportDeliveryListExcel', {}],
    ] as const) {
      const denied = await powerless.call(method, url, body);
      expect(denied.code, url).toBe(40301);
      expect(denied.msg).toBe('抱歉，您没有操作权限');
    }
  });

  it("never shows or changes another factory's delivery, and refuses its storehouse or SKUs", async () => {
    const mine = await draft(boss);
    expect((await intruder.call('GET', `delivery/material/detail/${mine.data.id}`)).code).toBe(40402);
    expect((await intruder.call('POST', 'delivery/material/examine', { id: mine.data.id })).code).toBe(40402);
    expect((await intruder.call('GET', `delivery/material/undo/${mine.data.id}`)).code).toBe(40402);
    const upd = await intruder.call('POST', 'delivery/material/update', {
      deliveryId: mine.data.id,
      storehouseId: strict,
      deliveryCreatorId: intruder.userId,
      dateDelivery: date,
      skus: [{ materialsSkuId: skus[0], quantity: '1' }],
    });
    expect(upd.code).toBe(40402);
    expect((await intruder.call('POST', 'delivery/material/page', { searchParam: mine.data.orderNo })).data.totalCount).toBe(0);
    expect((await intruder.call('GET', 'delivery/material/listBillNotify', {})).data.totalCount).toBe(0);
    expect(
      (await intruder.call('GET', 'delivery/material/form')).data.storehouses.map((s: { id: string }) => s.id),
    ).not.toContain(strict);
    const foreign = await makeStorehouse(intruder, true);
    expect((await draft(boss, { storehouseId: foreign })).code).toBe(40402);
    expect((await draft(intruder, { storehouseId: foreign })).code).toBe(40402); // SKUs are the other factory's
    const d = await boss.call('GET', `delivery/material/detail/${mine.data.id}`);
    expect(d.data.status).toBe(0);
  });
});

describe('review posts stock, un-review reverses', () => {
  it('examine posts DELIVERY movements out; undo brings the stock back', async () => {
    await stockIn(boss, strict, skus[2]!, '5');
    const res = await draft(boss, { skus: [{ materialsSkuId: skus[2], quantity: '1.25' }] });
    const ex = await boss.call('POST', 'delivery/material/examine', { id: res.data.id });
    expect(ex.code, ex.msg).toBe(0);
    expect(ex.data.status).toBe(2);
    expect(await onHand(boss, strict, skus[2]!)).toBe('3.75');
    expect((await movements(boss, res.data.orderNo)).map((m) => [m.changeType, Number(m.quantity)])).toEqual([
      ['DELIVERY', -1.25],
    ]);
    const undo = await boss.call('GET', `delivery/material/undo/${res.data.id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(undo.data.status).toBe(0);
    expect(await onHand(boss, strict, skus[2]!)).toBe('5');
    expect((await movements(boss, res.data.orderNo)).length).toBe(2);
  });

  it('refuses a delivery beyond stock with 40904 and writes nothing', async () => {
    const before = await onHand(boss, strict, skus[2]!);
    const res = await draft(boss, { skus: [{ materialsSkuId: skus[2], quantity: '999' }] });
    const ex = await boss.call('POST', 'delivery/material/examine', { id: res.data.id });
    expect(ex.code).toBe(40904);
    expect(ex.msg).toContain('库存不足');
    expect(await onHand(boss, strict, skus[2]!)).toBe(before);
    expect((await boss.call('GET', `delivery/material/detail/${res.data.id}`)).data.status).toBe(0);
    expect(await movements(boss, res.data.orderNo)).toEqual([]);
  });
});

describe('delivery notices', () => {
  it('a notice moves no stock; deliveries fulfilling it move its state 未送料 → 未送齐 → 已送齐', async () => {
    await stockIn(boss, strict, skus[1]!, '20');
    const notice = await draft(boss, { belongModule: 2, skus: [{ materialsSkuId: skus[1], quantity: '4' }] });
    expect(notice.code, notice.msg).toBe(0);
    // A delivery cannot fulfil a notice that is not reviewed yet.
    expect((await draft(boss, { billNotifyId: notice.data.id })).code).toBe(40902);
    expect((await boss.call('POST', 'delivery/material/examine', { id: notice.data.id })).data.status).toBe(2);
    expect(await onHand(boss, strict, skus[1]!)).toBe('20');
    const listed = await boss.call('GET', 'delivery/material/listBillNotify', {});
    expect(listed.data.list.map((r: { id: string }) => r.id)).toContain(notice.data.id);
    const state = async () => (await boss.call('GET', `delivery/material/detail/${notice.data.id}`)).data;
    expect((await state()).deliveryState).toBe(0);
    const part = await draft(boss, { billNotifyId: notice.data.id, skus: [{ materialsSkuId: skus[1], quantity: '1' }] });
    await boss.call('POST', 'delivery/material/examine', { id: part.data.id });
    expect((await state()).deliveryState).toBe(1);
    expect(Number((await state()).skus[0].deliveredQuantity)).toBe(1);
    const rest = await draft(boss, { billNotifyId: notice.data.id, skus: [{ materialsSkuId: skus[1], quantity: '3' }] });
    await boss.call('POST', 'delivery/material/examine', { id: rest.data.id });
    const done = await state();
    expect(done.deliveryState).toBe(2);
    expect(done.deliveries.map((d: { id: string }) => d.id)).toEqual([part.data.id, rest.data.id]);
    const filtered = await boss.call('POST', 'delivery/material/page', { belongModule: 2, deliveryStates: [2] });
    expect(filtered.data.list.map((r: { id: string }) => r.id)).toContain(notice.data.id);
    // A notice that deliveries fulfil cannot be un-reviewed: lineage refuses it, naming them.
    const refused = await boss.call('GET', `delivery/material/undo/${notice.data.id}`);
    expect(refused.code).toBe(40903);
    expect(refused.data.downstream.map((d: { billId: string }) => d.billId).sort()).toEqual([part.data.id, rest.data.id].sort());
    expect(await onHand(boss, strict, skus[1]!)).toBe('16');
  });

  it('form answers storehouses and deliverers; export streams xlsx', async () => {
    const form = await boss.call('GET', 'delivery/material/form');
    expect(form.data.storehouses.map((s: { id: string }) => s.id)).toContain(strict);
    expect(form.data.deliverers.map((u: { id: string }) => u.id)).toContain(boss.userId);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/delivery/material/exportDeliveryListExcel',
      payload: { belongModule: 0 },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
