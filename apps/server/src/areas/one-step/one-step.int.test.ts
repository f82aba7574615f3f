import { ArrivalPermission, PurchasePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let noDelivery: Client;
let supplierA: string;
let supplierB: string;
let storehouseId: string;
let otherStorehouse: string;
let outsideFactoryId: string;
let otherFactoryOutside: string;
let skuA: string[];
let skuB: string;

const today = '2026-11-23';
const tables = ['purchaseBill', 'purchaseLine', 'arrival', 'materialDelivery', 'purchasePickup', 'stockMovement'] as const;

/** Rows in every table one step writes to (all units): a refusal must leave each count unchanged. */
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables)
    out[t] = Number(
      (
        await h.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return out;
}

type Pair = [string, string];

/** 2 卷 (100 m) and 1 卷 (50 m) from supplier A, 30 m from supplier B; arrive and deliver as given (stock unit). */
function pickUp(
  over: Record<string, unknown> = {},
  quantities: [Pair, Pair, Pair] = [
    ['100', '80'],
    ['50', '50'],
    ['30', '10'],
  ],
) {
  const [a0, a1, b0] = quantities;
  return {
    purchaserId: factory.boss.userId,
    datePurchase: today,
    storehouseId,
    outsideFactoryId,
    remark: '一键采到送',
    materialsSkus: [
      {
        supplierId: supplierA,
        materialSkuId: skuA[0],
        conversionRate: '50',
        quantity: '2',
        unitPrice: '500',
        quantityArrive: a0[0],
        quantityDelivery: a0[1],
      },
      {
        supplierId: supplierA,
        materialSkuId: skuA[1],
        conversionRate: '50',
        quantity: '1',
        unitPrice: '400',
        quantityArrive: a1[0],
        quantityDelivery: a1[1],
      },
      {
        supplierId: supplierB,
        materialSkuId: skuB,
        conversionRate: '1',
        quantity: '30',
        unitPrice: '2.5',
        quantityArrive: b0[0],
        quantityDelivery: b0[1],
      },
    ],
    ...over,
  };
}

async function setReview(billType: string, roleOrUser: { userIds?: string[]; roleIds?: string[] } | null) {
  const res = await boss.call('POST', 'bill-review-config/updateOneConfig', {
    billType,
    isUse: Boolean(roleOrUser),
    steps: roleOrUser ? [{ mode: 'ANY', userIds: roleOrUser.userIds ?? [], roleIds: roleOrUser.roleIds ?? [] }] : [],
  });
  expect(res.code, res.msg).toBe(0);
}

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'pick');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, [PurchasePermission.add]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const partial = await createStaff(h.db, factory, [PurchasePermission.add, ArrivalPermission.add]);
  noDelivery = await signIn(h.app, partial.loginName, partial.password);
  supplierA = (await boss.call('POST', 'supplier/insert', { name: `布行A${Date.now() % 1e6}` })).data.id;
  supplierB = (await boss.call('POST', 'supplier/insert', { name: `辅料B${Date.now() % 1e6}` })).data.id;
  skuA = (
    await makeMaterialSkus(boss, ['红', '蓝'], { supplierId: supplierA, price: '10', purchaseUnit: '卷', conversionRate: '50' })
  ).skuIds;
  skuB = (await makeMaterialSkus(boss, ['白'], { supplierId: supplierB })).skuIds[0]!;
  storehouseId = await makeStorehouse(boss, true);
  otherStorehouse = await makeStorehouse(intruder, true);
  outsideFactoryId = (await boss.call('POST', 'outside/factory/insert', { name: `加工厂${Date.now() % 1e5}` })).data.id;
  otherFactoryOutside = (await intruder.call('POST', 'outside/factory/insert', { name: `别厂${Date.now() % 1e5}` })).data.id;
});
afterAll(() => h.close());

