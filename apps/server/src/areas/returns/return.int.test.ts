import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let storehouse: string;
let supplierId: string;
let otherSupplierId: string;
let skus: string[];
const date = '2026-11-20';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'returns');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...(Object.values(await createStaff(h.db, factory, [])).slice(1) as [string, string]));
  storehouse = await makeStorehouse(boss, true);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  otherSupplierId = (await boss.call('POST', 'supplier/insert', { name: '申洲辅料' })).data.id;
  skus = (await makeMaterialSkus(boss, ['卡其', '咖啡', '藏青'], { supplierId, purchaseUnit: '卷', conversionRate: '2' })).skuIds;
  for (const sku of skus)
    expect(
      (
        await boss.call('PUT', 'fac/stock/single', {
          storehouseId: storehouse,
          materialsSkuId: sku,
          inventoryType: 'IN',
          stock: '20',
          opDate: date,
        })
      ).code,
    ).toBe(0);
});
afterAll(() => h.close());

const line = (over: Record<string, unknown> = {}) => ({
  materialSkuId: skus[0],
  conversionRate: '2',
  quantity: '3',
  unitPrice: '12.5',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  supplierId,
  returnerId: boss.userId,
  dateReturn: date,
  storehouseId: storehouse,
  remark: '色差',
  lines: [line()],
  ...over,
});
async function addReturn(over: Record<string, unknown> = {}): Promise<string> {
  const res = await boss.call('POST', 'return/add', body(over));
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}
const detail = (c: Client, id: string) => c.call('GET', `return/detail/${id}`);
const amounts = (id: string) => boss.call('GET', 'partner-amount/bySource', { billType: 'MATERIALS_RETURN', billId: id });
const amountRows = async (id: string) =>
  ((await amounts(id)).data.list as { direction: string; kind: string; amount: string; taxRate: string }[]).map((r) => [
    r.direction,
    r.kind,
    r.amount,
  ]);

