import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { demandOf, makeDemandWorld, ok, reviewedOrder, type DemandWorld } from './order-demand.fixture.js';

// 撤销采购计划 (facPrdOrder/canclePurchase) of one material of one goods block: the board line goes while nothing is
// purchased or reserved on it; refused (nothing written) once a purchase names the line, for another factory, without
// the code, without a session, and for a material without a plan. On PostgreSQL a purchase racing the withdrawal on
// the same line lets exactly one of them stand.

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let w: DemandWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand-cancel');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'demand-cancel-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  w = await makeDemandWorld(boss);
  await ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: true });
}, 60_000);
afterAll(() => h.close());

const rowOf = async (orderId: string, skuId: string) =>
  (await demandOf(boss, orderId)).goods[0].rows.find((r: { materialSkuId: string }) => r.materialSkuId === skuId);
const liveLine = async (id: string) =>
  h.db.selectFrom('purchaseDemand').select(['id', 'isDeleted']).where('id', '=', id).executeTakeFirstOrThrow();
const purchase = (line: { demandId: string; plannedQuantity: string }) =>
  boss.call('POST', 'purchase/add', {
    supplierId: w.supplierId,
    purchaserId: boss.userId,
    datePurchase: '2026-11-27',
    materialsSkus: [
      { materialSkuId: w.trim.skuId, conversionRate: '1', quantity: '5', unitPrice: '1', demandIds: [line.demandId] },
    ],
  });

describe('facPrdOrder/canclePurchase', () => {
  it('withdraws the plan of one material; 一键生成采购计划 makes it again', async () => {
    const order = await reviewedOrder(boss, w);
    const before = await rowOf(order.id, w.trim.skuId);
    expect(before.demandId).toBeTruthy();
    const goodsId = before.facPrdOrderGoodsId;
    const res = await boss.call('POST', 'facPrdOrder/canclePurchase', {
      facPrdOrderGoodsId: goodsId,
      commonMaterialsSkuId: w.trim.skuId,
    });
    expect(res.code, res.msg).toBe(0);
    expect((await liveLine(before.demandId)).isDeleted).toBe(true);
    const after = await rowOf(order.id, w.trim.skuId);
    expect(after).toMatchObject({ demandId: null, requiredQuantity: before.requiredQuantity });
    // The fabric lines are untouched.
    expect((await rowOf(order.id, w.fabric.skuIds[0]!)).demandId).toBeTruthy();
    const again = await boss.call('POST', 'facPrdOrder/canclePurchase', {
      facPrdOrderGoodsId: goodsId,
      commonMaterialsSkuId: w.trim.skuId,
    });
    expect(again.code).toBe(40001);
    expect(again.data.errors[0].field).toBe('commonMaterialsSkuId');
    await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
    expect(await rowOf(order.id, w.trim.skuId)).toMatchObject({ plannedQuantity: before.plannedQuantity });
  });

  it('refuses a purchased line, another factory, no code, no session and bad input, writing nothing', async () => {
    const order = await reviewedOrder(boss, w);
    const line = await rowOf(order.id, w.trim.skuId);
    const body = { facPrdOrderGoodsId: line.facPrdOrderGoodsId, commonMaterialsSkuId: w.trim.skuId };
    expect((await intruder.call('POST', 'facPrdOrder/canclePurchase', body)).code).toBe(40402);
    expect((await powerless.call('POST', 'facPrdOrder/canclePurchase', body)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'facPrdOrder/canclePurchase', body)).code).toBe(440);
    const bad = await boss.call('POST', 'facPrdOrder/canclePurchase', { facPrdOrderGoodsId: line.facPrdOrderGoodsId });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('commonMaterialsSkuId');
    expect((await liveLine(line.demandId)).isDeleted).toBe(false);
    const bought = await purchase(line);
    expect(bought.code, bought.msg).toBe(0);
    const refused = await boss.call('POST', 'facPrdOrder/canclePurchase', body);
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain('已采购');
    expect((await liveLine(line.demandId)).isDeleted).toBe(false);
    expect((await rowOf(order.id, w.trim.skuId)).demandId).toBe(line.demandId);
  });

  it('a purchase and the withdrawal of the same line at once: exactly one stands', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await reviewedOrder(boss, w);
      const line = await rowOf(order.id, w.trim.skuId);
      const [bought, cancelled] = await Promise.all([
        purchase(line),
        boss.call('POST', 'facPrdOrder/canclePurchase', {
          facPrdOrderGoodsId: line.facPrdOrderGoodsId,
          commonMaterialsSkuId: w.trim.skuId,
        }),
      ]);
      expect([bought.code, cancelled.code]).not.toContain(500);
      const gone = (await liveLine(line.demandId)).isDeleted;
      if (cancelled.code === 0) {
        expect(gone).toBe(true);
        expect(bought.code).not.toBe(0);
      } else {
        expect(bought.code, bought.msg).toBe(0);
        expect(cancelled.code).toBe(40902);
        expect(gone).toBe(false);
      }
    }
  });
});