describe('purchase/addPickUpDelivery when the switch is off', () => {
  it('refuses with 40902 and writes nothing', async () => {
    const before = await counts();
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(res.code).toBe(40902);
    expect(res.msg).toContain('一键采到送');
    expect(await counts()).toEqual(before);
    const on = await boss.call('POST', 'material/purchase/config/update', { oneStepEnabled: true });
    expect(on.code, on.msg).toBe(0);
  });
});

describe('purchase/addPickUpDelivery', () => {
  it('books reviewed purchases per supplier, their arrivals and one delivery: stock = arrived − delivered', async () => {
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(res.code, res.msg).toBe(0);
    const { purchases, arrivals, delivery } = res.data;
    expect(purchases.map((p: { supplierId: string }) => p.supplierId)).toEqual([supplierA, supplierB]);
    expect(arrivals.map((a: { supplierId: string; status: number }) => [a.supplierId, a.status])).toEqual([
      [supplierA, 2],
      [supplierB, 2],
    ]);
    expect(delivery.status).toBe(2);
    for (const p of purchases) {
      const d = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: p.id })).data;
      expect(d.status).toBe(2);
    }
    const a = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchases[0].id })).data;
    expect(a.lines.map((l: { arrivedQuantity: string }) => l.arrivedQuantity)).toEqual(['100.0000', '50.0000']);
    expect(a.arriveStatus).toBe(2);
    expect(await onHand(boss, storehouseId, skuA[0]!)).toBe('20');
    expect(await onHand(boss, storehouseId, skuA[1]!)).toBe('0');
    expect(await onHand(boss, storehouseId, skuB)).toBe('20');
    const del = (await boss.call('GET', `delivery/material/detail/${delivery.id}`)).data;
    expect(del).toMatchObject({ status: 2, storehouseId, outsideFactoryId, deliveryCreatorId: factory.boss.userId });
    expect(del.skus.map((s: { materialsSkuId: string; quantity: string }) => [s.materialsSkuId, Number(s.quantity)])).toEqual([
      [skuA[0], 80],
      [skuA[1], 50],
      [skuB, 10],
    ]);
    const arrival = (await boss.call('GET', `arrive/detail/${arrivals[1].id}`)).data;
    expect(arrival).toMatchObject({ status: 2, storehouseId, supplierId: supplierB });
    expect(arrival.lines[0]).toMatchObject({ stockQuantity: '30.0000', isArriveComplete: true });
    const links = await boss.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: purchases[1].id });
    expect(links.code, links.msg).toBe(0);
    expect(links.data).toMatchObject({
      arrivalId: arrivals[1].id,
      arrivalNo: arrivals[1].orderNo,
      arrivalStatus: 2,
      deliveryId: delivery.id,
      deliveryNo: delivery.orderNo,
      deliveryStatus: 2,
    });
  });

  it('receives part of a line in the purchase unit exactly and leaves a supplier whose lines arrive 0 without an arrival', async () => {
    const res = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({}, [
        ['60', '60'],
        ['0', '0'],
        ['0', '0'],
      ]),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.arrivals).toHaveLength(1);
    const arrival = (await boss.call('GET', `arrive/detail/${res.data.arrivals[0].id}`)).data;
    expect(arrival.lines).toHaveLength(1);
    expect(arrival.lines[0]).toMatchObject({ quantity: '1.2000', stockQuantity: '60.0000', isArriveComplete: false });
    const links = (await boss.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: res.data.purchases[1].id })).data;
    expect(links).toMatchObject({ arrivalId: null, deliveryId: res.data.delivery.id });
  });

  it('delivers by production order: 本次送料 poured over the purchase splits top to bottom, the rest unplanned', async () => {
    const demand = async (orderNo: string, quantity: string) =>
      (await boss.call('POST', 'material/purchase-demand/add', { orderNo, materialSkuId: skuA[0], demandQuantity: quantity }))
        .data.id as string;
    const ids = [await demand(`SCA${Date.now() % 1e5}`, '30'), await demand(`SCB${Date.now() % 1e5}`, '20')];
    const body = pickUp({}, [
      ['100', '80'],
      ['0', '0'],
      ['30', '0'],
    ]);
    (body.materialsSkus[0] as Record<string, unknown>).demandIds = ids;
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', body);
    expect(res.code, res.msg).toBe(0);
    const orders = (
      await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.purchases[0].id })
    ).data.lines[0].demands.map((d: { orderNo: string | null }) => d.orderNo);
    const del = (await boss.call('GET', `delivery/material/detail/${res.data.delivery.id}`)).data;
    expect(
      del.skus.map((s: { materialsSkuId: string; quantity: string; orderNo: string | null }) => [
        s.materialsSkuId,
        Number(s.quantity),
        s.orderNo,
      ]),
    ).toEqual([
      [skuA[0], 30, orders[0]],
      [skuA[0], 20, orders[1]],
      [skuA[0], 30, null],
    ]);
    expect(orders.slice(0, 2)).toEqual([expect.stringMatching(/^SCA/), expect.stringMatching(/^SCB/)]);
  });

  it('answers 440 without a session and 40301 without any of the three permissions, writing nothing', async () => {
    const before = await counts();
    expect((await call(h.app, 'POST', 'purchase/addPickUpDelivery', pickUp())).code).toBe(440);
    const none = await powerless.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(none.code).toBe(40301);
    expect(none.msg).toBe('抱歉，您没有操作权限');
    const partial = await noDelivery.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(partial.code).toBe(40301);
    expect(partial.msg).toBe('抱歉，您没有操作权限');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad lines and missing references with 40001 naming the field, writing nothing', async () => {
    const before = await counts();
    const overDelivery = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({}, [
        ['100', '100.5'],
        ['50', '50'],
        ['30', '10'],
      ]),
    );
    expect(overDelivery.code).toBe(40001);
    expect(overDelivery.data.errors[0].field).toBe('materialsSkus.0.quantityDelivery');
    const overArrive = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({}, [
        ['100', '10'],
        ['50.0001', '50'],
        ['30', '10'],
      ]),
    );
    expect(overArrive.code).toBe(40001);
    expect(overArrive.data.errors[0].field).toBe('materialsSkus.1.quantityArrive');
    const notAmount = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({}, [
        ['100', '10'],
        ['50', 'abc'],
        ['30', '10'],
      ]),
    );
    expect(notAmount.data.errors[0].field).toBe('materialsSkus.1.quantityDelivery');
    const noStore = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp({ storehouseId: undefined }));
    expect(noStore.code).toBe(40001);
    expect(noStore.data.errors[0].field).toBe('storehouseId');
    const noFactory = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp({ outsideFactoryId: undefined }));
    expect(noFactory.data.errors[0].field).toBe('outsideFactoryId');
    const nothingDelivered = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({}, [
        ['100', '0'],
        ['50', '0'],
        ['30', '0'],
      ]),
    );
    expect(nothingDelivered.data.errors[0].field).toBe('materialsSkus.0.quantityDelivery');
    expect(await counts()).toEqual(before);
  });

  it('does not see another factory’s storehouse, processing factory, suppliers or bills', async () => {
    const done = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(done.code, done.msg).toBe(0);
    const before = await counts();
    const foreignStore = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp({ storehouseId: otherStorehouse }));
    expect(foreignStore.code).toBe(40001);
    expect(foreignStore.data.errors[0].field).toBe('storehouseId');
    const foreignFactory = await boss.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({ outsideFactoryId: otherFactoryOutside }),
    );
    expect(foreignFactory.data.errors[0].field).toBe('outsideFactoryId');
    await intruder.call('POST', 'material/purchase/config/update', { oneStepEnabled: true });
    const theirs = await intruder.call(
      'POST',
      'purchase/addPickUpDelivery',
      pickUp({ purchaserId: intruder.userId, storehouseId: otherStorehouse, outsideFactoryId: otherFactoryOutside }),
    );
    expect(theirs.code).toBe(40001);
    expect(theirs.data.errors[0].field).toBe('supplierId');
    expect(await counts()).toEqual(before);
    const links = await intruder.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: done.data.purchases[0].id });
    expect(links.code).toBe(40402);
    expect(
      (await call(h.app, 'GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: done.data.purchases[0].id })).code,
    ).toBe(440);
    expect((await boss.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: 'x' })).data.errors[0].field).toBe(
      'billMaterialPurchaseId',
    );
  });

  it('answers null links for a purchase made without one step; the links need the purchase list permission', async () => {
    const plain = await boss.call('POST', 'purchase/add', {
      supplierId: supplierB,
      purchaserId: boss.userId,
      datePurchase: today,
      materialsSkus: [{ materialSkuId: skuB, conversionRate: '1', quantity: '1' }],
    });
    expect((await boss.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: plain.data.id })).data).toBeNull();
    const refused = await powerless.call('GET', 'purchase/pickUpDelivery', { billMaterialPurchaseId: plain.data.id });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
  });
});

