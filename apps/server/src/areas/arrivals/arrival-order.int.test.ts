import ExcelJS from 'exceljs';
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
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/** Arrivals by production order (按生产单添加 / 按单到料: lines naming a purchase line's demand split) and the list export. */
let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];

const today = '2026-11-22';
let n = 0;
const countArrivals = async () =>
  Number(
    (
      await h.db
        .selectFrom('arrival')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'ord');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `按单布行${Date.now() % 1e6}` })).data.id;
  ({ skuIds } = await makeMaterialSkus(boss, ['红', '蓝'], {
    supplierId,
    price: '10',
    purchaseUnit: '卷',
    conversionRate: '50',
  }));
  storehouseId = await makeStorehouse(boss, true);
  expect((await boss.call('POST', 'materialArriveLimitConfig', { overDeliveryLimit: '10', lackDeliveryLimit: '5' })).code).toBe(
    0,
  );
});
afterAll(() => h.close());

interface Split {
  id: string;
  orderNo: string | null;
  quantity: string;
  arrivedQuantity: string;
}

/**
 * A reviewed purchase of 2 卷 (100 m) of the red SKU split over two orders (60 m and 30 m) and 10 m unplanned;
 * answers the line and its splits in order (the unplanned one last).
 */
async function purchaseForOrders(): Promise<{ id: string; lineId: string; splits: Split[]; orders: string[] }> {
  const orders = [`SC-${++n}-A`, `SC-${n}-B`];
  const demands: string[] = [];
  for (const [i, orderNo] of orders.entries())
    demands.push(
      (
        await boss.call('POST', 'material/purchase-demand/add', {
          orderNo,
          goodsStyleNo: `KH${n}${i}`,
          materialSkuId: skuIds[0],
          demandQuantity: i === 0 ? '60' : '30',
        })
      ).data.id,
    );
  const res = await boss.call('POST', 'purchase/add', {
    supplierId,
    purchaserId: boss.userId,
    datePurchase: today,
    arriveStorehouseId: storehouseId,
    materialsSkus: [{ materialSkuId: skuIds[0], conversionRate: '50', quantity: '2', unitPrice: '500', demandIds: demands }],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id })).data.status).toBe(2);
  return { id: res.data.id, ...(await purchaseLine(res.data.id)), orders };
}
async function purchaseLine(purchaseId: string): Promise<{ lineId: string; arrived: string; splits: Split[] }> {
  const line = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchaseId })).data.lines[0];
  return { lineId: line.id, arrived: line.arrivedQuantity, splits: line.demands };
}

const arrival = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  supplierId,
  creatorId: factory.boss.userId,
  dateArrive: today,
  storehouseId,
  materialsSkus: lines,
  ...over,
});

describe('arrive/orderLines', () => {
  it('answers one row per open order split with 采购未到 of that order; filters by keyword and SKU', async () => {
    const p = await purchaseForOrders();
    const res = await boss.call('POST', 'arrive/orderLines', { supplierId });
    expect(res.code, res.msg).toBe(0);
    const mine = res.data.filter((r: { purchaseLineId: string }) => r.purchaseLineId === p.lineId);
    expect(
      mine.map((r: Record<string, unknown>) => [r.purchaseLineDemandId, r.orderNo, r.quantity, r.outstandingQuantity]),
    ).toEqual([
      [p.splits[0]!.id, p.orders[0], '60.0000', '60.0000'],
      [p.splits[1]!.id, p.orders[1], '30.0000', '30.0000'],
      [p.splits[2]!.id, null, '10.0000', '10.0000'],
    ]);
    expect(mine[0]).toMatchObject({
      datePurchase: today,
      goodsStyleNo: expect.stringMatching(/^KH/),
      plannedQuantity: '60.0000',
      conversionRate: '50.0000',
      stockUnit: expect.any(String),
    });
    const byOrder = await boss.call('POST', 'arrive/orderLines', { supplierId, keyword: p.orders[1] });
    expect(byOrder.data.map((r: { purchaseLineDemandId: string }) => r.purchaseLineDemandId)).toEqual([p.splits[1]!.id]);
    expect((await boss.call('POST', 'arrive/orderLines', { supplierId, materialSkuId: skuIds[1] })).data).toEqual([]);
  });
  it('checks session, permission, unit and input', async () => {
    await purchaseForOrders();
    expect((await call(h.app, 'POST', 'arrive/orderLines', {})).code).toBe(440);
    const refused = await powerless.call('POST', 'arrive/orderLines', {});
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await intruder.call('POST', 'arrive/orderLines', { supplierId })).data).toEqual([]);
    expect((await intruder.call('POST', 'arrive/orderLines', {})).data).toEqual([]);
    const bad = await boss.call('POST', 'arrive/orderLines', { supplierId: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('supplierId');
  });
});

