import { PriceAdjustPermission } from '@gf/contracts';
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
import { makeOrderStyle, reviewedOrder, type OrderStyleFixture } from './adjust.fixture.js';

let h: Harness;
let boss: Client;
let powerless: Client;
let otherFactory: Client;
let style: OrderStyleFixture;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'price');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const staff = await createStaff(h.db, factory, [PriceAdjustPermission.query]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, factory, 'price B');
  otherFactory = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  style = await makeOrderStyle(boss, 2, 2);
});
afterAll(() => h.close());

const priceCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('priceAdjust')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An order of 40 pieces at 12.5 without tax, 13 % tax. */
const pricedOrder = () => reviewedOrder(boss, style, { goods: { noTaxPrice: '12.5', taxRate: '13' } });
const goodsOf = async (orderId: string) =>
  (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: orderId })).data.facPrdOrder.goods[0];

const save = (
  c: Client,
  order: { id: string; goodsId: string },
  prices: Record<string, unknown>,
  over: Record<string, unknown> = {},
) =>
  c.call('POST', 'priceAdjustmentOrder/save', {
    facPrdOrderId: order.id,
    adjustDate: '2026-11-28',
    goodsList: [{ facPrdOrderGoodsId: order.goodsId, ...prices }],
    ...over,
  });

