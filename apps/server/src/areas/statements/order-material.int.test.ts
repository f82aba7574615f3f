import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';

/**
 * The material cost of a production order (facPrdOrder/statement/finance). The order: goods 100.00 + 13.00 tax =
 * 113.00. Reviewed arrivals received for it: 40.10 on a line naming its demand split, 20.05 on a line of a purchase
 * line bought for this order only (no split named), 0.30 on a second arrival; a reviewed return sends back 10.02 of
 * the first line. Not counted: 99.99 of a purchase line shared with another order, 500.00 on a draft arrival, 5.00 on
 * a draft return. By hand: 40.10 + 20.05 + 0.30 − 10.02 = 50.43; profit 113.00 − 50.43 − 0.00 (no processing) = 62.57.
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let orderId: string;
let orderNo: string;
let supplierName: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'order-material');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'order-material-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const unitId = boss.unitId;
  const createdBy = boss.userId;
  supplierName = uniq('物料布行');
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: supplierName })).data.id as string;
  const order = async (no: string) =>
    (
      await h.db
        .insertInto('productionOrder')
        .values({ unitId, orderNo: no, type: 1, status: 2, placeorderAt: '2026-10-01', createdBy })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  orderNo = uniq('WL');
  orderId = await order(orderNo);
  const otherOrderId = await order(uniq('WL'));
  const style = await h.db
    .insertInto('goodsStyle')
    .values({
      unitId,
      styleNo: uniq('K'),
      styleName: '物料衫',
      sizeCategoryId: '1',
      sizeIds: '[]',
      colorIds: '[]',
      standardIds: '[]',
      pictureIds: '[]',
      createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('productionOrderGoods')
    .values({
      unitId,
      productionOrderId: orderId,
      goodsStyleId: style.id,
      deliveryAt: '2026-12-31',
      fillType: 0,
      noTaxAmount: '100',
      taxAmount: '13',
    })
    .execute();
  const demand = async (productionOrderId: string) =>
    (
      await h.db
        .insertInto('purchaseDemand')
        .values({
          unitId,
          productionOrderId,
          orderNo: 'x',
          materialSkuId: '1',
          demandQuantity: '1',
          plannedQuantity: '1',
          createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [mine, theirs] = [await demand(orderId), await demand(otherOrderId)];
  const bill = await h.db
    .insertInto('purchaseBill')
    .values({
      unitId,
      no: uniq('CG'),
      supplierId,
      purchaserId: createdBy,
      datePurchase: '2026-10-01',
      isSample: false,
      createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const units = { purchaseUnit: '米', stockUnit: '米', conversionRate: '1' };
  const line = async (demands: string[]) => {
    const l = await h.db
      .insertInto('purchaseLine')
      .values({ unitId, purchaseBillId: bill.id, materialSkuId: '1', ...units, quantity: '1', totalQuantity: '1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const splits = await h.db
      .insertInto('purchaseLineDemand')
      .values(demands.map((d) => ({ unitId, purchaseLineId: l.id, purchaseDemandId: d, quantity: '1' })))
      .returning('id')
      .execute();
    return { id: l.id, split: splits[0]!.id };
  };
  const [named, onlyMine, shared] = [await line([mine]), await line([mine]), await line([mine, theirs])];
  const arrival = async (no: string, status: number, date: string) =>
    (
      await h.db
        .insertInto('arrival')
        .values({
          unitId,
          no,
          supplierId,
          creatorId: createdBy,
          dateArrive: date,
          storehouseId: '1',
          status,
          isSample: false,
          amount: '0',
          createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const arrivalLine = async (arrivalId: string, amount: string, purchaseLineId: string, purchaseLineDemandId?: string) =>
    (
      await h.db
        .insertInto('arrivalLine')
        .values({
          unitId,
          arrivalId,
          materialSkuId: '1',
          ...units,
          quantity: '1',
          stockQuantity: '1',
          unitPrice: '0',
          amount,
          purchaseLineId,
          purchaseLineDemandId: purchaseLineDemandId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.a1 = await arrival(uniq('DH'), 2, '2026-10-03');
  const first = await arrivalLine(ids.a1, '40.10', named.id, named.split);
  await arrivalLine(ids.a1, '20.05', onlyMine.id);
  await arrivalLine(ids.a1, '99.99', shared.id);
  await arrivalLine(await arrival(uniq('DH'), 0, '2026-10-03'), '500.00', named.id, named.split);
  ids.a3 = await arrival(uniq('DH'), 2, '2026-10-04');
  await arrivalLine(ids.a3, '0.30', named.id, named.split);
  const giveBack = async (status: number, amount: string) => {
    const r = await h.db
      .insertInto('materialReturn')
      .values({
        unitId,
        no: uniq('TL'),
        supplierId,
        returnerId: createdBy,
        dateReturn: '2026-10-05',
        storehouseId: '1',
        status,
        createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('materialReturnLine')
      .values({
        unitId,
        materialReturnId: r.id,
        materialSkuId: '1',
        arriveLineId: first,
        ...units,
        quantity: '1',
        stockQuantity: '1',
        amount,
      })
      .execute();
  };
  await giveBack(2, '10.02');
  await giveBack(0, '5.00');
}, 120_000);
afterAll(() => h.close());

describe('material cost of a production order', () => {
  it('counts the reviewed arrivals received for the order less their returns, exactly, and the profit', async () => {
    const res = await boss.call('POST', 'facPrdOrder/statement/finance', { keyword: orderNo });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ orderAmount: '113.00', materialCost: '50.43', profit: '62.57' });
    expect(res.data.totals).toMatchObject({ orderAmount: '113.00', materialCost: '50.43', profit: '62.57' });

    const detail = await boss.call('POST', 'facPrdOrder/statement/finance/detail', { id: orderId });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({ materialCost: '50.43', profit: '62.57' });
    expect(detail.data.materials).toEqual([
      expect.objectContaining({
        arrivalId: ids.a1,
        arrivalType: 'MATERIALS_ARRIVE',
        supplierName,
        received: '60.15',
        returned: '10.02',
        cost: '50.13',
      }),
      expect.objectContaining({ arrivalId: ids.a3, dateArrive: '2026-10-04', received: '0.30', returned: '0.00', cost: '0.30' }),
    ]);

    const sheet = await downloadSheet(h.app, boss.sid, 'facPrdOrder/statement/finance/exportExcel', { keyword: orderNo });
    expect(sheet.column('物料成本')).toEqual([50.43]);
    expect(sheet.total('合计', '毛利')).toBe(62.57);
  });

  it('shows another factory nothing of it', async () => {
    expect((await intruder.call('POST', 'facPrdOrder/statement/finance', { keyword: orderNo })).data.totalCount).toBe(0);
    const other = await intruder.call('POST', 'facPrdOrder/statement/finance/detail', { id: orderId });
    expect(other.code).not.toBe(0);
  });
});
