import { OrderAdjustPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type Harness,
} from '../../../test/harness.js';
import { makeOrderStyle, matrix, orderCells, reviewedOrder, type OrderStyleFixture } from './adjust.fixture.js';

let h: Harness;
let boss: Client;
let powerless: Client;
let otherFactory: Client;
let style: OrderStyleFixture;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'adjust');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const staff = await createStaff(h.db, factory, [OrderAdjustPermission.query]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  // a second factory of the same company, entered by the same boss
  const second = await addFactory(h.db, factory, 'adjust B');
  otherFactory = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  style = await makeOrderStyle(boss, 2, 3);
});
afterAll(() => h.close());

const adjustCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('orderAdjust')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const add = (
  c: Client,
  order: { id: string; goodsId: string },
  cells: { goodsSkuId: string; num: number }[],
  over: Record<string, unknown> = {},
) =>
  c.call('POST', 'facPrdOrder/addAdjustPrdOrder', {
    facPrdOrderId: order.id,
    placeorderAt: '2026-11-28',
    facPrdOrderGoodsList: [{ facPrdOrderGoodsId: order.goodsId, facPrdOrderGoodsDetailList: cells }],
    ...over,
  });

describe('an adjustment bill of a reviewed order', () => {
  it('saves new quantities as a draft linked to the order, takes effect on 生成单据 and restores exactly on 驳回单据', async () => {
    const order = await reviewedOrder(boss, style);
    const [first, second] = style.skus;
    const before = await orderCells(boss, order.id);
    const created = await add(boss, order, matrix(style, 10, { [first!.id]: 12, [second!.id]: 7 }), { remark: '加单' });
    expect(created.code, created.msg).toBe(0);
    expect(created.data.orderNo).toMatch(/^TZ\d{8}\d{4}$/);

    const detail = await boss.call('GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: created.data.id });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({ status: 0, remark: '加单', oldOrderInfo: { id: order.id, orderNo: order.orderNo } });
    const goods = detail.data.facPrdOrderGoodsList[0];
    expect(goods).toMatchObject({ oldTotal: '60', newTotal: '59' });
    expect(goods.cells.find((c: { goodsSkuId: string }) => c.goodsSkuId === first!.id)).toMatchObject({
      oldNum: '10',
      newNum: '12',
    });
    expect(detail.data.newTotals).toEqual([{ unit: '件', quantity: '59', lines: 1 }]);
    // by number, as the desk opens /adjustOrder?orderNo=
    expect((await boss.call('GET', 'facPrdOrder/adjustPrdOrderDetail', { orderNo: created.data.orderNo })).data.id).toBe(
      created.data.id,
    );
    // the order shows the bill downstream; it can no longer be un-reviewed while the bill lives
    const state = await boss.call('GET', 'uflo/FAC_PRD_ORDER/state', { id: order.id });
    expect(state.data.lineage.downstream.map((d: { billId: string }) => d.billId)).toContain(created.data.id);
    expect((await orderCells(boss, order.id))[first!.id]).toBe('10');

    const done = await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: created.data.id });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.status).toBe(2);
    const after = await orderCells(boss, order.id);
    expect(after[first!.id]).toBe('12');
    expect(after[second!.id]).toBe('7');
    const head = await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id });
    expect(head.data.facPrdOrder.goods[0].totalNum).toBe('59');

    expect((await boss.call('GET', 'facPrdOrder/undoAdjustOrder', { adjustOrderId: created.data.id })).code).not.toBe(0); // reason required
    const undone = await boss.call('GET', 'facPrdOrder/undoAdjustOrder', { adjustOrderId: created.data.id, message: '客户取消' });
    expect(undone.code, undone.msg).toBe(0);
    expect(undone.data.status).toBe(0);
    expect(await orderCells(boss, order.id)).toEqual(before);
    const restored = await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id });
    expect(restored.data.facPrdOrder.goods[0].totalNum).toBe('60');

    const list = await boss.call('POST', 'facPrdOrder/adjustOrderPage', { keyWord: created.data.orderNo });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      orderNo: created.data.orderNo,
      concatPrdOrderNo: order.orderNo,
      oldTotalNum: '20',
      newTotalNum: '19',
      status: 0,
    });
  });

  it('re-edits a draft (lines keep their ids, unchanged cells leave), goes through the generic family calls, and adjusts per customer', async () => {
    const order = await reviewedOrder(boss, style, { perCustomer: true });
    const [first] = style.skus;
    const perCustomer = (num: number) => ({
      facPrdOrderGoodsId: order.goodsId,
      facPrdOrderGoodsCustomerList: [
        {
          facPrdOrderGoodsCustomerId: order.customerBlockIds[0],
          facPrdOrderGoodsDetailList: matrix(style, 5, { [first!.id]: num }),
        },
      ],
    });
    const created = await boss.call('POST', 'facPrdOrder/addAdjustPrdOrder', {
      facPrdOrderId: order.id,
      placeorderAt: '2026-11-28',
      facPrdOrderGoodsList: [perCustomer(9)],
    });
    expect(created.code, created.msg).toBe(0);
    const lineIds = async () =>
      (await h.db.selectFrom('orderAdjustLine').select('id').where('orderAdjustId', '=', created.data.id).execute()).map(
        (r) => r.id,
      );
    const firstIds = await lineIds();
    expect(firstIds).toHaveLength(1);
    const updated = await boss.call('POST', 'facPrdOrder/updateAdjustOrder', {
      adjustOrderId: created.data.id,
      placeorderAt: '2026-11-29',
      facPrdOrderGoodsList: [perCustomer(8)],
    });
    expect(updated.code, updated.msg).toBe(0);
    expect(await lineIds()).toEqual(firstIds);
    const submitted = await boss.call('POST', 'uflo/fac-prd-adjust-order/submit', { facPrdOrderId: created.data.id });
    expect(submitted.code, submitted.msg).toBe(0);
    const d = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).data.facPrdOrder.goods[0];
    expect(d.totalNum).toBe('63');
    const customer = d.facPrdOrderGoodsCustomerList.find((c: { id: string }) => c.id === order.customerBlockIds[0]);
    expect(customer.totalNum).toBe('33');
    // reviewed: no longer editable
    const late = await boss.call('POST', 'facPrdOrder/updateAdjustOrder', {
      adjustOrderId: created.data.id,
      placeorderAt: '2026-11-29',
      facPrdOrderGoodsList: [perCustomer(7)],
    });
    expect(late.code).not.toBe(0);
  });

  it('refuses the second of two adjustments saved against the same quantities, naming the SKU', async () => {
    const order = await reviewedOrder(boss, style);
    const [first] = style.skus;
    const a = await add(boss, order, matrix(style, 10, { [first!.id]: 11 }));
    const b = await add(boss, order, matrix(style, 10, { [first!.id]: 13 }));
    expect((await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: a.data.id })).code).toBe(0);
    const stale = await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: b.data.id });
    expect(stale.status).toBe(409);
    expect(stale.msg).toContain(style.styleNo);
    expect((await orderCells(boss, order.id))[first!.id]).toBe('11');
    // the earlier bill cannot be un-reviewed under a later one that changed the same cells
    const b2 = await add(boss, order, matrix(style, 10, { [first!.id]: 14 }));
    expect((await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: b2.data.id })).code).toBe(0);
    const under = await boss.call('GET', 'facPrdOrder/undoAdjustOrder', { adjustOrderId: a.data.id, message: '撤销' });
    expect(under.status).toBe(409);
    expect((await orderCells(boss, order.id))[first!.id]).toBe('14');
  });

  it('refuses a reduction below what is converted into missions', async () => {
    const order = await reviewedOrder(boss, style);
    // the missions issue fills converted_num; here it is set as a conversion of 58 pieces would
    await h.db.updateTable('productionOrderGoods').set({ convertedNum: '58' }).where('id', '=', order.goodsId).execute();
    const cut = await add(boss, order, matrix(style, 9));
    expect(cut.code, cut.msg).toBe(0);
    const refused = await boss.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: cut.data.id });
    expect(refused.status).toBe(409);
    expect(refused.msg).toContain('58');
    expect((await orderCells(boss, order.id))[style.skus[0]!.id]).toBe('10');
  });

  it('answers 440 without a session, 403 without the code, and nothing of another factory', async () => {
    const order = await reviewedOrder(boss, style);
    const created = await add(boss, order, matrix(style, 11));
    expect((await call(h.app, 'POST', 'facPrdOrder/adjustOrderPage', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: created.data.id })).code).toBe(440);
    const count = await adjustCount();
    expect((await add(powerless, order, matrix(style, 12))).status).toBe(403);
    expect((await powerless.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: created.data.id })).status).toBe(403);
    expect((await powerless.call('GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: created.data.id })).code).toBe(0);
    // another factory of the company: the bill, the order and its list are not there
    expect((await otherFactory.call('GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: created.data.id })).status).toBe(
      404,
    );
    expect((await otherFactory.call('POST', 'facPrdOrder/adjustOrderPage', {})).data.totalCount).toBe(0);
    expect((await add(otherFactory, order, matrix(style, 12))).code).not.toBe(0);
    expect((await otherFactory.call('GET', 'facPrdOrder/doAdjustOrder', { adjustOrderId: created.data.id })).code).not.toBe(0);
    expect(await adjustCount()).toBe(count);
    const d = await boss.call('GET', 'facPrdOrder/adjustPrdOrderDetail', { adjustOrderId: created.data.id });
    expect(d.data.status).toBe(0);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const order = await reviewedOrder(boss, style);
    const other = await makeOrderStyle(boss, 1, 1);
    const count = await adjustCount();
    const foreign = await add(boss, order, [{ goodsSkuId: other.skus[0]!.id, num: 3 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain('goodsSkuId');
    const negative = await add(boss, order, [{ goodsSkuId: style.skus[0]!.id, num: -1 }]);
    expect(negative.status).toBe(400);
    const noChange = await add(boss, order, matrix(style, 10));
    expect(noChange.status).toBe(400);
    const badDate = await add(boss, order, matrix(style, 11), { placeorderAt: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.msg).toMatch(/placeorderAt|制单日期/);
    const draftOrder = await boss.call('POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [{ styleId: style.styleId, deliveryAt: '2026-12-20', facPrdOrderGoodsDetailList: matrix(style, 1) }],
    });
    const ofDraft = await add(boss, { id: draftOrder.data.id, goodsId: order.goodsId }, matrix(style, 2));
    expect(ofDraft.status).toBe(400);
    expect(await adjustCount()).toBe(count);
  });
});