describe('purchase/addPickUpDelivery and review settings', () => {
  it('refuses with 40902 before writing anything when purchases (or arrivals) need review', async () => {
    const before = await counts();
    await setReview('MATERIALS_PURCHASE', { userIds: [factory.boss.userId] });
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    expect(res.code).toBe(40902);
    expect(res.msg).toContain('审核');
    await setReview('MATERIALS_PURCHASE', null);
    await setReview('MATERIALS_ARRIVE', { userIds: [factory.boss.userId] });
    expect((await boss.call('POST', 'purchase/addPickUpDelivery', pickUp())).code).toBe(40902);
    await setReview('MATERIALS_ARRIVE', null);
    expect(await counts()).toEqual(before);
  });

  it('leaves the delivery pending when deliveries need review: the stock holds what arrived', async () => {
    const stock = await Promise.all([skuA[0]!, skuA[1]!, skuB].map((s) => onHand(boss, storehouseId, s)));
    await setReview('MATERIALS_DELIVERY', { userIds: [factory.boss.userId] });
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    await setReview('MATERIALS_DELIVERY', null);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.delivery.status).toBe(1);
    expect(res.data.arrivals.map((a: { status: number }) => a.status)).toEqual([2, 2]);
    const after = await Promise.all([skuA[0]!, skuA[1]!, skuB].map((s) => onHand(boss, storehouseId, s)));
    expect(after.map((v, i) => Number(v) - Number(stock[i]))).toEqual([100, 50, 30]);
  });

  it('rolls everything back when the last part fails (the delivery’s review names nobody): no bill, no stock', async () => {
    const role = await h.db
      .insertInto('role')
      .values({ unitId: factory.unitId, name: `空角色${Date.now() % 1e5}`, remark: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setReview('MATERIALS_DELIVERY', { roleIds: [role.id] });
    const before = await counts();
    const stock = await onHand(boss, storehouseId, skuA[0]!);
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', pickUp());
    await setReview('MATERIALS_DELIVERY', null);
    expect(res.code).toBe(40902);
    expect(res.msg).toBe('审核配置中没有可用的审核人');
    expect(await counts()).toEqual(before);
    expect(await onHand(boss, storehouseId, skuA[0]!)).toBe(stock);
  });

  it('rolls back the first supplier’s reviewed purchase when the second one’s submit is refused', async () => {
    expect((await boss.call('PUT', 'purchasing_unit_price_config', { enabled: true })).code).toBe(0);
    const before = await counts();
    const body = pickUp();
    body.materialsSkus[2]!.unitPrice = '';
    const res = await boss.call('POST', 'purchase/addPickUpDelivery', body);
    expect((await boss.call('PUT', 'purchasing_unit_price_config', { enabled: false })).code).toBe(0);
    expect(res.code).toBe(40902);
    expect(res.msg).toContain('采购单价');
    expect(await counts()).toEqual(before);
  });
});
