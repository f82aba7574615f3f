import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/** The arrival list a buyer works from: filters, totals per unit, the line view, 批量标完成 and bill labels. */
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let cloth: string;
let button: string;
let purchase: { id: string; orderNo: string; lineId: string; splitA: string };
/** Reviewed: 1 卷 (50 米) of cloth for order A against the purchase, and 500 个 of buttons unplanned. */
let arrival: { id: string; orderNo: string };
/** Draft: 20 米 of cloth against the purchase line (no split named). */
let draft: { id: string; orderNo: string };
const tag = `${Date.now() % 1e6}`;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'arrlists');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.arriveOrder.queryList']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `到料清单${tag}` })).data.id as string;
  cloth = (await makeMaterialSkus(boss, ['红'], { supplierId, purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  button = (await makeMaterialSkus(boss, ['黑'], { supplierId, stockUnit: '个' })).skuIds[0]!;
  const storehouseId = await makeStorehouse(boss, false);
  const demandIds = [];
  for (const [orderNo, goods, q] of [
    [`SC-A${tag}`, `G-TEE${tag}`, '60'],
    [`SC-B${tag}`, `G-COAT${tag}`, '40'],
  ] as const)
    demandIds.push(
      (
        await boss.call('POST', 'material/purchase-demand/add', {
          orderNo,
          goodsStyleNo: goods,
          materialSkuId: cloth,
          demandQuantity: q,
        })
      ).data.id,
    );
  const p = await boss.call('POST', 'purchase/add', {
    supplierId,
    purchaserId: boss.userId,
    datePurchase: '2026-11-22',
    materialsSkus: [{ materialSkuId: cloth, conversionRate: '50', quantity: '2', unitPrice: '100', demandIds }],
  });
  expect(p.code, p.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: p.data.id })).code).toBe(0);
  const line = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: p.data.id })).data.lines[0];
  purchase = { id: p.data.id, orderNo: p.data.orderNo, lineId: line.id, splitA: line.demands[0].id };
  const head = { supplierId, creatorId: boss.userId, dateArrive: '2026-11-23', storehouseId };
  const a = await boss.call('POST', 'arrive/add', {
    ...head,
    materialsSkus: [
      {
        materialSkuId: cloth,
        purchaseLineId: purchase.lineId,
        purchaseLineDemandId: purchase.splitA,
        quantity: '1',
        unitPrice: '100',
      },
      { materialSkuId: button, quantity: '500', unitPrice: '0.2' },
    ],
  });
  expect(a.code, a.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: a.data.id })).code).toBe(0);
  arrival = a.data;
  const d = await boss.call('POST', 'arrive/add', {
    ...head,
    materialsSkus: [
      { materialSkuId: cloth, purchaseLineId: purchase.lineId, conversionRate: '1', quantity: '20', unitPrice: '2' },
    ],
  });
  expect(d.code, d.msg).toBe(0);
  draft = d.data;
});
afterAll(() => h.close());

const bills = (body: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'arrive/arriveList', { searchColumn: `到料清单${tag}`, ...body });
const lines = (body: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'arrive/arriveLineList', { searchColumn: `到料清单${tag}`, ...body });
const ids = async (body: Record<string, unknown>) => (await bills(body)).data.list.map((r: { id: string }) => r.id);

