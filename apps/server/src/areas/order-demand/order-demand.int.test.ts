import { Dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { moveOrderDemand } from './index.js';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { cellsOf, demandOf, expected, makeDemandWorld, ok, reviewedOrder, type DemandWorld } from './order-demand.fixture.js';

// Material demand exploded from a reviewed order's BOM (issue 10 part 5): the figures a person checks by hand, the
// board lines, anti-review keeping what is purchased, 一键生成采购计划, 标完成, and every call's refusals.

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let w: DemandWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'demand');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'demand-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  w = await makeDemandWorld(boss);
}, 60_000);
afterAll(() => h.close());

const rowsOf = (view: { goods: { rows: { materialSkuId: string }[] }[] }) =>
  new Map(view.goods[0]!.rows.map((r: any) => [r.materialSkuId, r]));
const countDemand = async () =>
  Number(
    (
      await h.db
        .selectFrom('purchaseDemand')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('isDeleted', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );
const plansOnReview = (on: boolean) =>
  ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'PRODUCTION_ORDER', generatePlanOnSubmit: on });

describe('review with 生成采购计划 on review', () => {
  it('explodes the BOM into one board line per material SKU with the exact figures', async () => {
    await plansOnReview(true);
    const order = await reviewedOrder(boss, w);
    const e = expected(w);
    const rows = rowsOf(await demandOf(boss, order.id));
    expect(rows.get(w.fabric.skuIds[0]!)).toMatchObject({
      requiredQuantity: e.fabric[0],
      demandQuantity: e.fabric[0],
      plannedQuantity: e.fabric[0],
      goodsQuantity: '46.0000',
    });
    expect(rows.get(w.fabric.skuIds[1]!)).toMatchObject({ requiredQuantity: e.fabric[1], demandQuantity: e.fabric[1] });
    expect(rows.get(w.trim.skuId)).toMatchObject({ requiredQuantity: e.trim, waitingQuantity: e.trim, isCompleted: false });
    const board = await ok(boss, 'POST', 'purchase/purchase-demand-bill-list-v3', { orderNos: [order.orderNo] });
    expect(board.list).toHaveLength(3);
    expect(board.list.every((l: any) => l.productionOrderId === order.id && l.orderNo === order.orderNo)).toBe(true);
  });

  it('anti-review keeps what is purchased (the surplus shows) and takes the rest away; review again restores', async () => {
    await plansOnReview(true);
    const order = await reviewedOrder(boss, w);
    const before = rowsOf(await demandOf(boss, order.id));
    const trimLine = before.get(w.trim.skuId) as any;
    const supplierId = w.supplierId;
    const bill = await ok(boss, 'POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase: '2026-11-27',
      materialsSkus: [
        { materialSkuId: w.trim.skuId, conversionRate: '1', quantity: '30', unitPrice: '1', demandIds: [trimLine.demandId] },
      ],
    });
    expect(bill.id).toBeTruthy();
    await ok(boss, 'POST', 'uflo/FAC_PRD_ORDER/apply-anti-review', { id: order.id, message: '改数量' });
    const after = rowsOf(await demandOf(boss, order.id));
    expect(after.get(w.trim.skuId)).toMatchObject({
      demandQuantity: '30.0000',
      purchasedQuantity: '30.0000',
      surplusQuantity: '30.0000',
    });
    expect(after.get(w.fabric.skuIds[0]!)).toMatchObject({ demandQuantity: null, demandId: null });
    // The purchasing board marks the line 超出 30: the order asks nothing of it now.
    const board = await ok(boss, 'POST', 'purchase/purchase-demand-bill-list-v3', {
      orderNos: [order.orderNo],
      includeCompleted: true,
    });
    const trimOnBoard = board.list.find((l: any) => l.id === trimLine.demandId);
    expect(trimOnBoard).toMatchObject({ demandQuantity: '30.0000', surplusQuantity: '30.0000' });
    await ok(boss, 'POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
    // Reviewed again, the order asks its full need: nothing over.
    const boardAgain = await ok(boss, 'POST', 'purchase/purchase-demand-bill-list-v3', {
      orderNos: [order.orderNo],
      includeCompleted: true,
    });
    expect(boardAgain.list.find((l: any) => l.id === trimLine.demandId).surplusQuantity).toBeUndefined();
    const again = rowsOf(await demandOf(boss, order.id));
    for (const [sku, row] of before) expect((again.get(sku) as any).demandQuantity).toBe((row as any).demandQuantity);
    expect((again.get(w.trim.skuId) as any).demandId).toBe(trimLine.demandId);
  });
});