describe('return/add, update, detail, page', () => {
  it('saves a draft with a generated number and exact line figures', async () => {
    const id = await addReturn({ lines: [line(), line({ materialSkuId: skus[2], quantity: '0.3333', unitPrice: '0.1' })] });
    const d = await detail(boss, id);
    expect(d.code, d.msg).toBe(0);
    expect(d.data).toMatchObject({
      status: 0,
      supplierName: '华纺布业',
      dateReturn: date,
      remark: '色差',
      amount: '37.53',
      collected: '0.00',
      balance: '37.53',
    });
    expect(d.data.orderNo).toMatch(/^TL\d{6}\d{4}$/);
    expect(d.data.lines.map((l: any) => [l.purchaseUnit, l.stockUnit, Number(l.stockQuantity), l.amount])).toEqual([
      ['卷', '米', 6, '37.50'],
      ['卷', '米', 0.6666, '0.03'],
    ]);
    const upd = await boss.call('POST', 'return/update', {
      ...body({ orderNo: 'TL-OWN-1', lines: [line({ quantity: '1' })] }),
      id,
      version: d.data.version,
    });
    expect(upd.code, upd.msg).toBe(0);
    const after = await detail(boss, id);
    expect(after.data).toMatchObject({ orderNo: 'TL-OWN-1', amount: '12.50', skuCount: 1 });
    const stale = await boss.call('POST', 'return/update', { ...body(), id, version: d.data.version });
    expect(stale.code).toBe(40902);
    const page = await boss.call('POST', 'return/page', { returnOrderNo: 'TL-OWN', pageSize: 10 });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      id,
      amount: '12.50',
      collected: '0.00',
      balance: '12.50',
      returnerName: expect.any(String),
    });
    const bySupplier = await boss.call('POST', 'return/page', { supplierId: otherSupplierId });
    expect(bySupplier.data.totalCount).toBe(0);
  });

  it('names bad fields and writes nothing', async () => {
    const before = (await boss.call('POST', 'return/page', {})).data.totalCount;
    const noLines = await boss.call('POST', 'return/add', body({ lines: [] }));
    expect(noLines.code).toBe(40001);
    expect(noLines.data.errors[0].field).toBe('lines');
    const badQty = await boss.call('POST', 'return/add', body({ lines: [line({ quantity: '1.23456' })] }));
    expect(badQty.code).toBe(40001);
    expect(badQty.data.errors[0].field).toBe('lines.0.quantity');
    const noDate = await boss.call('POST', 'return/add', body({ dateReturn: '20-11-2026' }));
    expect(noDate.data.errors[0].field).toBe('dateReturn');
    expect((await boss.call('POST', 'return/page', {})).data.totalCount).toBe(before);
  });

  it('keeps other factories out: their ids are not found and nothing changes', async () => {
    const id = await addReturn();
    expect((await detail(intruder, id)).code).toBe(40402);
    const upd = await intruder.call('POST', 'return/update', { ...body(), id });
    expect(upd.code).toBe(40402);
    const foreignStorehouse = await makeStorehouse(intruder, true);
    const mixed = await boss.call('POST', 'return/add', body({ storehouseId: foreignStorehouse }));
    expect(mixed.code).toBe(40402);
    expect(mixed.data.errors[0].field).toBe('storehouseId');
    expect((await intruder.call('POST', 'return/page', {})).data.totalCount).toBe(0);
    for (const [method, url, payload] of [
      ['POST', 'return/examine', { id }],
      ['GET', `return/undo/${id}`, undefined],
      ['POST', 'return/invalid', { id }],
      ['POST', 'return/delete', { id }],
      ['POST', 'return/apply-anti-review', { id, message: 'x' }],
    ] as const)
      expect((await intruder.call(method, url, payload)).code, url).toBe(40402);
    expect((await detail(boss, id)).data.status).toBe(0);
  });

  it('answers 440 without a session and 40301 without the permission', async () => {
    const id = await addReturn();
    const calls = [
      ['POST', 'return/page', {}],
      ['POST', 'return/add', body()],
      ['POST', 'return/update', { ...body(), id }],
      ['GET', `return/detail/${id}`, undefined],
      ['POST', 'return/examine', { id }],
      ['GET', `return/undo/${id}`, undefined],
      ['POST', 'return/apply-anti-review', { id, message: 'x' }],
      ['POST', 'return/invalid', { id }],
      ['POST', 'return/delete', { id }],
      ['POST', 'return/returnExcel', {}],
      ['POST', 'return/arriveLines', { supplierId }],
      ['POST', 'return/collect', { billReturnId: id, dateCollect: date, collectTotal: '1', salesmanId: boss.userId }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(h.app, method, url, payload)).code, url).toBe(440);
      const denied = await powerless.call(method, url, payload);
      expect(denied.code, url).toBe(40301);
      expect(denied.msg).toBe('抱歉，您没有操作权限');
    }
    expect((await detail(boss, id)).data.status).toBe(0);
  });
});

