import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from './harness.js';
import { brief, expectBlockedBy, ok, stateOf, stockIn } from './lineage-fixture.js';
import { makeMaterialSkus, makeStorehouse } from './stock-fixture.js';

// Lineage (issue 8 part 1) through the HTTP API, pairs 1-4: purchase → arrival, receipt notice → arrival,
// arrival → return, return → refund; and lines keeping their ids when a bill is saved again.
// Pairs 5-8 (deliveries, cloth checks, quality checks) are in lineage-documents.int.test.ts.

let h: Harness;
let boss: Client;
let supplierId: string;
let storehouseId: string;
let sku: string;
let sampleSku: string;
const date = '2026-11-24';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lineage');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `血缘布行${Date.now() % 1e6}` })).data.id;
  storehouseId = await makeStorehouse(boss, true);
  sku = (await makeMaterialSkus(boss, ['卡其'], { supplierId, price: '10' })).skuIds[0]!;
  sampleSku = (await makeMaterialSkus(boss, ['样白'], { supplierId, price: '10', sample: true })).skuIds[0]!;
  await stockIn(boss, storehouseId, sku, '1000', date);
});
afterAll(() => h.close());

const arrivalBody = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  supplierId,
  creatorId: boss.userId,
  dateArrive: date,
  storehouseId,
  materialsSkus: lines,
  ...over,
});
async function addArrival(lines: Record<string, unknown>[], over: Record<string, unknown> = {}) {
  const d = ok(await boss.call('POST', 'arrive/add', arrivalBody(lines, over)));
  return { id: d.id as string, no: d.orderNo as string };
}
const arrivalDetail = async (id: string) => ok(await boss.call('GET', `arrive/detail/${id}`));
const arrivalLineIds = async (id: string) => (await arrivalDetail(id)).lines.map((l: { id: string }) => l.id) as string[];
async function reviewedArrival(quantity = '3') {
  const a = await addArrival([{ materialSkuId: sku, quantity, unitPrice: '10' }]);
  expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: a.id })).status).toBe(2);
  return { ...a, lineId: (await arrivalLineIds(a.id))[0]! };
}

const returnBody = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  supplierId,
  returnerId: boss.userId,
  dateReturn: date,
  storehouseId,
  lines,
  ...over,
});
async function addReturn(lines: Record<string, unknown>[]) {
  const id = ok(await boss.call('POST', 'return/add', returnBody(lines))).id as string;
  const d = ok(await boss.call('GET', `return/detail/${id}`));
  return { id, no: d.orderNo as string, lineIds: d.lines.map((l: { id: string }) => l.id) as string[], version: d.version };
}

describe('pair 1: purchase line → arrival line', () => {
  it.each([
    { module: 0, purchase: 'MATERIALS_PURCHASE', arrive: 'MATERIALS_ARRIVE' },
    { module: 1, purchase: 'SAMPLE_PURCHASE', arrive: 'SAMPLE_ARRIVE' },
  ])('$purchase → $arrive: un-review refused while the arrival lives, allowed once it is voided', async (t) => {
    const skuId = t.module === 1 ? sampleSku : sku;
    const created = ok(
      await boss.call('POST', 'purchase/add', {
        belongModule: t.module,
        supplierId,
        purchaserId: boss.userId,
        datePurchase: date,
        arriveStorehouseId: storehouseId,
        materialsSkus: [{ materialSkuId: skuId, conversionRate: '1', quantity: '100', unitPrice: '10' }],
      }),
    );
    expect(ok(await boss.call('POST', `uflo/${t.purchase}/submit`, { id: created.id })).status).toBe(2);
    const p = ok(await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: created.id }));
    const a = await addArrival([{ materialSkuId: skuId, purchaseLineId: p.lines[0].id, quantity: '40' }], {
      belongModule: t.module,
    });
    const target = { type: t.arrive, billId: a.id, billNo: a.no };
    expectBlockedBy(await boss.call('POST', `uflo/${t.purchase}/apply-anti-review`, { id: p.id, message: '改价' }), target);
    const source = await stateOf(boss, t.purchase, p.id);
    expect([source.status, source.displayStatus]).toEqual([2, 6]);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(source.lineage.downstream[0]!.status).toBe(0);
    const up = await stateOf(boss, t.arrive, a.id);
    expect(brief(up.lineage.upstream)).toEqual([
      { type: t.purchase, billId: p.id, billNo: p.orderNo, lineCount: 1, followsSource: false },
    ]);
    // reviewed, the arrival still blocks; un-reviewed back to draft it still points at the purchase
    expect(ok(await boss.call('POST', `uflo/${t.arrive}/submit`, { id: a.id })).status).toBe(2);
    expectBlockedBy(await boss.call('POST', `uflo/${t.purchase}/apply-anti-review`, { id: p.id, message: '改价' }), target);
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(0);
    expectBlockedBy(await boss.call('POST', `uflo/${t.purchase}/apply-anti-review`, { id: p.id, message: '改价' }), target);
    // voided, it points at nothing
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(5);
    expect((await stateOf(boss, t.arrive, a.id)).lineage.upstream).toEqual([]);
    const freed = await stateOf(boss, t.purchase, p.id);
    expect([freed.displayStatus, freed.lineage.downstream]).toEqual([2, []]);
    expect(ok(await boss.call('POST', `uflo/${t.purchase}/apply-anti-review`, { id: p.id, message: '改价' })).status).toBe(0);
  });
});

