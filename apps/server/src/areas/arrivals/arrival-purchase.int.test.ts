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
let supplierId: string;
let otherSupplier: string;
let storehouseId: string;
let skuIds: string[];

const today = '2026-11-22';
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
  factory = await createFactory(h.db, 'arp');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `采购布行${Date.now() % 1e6}` })).data.id;
  otherSupplier = (await boss.call('POST', 'supplier/insert', { name: `别家${Date.now() % 1e6}` })).data.id;
  ({ skuIds } = await makeMaterialSkus(boss, ['红', '蓝'], {
    supplierId,
    price: '10',
    purchaseUnit: '卷',
    conversionRate: '50',
  }));
  storehouseId = await makeStorehouse(boss, true);
  const limits = await boss.call('POST', 'materialArriveLimitConfig', { overDeliveryLimit: '10', lackDeliveryLimit: '5' });
  expect(limits.code, limits.msg).toBe(0);
});
afterAll(() => h.close());

/** A reviewed purchase bill: 2 卷 (100 m) of the red SKU and 1 卷 (50 m) of the blue one. */
async function reviewedPurchase(): Promise<{ id: string; lineIds: string[] }> {
  const res = await boss.call('POST', 'purchase/add', {
    supplierId,
    purchaserId: boss.userId,
    datePurchase: today,
    arriveStorehouseId: storehouseId,
    materialsSkus: [
      { materialSkuId: skuIds[0], conversionRate: '50', quantity: '2', unitPrice: '500', taxRate: '13' },
      { materialSkuId: skuIds[1], conversionRate: '50', quantity: '1', unitPrice: '400' },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id })).data.status).toBe(2);
  const d = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.id })).data;
  return { id: res.data.id, lineIds: d.lines.map((l: { id: string }) => l.id) };
}
const purchaseLine = async (purchaseId: string, index: number) =>
  (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchaseId })).data.lines[index] as {
    arrivedQuantity: string;
  };

const arrival = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  supplierId,
  creatorId: factory.boss.userId,
  dateArrive: today,
  storehouseId,
  materialsSkus: lines,
  ...over,
});

