import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';

/** The lists a buyer works from: purchase list filters, totals per unit, the line view, 批量标完成 and bill labels. */
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let cloth: string;
let button: string;
/** A reviewed bill: 2 卷 of cloth (100 米) for order A and 3000 个 of buttons for order B; and a draft of 30 米. */
let reviewed: { id: string; orderNo: string };
let draft: { id: string; orderNo: string };
const tag = `${Date.now() % 1e6}`;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lists');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.purchaseOrder.queryList']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `清单布行${tag}` })).data.id;
  cloth = (await makeMaterialSkus(boss, ['红'], { supplierId, purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  button = (await makeMaterialSkus(boss, ['黑'], { supplierId, stockUnit: '个' })).skuIds[0]!;
  const demand = async (orderNo: string, goodsStyleNo: string, materialSkuId: string, demandQuantity: string) =>
    (await boss.call('POST', 'material/purchase-demand/add', { orderNo, goodsStyleNo, materialSkuId, demandQuantity })).data
      .id as string;
  const dA = await demand(`SC-A${tag}`, `G-TEE${tag}`, cloth, '120');
  const dB = await demand(`SC-B${tag}`, `G-COAT${tag}`, button, '3000');
  const head = { supplierId, purchaserId: boss.userId, datePurchase: '2026-11-22' };
  const add = async (materialsSkus: unknown[]) => {
    const res = await boss.call('POST', 'purchase/add', { ...head, materialsSkus });
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string; orderNo: string };
  };
  reviewed = await add([
    { materialSkuId: cloth, conversionRate: '50', quantity: '2', unitPrice: '100', demandIds: [dA] },
    { materialSkuId: button, conversionRate: '1', quantity: '3000', unitPrice: '0.1', demandIds: [dB] },
  ]);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: reviewed.id })).code).toBe(0);
  draft = await add([{ materialSkuId: cloth, conversionRate: '1', quantity: '30', unitPrice: '2' }]);
});
afterAll(() => h.close());

const bills = async (body: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'purchase/purchaseList', { searchColumn: `清单布行${tag}`, ...body });
const lines = async (body: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'purchase/purchaseLineList', { searchColumn: `清单布行${tag}`, ...body });