describe('review posts stock and the receivable; un-review reverses both', () => {
  it('examine (no review config) posts RETURN out of the storehouse and a RECEIVABLE; anti-review reverses', async () => {
    const id = await addReturn({ lines: [line({ materialSkuId: skus[2], quantity: '2.5', unitPrice: '10', taxRate: '13' })] });
    const before = Number(await onHand(boss, storehouse, skus[2]!));
    const ex = await boss.call('POST', 'return/examine', { id });
    expect(ex.code, ex.msg).toBe(0);
    expect(ex.data.status).toBe(2);
    expect(Number(await onHand(boss, storehouse, skus[2]!))).toBe(before - 5);
    const log = await boss.call('POST', 'changeStock/page', { storehouseId: storehouse, materialsSkuId: skus[2] });
    expect(log.data.list[0]).toMatchObject({ changeType: 'RETURN' });
    expect(Number(log.data.list[0].quantity)).toBe(-5);
    expect(await amountRows(id)).toEqual([['RECEIVABLE', 'RETURN', '25.00']]);
    expect((await amounts(id)).data.list[0].taxRate).toMatch(/^13/);
    expect((await boss.call('POST', 'return/update', { ...body(), id })).code).toBe(40902);
    const noReason = await boss.call('POST', 'return/apply-anti-review', { id, message: '' });
    expect(noReason.code).toBe(40001);
    expect(noReason.data.errors[0].field).toBe('message');
    const back = await boss.call('POST', 'return/apply-anti-review', { id, message: '数量有误' });
    expect(back.code, back.msg).toBe(0);
    expect(back.data.status).toBe(0);
    expect(Number(await onHand(boss, storehouse, skus[2]!))).toBe(before);
    expect((await amountRows(id)).sort()).toEqual([
      ['RECEIVABLE', 'RETURN', '-25.00'],
      ['RECEIVABLE', 'RETURN', '25.00'],
    ]);
  });

  it('returning more than on hand is refused with 40904 and nothing is written', async () => {
    const id = await addReturn({ lines: [line({ materialSkuId: skus[0], quantity: '500' })] });
    const stock = await onHand(boss, storehouse, skus[0]!);
    const ex = await boss.call('POST', 'return/examine', { id });
    expect(ex.code).toBe(40904);
    expect(ex.msg).toContain('库存不足');
    expect((await detail(boss, id)).data.status).toBe(0);
    expect(await onHand(boss, storehouse, skus[0]!)).toBe(stock);
    expect((await amounts(id)).data.list).toHaveLength(0);
  });

  it('undo withdraws a pending submission; reviewers decide through examine; invalid and delete', async () => {
    const reviewerStaff = await createStaff(h.db, { bossUnitId: boss.bossUnitId, unitId: boss.unitId } as any, []);
    const reviewer = await signIn(h.app, reviewerStaff.loginName, reviewerStaff.password);
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'MATERIALS_RETURN',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
      antiReviewer: [boss.userId],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      const id = await addReturn({ lines: [line({ quantity: '1' })] });
      expect((await boss.call('POST', 'return/examine', { id })).data.status).toBe(1);
      expect((await boss.call('GET', `return/undo/${id}`)).data.status).toBe(0);
      expect((await boss.call('POST', 'return/examine', { id })).data.status).toBe(1);
      expect((await reviewer.call('POST', 'return/examine', { id, result: true })).code).toBe(40301);
      const rejected = await boss.call('POST', 'return/examine', { id, result: false, message: '单价不对' });
      expect(rejected.data.status).toBe(4);
      expect((await boss.call('POST', 'return/examine', { id })).data.status).toBe(1);
      const stock = Number(await onHand(boss, storehouse, skus[0]!));
      expect((await boss.call('POST', 'return/examine', { id, result: true })).data.status).toBe(2);
      expect(Number(await onHand(boss, storehouse, skus[0]!))).toBe(stock - 2);
      expect((await boss.call('POST', 'return/apply-anti-review', { id, message: '退错' })).data.status).toBe(3);
      expect((await boss.call('GET', `return/undo/${id}`)).data.status).toBe(2);
      const draft = await addReturn();
      expect((await boss.call('POST', 'return/invalid', { id: draft, message: '重复' })).data.status).toBe(5);
      expect((await boss.call('POST', 'return/page', { cancel: true })).data.list.map((r: any) => r.id)).toContain(draft);
      expect((await boss.call('POST', 'return/delete', { id: draft })).code).toBe(40902);
      const gone = await addReturn();
      expect((await boss.call('POST', 'return/delete', { id: gone })).code).toBe(0);
      expect((await detail(boss, gone)).code).toBe(40402);
    } finally {
      await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'MATERIALS_RETURN', isUse: false, steps: [] });
    }
  });
});

/** A reviewed arrival (the arrivals area's own calls) of `quantity` purchase units of a SKU; answers its line. */
async function reviewedArrival(sku: string, quantity: string): Promise<{ id: string; no: string; lineId: string }> {
  const res = await boss.call('POST', 'arrive/add', {
    supplierId,
    creatorId: boss.userId,
    dateArrive: date,
    storehouseId: storehouse,
    materialsSkus: [{ materialSkuId: sku, quantity, unitPrice: '15', taxRate: '13' }],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: res.data.id })).data.status).toBe(2);
  const d = await boss.call('GET', `arrive/detail/${res.data.id}`);
  return { id: res.data.id, no: d.data.orderNo ?? d.data.no, lineId: d.data.lines[0].id };
}