describe('facPrdOrder/purchasePlan (一键生成采购计划)', () => {
  it('makes the plan of a reviewed order on request, once (a second press changes nothing)', async () => {
    await plansOnReview(false);
    const order = await reviewedOrder(boss, w);
    expect((await demandOf(boss, order.id)).goods[0].rows.every((r: any) => r.demandId === null)).toBe(true);
    const lines = await countDemand();
    await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id, commonMaterialsSkuIds: [w.trim.skuId] });
    expect(await countDemand()).toBe(lines + 1);
    await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
    await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
    expect(await countDemand()).toBe(lines + 3);
    const view = await demandOf(boss, order.id);
    expect(view.canPlan).toBe(true);
    expect(view.totals.map((t: any) => t.unit)).toEqual(['个']);
  });

  it('gives each new board line its SKU default supplier, and none to a SKU without a default', async () => {
    await plansOnReview(false);
    const order = await reviewedOrder(boss, w);
    const trimDefault = () => h.db.updateTable('materialSkuSupplier').where('materialSkuId', '=', w.trim.skuId);
    await trimDefault().set({ isDefault: false }).execute();
    try {
      await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
    } finally {
      await trimDefault().set({ isDefault: true }).execute();
    }
    const lines = await h.db
      .selectFrom('purchaseDemand')
      .select(['materialSkuId', 'supplierId'])
      .where('productionOrderId', '=', order.id)
      .where('isDeleted', '=', false)
      .execute();
    expect(new Map(lines.map((l) => [l.materialSkuId, l.supplierId]))).toEqual(
      new Map([
        [w.fabric.skuIds[0]!, w.supplierId],
        [w.fabric.skuIds[1]!, w.supplierId],
        [w.trim.skuId, null],
      ]),
    );
  });

  it('gives a new board line the supplier its BOM row names (换供应商), through the colour mapping too', async () => {
    await plansOnReview(false);
    const bomSupplier = (await ok(boss, 'POST', 'supplier/insert', { name: `BOM布行${Date.now() % 1e6}` })).id as string;
    const fabricRow = () =>
      h.db.updateTable('goodsBomRow').where('goodsBomId', '=', w.bomId).where('materialSkuId', '=', w.fabric.skuIds[0]!);
    await fabricRow().set({ supplierId: bomSupplier }).execute();
    try {
      const order = await reviewedOrder(boss, w);
      await ok(boss, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id });
      const lines = await h.db
        .selectFrom('purchaseDemand')
        .select(['materialSkuId', 'supplierId'])
        .where('productionOrderId', '=', order.id)
        .where('isDeleted', '=', false)
        .execute();
      expect(new Map(lines.map((l) => [l.materialSkuId, l.supplierId]))).toEqual(
        new Map([
          [w.fabric.skuIds[0]!, bomSupplier],
          [w.fabric.skuIds[1]!, bomSupplier],
          [w.trim.skuId, w.supplierId],
        ]),
      );
    } finally {
      await fabricRow().set({ supplierId: null }).execute();
    }
  });

  it('refuses a draft order, no session, another factory, no permission and bad input, writing nothing', async () => {
    await plansOnReview(false);
    const draft = await ok(boss, 'POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [
        { styleId: w.styleId, deliveryAt: '2026-12-20', bomId: w.bomId, facPrdOrderGoodsDetailList: cellsOf(w) },
      ],
    });
    const order = await reviewedOrder(boss, w);
    const lines = await countDemand();
    expect((await boss.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: draft.id })).code).toBe(40902);
    const anon = await h.app.inject({
      method: 'POST',
      url: '/v1/api/facPrdOrder/purchasePlan',
      payload: { facPrdOrderId: order.id },
    });
    expect(anon.json().code).toBe(440);
    expect((await intruder.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id })).code).toBe(40402);
    expect((await powerless.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id })).status).toBe(403);
    const bad = await boss.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('facPrdOrderId');
    const notHis = await boss.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id, facPrdOrderGoodsId: '999999' });
    expect(notHis.data.errors[0].field).toBe('facPrdOrderGoodsId');
    await ok(boss, 'POST', 'material/purchase/config/update', { demandSource: 'MISSION' });
    expect((await boss.call('POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: order.id })).code).toBe(40902);
    await plansOnReview(false);
    expect(await countDemand()).toBe(lines);
  });
});