describe('pair 2: receipt notice → arrival', () => {
  it('the notice cannot be un-reviewed while an arrival opened from it lives', async () => {
    const n = ok(
      await boss.call('POST', 'receiveInform/add', {
        supplierId,
        dateArrive: date,
        storehouseId,
        materialsSkus: [{ materialSkuId: sku, quantity: '4' }],
      }),
    );
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/submit', { id: n.id })).status).toBe(2);
    const a = await addArrival([{ materialSkuId: sku, quantity: '4' }], { noticeId: n.id });
    const target = { type: 'MATERIALS_ARRIVE', billId: a.id, billNo: a.no };
    const antiReview = () => boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/apply-anti-review', { id: n.id, message: '改期' });
    expectBlockedBy(await antiReview(), target);
    const source = await stateOf(boss, 'MATERIALS_ARRIVE_NOTIFY', n.id);
    expect(source.displayStatus).toBe(6);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(brief((await stateOf(boss, 'MATERIALS_ARRIVE', a.id)).lineage.upstream)).toEqual([
      { type: 'MATERIALS_ARRIVE_NOTIFY', billId: n.id, billNo: n.orderNo, lineCount: 1, followsSource: false },
    ]);
    // the draft arrival is voided through the engine: the link ends with it
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/void', { id: a.id, message: '不要了' })).status).toBe(5);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE_NOTIFY', n.id)).displayStatus).toBe(2);
    expect(ok(await antiReview()).status).toBe(0);
  });
});