describe('returns by arrival (arrival lines through the port the arrivals area registers)', () => {
  it('lists returnable arrival lines and refuses more than arrived minus earlier returns, naming the line', async () => {
    const arrival = await reviewedArrival(skus[1]!, '5');
    const find = async () =>
      ((await boss.call('POST', 'return/arriveLines', { supplierId })).data.list as any[]).find(
        (l) => l.arriveLineId === arrival.lineId,
      );
    const listed = await find();
    expect(listed).toMatchObject({ arriveBillId: arrival.id, purchaseUnit: '卷', returnedQuantity: '0' });
    expect(Number(listed.arrivedQuantity)).toBe(10);
    expect(Number(listed.returnableQuantity)).toBe(10);
    const byArrival = (quantity: string) =>
      line({ materialSkuId: skus[1], arriveLineId: arrival.lineId, quantity, unitPrice: null });
    const tooMuch = await boss.call('POST', 'return/add', body({ lines: [byArrival('3'), byArrival('2.5')] }));
    expect(tooMuch.code).toBe(40001);
    expect(tooMuch.data.errors[0].field).toBe('lines[1].quantity');
    expect(tooMuch.msg).toContain('第2行');
    const id = await addReturn({ lines: [byArrival('3')] });
    const d = await detail(boss, id);
    expect(d.data.lines[0]).toMatchObject({ arriveLineId: arrival.lineId, unitPrice: '15.0000', amount: '45.00' });
    expect(Number(d.data.lines[0].taxRate)).toBe(13);
    expect((await boss.call('POST', 'return/examine', { id })).data.status).toBe(2);
    expect(Number((await find()).returnableQuantity)).toBe(4);
    const second = await boss.call('POST', 'return/add', body({ lines: [byArrival('2.5')] }));
    expect(second.code).toBe(40001);
    expect(second.data.errors[0].field).toBe('lines[0].quantity');
    // a draft saved while it fitted is refused at review once an earlier return took the rest
    const early = await addReturn({ lines: [byArrival('2')] });
    const ok = await addReturn({ lines: [byArrival('2')] });
    expect((await boss.call('POST', 'return/examine', { id: ok })).data.status).toBe(2);
    const late = await boss.call('POST', 'return/examine', { id: early });
    expect(late.code).toBe(40001);
    expect(late.data.errors[0].field).toBe('lines[0].quantity');
    expect((await detail(boss, early)).data.status).toBe(0);
    const wrongSupplier = await boss.call('POST', 'return/add', body({ supplierId: otherSupplierId, lines: [byArrival('0.1')] }));
    expect(wrongSupplier.code).toBe(40001);
    expect(wrongSupplier.data.errors[0].field).toBe('lines[0].arriveLineId');
    expect((await intruder.call('POST', 'return/arriveLines', { supplierId })).data.list).toHaveLength(0);
    expect((await boss.call('POST', 'return/arriveLines', {})).data.errors[0].field).toBe('supplierId');
  });
});

describe('return/returnExcel', () => {
  it('streams one row per line', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/return/returnExcel',
      payload: { supplierId },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header[0]).toBe('退料单号');
    expect(sheet.rows.length).toBeGreaterThan(2);
    // Typed cells: quantities and amounts as numbers, the date a date.
    expectTypedCell(sheet.cell(0, '退料金额'), 'number', '#,##0.00');
    expectTypedCell(sheet.cell(0, '本次退料[库存单位]'), 'number');
    expectTypedCell(sheet.cell(0, '退料日期'), 'date', 'yyyy-mm-dd');
    // The bill's figures on its first line only (整单): each column adds up to the bills' sum.
    const numbers = sheet.column('退料单号');
    const receivable = sheet.column('应收退款（整单）');
    numbers.forEach((no, i) => expect(receivable[i] !== null).toBe(numbers.indexOf(no) === i));
    const sum = (values: unknown[]) => Number(dec.sum(values.filter((v) => v !== null).map(String), 2));
    expect(sheet.total('合计', '应收退款（整单）')).toBe(sum(receivable));
    expect(sheet.total('合计', '退料金额')).toBe(sum(sheet.column('退料金额')));
    expect(sheet.total('合计（米）', '本次退料[库存单位]')).toBe(sum(sheet.column('本次退料[库存单位]')));
    const bad = await boss.call('POST', 'return/returnExcel', { returnStartDate: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('returnStartDate');
  });
});