describe('purchase list (单据 view)', () => {
  it('answers each bill with quantities per stock unit and the list with totals per unit, never one sum', async () => {
    const res = await bills();
    expect(res.code, res.msg).toBe(0);
    const row = res.data.list.find((r: { id: string }) => r.id === reviewed.id);
    expect(row.quantityByUnit).toEqual([
      { unit: '米', quantity: '100', lines: 1 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
    expect(row.arrivedByUnit).toEqual([
      { unit: '米', quantity: '0', lines: 1 },
      { unit: '个', quantity: '0', lines: 1 },
    ]);
    expect(row.labels).toEqual([]);
    expect(res.data.summary.purchased).toEqual([
      { unit: '米', quantity: '130', lines: 2 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
    expect(res.data.summary.amount).toBe('560.00');
  });

  it('filters by purchase numbers, production order, material and goods (a line of the bill matches)', async () => {
    const ids = async (body: Record<string, unknown>) => (await bills(body)).data.list.map((r: { id: string }) => r.id);
    expect(await ids({ orderNos: [draft.orderNo] })).toEqual([draft.id]);
    expect(await ids({ productionOrderNos: [`A${tag}`] })).toEqual([reviewed.id]);
    expect(await ids({ goodsStyleNos: [`COAT${tag}`] })).toEqual([reviewed.id]);
    expect(await ids({ materialSkuIds: [cloth] })).toEqual([draft.id, reviewed.id]);
    expect(await ids({ materialSkuIds: [button] })).toEqual([reviewed.id]);
    expect((await bills({ materialSkuIds: [button] })).data.summary.purchased).toEqual([
      { unit: '米', quantity: '100', lines: 1 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
    expect(await ids({ productionOrderNos: ['no-such-order'] })).toEqual([]);
  });

  it('refuses bad filters naming the field', async () => {
    const bad = await bills({ materialSkuIds: ['x'] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('materialSkuIds.0');
  });
});

describe('purchase line view (明细)', () => {
  it('answers one row per line with orders, goods, planned, arrived and totals per unit', async () => {
    const res = await lines();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.totalCount).toBe(3);
    const clothLine = res.data.list.find(
      (r: { purchaseBillId: string; materialSkuId: string }) => r.purchaseBillId === reviewed.id && r.materialSkuId === cloth,
    );
    expect(clothLine).toMatchObject({
      orderNo: reviewed.orderNo,
      status: 2,
      productionOrderNos: `SC-A${tag}`,
      goodsStyleNos: `G-TEE${tag}`,
      plannedQuantity: '120.0000',
      totalQuantity: '100.0000',
      arrivedQuantity: '0.0000',
      arriveStatus: 0,
      stockUnit: '米',
      labels: [],
    });
    expect(res.data.list.find((r: { purchaseBillId: string }) => r.purchaseBillId === draft.id).productionOrderNos).toBeNull();
    expect(res.data.summary.purchased).toEqual([
      { unit: '米', quantity: '130', lines: 2 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
  });

  it('filters lines by material, production order and goods; bill filters pick the bills', async () => {
    const only = async (body: Record<string, unknown>) =>
      (await lines(body)).data.list.map((r: { materialSkuId: string; orderNo: string }) => `${r.orderNo}/${r.materialSkuId}`);
    expect(await only({ materialSkuIds: [button] })).toEqual([`${reviewed.orderNo}/${button}`]);
    expect(await only({ productionOrderNos: [`SC-A${tag}`] })).toEqual([`${reviewed.orderNo}/${cloth}`]);
    expect(await only({ goodsStyleNos: [`COAT${tag}`] })).toEqual([`${reviewed.orderNo}/${button}`]);
    expect(await only({ statuses: [0] })).toEqual([`${draft.orderNo}/${cloth}`]);
    expect((await lines({ materialSkuIds: [button] })).data.summary.purchased).toEqual([
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
  });

  it('exports the line view with the same filters', async () => {
    const file = await h.app.inject({
      method: 'POST',
      url: '/v1/api/purchase/exportPurchaseLineExcel',
      payload: { searchColumn: `清单布行${tag}`, materialSkuIds: [cloth] },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const orderNos: unknown[] = [];
    sheet.eachRow((row, i) => {
      if (i > 1) orderNos.push(row.getCell(header.indexOf('采购单号') + 1).value);
    });
    expect(orderNos).toEqual(expect.arrayContaining([draft.orderNo, reviewed.orderNo]));
    expect(orderNos.filter((v) => v === reviewed.orderNo)).toHaveLength(1);
  });
});

describe('批量标完成 / 批量撤销完成', () => {
  const complete = (purchaseLineIds: string[], value: boolean, c: Client = boss) =>
    c.call('PUT', 'purchase/batch-arrive-complete', { purchaseLineIds, complete: value });

  it('marks lines of reviewed bills 到齐 and back; refuses a draft bill line, writing nothing', async () => {
    const all = (await lines()).data.list as { id: string; purchaseBillId: string; arriveStatus: number }[];
    const ofReviewed = all.filter((l) => l.purchaseBillId === reviewed.id).map((l) => l.id);
    const ofDraft = all.find((l) => l.purchaseBillId === draft.id)!.id;
    const refused = await complete([...ofReviewed, ofDraft], true);
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain(draft.orderNo);
    expect((await lines({ arriveStatus: 2 })).data.totalCount).toBe(0);

    expect((await complete(ofReviewed, true)).data).toEqual({ changed: 2, complete: true });
    expect((await lines({ arriveStatus: 2 })).data.list.map((l: { id: string }) => l.id).sort()).toEqual([...ofReviewed].sort());
    // The bill view follows: every line complete = 已到齐.
    expect((await bills({ arriveStatus: 2 })).data.list.map((r: { id: string }) => r.id)).toEqual([reviewed.id]);
    expect((await complete(ofReviewed, true)).data.changed).toBe(0);
    expect((await complete(ofReviewed, false)).data).toEqual({ changed: 2, complete: false });
    expect((await lines({ arriveStatus: 0 })).data.totalCount).toBe(3);
  });

  it('checks session, permission, unit and input', async () => {
    const id = (await lines()).data.list[0].id as string;
    expect((await call(h.app, 'PUT', 'purchase/batch-arrive-complete', { purchaseLineIds: [id], complete: true })).code).toBe(
      440,
    );
    const refused = await complete([id], true, powerless);
    expect(refused.code).toBe(40301);
    const foreign = await complete([id], true, intruder);
    expect(foreign.code).toBe(40001);
    expect(foreign.data.errors[0].field).toBe('purchaseLineIds.0');
    const empty = await complete([], true);
    expect(empty.code).toBe(40001);
    expect(empty.data.errors[0].field).toBe('purchaseLineIds');
    expect((await lines({ arriveStatus: 2 })).data.totalCount).toBe(0);
  });
});

describe('bill labels', () => {
  let urgent: string;
  let checked: string;
  beforeAll(async () => {
    urgent = (await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: `加急${tag}` })).data.id;
    checked = (await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: `已核对${tag}` })).data.id;
  });
  const setLabels = (billMaterialPurchaseId: string, labelIds: string[], c: Client = boss) =>
    c.call('POST', 'purchase/billLabels', { billMaterialPurchaseId, labelIds });

  it('puts a label set on a bill, shows it on both views and filters by it', async () => {
    const res = await setLabels(reviewed.id, [checked, urgent, urgent]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.labels.map((l: { name: string }) => l.name)).toEqual([`加急${tag}`, `已核对${tag}`]);
    expect((await bills({ labelIds: [urgent] })).data.list.map((r: { id: string }) => r.id)).toEqual([reviewed.id]);
    expect((await bills({ labelIds: [urgent] })).data.list[0].labels[0]).toMatchObject({ id: urgent, colour: '#1677ff' });
    // The detail reads them on their own; another factory finds no such bill.
    const read = await boss.call('GET', 'purchase/billLabels', { billMaterialPurchaseId: reviewed.id });
    expect(read.data.labels.map((l: { id: string }) => l.id)).toEqual([urgent, checked]);
    expect((await intruder.call('GET', 'purchase/billLabels', { billMaterialPurchaseId: reviewed.id })).code).toBe(40402);
    expect((await lines({ labelIds: [checked] })).data.list.map((r: { purchaseBillId: string }) => r.purchaseBillId)).toEqual([
      reviewed.id,
      reviewed.id,
    ]);
    // A label in use cannot be deleted from the label page; cleared, it can.
    expect((await boss.call('POST', 'sysLabel/delete', { id: checked })).code).toBe(40903);
    expect((await setLabels(reviewed.id, [urgent])).data.labels).toHaveLength(1);
    expect((await boss.call('POST', 'sysLabel/delete', { id: checked })).code).toBe(0);
    expect((await setLabels(reviewed.id, [])).data.labels).toEqual([]);
    expect((await bills({ labelIds: [urgent] })).data.list).toEqual([]);
  });

  it('refuses a label of another bill type or factory, another factory, no permission, no session', async () => {
    const arrivalLabel = (await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_ARRIVE', name: `到料${tag}` })).data.id;
    const wrong = await setLabels(draft.id, [urgent, arrivalLabel]);
    expect(wrong.code).toBe(40001);
    expect(wrong.data.errors[0].field).toBe('labelIds.1');
    const theirs = (await intruder.call('POST', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: `外厂${tag}` })).data.id;
    expect((await setLabels(draft.id, [theirs])).data.errors[0].field).toBe('labelIds.0');
    expect((await setLabels(draft.id, [urgent], intruder)).code).toBe(40402);
    expect((await setLabels(draft.id, [urgent], powerless)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'purchase/billLabels', { billMaterialPurchaseId: draft.id, labelIds: [] })).code).toBe(440);
    const tooMany = await setLabels(
      draft.id,
      Array.from({ length: 21 }, () => urgent),
    );
    expect(tooMany.data.errors[0].field).toBe('labelIds');
    expect((await bills({ orderNos: [draft.orderNo] })).data.list[0].labels).toEqual([]);
  });
});