describe('pair 3: arrival line → return line', () => {
  it('the arrival cannot be undone while a return of its lines lives; deleting the return frees it', async () => {
    const a = await reviewedArrival();
    const r = await addReturn([{ materialSkuId: sku, arriveLineId: a.lineId, conversionRate: '1', quantity: '1' }]);
    const target = { type: 'MATERIALS_RETURN', billId: r.id, billNo: r.no };
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    expectBlockedBy(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/apply-anti-review', { id: a.id, message: '错' }), target);
    const source = await stateOf(boss, 'MATERIALS_ARRIVE', a.id);
    expect([source.status, source.displayStatus]).toEqual([2, 6]);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(brief((await stateOf(boss, 'MATERIALS_RETURN', r.id)).lineage.upstream)).toEqual([
      { type: 'MATERIALS_ARRIVE', billId: a.id, billNo: a.no, lineCount: 1, followsSource: false },
    ]);
    // reviewed and un-reviewed again, the return keeps blocking; deleted, it does not
    expect(ok(await boss.call('POST', 'return/examine', { id: r.id })).status).toBe(2);
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    expect(ok(await boss.call('POST', 'return/apply-anti-review', { id: r.id, message: '退错' })).status).toBe(0);
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    expect((await boss.call('POST', 'return/delete', { id: r.id })).code).toBe(0);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE', a.id)).lineage.downstream).toEqual([]);
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(0);
  });
});

describe('pair 4: return → refund', () => {
  it('a settled return cannot be un-reviewed until the refund is undone', async () => {
    const r = await addReturn([{ materialSkuId: sku, conversionRate: '1', quantity: '1', unitPrice: '50' }]);
    expect(ok(await boss.call('POST', 'return/examine', { id: r.id })).status).toBe(2);
    const refund = ok(
      await boss.call('POST', 'refund/add', {
        supplierId,
        salesmanId: boss.userId,
        dateRefund: date,
        remitMethodName: '银行转账',
        returns: [{ billReturnId: r.id, amount: '20' }],
      }),
    );
    const target = { type: 'RETURN_REFUND', billId: refund.id, billNo: refund.orderNo };
    const antiReview = () => boss.call('POST', 'return/apply-anti-review', { id: r.id, message: '退错' });
    expectBlockedBy(await antiReview(), target);
    const source = await stateOf(boss, 'MATERIALS_RETURN', r.id);
    expect(source.displayStatus).toBe(6);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(ok(await boss.call('GET', `refund/undo/${refund.id}`))).toBeDefined();
    const freed = await stateOf(boss, 'MATERIALS_RETURN', r.id);
    expect([freed.displayStatus, freed.lineage.downstream]).toEqual([2, []]);
    expect(ok(await antiReview()).status).toBe(0);
  });
});

describe('lines keep their ids when a bill is saved again', () => {
  it('arrive/update: lines sent back with their ids keep them; a line of another arrival is refused', async () => {
    const a = await addArrival([
      { materialSkuId: sku, quantity: '1', unitPrice: '10' },
      { materialSkuId: sku, quantity: '2', unitPrice: '10' },
    ]);
    const ids = await arrivalLineIds(a.id);
    expect(ids).toHaveLength(2);
    const upd = await boss.call('POST', 'arrive/update', {
      ...arrivalBody([
        { id: ids[0], materialSkuId: sku, quantity: '5', unitPrice: '10' },
        { id: ids[1], materialSkuId: sku, quantity: '6', unitPrice: '10' },
        { materialSkuId: sku, quantity: '7', unitPrice: '10' },
      ]),
      arriveId: a.id,
    });
    expect(upd.code, upd.msg).toBe(0);
    const after = await arrivalDetail(a.id);
    expect(after.lines.map((l: { id: string; quantity: string }) => [l.id, l.quantity]).slice(0, 2)).toEqual([
      [ids[0], '5.0000'],
      [ids[1], '6.0000'],
    ]);
    expect(after.lines).toHaveLength(3);
    expect(ids).not.toContain(after.lines[2].id);
    const other = await addArrival([{ materialSkuId: sku, quantity: '1', unitPrice: '10' }]);
    const foreign = (await arrivalLineIds(other.id))[0];
    const refused = await boss.call('POST', 'arrive/update', {
      ...arrivalBody([{ id: foreign, materialSkuId: sku, quantity: '9', unitPrice: '10' }]),
      arriveId: a.id,
    });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('materialsSkus.0.id');
    expect((await arrivalDetail(a.id)).lines.map((l: { id: string }) => l.id)).toEqual(
      after.lines.map((l: { id: string }) => l.id),
    );
    expect(await arrivalLineIds(other.id)).toEqual([foreign]);
  });

  it('return/update: lines sent back with their ids keep them; a line of another return is refused', async () => {
    const line = (quantity: string, id?: string) => ({ id, materialSkuId: sku, conversionRate: '1', quantity, unitPrice: '3' });
    const r = await addReturn([line('1'), line('2')]);
    const upd = await boss.call('POST', 'return/update', {
      ...returnBody([line('4', r.lineIds[1]), line('3', r.lineIds[0])]),
      id: r.id,
      version: r.version,
    });
    expect(upd.code, upd.msg).toBe(0);
    const after = ok(await boss.call('GET', `return/detail/${r.id}`));
    expect(after.lines.map((l: { id: string; quantity: string }) => [l.id, l.quantity])).toEqual([
      [r.lineIds[1], '4.0000'],
      [r.lineIds[0], '3.0000'],
    ]);
    const other = await addReturn([line('1')]);
    const refused = await boss.call('POST', 'return/update', {
      ...returnBody([line('9', other.lineIds[0])]),
      id: r.id,
      version: after.version,
    });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('lines.0.id');
    expect(ok(await boss.call('GET', `return/detail/${r.id}`)).lines.map((l: { id: string }) => l.id)).toEqual([
      r.lineIds[1],
      r.lineIds[0],
    ]);
  });
});
