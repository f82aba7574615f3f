import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from './harness.js';
import { brief, expectBlockedBy, ok, stateOf, stockIn } from './lineage-fixture.js';
import { makeMaterialSkus, makeStorehouse, onHand } from './stock-fixture.js';

// Lineage (issue 8 part 1) through the HTTP API, pairs 5-8: delivery notice → delivery, arrival → direct delivery
// (a follower), arrival line → cloth-check sheet, purchase / notice / arrival → quality check.

let h: Harness;
let boss: Client;
let supplierId: string;
let storehouseId: string;
let sku: string;
const date = '2026-11-24';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lineage2');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `单据布行${Date.now() % 1e6}` })).data.id;
  storehouseId = await makeStorehouse(boss, true);
  sku = (await makeMaterialSkus(boss, ['藏青'], { supplierId, price: '10' })).skuIds[0]!;
  await stockIn(boss, storehouseId, sku, '1000', date);
});
afterAll(() => h.close());

async function addArrival(over: Record<string, unknown> = {}) {
  const d = ok(
    await boss.call('POST', 'arrive/add', {
      supplierId,
      creatorId: boss.userId,
      dateArrive: date,
      storehouseId,
      materialsSkus: [{ materialSkuId: sku, quantity: '3', unitPrice: '10' }],
      ...over,
    }),
  );
  const lineId = ok(await boss.call('GET', `arrive/detail/${d.id}`)).lines[0].id as string;
  return { id: d.id as string, no: d.orderNo as string, lineId };
}
async function reviewedArrival(over: Record<string, unknown> = {}) {
  const a = await addArrival(over);
  expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: a.id })).status).toBe(2);
  return a;
}
async function purchase(reviewed: boolean) {
  const p = ok(
    await boss.call('POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase: date,
      arriveStorehouseId: storehouseId,
      materialsSkus: [{ materialSkuId: sku, conversionRate: '1', quantity: '10', unitPrice: '10' }],
    }),
  );
  if (reviewed) expect(ok(await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: p.id })).status).toBe(2);
  return { id: p.id as string, no: p.orderNo as string };
}
const delivery = (over: Record<string, unknown> = {}) =>
  boss.call('POST', 'delivery/material/create', {
    storehouseId,
    deliveryCreatorId: boss.userId,
    dateDelivery: date,
    skus: [{ materialsSkuId: sku, quantity: '2' }],
    ...over,
  });

describe('pair 5: delivery notice → delivery', () => {
  it('the notice cannot be undone while a delivery fulfilling it lives; voiding the delivery frees it', async () => {
    const notice = ok(await delivery({ belongModule: 2 }));
    expect(ok(await boss.call('POST', 'delivery/material/examine', { id: notice.id })).status).toBe(2);
    const d = ok(await delivery({ billNotifyId: notice.id }));
    const target = { type: 'MATERIALS_DELIVERY', billId: d.id, billNo: d.orderNo };
    expectBlockedBy(await boss.call('GET', `delivery/material/undo/${notice.id}`), target);
    const source = await stateOf(boss, 'MATERIALS_DELIVERY', notice.id);
    expect([source.status, source.displayStatus]).toEqual([2, 6]);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(brief((await stateOf(boss, 'MATERIALS_DELIVERY', d.id)).lineage.upstream)).toEqual([
      { type: 'MATERIALS_DELIVERY', billId: notice.id, billNo: notice.orderNo, lineCount: 1, followsSource: false },
    ]);
    // reviewed and undone again the delivery still points at the notice; voided it does not
    expect(ok(await boss.call('POST', 'delivery/material/examine', { id: d.id })).status).toBe(2);
    expectBlockedBy(await boss.call('GET', `delivery/material/undo/${notice.id}`), target);
    expect(ok(await boss.call('GET', `delivery/material/undo/${d.id}`)).status).toBe(0);
    expectBlockedBy(await boss.call('GET', `delivery/material/undo/${notice.id}`), target);
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_DELIVERY/void', { id: d.id, message: '不送了' })).status).toBe(5);
    expect((await stateOf(boss, 'MATERIALS_DELIVERY', notice.id)).lineage.downstream).toEqual([]);
    expect(ok(await boss.call('GET', `delivery/material/undo/${notice.id}`)).status).toBe(0);
  });
});