describe('arrive/purchaseLines', () => {
  it('answers the open lines with their outstanding quantities; checks session, permission, unit and input', async () => {
    const p = await reviewedPurchase();
    const res = await boss.call('POST', 'arrive/purchaseLines', { purchaseBillIds: [p.id] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.map((l: { id: string; outstandingQuantity: string }) => [l.id, l.outstandingQuantity])).toEqual([
      [p.lineIds[0], '100.0000'],
      [p.lineIds[1], '50.0000'],
    ]);
    expect((await call(h.app, 'POST', 'arrive/purchaseLines', {})).code).toBe(440);
    expect((await powerless.call('POST', 'arrive/purchaseLines', {})).code).toBe(40301);
    expect((await intruder.call('POST', 'arrive/purchaseLines', { purchaseBillIds: [p.id] })).data).toEqual([]);
    expect((await boss.call('POST', 'arrive/purchaseLines', { purchaseBillIds: ['x'] })).data.errors[0].field).toBe(
      'purchaseBillIds.0',
    );
  });
});

describe('arriving against purchase lines', () => {
  it('takes the purchase line’s units and price, and refuses a line of another supplier or SKU', async () => {
    const p = await reviewedPurchase();
    const ok = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1' }]),
    );
    expect(ok.code, ok.msg).toBe(0);
    const d = (await boss.call('GET', `arrive/detail/${ok.data.id}`)).data;
    expect(d.lines[0]).toMatchObject({
      purchaseUnit: '卷',
      conversionRate: '50.0000',
      stockQuantity: '50.0000',
      unitPrice: '500.0000',
      amount: '500.00',
      taxRate: '13.0000',
    });
    expect(d.lines[0].purchaseBillNo).toMatch(/^CG/);
    const before = await countArrivals();
    const wrongSupplier = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1' }], { supplierId: otherSupplier }),
    );
    expect(wrongSupplier.data.errors[0].field).toBe('materialsSkus.0.purchaseLineId');
    const wrongSku = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: skuIds[1], purchaseLineId: p.lineIds[0], quantity: '1' }]),
    );
    expect(wrongSku.data.errors[0].field).toBe('materialsSkus.0.materialSkuId');
    expect(await countArrivals()).toBe(before);
  });

  it('refuses an over-delivery beyond the limit at submit, naming the line and the limit; nothing is posted', async () => {
    const p = await reviewedPurchase();
    const { id } = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '2.3' }]),
      )
    ).data;
    const sub = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id });
    expect(sub.code).toBe(40902);
    expect(sub.msg).toContain('第1行');
    expect(sub.msg).toContain('超交');
    expect(sub.msg).toContain('10');
    expect(sub.data).toMatchObject({ kind: 'OVER', lineNo: 1, limit: '10', bound: '110', total: '115' });
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.status).toBe(0);
    expect((await purchaseLine(p.id, 0)).arrivedQuantity).toBe('0.0000');
  });

  it('refuses a shortfall beyond the limit on a line marked complete; accepts one inside it', async () => {
    const p = await reviewedPurchase();
    const short = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1.8', isArriveComplete: true }]),
      )
    ).data;
    const refused = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: short.id });
    expect(refused.code).toBe(40902);
    expect(refused.data).toMatchObject({ kind: 'LACK', bound: '95', total: '90' });
    const inside = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival([{ materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '1.92', isArriveComplete: true }]),
      )
    ).data;
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: inside.id })).data.status).toBe(2);
  });

  it('review posts stock, payable and the purchase line’s arrived quantity; revoking reverses all three', async () => {
    const p = await reviewedPurchase();
    const store = await makeStorehouse(boss, true);
    const { id } = (
      await boss.call(
        'POST',
        'arrive/add',
        arrival(
          [
            { materialSkuId: skuIds[0], purchaseLineId: p.lineIds[0], quantity: '2.1' },
            { materialSkuId: skuIds[1], quantity: '1', unitPrice: '20' },
          ],
          { storehouseId: store },
        ),
      )
    ).data;
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect((await purchaseLine(p.id, 0)).arrivedQuantity).toBe('105.0000');
    expect(await onHand(boss, store, skuIds[0]!)).toBe('105');
    expect(await onHand(boss, store, skuIds[1]!)).toBe('50');
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.payable).toBe('1070.00');

    expect((await boss.call('GET', `arrive/undo/${id}`)).data.status).toBe(0);
    expect((await purchaseLine(p.id, 0)).arrivedQuantity).toBe('0.0000');
    expect(await onHand(boss, store, skuIds[0]!)).toBe('0');
    expect((await boss.call('GET', `arrive/detail/${id}`)).data.payable).toBe('0.00');
  });
});

describe('purchase/batchArrive', () => {
  it('arrives every outstanding line of the chosen bills in one reviewed arrival per supplier', async () => {
    const p = await reviewedPurchase();
    const store = await makeStorehouse(boss, true);
    const res = await boss.call('POST', 'purchase/batchArrive', {
      purchaseBillIds: [p.id],
      storehouseId: store,
      dateArrive: today,
      creatorId: boss.userId,
      submit: true,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.arrivals).toHaveLength(1);
    expect(res.data.arrivals[0].status).toBe(2);
    expect(await onHand(boss, store, skuIds[0]!)).toBe('100');
    expect(await onHand(boss, store, skuIds[1]!)).toBe('50');
    expect((await purchaseLine(p.id, 1)).arrivedQuantity).toBe('50.0000');
    // Nothing is left to arrive.
    const again = await boss.call('POST', 'purchase/batchArrive', {
      purchaseBillIds: [p.id],
      storehouseId: store,
      dateArrive: today,
      creatorId: boss.userId,
    });
    expect(again.code).toBe(40902);
  });
  it('checks session, permission, unit and input; writes nothing when refused', async () => {
    const p = await reviewedPurchase();
    const body = { purchaseBillIds: [p.id], storehouseId, dateArrive: today, creatorId: boss.userId };
    const before = await countArrivals();
    expect((await call(h.app, 'POST', 'purchase/batchArrive', body)).code).toBe(440);
    expect((await powerless.call('POST', 'purchase/batchArrive', body)).code).toBe(40301);
    expect((await intruder.call('POST', 'purchase/batchArrive', { ...body, creatorId: intruder.userId })).code).toBe(40902);
    const bad = await boss.call('POST', 'purchase/batchArrive', { ...body, purchaseBillIds: [] });
    expect(bad.data.errors[0].field).toBe('purchaseBillIds');
    expect(await countArrivals()).toBe(before);
  });
});
