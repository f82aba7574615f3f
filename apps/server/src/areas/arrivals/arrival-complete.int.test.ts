import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/** 是否到齐 on an arrival line closes its purchase line on review; the un-review reopens what the review closed. */
let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let other: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];
const today = '2026-11-23';

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'arc');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const second = await createFactory(h.db, 'arc2');
  other = await signIn(h.app, second.boss.loginName, second.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `到齐布行${Date.now() % 1e6}` })).data.id;
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

/** A reviewed purchase: 2 卷 (100 m) red, 1 卷 (50 m) blue. */
async function reviewedPurchase(): Promise<{ id: string; lineIds: string[] }> {
  const res = await boss.call('POST', 'purchase/add', {
    supplierId,
    purchaserId: boss.userId,
    datePurchase: today,
    arriveStorehouseId: storehouseId,
    materialsSkus: [
      { materialSkuId: skuIds[0], conversionRate: '50', quantity: '2', unitPrice: '500' },
      { materialSkuId: skuIds[1], conversionRate: '50', quantity: '1', unitPrice: '400' },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id })).data.status).toBe(2);
  const d = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.id })).data;
  return { id: res.data.id, lineIds: d.lines.map((l: { id: string }) => l.id) };
}
const lineState = async (purchaseId: string, index: number) => {
  const l = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchaseId })).data.lines[index];
  return { arrived: l.arrivedQuantity as string, status: l.arriveStatus as number };
};
const openLineIds = async (purchaseId: string) =>
  ((await boss.call('POST', 'arrive/purchaseLines', { purchaseBillIds: [purchaseId] })).data as { id: string }[]).map(
    (l) => l.id,
  );
const arrive = async (lines: Record<string, unknown>[]) => {
  const res = await boss.call('POST', 'arrive/add', {
    supplierId,
    creatorId: factory.boss.userId,
    dateArrive: today,
    storehouseId,
    materialsSkus: lines,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};

describe('是否到齐 closes the purchase line', () => {
  it('review marks a short line ticked 是否到齐 arrive-complete (no longer open); un-review reopens it', async () => {
    const p = await reviewedPurchase();
    const id = await arrive([
      { materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1.92', isArriveComplete: true },
      { materialSkuId: skuIds[1], purchaseLineId: p.lineIds[1], quantity: '0.5' },
    ]);
    // A draft closes nothing yet.
    expect(await lineState(p.id, 0)).toEqual({ arrived: '0.0000', status: 0 });
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '96.0000', status: 2 });
    expect(await lineState(p.id, 1)).toEqual({ arrived: '25.0000', status: 1 });
    expect(await openLineIds(p.id)).toEqual([p.lineIds[1]]);
    const bill = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: p.id })).data;
    expect(bill.arriveStatus).toBe(1);

    expect((await boss.call('GET', `arrive/undo/${id}`)).data.status).toBe(0);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '0.0000', status: 0 });
    expect(await openLineIds(p.id)).toEqual(p.lineIds);
    // Reviewed again: closed again.
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '96.0000', status: 2 });
  });

  it('un-review leaves a purchase line closed by hand (not by this arrival) closed', async () => {
    const p = await reviewedPurchase();
    const id = await arrive([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1' }]);
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    const q = new URLSearchParams({ billMaterialPurchaseId: p.id, materialSkuId: skuIds[0]! }).toString();
    expect((await boss.call('PUT', `purchase/manual-arrive-complete?${q}`)).code).toBe(0);
    expect((await boss.call('GET', `arrive/undo/${id}`)).data.status).toBe(0);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '0.0000', status: 2 });
    expect(await openLineIds(p.id)).toEqual([p.lineIds[1]]);
  });

  it('a purchase line closed by hand while the arrival waits for review is not reopened by its un-review', async () => {
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'MATERIALS_ARRIVE',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
      antiReviewer: [boss.userId],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      const p = await reviewedPurchase();
      const id = await arrive([
        { materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1.92', isArriveComplete: true },
      ]);
      expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(1);
      const q = new URLSearchParams({ billMaterialPurchaseId: p.id, materialSkuId: skuIds[0]! }).toString();
      expect((await boss.call('PUT', `purchase/manual-arrive-complete?${q}`)).code).toBe(0);
      const reviewed = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/review', { id, result: true });
      expect(reviewed.data.status, reviewed.msg).toBe(2);
      expect(await lineState(p.id, 0)).toEqual({ arrived: '96.0000', status: 2 });
      expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/apply-anti-review', { id, message: '重开' })).data.status).toBe(3);
      const back = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/review', { id, result: true });
      expect(back.data.status, back.msg).toBe(0);
      // Closed by hand, not by this arrival: it stays closed.
      expect(await lineState(p.id, 0)).toEqual({ arrived: '0.0000', status: 2 });
    } finally {
      await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'MATERIALS_ARRIVE', isUse: false, steps: [] });
    }
  });

  it('a line not ticked leaves the purchase line open with its outstanding quantity', async () => {
    const p = await reviewedPurchase();
    const id = await arrive([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1.5' }]);
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '75.0000', status: 1 });
    const open = (await boss.call('POST', 'arrive/purchaseLines', { purchaseBillIds: [p.id] })).data as {
      id: string;
      outstandingQuantity: string;
    }[];
    expect(open.find((l) => l.id === p.lineIds[0])?.outstandingQuantity).toBe('25.0000');
  });

  it('another factory cannot review or undo the arrival, and the purchase line stays as it was', async () => {
    const p = await reviewedPurchase();
    const id = await arrive([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '2', isArriveComplete: true }]);
    expect((await other.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).code).toBe(40402);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '0.0000', status: 0 });
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect((await other.call('GET', `arrive/undo/${id}`)).code).toBe(40402);
    expect(await lineState(p.id, 0)).toEqual({ arrived: '100.0000', status: 2 });
  });
});
