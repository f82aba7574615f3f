import { ProductionOrderPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { cells, makeCustomer, makeOrder, makeOrderStyle, orderBody, type OrderStyleFixture } from './order.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let style: OrderStyleFixture;
let factory: Awaited<ReturnType<typeof createFactory>>;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'orders');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, [ProductionOrderPermission.query]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  style = await makeOrderStyle(boss, 2, 3);
});
afterAll(() => h.close());

const orderCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('productionOrder')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const detail = async (c: Client, id: string) => c.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: id });

describe('facPrdOrder/add and detail', () => {
  it('creates a draft formal order numbered by the rule, with prices, 订货合计 per unit and its history', async () => {
    const res = await boss.call(
      'POST',
      'facPrdOrder/add',
      orderBody(
        style,
        { buyNo: 'PO-1', chargerIds: [boss.userId], remark: '第一行\n第二行' },
        { noTaxPrice: '12.5', taxRate: '13' },
      ),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^SC\d{8}\d{4}$/);
    const d = (await detail(boss, res.data.id)).data.facPrdOrder;
    expect(d).toMatchObject({
      status: 0,
      type: 1,
      buyNo: 'PO-1',
      chargerIds: [boss.userId],
      remark: '第一行\n第二行',
      isFirstOrder: true,
    });
    const g = d.goods[0];
    expect(g).toMatchObject({
      styleId: style.styleId,
      totalNum: '60',
      noTaxAmount: '750.00',
      taxAmount: '97.50',
      amount: '847.50',
      taxPrice: '14.125',
    });
    expect(g.skuList).toHaveLength(6);
    expect(g.facPrdOrderGoodsDetailList).toHaveLength(6);
    expect(d.summary).toMatchObject({ styleCount: 1, totals: [{ unit: '件', quantity: '60', lines: 1 }], amount: '847.50' });
    expect(d.history.map((r: { orderNo: string }) => r.orderNo)).toEqual([res.data.orderNo]);
    // the desk opens /orderProductioDetail?orderNo=
    expect((await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { orderNo: res.data.orderNo })).data.facPrdOrder.id).toBe(
      res.data.id,
    );
  });

  it('fills per customer: one matrix per customer, the block total their sum; the same customer twice is refused naming the row', async () => {
    const a = await makeCustomer(boss);
    const b = await makeCustomer(boss);
    const customers = [
      { customerId: a, facPrdOrderGoodsDetailList: cells(style, 5) },
      { customerId: b, facPrdOrderGoodsDetailList: cells(style, 7) },
    ];
    const res = await boss.call(
      'POST',
      'facPrdOrder/add',
      orderBody(style, {}, { fillType: 1, facPrdOrderGoodsCustomerList: customers }),
    );
    expect(res.code, res.msg).toBe(0);
    const g = (await detail(boss, res.data.id)).data.facPrdOrder.goods[0];
    expect(g.totalNum).toBe('72');
    expect(g.facPrdOrderGoodsCustomerList.map((c: { totalNum: string }) => c.totalNum)).toEqual(['30', '42']);
    expect(g.facPrdOrderGoodsDetailList[0].num).toBe('12');

    const before = await orderCount();
    const twice = await boss.call(
      'POST',
      'facPrdOrder/add',
      orderBody(style, {}, { fillType: 1, facPrdOrderGoodsCustomerList: [customers[0], { ...customers[1], customerId: a }] }),
    );
    expect(twice.code).toBe(40001);
    expect(twice.data.errors[0].field).toBe('facPrdOrderGoodsList.0.facPrdOrderGoodsCustomerList.1.customerId');
    expect(twice.msg).toContain('不能选择两个相同的客户');
    expect(await orderCount()).toBe(before);
  });

  it.each([
    [
      'a SKU of another style',
      { facPrdOrderGoodsDetailList: [{ goodsSkuId: '999999999', num: 1 }] },
      'facPrdOrderGoodsList.0.facPrdOrderGoodsDetailList.0.goodsSkuId',
    ],
    ['a delivery date before the order date', { deliveryAt: '2026-11-01' }, 'facPrdOrderGoodsList.0.deliveryAt'],
    ['no quantity at all', { facPrdOrderGoodsDetailList: [] }, 'facPrdOrderGoodsList.0.facPrdOrderGoodsDetailList'],
    [
      'a negative quantity',
      { facPrdOrderGoodsDetailList: [{ goodsSkuId: '1', num: -1 }] },
      'facPrdOrderGoodsList.0.facPrdOrderGoodsDetailList.0.num',
    ],
    ['a tax rate above 100', { taxRate: '101' }, 'facPrdOrderGoodsList.0.taxRate'],
  ])('refuses %s naming the field, writing nothing', async (_, goods, field) => {
    const before = await orderCount();
    const res = await boss.call('POST', 'facPrdOrder/add', orderBody(style, {}, goods));
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe(field);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a subcontracted order without its processing factory, and a typed number already taken', async () => {
    const out = await boss.call('POST', 'facPrdOrder/add', orderBody(style, { isOutsideFac: 1 }));
    expect(out.data.errors[0].field).toBe('commonOutsideFactoryId');
    const first = await makeOrder(boss, style, { orderNo: 'MY-ORDER-1' });
    expect(first.orderNo).toBe('MY-ORDER-1');
    const again = await boss.call('POST', 'facPrdOrder/add', orderBody(style, { orderNo: 'MY-ORDER-1' }));
    expect(again.code).toBe(40901);
  });

  it('answers 440 without a session, nothing of another factory, and no permission without the code', async () => {
    const order = await makeOrder(boss, style);
    expect((await call(h.app, 'POST', 'facPrdOrder/add', orderBody(style))).code).toBe(440);
    expect((await call(h.app, 'POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: order.id })).code).toBe(440);
    expect((await detail(intruder, order.id)).code).toBe(40402);
    const foreign = await intruder.call('POST', 'facPrdOrder/add', orderBody(style));
    expect(foreign.data.errors[0].field).toBe('facPrdOrderGoodsList.0.styleId');
    const update = await intruder.call('POST', 'facPrdOrder/updateFacPrdOrder', { ...orderBody(style), facPrdOrderId: order.id });
    expect([40001, 40402]).toContain(update.code);
    expect((await powerless.call('POST', 'facPrdOrder/add', orderBody(style))).code).toBe(40301);
    expect((await detail(powerless, order.id)).code).toBe(0);
  });
});

describe('facPrdOrder/updateFacPrdOrder', () => {
  it('re-edits a draft by difference: the block and the cells that stay keep their ids', async () => {
    const order = await makeOrder(boss, style);
    const before = (await detail(boss, order.id)).data.facPrdOrder;
    const g = before.goods[0];
    const kept = g.facPrdOrderGoodsDetailList[0];
    const res = await boss.call('POST', 'facPrdOrder/updateFacPrdOrder', {
      ...orderBody(style, {}, { id: g.id, facPrdOrderGoodsDetailList: [{ goodsSkuId: kept.goodsSkuId, num: 99 }] }),
      facPrdOrderId: order.id,
      version: before.version,
    });
    expect(res.code, res.msg).toBe(0);
    const after = (await detail(boss, order.id)).data.facPrdOrder;
    expect(after.goods[0].id).toBe(g.id);
    expect(after.goods[0].facPrdOrderGoodsDetailList).toEqual([{ ...kept, num: '99' }]);
    expect(after.goods[0].totalNum).toBe('99');
    const stale = await boss.call('POST', 'facPrdOrder/updateFacPrdOrder', {
      ...orderBody(style),
      facPrdOrderId: order.id,
      version: before.version,
    });
    expect(stale.code).toBe(40902);
  });

  it('refuses to edit a submitted order', async () => {
    const order = await makeOrder(boss, style);
    expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id })).data.status).toBe(2);
    const res = await boss.call('POST', 'facPrdOrder/updateFacPrdOrder', { ...orderBody(style), facPrdOrderId: order.id });
    expect(res.code).toBe(40902);
  });
});

