import { Dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { demandOf, makeDemandWorld, ok, reviewedOrder, type DemandWorld } from './order-demand.fixture.js';

// Demand rows read and written by two approvals at once (run on PostgreSQL by `npm run test:pg`; PGlite runs one
// transaction at a time, so there the same steps simply queue): a purchase bill's approval re-checks the plan on the
// locked demand lines while the order's anti-review moves them; and several 一键生成采购计划 of one order make each
// line once (the first plan has no rows to lock: the order's demand is serialised as a whole).

const ROUNDS = 4;
let h: Harness;
let boss: Client;
let w: DemandWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand-race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  w = await makeDemandWorld(boss);
  await ok(boss, 'POST', 'bill-review-config/updateOneConfig', {
    billType: 'MATERIALS_PURCHASE',
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
  });
}, 60_000);
afterAll(() => h.close());

const trimRow = async (orderId: string) =>
  (await demandOf(boss, orderId)).goods[0].rows.find((r: { materialSkuId: string }) => r.materialSkuId === w.trim.skuId);

describe('two approvals on one order demand', () => {
  it('a purchase approval and the order anti-review: the line keeps what was bought, nothing is lost, no 500', async () => {
    await ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: true });
    for (let round = 0; round < ROUNDS; round++) {
      const order = await reviewedOrder(boss, w);
      const line = await trimRow(order.id);
      const bill = await ok(boss, 'POST', 'purchase/add', {
        supplierId: w.supplierId,
        purchaserId: boss.userId,
        datePurchase: '2026-11-27',
        materialsSkus: [
          {
            materialSkuId: w.trim.skuId,
            conversionRate: '1',
            quantity: line.plannedQuantity,
            unitPrice: '1',
            demandIds: [line.demandId],
          },
        ],
      });
      expect((await ok(boss, 'POST', 'uflo/MATERIALS_PURCHASE/submit', { id: bill.id })).status).toBe(1);
      const [approved, unreviewed] = await Promise.all([
        boss.call('POST', 'uflo/MATERIALS_PURCHASE/review', { id: bill.id, result: true }),
        boss.call('POST', 'uflo/FAC_PRD_ORDER/apply-anti-review', { id: order.id, message: '改单' }),
      ]);
      expect(approved.code, approved.msg).toBe(0);
      expect(unreviewed.code, unreviewed.msg).toBe(0);
      const after = await trimRow(order.id);
      expect(after.demandId).toBe(line.demandId);
      expect(after.purchasedQuantity).toBe(line.plannedQuantity);
      expect(Dec.of(after.demandQuantity).eq(line.plannedQuantity)).toBe(true);
      expect(Dec.of(after.plannedQuantity).gte(after.purchasedQuantity)).toBe(true);
      expect(after.waitingQuantity).toBe('0.0000');
    }
  });

  it('several 一键生成采购计划 of one order at once make each line once', async () => {
    await ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: false });
    for (let round = 0; round < ROUNDS; round++) {
      const order = await reviewedOrder(boss, w);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => boss.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id })),
      );
      expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0]);
      const lines = await h.db
        .selectFrom('purchaseDemand')
        .select(['materialSkuId'])
        .where('productionOrderId', '=', order.id)
        .where('isDeleted', '=', false)
        .execute();
      expect(lines.map((l) => l.materialSkuId).sort()).toEqual([...w.fabric.skuIds, w.trim.skuId].sort());
    }
  });
});