describe('arriving by production order', () => {
  it('books a by-order arrival on that order’s split; undoing it takes it back from there', async () => {
    const p = await purchaseForOrders();
    const store = await makeStorehouse(boss, true);
    const add = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: p.splits[1]!.id, quantity: '0.5' }], {
        storehouseId: store,
      }),
    );
    expect(add.code, add.msg).toBe(0);
    const d = (await boss.call('GET', `arrive/detail/${add.data.id}`)).data;
    expect(d.lines[0]).toMatchObject({
      purchaseLineDemandId: p.splits[1]!.id,
      orderNo: p.orders[1],
      goodsStyleNo: expect.stringMatching(/^KH/),
      stockQuantity: '25.0000',
    });

    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: add.data.id })).data.status).toBe(2);
    let line = await purchaseLine(p.id);
    expect(line.arrived).toBe('25.0000');
    // Not spread top down: the first order's split stays empty.
    expect(line.splits.map((s) => s.arrivedQuantity)).toEqual(['0.0000', '25.0000', '0.0000']);
    expect(await onHand(boss, store, skuIds[0]!)).toBe('25');
    const open = (await boss.call('POST', 'arrive/orderLines', { supplierId, keyword: p.orders[1] })).data;
    expect(open[0].outstandingQuantity).toBe('5.0000');

    expect((await boss.call('GET', `arrive/undo/${add.data.id}`)).data.status).toBe(0);
    line = await purchaseLine(p.id);
    expect(line.arrived).toBe('0.0000');
    expect(line.splits.map((s) => s.arrivedQuantity)).toEqual(['0.0000', '0.0000', '0.0000']);
    expect(await onHand(boss, store, skuIds[0]!)).toBe('0');
  });

  it('mixes by-order and plain lines of one purchase line; the delivery limit counts them together', async () => {
    const p = await purchaseForOrders();
    // 60 m for order B (30 planned, over on that order) and 55 m for order A: 115 m on a 100 m line, limit 110.
    const over = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([
          { materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: p.splits[1]!.id, quantity: '1.2' },
          { materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: p.splits[0]!.id, quantity: '1.1' },
        ]),
      )
    ).data;
    const refused = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: over.id });
    expect(refused.code).toBe(40902);
    expect(refused.data).toMatchObject({ kind: 'OVER', total: '115', bound: '110' });
    expect((await purchaseLine(p.id)).arrived).toBe('0.0000');

    const ok = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([
          { materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: p.splits[1]!.id, quantity: '0.7' },
          { materialSkuId: skuIds[0], purchaseLineId: p.lineId, quantity: '0.5' },
        ]),
      )
    ).data;
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: ok.id })).data.status).toBe(2);
    const line = await purchaseLine(p.id);
    expect(line.arrived).toBe('60.0000');
    // 35 m booked on order B (over its 30), the plain 25 m spread from the top.
    expect(line.splits.map((s) => s.arrivedQuantity)).toEqual(['25.0000', '35.0000', '0.0000']);
    // The detail: the by-order line shows its order; the plain line the orders its purchase line buys for, in split order.
    const shown = (await boss.call('GET', `arrive/detail/${ok.id}`)).data.lines;
    expect(shown.map((l: Record<string, unknown>) => [l.orderNo, l.purchaseOrderNos])).toEqual([
      [p.orders[1], null],
      [null, `${p.orders[0]}、${p.orders[1]}`],
    ]);
  });

  it('refuses a split of another purchase line, another factory’s split, or a split without its purchase line; nothing written', async () => {
    const p = await purchaseForOrders();
    const q = await purchaseForOrders();
    const before = await countArrivals();
    const wrong = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: q.splits[0]!.id, quantity: '1' }]),
    );
    expect(wrong.code).toBe(40001);
    expect(wrong.data.errors[0].field).toBe('materialsSkus.0.purchaseLineDemandId');
    const bare = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineDemandId: p.splits[0]!.id, quantity: '1' }]),
    );
    expect(bare.data.errors[0].field).toBe('materialsSkus.0.purchaseLineDemandId');
    const malformed = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: 'x', quantity: '1' }]),
    );
    expect(malformed.data.errors[0].field).toBe('materialsSkus.0.purchaseLineDemandId');
    // Another factory naming this factory's purchase line and split sees neither.
    const foreign = await intruder.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: p.splits[0]!.id, quantity: '1' }], {
        creatorId: intruder.userId,
      }),
    );
    expect(foreign.code).toBe(40001);
    expect(await countArrivals()).toBe(before);
  });

  it('arrive/update keeps, changes or refuses the split; session and permission checked', async () => {
    const p = await purchaseForOrders();
    const q = await purchaseForOrders();
    const { id } = (
      await boss.call('POST', 'arrive/add', arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, quantity: '1' }]))
    ).data;
    const body = (split: string | null) => ({
      ...arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineId, purchaseLineDemandId: split, quantity: '1' }]),
      arriveId: id,
    });
    const upd = await boss.call('POST', 'arrive/update', body(p.splits[0]!.id));
    expect(upd.code, upd.msg).toBe(0);
    expect(upd.data.lines[0]).toMatchObject({ purchaseLineDemandId: p.splits[0]!.id, orderNo: p.orders[0] });
    const wrong = await boss.call('POST', 'arrive/update', body(q.splits[1]!.id));
    expect(wrong.data.errors[0].field).toBe('materialsSkus.0.purchaseLineDemandId');
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.lines[0].purchaseLineDemandId).toBe(p.splits[0]!.id);
    expect((await call(h.app, 'POST', 'arrive/update', body(null))).code).toBe(440);
    expect((await powerless.call('POST', 'arrive/update', body(null))).code).toBe(40301);
    // Another factory's update: its supplier and the bill are not seen.
    expect(
      (
        await intruder.call('POST', 'arrive/update', {
          ...body(null),
          supplierId: (await intruder.call('POST', 'supplier/insert', { name: `外厂${Date.now() % 1e6}` })).data.id,
          storehouseId: await makeStorehouse(intruder),
          creatorId: intruder.userId,
        })
      ).code,
    ).toBe(40402);
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.lines[0].purchaseLineDemandId).toBe(p.splits[0]!.id);
  });
});