describe('pair 6: arrival → direct delivery (a follower)', () => {
  it('is shown but never blocks the arrival’s un-review, and is voided with it (CANCEL_WITH_SOURCE)', async () => {
    const factoryId = ok(await boss.call('POST', 'outside/factory/insert', { name: `直发厂${Date.now() % 100000}` })).id;
    const store = await makeStorehouse(boss, true);
    const a = await reviewedArrival({ storehouseId: store, outsideFactoryId: factoryId });
    const source = await stateOf(boss, 'MATERIALS_ARRIVE', a.id);
    expect([source.status, source.displayStatus]).toEqual([2, 2]);
    expect(source.lineage.downstream).toHaveLength(1);
    const follower = source.lineage.downstream[0]!;
    expect(follower).toMatchObject({ type: 'MATERIALS_DELIVERY', status: 2, followsSource: true, lineCount: 1 });
    expect(ok(await boss.call('GET', `delivery/material/detail/${follower.billId}`)).orderNo).toBe(follower.billNo);
    expect(brief((await stateOf(boss, 'MATERIALS_DELIVERY', follower.billId)).lineage.upstream)).toEqual([
      { type: 'MATERIALS_ARRIVE', billId: a.id, billNo: a.no, lineCount: 1, followsSource: true },
    ]);
    expect(await onHand(boss, store, sku)).toBe('0');
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(0);
    expect(ok(await boss.call('GET', `delivery/material/detail/${follower.billId}`)).status).toBe(5);
    const taken = await stateOf(boss, 'MATERIALS_DELIVERY', follower.billId);
    expect(taken.history.at(-1)).toMatchObject({ action: 'CANCEL_WITH_SOURCE', fromStatus: 2, toStatus: 5 });
    expect(taken.lineage.upstream).toEqual([]);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE', a.id)).lineage.downstream).toEqual([]);
    expect(await onHand(boss, store, sku)).toBe('0');
  });
});

