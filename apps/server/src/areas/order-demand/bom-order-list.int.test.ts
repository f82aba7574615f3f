import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { cellsOf, makeDemandWorld, ok, type DemandWorld } from './order-demand.fixture.js';

// The BOM area's bomOrderList (the orders whose goods use a BOM, by naming it or, the style's default, by naming
// none), tested here because this area's fixture builds a style with a BOM and orders of it.

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let w: DemandWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'bom-orders');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'bom-orders-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  w = await makeDemandWorld(boss);
}, 60_000);
afterAll(() => h.close());

const order = (bomId: string | null) =>
  ok<{ id: string; orderNo: string }>(boss, 'POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      { styleId: w.styleId, deliveryAt: '2026-12-20', ...(bomId ? { bomId } : {}), facPrdOrderGoodsDetailList: cellsOf(w) },
    ],
  });
const ordersOf = (c: Client, commonBomId: string, paging: object = {}) =>
  c.call('POST', 'fac/commonBom/bomOrderList', { commonBomId, ...paging });

describe('fac/commonBom/bomOrderList', () => {
  it('lists the orders naming the BOM, and those naming none for the default BOM, newest first', async () => {
    const copy = await ok(boss, 'POST', 'fac/commonBom/copyCommonBom', { commonBomId: w.bomId, name: `副本${Date.now()}` });
    const named = await order(w.bomId);
    const byDefault = await order(null);
    const ofCopy = await order(copy.id);
    const res = await ordersOf(boss, w.bomId);
    expect(res.code, res.msg).toBe(0);
    const ids = res.data.list.map((r: { facPrdOrderId: string }) => r.facPrdOrderId);
    expect(ids).toContain(named.id);
    expect(ids).not.toContain(ofCopy.id);
    expect(ids).toContain(byDefault.id);
    expect(ids.indexOf(byDefault.id)).toBeLessThan(ids.indexOf(named.id));
    expect(res.data.list.find((r: { facPrdOrderId: string }) => r.facPrdOrderId === named.id)).toMatchObject({
      orderNo: named.orderNo,
      type: 1,
      status: 0,
      placeorderAt: '2026-11-27',
      deliveryAt: '2026-12-20',
      isByDefault: false,
    });
    const total = cellsOf(w).reduce((sum, c) => sum + c.num, 0);
    expect(Number(res.data.list[0].totalNum)).toBe(total);
    const copied = await ordersOf(boss, copy.id);
    expect(copied.data.list.map((r: { facPrdOrderId: string }) => r.facPrdOrderId)).toEqual([ofCopy.id]);
    expect(copied.data.totalCount).toBe(1);
    const firstPage = await ordersOf(boss, w.bomId, { pageNo: 1, pageSize: 1 });
    expect(firstPage.data.list).toHaveLength(1);
    expect(firstPage.data.totalCount).toBe(res.data.totalCount);
  });

  it('refuses without a session, without the code, for another factory and for a bad id naming the field', async () => {
    expect((await call(h.app, 'POST', 'fac/commonBom/bomOrderList', { commonBomId: w.bomId })).code).toBe(440);
    expect((await ordersOf(powerless, w.bomId)).code).toBe(40301);
    expect((await ordersOf(intruder, w.bomId)).code).toBe(40402);
    const bad = await ordersOf(boss, 'abc');
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('commonBomId');
  });
});

describe('fac/commonBom/updateBomOrderList', () => {
  type Row = { facPrdOrderId: string; facPrdOrderGoodsId: string };
  const blockOf = async (commonBomId: string, orderId: string, others = false) =>
    ((await ordersOf(boss, commonBomId, { others, pageSize: 200 })).data.list as Row[]).find((r) => r.facPrdOrderId === orderId);
  const move = (c: Client, commonBomId: string, facPrdOrderGoodsIds: unknown) =>
    c.call('POST', 'fac/commonBom/updateBomOrderList', { commonBomId, facPrdOrderGoodsIds });

  it('moves the chosen orders of another BOM onto this one; `others` lists what can be moved', async () => {
    const copy = await ok(boss, 'POST', 'fac/commonBom/copyCommonBom', { commonBomId: w.bomId, name: `移${Date.now()}` });
    const onCopy = await order(copy.id);
    const candidate = await blockOf(w.bomId, onCopy.id, true);
    expect(candidate).toBeDefined();
    expect(await blockOf(w.bomId, onCopy.id)).toBeUndefined();
    const res = await move(boss, w.bomId, [candidate!.facPrdOrderGoodsId]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.updatedNum).toBe(1);
    expect(await blockOf(w.bomId, onCopy.id)).toMatchObject({ isByDefault: false });
    expect(await blockOf(w.bomId, onCopy.id, true)).toBeUndefined();
    expect(await blockOf(copy.id, onCopy.id)).toBeUndefined();
  });

  it('refuses without a session, without the code, for another factory and bad input, writing nothing', async () => {
    const copy = await ok(boss, 'POST', 'fac/commonBom/copyCommonBom', { commonBomId: w.bomId, name: `拒${Date.now()}` });
    const onCopy = await order(copy.id);
    const goodsId = (await blockOf(copy.id, onCopy.id))!.facPrdOrderGoodsId;
    const body = { commonBomId: w.bomId, facPrdOrderGoodsIds: [goodsId] };
    expect((await call(h.app, 'POST', 'fac/commonBom/updateBomOrderList', body)).code).toBe(440);
    expect((await move(powerless, w.bomId, [goodsId])).code).toBe(40301);
    expect((await move(intruder, w.bomId, [goodsId])).code).toBe(40402);
    const empty = await move(boss, w.bomId, []);
    expect(empty.code).toBe(40001);
    expect(empty.data.errors[0].field).toBe('facPrdOrderGoodsIds');
    const unknown = await move(boss, w.bomId, [goodsId, '999999999']);
    expect(unknown.code).toBe(40001);
    expect(unknown.data.errors[0].field).toBe('facPrdOrderGoodsIds.1');
    const badId = await move(boss, 'abc', [goodsId]);
    expect(badId.data.errors[0].field).toBe('commonBomId');
    // A draft order voided cannot change its BOM.
    const voided = await order(copy.id);
    expect((await boss.call('GET', `facPrdOrder/cancel?facPrdOrderId=${voided.id}`)).code).toBe(0);
    const voidedGoods = (await blockOf(copy.id, voided.id))!.facPrdOrderGoodsId;
    expect((await move(boss, w.bomId, [goodsId, voidedGoods])).code).toBe(40902);
    // Nothing moved: both blocks still use the copy.
    expect(await blockOf(copy.id, onCopy.id)).toBeDefined();
    expect(await blockOf(copy.id, voided.id)).toBeDefined();
  });
});