async function readXlsx(payload: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const out: string[][] = [];
  const sheet = book.worksheets[0]!;
  sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_x, i) => String(row.getCell(i + 1).value ?? ''))));
  return out;
}
const exportAs = (c: Client | null, body: Record<string, unknown>, url = 'arrive/arriveExcel') =>
  h.app.inject({ method: 'POST', url: `/v1/api/${url}`, payload: body, headers: c ? { cookie: `sid=${c.sid}` } : {} });

describe('arrive/arriveExcel', () => {
  it('streams one row per arrival line of the filtered list, with 生产单号 of by-order lines', async () => {
    const p = await purchaseForOrders();
    const { id, orderNo } = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([
          {
            materialSkuId: skuIds[0],
            purchaseLineId: p.lineId,
            purchaseLineDemandId: p.splits[0]!.id,
            quantity: '0.4',
            vatNo: 'G1',
            isArriveComplete: true,
          },
          { materialSkuId: skuIds[1], quantity: '2', unitPrice: '3' },
        ]),
      )
    ).data;
    expect(id).toBeTruthy();
    const file = await exportAs(boss, { searchColumn: orderNo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.header.slice(0, 4)).toEqual(['到料单号', '到料日期', '供应商', '状态']);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.cell(0, '到料单号').value).toBe(orderNo);
    expect(sheet.cell(0, '生产单号').value).toBe(p.orders[0]);
    // Quantities, prices and amounts as numbers with the column's decimals; the date a date.
    expectTypedCell(sheet.cell(0, '本次到料[库存单位]'), 'number', '0');
    expect(sheet.cell(0, '本次到料[库存单位]').value).toBe(20);
    expectTypedCell(sheet.cell(0, '到料数[采购单位]'), 'number', '0.####');
    expect(sheet.cell(0, '到料数[采购单位]').value).toBe(0.4);
    expectTypedCell(sheet.cell(1, '到料金额'), 'number', '#,##0.00');
    expect(sheet.cell(1, '到料金额').value).toBe(6);
    expectTypedCell(sheet.cell(0, '到料日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(0, '缸号').value).toBe('G1');
    expect(sheet.cell(0, '状态').value).toBe('草稿');
    expect(sheet.cell(1, '生产单号').value).toBeNull();
    // 是否到齐 as 是/否, as the other exports write a flag.
    expect(sheet.column('是否到齐')).toEqual(['是', '否']);
    // The bill's figures once per bill (整单), so the column adds up; totals per unit at the bottom.
    const billAmount = sheet.cell(0, '到料总额（整单）');
    expectTypedCell(billAmount, 'number', '#,##0.00');
    expect(sheet.cell(1, '到料总额（整单）').value).toBeNull();
    expect(sheet.total('合计', '到料总额（整单）')).toBe(billAmount.value);
    expect(sheet.total('合计', '到料金额')).toBe(billAmount.value);
    const units = sheet.column('库存单位') as string[];
    for (const unit of new Set(units)) {
      const sum = sheet.column('本次到料[库存单位]').reduce<number>((s, v, i) => (units[i] === unit ? s + Number(v) : s), 0);
      expect(sheet.total(`合计（${unit}）`, '本次到料[库存单位]')).toBe(sum);
    }
    // Filters: no arrival of another status; the sample export sees no material arrivals.
    expect(await readXlsx((await exportAs(boss, { searchColumn: orderNo, status: [2] })).rawPayload)).toHaveLength(1);
    expect(
      await readXlsx((await exportAs(boss, { searchColumn: orderNo }, 'arrive/arriveExcel/sample')).rawPayload),
    ).toHaveLength(1);
    // English headers for an English session.
    const en = await h.app.inject({
      method: 'POST',
      url: '/v1/api/arrive/arriveExcel',
      payload: { searchColumn: orderNo },
      headers: { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    });
    const enSheet = await readSheet(en.rawPayload);
    expect(enSheet.header.slice(0, 2)).toEqual(['Arrival no.', 'Date']);
    expect(enSheet.header).toContain('Bill amount (whole bill)');
    expect(enSheet.column('Complete')).toEqual(['Yes', 'No']);
  });
  it('checks session, permission, unit and input', async () => {
    const { orderNo } = (await boss.call('POST', 'arrive/add', arrival([{ materialSkuId: skuIds[1], quantity: '1' }]))).data;
    expect((await exportAs(null, {})).json().code).toBe(440);
    const refused = (await exportAs(powerless, {})).json();
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    // Another factory's export holds only its own (no) arrivals.
    expect(await readXlsx((await exportAs(intruder, { searchColumn: orderNo })).rawPayload)).toHaveLength(1);
    expect(await readXlsx((await exportAs(intruder, {})).rawPayload)).toHaveLength(1);
    const bad = (await exportAs(boss, { dateArriveStart: 'x' })).json();
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('dateArriveStart');
  });
});