describe('price adjustment orders', () => {
  it('keeps old and new prices, changes the order on review and restores it exactly on un-review', async () => {
    const order = await pricedOrder();
    const saved = await save(boss, order, { noTaxPrice: '15', taxRate: '13', processUnitPrice: '2' }, { remark: '原料涨价' });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.orderNo).toMatch(/^TJ\d{8}\d{4}$/);
    const view = await boss.call('GET', 'priceAdjustmentOrder/getById', { id: saved.data.id });
    expect(view.code, view.msg).toBe(0);
    expect(view.data).toMatchObject({
      status: 0,
      remark: '原料涨价',
      concatPrdOrderNo: order.orderNo,
      oldAmount: '565.00',
      newAmount: '678.00',
    });
    expect(view.data.goodsList[0].old).toMatchObject({ noTaxPrice: '12.5', noTaxAmount: '500.00', taxAmount: '65.00' });
    expect(view.data.goodsList[0].new).toMatchObject({ noTaxPrice: '15', noTaxAmount: '600.00', processAmount: '80.00' });
    expect((await goodsOf(order.id)).noTaxAmount).toBe('500.00');

    const reviewed = await boss.call('POST', 'uflo/price-adjustment-order/submit', { id: saved.data.id });
    expect(reviewed.code, reviewed.msg).toBe(0);
    expect(reviewed.data.status).toBe(2);
    expect(await goodsOf(order.id)).toMatchObject({
      noTaxPrice: '15',
      noTaxAmount: '600.00',
      taxAmount: '78.00',
      processUnitPrice: '2',
    });

    const byOrder = await boss.call('GET', 'priceAdjustmentOrder/byFacPrdOrderId', { facPrdOrderId: order.id });
    expect(byOrder.code, byOrder.msg).toBe(0);
    expect(byOrder.data.list.map((b: { id: string }) => b.id)).toEqual([saved.data.id]);
    expect(byOrder.data.source.goodsList[0].new.noTaxPrice).toBe('15');

    const undone = await boss.call('POST', 'uflo/price-adjustment-order/undoWorkflow', {
      id: saved.data.id,
      message: '价格谈回',
    });
    expect(undone.code, undone.msg).toBe(0);
    expect(undone.data.status).toBe(0);
    const back = await goodsOf(order.id);
    expect(back).toMatchObject({ noTaxPrice: '12.5', taxRate: '13', noTaxAmount: '500.00', taxAmount: '65.00' });
    const stored = await h.db
      .selectFrom('productionOrderGoods')
      .select(['processUnitPrice', 'noTaxPrice'])
      .where('id', '=', order.goodsId)
      .executeTakeFirstOrThrow();
    expect(stored.processUnitPrice).toBeNull();
    // the bill still holds both sides
    const after = await boss.call('GET', 'priceAdjustmentOrder/getById', { orderNo: saved.data.orderNo });
    expect(after.data.goodsList[0].new.noTaxPrice).toBe('15');

    const page = await boss.call('POST', 'priceAdjustmentOrder/page', { keyWord: order.orderNo });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0]).toMatchObject({ orderNo: saved.data.orderNo, oldAmount: '565.00', newAmount: '678.00', status: 0 });

    const deleted = await boss.call('POST', 'priceAdjustmentOrder/delete', { id: saved.data.id });
    expect(deleted.code, deleted.msg).toBe(0);
    expect((await boss.call('GET', 'priceAdjustmentOrder/getById', { id: saved.data.id })).status).toBe(404);
  });

  it('re-edits a draft, withdraws a pending bill through undoWorkflow, and refuses a stale second bill', async () => {
    const order = await pricedOrder();
    const a = await save(boss, order, { noTaxPrice: '13', taxRate: '13' });
    const edited = await save(boss, order, { noTaxPrice: '14', taxRate: '13' }, { id: a.data.id });
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data.id).toBe(a.data.id);
    const b = await save(boss, order, { noTaxPrice: '16', taxRate: '13' });
    expect((await boss.call('POST', 'uflo/price-adjustment-order/submit', { id: a.data.id })).code).toBe(0);
    const stale = await boss.call('POST', 'uflo/price-adjustment-order/submit', { id: b.data.id });
    expect(stale.status).toBe(409);
    expect(stale.msg).toContain(style.styleNo);
    expect((await goodsOf(order.id)).noTaxPrice).toBe('14');
    // with a review configured, a pending bill is withdrawn by undoWorkflow
    expect(
      (
        await boss.call('POST', 'bill-review-config/updateOneConfig', {
          billType: 'PRICE_ADJUSTMENT_ORDER',
          isUse: true,
          steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
        })
      ).code,
    ).toBe(0);
    const c = await save(boss, order, { noTaxPrice: '17', taxRate: '13' });
    expect((await boss.call('POST', 'uflo/price-adjustment-order/submit', { id: c.data.id })).data.status).toBe(1);
    const withdrawn = await boss.call('POST', 'uflo/price-adjustment-order/undoWorkflow', { id: c.data.id });
    expect(withdrawn.code, withdrawn.msg).toBe(0);
    expect(withdrawn.data.status).toBe(0);
    await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'PRICE_ADJUSTMENT_ORDER',
      isUse: false,
      steps: [],
    });
  });

  it('answers 440 without a session, 403 without the code, nothing of another factory, and refuses bad input naming the field', async () => {
    const order = await pricedOrder();
    const saved = await save(boss, order, { noTaxPrice: '20', taxRate: '13' });
    expect((await call(h.app, 'POST', 'priceAdjustmentOrder/page', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'priceAdjustmentOrder/getById', { id: saved.data.id })).code).toBe(440);
    const count = await priceCount();
    expect((await save(powerless, order, { noTaxPrice: '21' })).status).toBe(403);
    expect((await powerless.call('POST', 'priceAdjustmentOrder/delete', { id: saved.data.id })).status).toBe(403);
    expect((await powerless.call('GET', 'priceAdjustmentOrder/getById', { id: saved.data.id })).code).toBe(0);
    expect((await otherFactory.call('GET', 'priceAdjustmentOrder/getById', { id: saved.data.id })).status).toBe(404);
    expect((await otherFactory.call('GET', 'priceAdjustmentOrder/byFacPrdOrderId', { facPrdOrderId: order.id })).status).toBe(
      404,
    );
    expect((await otherFactory.call('POST', 'priceAdjustmentOrder/page', {})).data.totalCount).toBe(0);
    expect((await otherFactory.call('POST', 'priceAdjustmentOrder/delete', { id: saved.data.id })).code).not.toBe(0);
    expect((await save(otherFactory, order, { noTaxPrice: '22' })).code).not.toBe(0);
    const rate = await save(boss, order, { noTaxPrice: '20', taxRate: '101' });
    expect(rate.status).toBe(400);
    expect(rate.msg).toMatch(/taxRate|税率/);
    const noGoods = await save(boss, order, { noTaxPrice: '12.5', taxRate: '13' });
    expect(noGoods.status).toBe(400);
    expect(noGoods.msg).toMatch(/goodsList|价格/);
    const wrongGoods = await save(boss, { id: order.id, goodsId: '999999999' }, { noTaxPrice: '30' });
    expect(wrongGoods.status).toBe(400);
    expect(wrongGoods.msg).toMatch(/facPrdOrderGoodsId|订货商品/);
    expect(await priceCount()).toBe(count);
    expect((await boss.call('GET', 'priceAdjustmentOrder/getById', { id: saved.data.id })).data.status).toBe(0);
  });
});