describe('pre-orders', () => {
  it('keep quantities per colour, cannot be submitted, and turn into one formal order that blocks voiding them', async () => {
    const [red, blue] = style.lib.colorIds;
    const res = await boss.call('POST', 'facPrdOrder/addAdvanceOrder', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [
        {
          styleId: style.styleId,
          deliveryAt: '2026-12-20',
          facPrdOrderGoodsAdvanceDetailList: [
            { colorId: red, num: 100 },
            { colorId: blue, num: 50 },
          ],
        },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    const pre = (await detail(boss, res.data.id)).data.facPrdOrder;
    expect(pre.type).toBe(0);
    expect(pre.goods[0].facPrdOrderGoodsAdvanceDetailList.map((c: { num: string }) => c.num)).toEqual(['100', '50']);
    expect(pre.goods[0].totalNum).toBe('150');
    expect((await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: res.data.id })).code).toBe(40902);
    // ... and its action bar never offers 提报 (the engine's withheldActions), while editing and voiding stay.
    const preState = (await boss.call('GET', 'uflo/FAC_PRD_ORDER/state', { id: res.data.id })).data;
    expect(preState.allowed).toMatchObject({ submit: false, edit: true, void: true });
    const bad = await boss.call('POST', 'facPrdOrder/addAdvanceOrder', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [
        { styleId: style.styleId, deliveryAt: '2026-12-20', facPrdOrderGoodsAdvanceDetailList: [{ colorId: '999999', num: 1 }] },
      ],
    });
    expect(bad.data.errors[0].field).toBe('facPrdOrderGoodsList.0.facPrdOrderGoodsAdvanceDetailList.0.colorId');

    // 转订单 needs its own code beside fac.prcmission.add
    const adder = await createStaff(h.db, factory, [ProductionOrderPermission.add, ProductionOrderPermission.query]);
    const clerk = await signIn(h.app, adder.loginName, adder.password);
    expect((await clerk.call('POST', 'facPrdOrder/add', orderBody(style, { advanceOrderId: res.data.id }))).code).toBe(40301);
    const formal = await makeOrder(boss, style, { advanceOrderId: res.data.id });
    expect((await boss.call('GET', 'uflo/FAC_PRD_ORDER/state', { id: formal.id })).data.allowed.submit).toBe(true);
    const turned = (await detail(boss, res.data.id)).data.facPrdOrder;
    expect(turned.turnedOrderNo).toBe(formal.orderNo);
    expect(turned.relatedBills).toMatchObject([{ type: 'FAC_PRD_ORDER', billId: formal.id, billNo: formal.orderNo, status: 0 }]);
    const formalDetail = (await detail(boss, formal.id)).data.facPrdOrder;
    expect(formalDetail.advanceOrderNo).toBe(pre.orderNo);
    expect(formalDetail.relatedBills).toMatchObject([{ billId: res.data.id, billNo: pre.orderNo }]);
    const twice = await boss.call('POST', 'facPrdOrder/add', orderBody(style, { advanceOrderId: res.data.id }));
    expect(twice.data.errors[0].field).toBe('advanceOrderId');
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: res.data.id })).code).toBe(40903);
    const edit = await boss.call('POST', 'facPrdOrder/updateAdvanceOrder', {
      facPrdOrderId: res.data.id,
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: [
        { styleId: style.styleId, deliveryAt: '2026-12-20', facPrdOrderGoodsAdvanceDetailList: [{ colorId: red, num: 1 }] },
      ],
    });
    expect(edit.code).toBe(40903);
    // once the formal order is voided, the pre-order is free again
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: formal.id })).data.status).toBe(5);
    expect((await boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: res.data.id })).data.status).toBe(5);
  });
});
