import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

// What the arrival and notice forms and details rely on (issue 9 parts 3 and 8): totals per stock unit, never 米 and 个
// in one number, and refusals that name their row and the cell to mark.

let h: Harness;
let boss: Client;
let supplierId: string;
let storehouseId: string;
let cloth: string;
let buttons: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'arrival-form');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `到料布行${Date.now() % 1e6}` })).data.id;
  cloth = (await makeMaterialSkus(boss, ['红'], { purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  buttons = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds[0]!;
  storehouseId = await makeStorehouse(boss);
  expect((await boss.call('POST', 'materialArriveLimitConfig', { overDeliveryLimit: '10', lackDeliveryLimit: null })).code).toBe(
    0,
  );
});
afterAll(() => h.close());

const head = () => ({ supplierId, creatorId: boss.userId, dateArrive: '2026-11-24', storehouseId });

describe('totals per unit', () => {
  it('an arrival detail totals 本次到料 per stock unit; the old sum stays', async () => {
    const res = await boss.call('POST', 'arrive/add', {
      ...head(),
      materialsSkus: [
        { materialSkuId: cloth, conversionRate: '50', quantity: '24' },
        { materialSkuId: buttons, conversionRate: '1', quantity: '3000' },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    const d = (await boss.call('GET', `arrive/detail/${res.data.id}`)).data;
    expect(d.unitTotals).toEqual([
      { unit: '米', quantity: '1200', lines: 1 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
    expect(Number(d.stockQuantity)).toBe(4200);
  });

  it('a receipt notice detail too', async () => {
    const res = await boss.call('POST', 'receiveInform/add', {
      supplierId,
      dateArrive: '2026-11-25',
      materialsSkus: [
        { materialSkuId: cloth, conversionRate: '50', quantity: '2' },
        { materialSkuId: buttons, conversionRate: '1', quantity: '800' },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    const d = (await boss.call('GET', 'receiveInform/detail', { id: res.data.id })).data;
    expect(d.unitTotals).toEqual([
      { unit: '米', quantity: '100', lines: 1 },
      { unit: '个', quantity: '800', lines: 1 },
    ]);
  });
});

describe('refusals name their row and cell', () => {
  it('a conversion rate of 0 is refused by the contract, naming the row', async () => {
    const res = await boss.call('POST', 'arrive/add', {
      ...head(),
      materialsSkus: [
        { materialSkuId: buttons, conversionRate: '1', quantity: '1' },
        { materialSkuId: cloth, conversionRate: '0', quantity: '1' },
      ],
    });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('materialsSkus.1.conversionRate');
    expect(res.msg).toContain('第2行');
  });

  it('the over-delivery limit at submit names the row, its 到料数 column and the cell to mark', async () => {
    const purchase = await boss.call('POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase: '2026-11-20',
      materialsSkus: [
        { materialSkuId: buttons, conversionRate: '1', quantity: '100' },
        { materialSkuId: cloth, conversionRate: '50', quantity: '2' },
      ],
    });
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: purchase.data.id })).data.status).toBe(2);
    const lines = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: purchase.data.id })).data.lines;
    const arrival = await boss.call('POST', 'arrive/add', {
      ...head(),
      materialsSkus: [
        { materialSkuId: buttons, purchaseLineId: lines[0].id, conversionRate: '1', quantity: '100' },
        { materialSkuId: cloth, purchaseLineId: lines[1].id, conversionRate: '50', quantity: '2.3' },
      ],
    });
    expect(arrival.code, arrival.msg).toBe(0);
    const refused = await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: arrival.data.id });
    expect(refused.code).toBe(40902);
    expect(refused.msg).toMatch(/^第2行（[^）]+）到料数：超出超交限制 10%，合计到料 115，最多 110$/);
    expect(refused.data).toMatchObject({
      kind: 'OVER',
      lineNo: 2,
      errors: [{ field: 'materialsSkus.1.quantity', message: 'over the limit' }],
    });
  });
});
