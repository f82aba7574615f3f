import { Dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { cellsOf, makeDemandWorld, ok, reviewedOrder, type DemandWorld } from './order-demand.fixture.js';

// 需求重算 (facPrdOrder/demandRecalc): the order's current BOM and quantities beside what its plan was made for.

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let w: DemandWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand-recalc');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'demand-recalc-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  w = await makeDemandWorld(boss);
  await ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: true });
}, 60_000);
afterAll(() => h.close());

type Row = { materialSkuId: string; kind: string; plannedRequired: string | null; currentRequired: string; difference: string };
const recalc = async (orderId: string) => {
  const res = await ok<{ canApply: boolean; rows: Row[] }>(boss, 'GET', 'facPrdOrder/demandRecalc', { facPrdOrderId: orderId });
  return { ...res, bySku: new Map(res.rows.map((r) => [r.materialSkuId, r])) };
};

describe('facPrdOrder/demandRecalc', () => {
  it('shows nothing changed after the plan, then the BOM edit and the withdrawn plan, and 一键生成采购计划 settles it', async () => {
    const order = await reviewedOrder(boss, w);
    const first = await recalc(order.id);
    expect(first.canApply).toBe(true);
    expect(first.rows).toHaveLength(3);
    expect(first.rows.every((r) => r.kind === 'SAME' && r.difference === '0.0000')).toBe(true);
    const pieces = cellsOf(w).reduce((sum, c) => sum + c.num, 0);
    expect(first.bySku.get(w.trim.skuId)!.currentRequired).toBe(Dec.of(pieces * 2).toFixed(4));

    // The trim's usage goes from 2 to 3 per piece (the BOM is a draft, so it can be edited): +1 per piece.
    const bom = await ok(boss, 'GET', 'fac/commonBom/bomDetail', { commonBomId: w.bomId });
    // The detail answers null for "every colour / size / length"; the save takes ["ALL"].
    const all = (v: string[] | null) => v ?? ['ALL'];
    const rows = bom.commonBom.commonMaterialsSkuList.map((r: any) => ({
      ...r,
      styleColorIdList: all(r.styleColorIdList),
      styleSizeIdList: all(r.styleSizeIdList),
      styleStandardIdList: all(r.styleStandardIdList),
      ...(r.materialSkuId === w.trim.skuId ? { singleDosage: '3' } : {}),
    }));
    const saved = await boss.call('POST', 'fac/commonBom/updateCommonBom', {
      id: w.bomId,
      styleId: w.styleId,
      name: bom.commonBom.name,
      commonMaterialsSkuList: rows,
    });
    expect(saved.code, saved.msg).toBe(0);
    const goodsId = (await ok(boss, 'GET', 'facPrdOrder/materialDemand', { facPrdOrderId: order.id })).goods[0]
      .facPrdOrderGoodsId;
    await ok(boss, 'POST', 'facPrdOrder/canclePurchase', {
      facPrdOrderGoodsId: goodsId,
      commonMaterialsSkuId: w.fabric.skuIds[0],
    });
    const after = await recalc(order.id);
    expect(after.bySku.get(w.trim.skuId)).toMatchObject({
      kind: 'CHANGED',
      plannedRequired: Dec.of(pieces * 2).toFixed(4),
      currentRequired: Dec.of(pieces * 3).toFixed(4),
      difference: Dec.of(pieces).toFixed(4),
    });
    expect(after.bySku.get(w.fabric.skuIds[0]!)).toMatchObject({ kind: 'NEW', plannedRequired: null });
    expect(after.bySku.get(w.fabric.skuIds[1]!)!.kind).toBe('SAME');

    await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
    expect((await recalc(order.id)).rows.every((r) => r.kind === 'SAME')).toBe(true);
  });

  it('refuses without a session, without the code, for another factory and for a bad id naming the field', async () => {
    const order = await reviewedOrder(boss, w);
    const q = { facPrdOrderId: order.id };
    expect((await call(h.app, 'GET', 'facPrdOrder/demandRecalc', q)).code).toBe(440);
    expect((await powerless.call('GET', 'facPrdOrder/demandRecalc', q)).code).toBe(40301);
    expect((await intruder.call('GET', 'facPrdOrder/demandRecalc', q)).code).toBe(40402);
    const bad = await boss.call('GET', 'facPrdOrder/demandRecalc', { facPrdOrderId: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('facPrdOrderId');
  });
});