describe('pair 7: arrival line → cloth-check sheet', () => {
  const check = (a: { id: string; lineId: string }) =>
    boss.call('PUT', 'arrive/check', {
      arriveId: a.id,
      checkerId: boss.userId,
      checkDate: date,
      lines: [{ arriveLineId: a.lineId, checkedLength: '2.9' }],
    });

  it('a reviewed arrival with cloth checks cannot be undone until they are revoked', async () => {
    const a = await reviewedArrival();
    ok(await check(a));
    const target = { type: 'CLOTH_CHECK', billId: a.id, billNo: a.no };
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    const source = await stateOf(boss, 'MATERIALS_ARRIVE', a.id);
    expect([source.status, source.displayStatus]).toEqual([2, 6]);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    expect(ok(await boss.call('PUT', 'arrive/checkAndShrunk/revoke', { arriveId: a.id })).removed).toBe(1);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE', a.id)).displayStatus).toBe(2);
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(0);
  });

  it('a draft arrival with cloth checks cannot be edited or voided until the check is undone', async () => {
    const a = await addArrival();
    ok(await check(a));
    const target = { type: 'CLOTH_CHECK', billId: a.id, billNo: a.no };
    const edit = await boss.call('POST', 'arrive/update', {
      arriveId: a.id,
      supplierId,
      creatorId: boss.userId,
      dateArrive: date,
      storehouseId,
      materialsSkus: [{ id: a.lineId, materialSkuId: sku, quantity: '4', unitPrice: '10' }],
    });
    expectBlockedBy(edit, target);
    expectBlockedBy(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/void', { id: a.id, message: '作废' }), target);
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    expect(ok(await boss.call('GET', `arrive/detail/${a.id}`)).lines[0].quantity).toBe('3.0000');
    expect(ok(await boss.call('GET', 'arrive/undo-check', { billMaterialArriveId: a.id, materialSkuId: sku })).touched).toBe(1);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE', a.id)).lineage.downstream).toEqual([]);
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/void', { id: a.id, message: '作废' })).status).toBe(5);
  });
});

describe('pair 8: purchase / notice / arrival → quality check', () => {
  const qc = async (sourceType: string, sourceId: string) => {
    const d = ok(
      await boss.call('POST', 'qualityCheck/create', {
        checkerId: boss.userId,
        checkDate: date,
        sourceType,
        sourceId,
        lines: [{ materialSkuId: sku, checkedQuantity: '10', qualifiedQuantity: '10', unqualifiedQuantity: '0' }],
      }),
    );
    return { type: 'QUALITY_CHECK', billId: d.id as string, billNo: d.billNo as string };
  };
  const setStatus = async (id: string, status: number) =>
    expect(ok(await boss.call('PUT', 'qualityCheck/changeStatus', { id, status })).status).toBe(status);

  it('a reviewed purchase cannot be un-reviewed while a check of it lives (open or completed); voided, it can', async () => {
    const p = await purchase(true);
    const target = await qc('PURCHASE', p.id);
    const antiReview = () => boss.call('POST', 'uflo/MATERIALS_PURCHASE/apply-anti-review', { id: p.id, message: '改' });
    expectBlockedBy(await antiReview(), target);
    const source = await stateOf(boss, 'MATERIALS_PURCHASE', p.id);
    expect(source.displayStatus).toBe(6);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    await setStatus(target.billId, 1);
    expect((await stateOf(boss, 'MATERIALS_PURCHASE', p.id)).lineage.downstream[0]).toMatchObject({
      status: 1,
      statusText: '已完成',
    });
    expectBlockedBy(await antiReview(), target);
    // The check's own state: the purchase upstream, its status named by the check's own labels, no workflow actions.
    const check = await stateOf(boss, 'QUALITY_CHECK', target.billId);
    expect(check).toMatchObject({ status: 1, displayStatus: 1, statusText: '已完成' });
    expect(check.lineage.upstream).toMatchObject([{ type: 'MATERIALS_PURCHASE', billId: p.id }]);
    expect(Object.values(check.allowed).some(Boolean)).toBe(false);
    await setStatus(target.billId, 0);
    await setStatus(target.billId, 5);
    expect((await stateOf(boss, 'QUALITY_CHECK', target.billId)).history.map((e: { action: string }) => e.action)).toEqual([
      'COMPLETE',
      'REOPEN',
      'VOID_CHECK',
    ]);
    expect((await stateOf(boss, 'MATERIALS_PURCHASE', p.id)).displayStatus).toBe(2);
    expect(ok(await antiReview()).status).toBe(0);
  });

  it('a draft purchase checked cannot be edited or voided until the check is voided', async () => {
    const p = await purchase(false);
    const target = await qc('PURCHASE', p.id);
    const edit = await boss.call('POST', 'purchase/update', {
      purchaseId: p.id,
      supplierId,
      purchaserId: boss.userId,
      datePurchase: date,
      arriveStorehouseId: storehouseId,
      remark: '改',
      materialsSkus: [{ materialSkuId: sku, conversionRate: '1', quantity: '20', unitPrice: '10' }],
    });
    expectBlockedBy(edit, target);
    expectBlockedBy(await boss.call('POST', 'uflo/MATERIALS_PURCHASE/void', { id: p.id, message: '不买了' }), target);
    // 撤销 (cancel) of the draft is a void too: refused the same way.
    expectBlockedBy(await boss.call('GET', `material/purchase/cancel/${p.id}`), target);
    expect(ok(await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: p.id })).remark).toBeNull();
    await setStatus(target.billId, 5);
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_PURCHASE/void', { id: p.id, message: '不买了' })).status).toBe(5);
  });

  it('a reviewed receipt notice cannot be un-reviewed while a check of it lives', async () => {
    const n = ok(
      await boss.call('POST', 'receiveInform/add', {
        supplierId,
        dateArrive: date,
        storehouseId,
        materialsSkus: [{ materialSkuId: sku, quantity: '4' }],
      }),
    );
    expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/submit', { id: n.id })).status).toBe(2);
    const target = await qc('ARRIVE_NOTIFY', n.id);
    const antiReview = () => boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/apply-anti-review', { id: n.id, message: '改' });
    expectBlockedBy(await antiReview(), target);
    expect((await stateOf(boss, 'MATERIALS_ARRIVE_NOTIFY', n.id)).displayStatus).toBe(6);
    await setStatus(target.billId, 5);
    expect(ok(await antiReview()).status).toBe(0);
  });

  it('a reviewed arrival cannot be undone while a check of it lives', async () => {
    const a = await reviewedArrival();
    const target = await qc('ARRIVE', a.id);
    expectBlockedBy(await boss.call('GET', `arrive/undo/${a.id}`), target);
    const source = await stateOf(boss, 'MATERIALS_ARRIVE', a.id);
    expect(brief(source.lineage.downstream)).toEqual([{ ...target, lineCount: 1, followsSource: false }]);
    await setStatus(target.billId, 5);
    expect(ok(await boss.call('GET', `arrive/undo/${a.id}`)).status).toBe(0);
  });
});