describe('facPrdOrder/materialDemand, updatePurchaseStatus and materialBackCalc', () => {
  it('reads, marks complete by hand and undoes; refuses what it must', async () => {
    await plansOnReview(true);
    const order = await reviewedOrder(boss, w);
    const body = { facPrdOrderId: order.id, commonMaterialsSkuId: w.trim.skuId, purchaseStatus: 1 };
    await ok(boss, 'POST', 'facPrdOrder/updatePurchaseStatus', body);
    expect(rowsOf(await demandOf(boss, order.id)).get(w.trim.skuId)).toMatchObject({
      isCompleted: true,
      isCompletedByHand: true,
      waitingQuantity: '0.0000',
    });
    await ok(boss, 'POST', 'facPrdOrder/updatePurchaseStatus', { ...body, purchaseStatus: 0 });
    expect(rowsOf(await demandOf(boss, order.id)).get(w.trim.skuId)).toMatchObject({ isCompleted: false });
    expect((await intruder.call('POST', 'facPrdOrder/updatePurchaseStatus', body)).code).toBe(40402);
    expect((await powerless.call('POST', 'facPrdOrder/updatePurchaseStatus', body)).status).toBe(403);
    const bad = await boss.call('POST', 'facPrdOrder/updatePurchaseStatus', { ...body, purchaseStatus: 7 });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('purchaseStatus');
    expect((await intruder.call('GET', 'facPrdOrder/materialDemand', { facPrdOrderId: order.id })).code).toBe(40402);
    expect((await powerless.call('GET', 'facPrdOrder/materialDemand', { facPrdOrderId: order.id })).status).toBe(403);
    expect((await boss.call('GET', 'facPrdOrder/materialDemand', { facPrdOrderId: 'abc' })).data.errors[0].field).toBe(
      'facPrdOrderId',
    );
    const anon = await h.app.inject({ method: 'GET', url: `/v1/api/facPrdOrder/materialDemand?facPrdOrderId=${order.id}` });
    expect(anon.json().code).toBe(440);
  });

  it('物料反算: nothing on hand makes nothing; the limiting material is named', async () => {
    const order = await reviewedOrder(boss, w);
    const goods = await ok(boss, 'GET', 'facPrdOrder/materialBackCalc', { facPrdOrderId: order.id });
    expect(goods[0]).toMatchObject({ pieces: 0, orderedQuantity: String(expected(w).pieces) });
    expect(goods[0].materials.every((m: any) => m.isLimiting)).toBe(true);
    expect((await intruder.call('GET', 'facPrdOrder/materialBackCalc', { facPrdOrderId: order.id })).code).toBe(40402);
    expect((await powerless.call('GET', 'facPrdOrder/materialBackCalc', { facPrdOrderId: order.id })).status).toBe(403);
    expect(
      (await boss.call('GET', 'facPrdOrder/materialBackCalc', { facPrdOrderId: order.id, storehouseId: 'z' })).data.errors[0]
        .field,
    ).toBe('storehouseId');
  });
});

describe('moveOrderDemand (for adjustment bills)', () => {
  it('adds 10% to one colour: the fabric of that colour and the trim move by exactly that much; the move back restores', async () => {
    await plansOnReview(true);
    const order = await reviewedOrder(boss, w);
    const ctx = { unitId: boss.unitId, bossUnitId: boss.bossUnitId, userId: boss.userId } as RequestContext;
    const goodsId = (await demandOf(boss, order.id)).goods[0].facPrdOrderGoodsId as string;
    const more = (c: number, s: number) => (c === 0 ? Math.round(w.qty(c, s) * 1.1) : w.qty(c, s));
    const asGoods = (qty: (c: number, s: number) => number) => [{ id: goodsId, skus: cellsOf(w, qty) }];
    const before = rowsOf(await demandOf(boss, order.id));
    await h.db.transaction().execute((trx) => moveOrderDemand(trx, ctx, order.id, asGoods(w.qty), asGoods(more)));
    const moved = rowsOf(await demandOf(boss, order.id));
    const diff = (sku: string) =>
      Dec.of((moved.get(sku) as any).demandQuantity)
        .minus((before.get(sku) as any).demandQuantity)
        .toFixed(4);
    const e0 = expected(w);
    const e1 = expected(w, more);
    expect(diff(w.fabric.skuIds[0]!)).toBe(Dec.of(e1.fabric[0]!).minus(e0.fabric[0]!).toFixed(4));
    expect(diff(w.fabric.skuIds[1]!)).toBe('0.0000');
    expect(diff(w.trim.skuId)).toBe(Dec.of(e1.trim).minus(e0.trim).toFixed(4));
    expect((moved.get(w.trim.skuId) as any).goodsQuantity).toBe(`${e1.pieces}.0000`);
    await h.db.transaction().execute((trx) => moveOrderDemand(trx, ctx, order.id, asGoods(more), asGoods(w.qty)));
    const back = rowsOf(await demandOf(boss, order.id));
    for (const [sku, row] of before) expect(back.get(sku)).toEqual(row);
  });
});