describe('arrival list (单据 view)', () => {
  it('answers 本次到料 per stock unit for each arrival and the list, never one sum of 米 and 个', async () => {
    const res = await bills();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list.find((r: { id: string }) => r.id === arrival.id)).toMatchObject({
      labels: [],
      unitTotals: [
        { unit: '米', quantity: '50', lines: 1 },
        { unit: '个', quantity: '500', lines: 1 },
      ],
    });
    expect(res.data.summary).toEqual({
      arrived: [
        { unit: '米', quantity: '70', lines: 2 },
        { unit: '个', quantity: '500', lines: 1 },
      ],
      amount: '240.00',
    });
  });

  it('filters by arrival and purchase numbers, production order, material and goods', async () => {
    expect(await ids({ orderNos: [draft.orderNo] })).toEqual([draft.id]);
    expect(await ids({ purchaseBillNos: [purchase.orderNo] })).toEqual([draft.id, arrival.id]);
    expect(await ids({ materialSkuIds: [button] })).toEqual([arrival.id]);
    // A line naming order A's split arrives for A only; a line by purchase bill arrives for every order it buys for.
    expect(await ids({ productionOrderNos: [`SC-A${tag}`] })).toEqual([draft.id, arrival.id]);
    expect(await ids({ productionOrderNos: [`SC-B${tag}`] })).toEqual([draft.id]);
    expect(await ids({ goodsStyleNos: [`COAT${tag}`] })).toEqual([draft.id]);
    const bad = await bills({ purchaseBillNos: [''] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('purchaseBillNos.0');
  });
});

describe('arrival line view (明细)', () => {
  it('answers one row per line with order, planned, purchased, arrived and 是否到齐', async () => {
    const res = await lines();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.totalCount).toBe(3);
    const [draftLine, clothLine, buttonLine] = res.data.list;
    expect(clothLine).toMatchObject({
      orderNo: arrival.orderNo,
      status: 2,
      purchaseBillNo: purchase.orderNo,
      productionOrderNo: `SC-A${tag}`,
      goodsStyleNo: `G-TEE${tag}`,
      plannedQuantity: '60.0000',
      purchaseQuantity: '100.0000',
      stockQuantity: '50.0000',
      stockUnit: '米',
      isArriveComplete: false,
      purchaseComplete: false,
    });
    expect(buttonLine).toMatchObject({
      purchaseLineId: null,
      productionOrderNo: null,
      plannedQuantity: null,
      purchaseComplete: null,
    });
    expect(draftLine).toMatchObject({
      orderNo: draft.orderNo,
      productionOrderNo: `SC-A${tag}、SC-B${tag}`,
      plannedQuantity: '100.0000',
    });
    expect(res.data.summary.arrived).toEqual([
      { unit: '米', quantity: '70', lines: 2 },
      { unit: '个', quantity: '500', lines: 1 },
    ]);
  });

  it('filters lines by material and production order', async () => {
    const only = async (body: Record<string, unknown>) =>
      (await lines(body)).data.list.map((r: { id: string; orderNo: string }) => r.orderNo);
    expect(await only({ materialSkuIds: [button] })).toEqual([arrival.orderNo]);
    expect(await only({ productionOrderNos: [`SC-B${tag}`] })).toEqual([draft.orderNo]);
    expect(await only({ status: [0] })).toEqual([draft.orderNo]);
    expect((await lines({ materialSkuIds: [cloth] })).data.summary.arrived).toEqual([{ unit: '米', quantity: '70', lines: 2 }]);
  });

  it('exports the line view', async () => {
    const file = await h.app.inject({
      method: 'POST',
      url: '/v1/api/arrive/arriveLineExcel',
      payload: { searchColumn: `到料清单${tag}`, materialSkuIds: [button] },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(header.indexOf('到料单号') + 1).value).toBe(arrival.orderNo);
    expect(String(sheet.getRow(3).getCell(header.indexOf('到料单号') + 1).value ?? '')).not.toBe(draft.orderNo);
  });
});

describe('批量标完成 / 批量撤销完成 on arrival lines', () => {
  const complete = (arriveLineIds: string[], value: boolean, c: Client = boss) =>
    c.call('PUT', 'arrive/batch-arrive-complete', { arriveLineIds, complete: value });

  it("marks the lines' purchase lines 到齐 and back; an unplanned line is refused, writing nothing", async () => {
    const [draftLine, clothLine, buttonLine] = (await lines()).data.list as { id: string }[];
    const refused = await complete([clothLine!.id, buttonLine!.id], true);
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('arriveLineIds.1');
    expect((await lines()).data.list[1].purchaseComplete).toBe(false);
    expect((await complete([clothLine!.id, draftLine!.id], true)).data).toEqual({ changed: 1, complete: true });
    expect((await lines()).data.list.map((l: { purchaseComplete: boolean | null }) => l.purchaseComplete)).toEqual([
      true,
      true,
      null,
    ]);
    const purchaseLine = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchase.id })).data
      .lines[0];
    expect(purchaseLine.arriveStatus).toBe(2);
    expect((await complete([clothLine!.id], false)).data.changed).toBe(1);
    expect((await lines()).data.list[1].purchaseComplete).toBe(false);
  });

  it('checks session, permission, unit and input', async () => {
    const id = (await lines()).data.list[1].id as string;
    expect((await call(h.app, 'PUT', 'arrive/batch-arrive-complete', { arriveLineIds: [id], complete: true })).code).toBe(440);
    expect((await complete([id], true, powerless)).code).toBe(40301);
    expect((await complete([id], true, intruder)).data.errors[0].field).toBe('arriveLineIds.0');
    // A material line is not a sample arrival's line.
    const sample = await boss.call('PUT', 'arrive/batch-arrive-complete', {
      arriveLineIds: [id],
      complete: true,
      belongModule: 1,
    });
    expect(sample.data.errors[0].field).toBe('arriveLineIds.0');
    expect((await lines()).data.list[1].purchaseComplete).toBe(false);
  });
});

describe('arrival labels', () => {
  it('puts a label set on an arrival, filters by it; refuses other types, factories, permission and session', async () => {
    const urgent = (await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_ARRIVE', name: `待验${tag}` })).data.id;
    const purchaseLabel = (await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: `采购${tag}` })).data
      .id;
    const set = (arriveId: string, labelIds: string[], c: Client = boss) =>
      c.call('POST', 'arrive/billLabels', { arriveId, labelIds });
    const res = await set(arrival.id, [urgent]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.labels).toEqual([{ id: urgent, name: `待验${tag}`, colour: '#1677ff' }]);
    expect((await boss.call('GET', 'arrive/billLabels', { arriveId: arrival.id })).data.labels).toEqual(res.data.labels);
    expect((await intruder.call('GET', 'arrive/billLabels', { arriveId: arrival.id })).code).toBe(40402);
    expect((await call(h.app, 'GET', 'arrive/billLabels', { arriveId: arrival.id })).code).toBe(440);
    expect(await ids({ labelIds: [urgent] })).toEqual([arrival.id]);
    expect((await lines({ labelIds: [urgent] })).data.list.every((l: { labels: unknown[] }) => l.labels.length === 1)).toBe(true);
    expect((await boss.call('POST', 'sysLabel/delete', { id: urgent })).code).toBe(40903);
    expect((await set(draft.id, [purchaseLabel])).data.errors[0].field).toBe('labelIds.0');
    expect((await set(draft.id, [urgent], intruder)).code).toBe(40402);
    expect((await set(draft.id, [urgent], powerless)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'arrive/billLabels', { arriveId: draft.id, labelIds: [] })).code).toBe(440);
    expect(await ids({ labelIds: [urgent] })).toEqual([arrival.id]);
    expect((await set(arrival.id, [])).data.labels).toEqual([]);
  });
});
