import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';

// What the purchase form relies on from the server (issue 9 parts 3 and 8): the expected delivery date never before the
// purchase date, totals per unit on the detail, and refusals at submit that name their row and column.

let h: Harness;
let boss: Client;
let supplierId: string;
let supplier2: string;
let clothSku: string;
let buttonSku: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'purchase-form');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `布行${Date.now()}` })).data.id;
  supplier2 = (await boss.call('POST', 'supplier/insert', { name: `辅料行${Date.now()}` })).data.id;
  clothSku = (await makeMaterialSkus(boss, ['红'], { purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  buttonSku = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds[0]!;
});
afterAll(() => h.close());

const head = (over: Record<string, unknown> = {}) => ({
  supplierId,
  purchaserId: boss.userId,
  datePurchase: '2026-11-22',
  expectDateEnd: '2026-12-01',
  ...over,
});
// Lines are made when used: the SKU ids exist only once beforeAll has run.
let cloth: Record<string, unknown>;
let buttons: Record<string, unknown>;
beforeAll(() => {
  cloth = { materialSkuId: clothSku, conversionRate: '50', quantity: '2', unitPrice: '500' };
  buttons = { materialSkuId: buttonSku, conversionRate: '1', quantity: '3000', unitPrice: '' };
});
const countBills = async () =>
  Number(
    (
      await h.db
        .selectFrom('purchaseBill')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the expected delivery date (预计货期)', () => {
  it('is refused before the purchase date on add, add/batch and update, naming expectDateEnd; nothing is written', async () => {
    const before = await countBills();
    const early = head({ expectDateEnd: '2026-11-21' });
    const added = await boss.call('POST', 'purchase/add', { ...early, materialsSkus: [cloth] });
    expect(added.code).toBe(40001);
    expect(added.data.errors[0].field).toBe('expectDateEnd');
    expect(added.msg).toContain('预计货期不能早于采购日期（2026-11-22）');
    const batch = await boss.call('POST', 'purchase/add/batch', {
      ...early,
      supplierId: undefined,
      materialsSkus: [
        { ...cloth, supplierId },
        { ...buttons, supplierId: supplier2 },
      ],
    });
    expect(batch.code).toBe(40001);
    expect(batch.data.errors[0].field).toBe('expectDateEnd');
    expect(await countBills()).toBe(before);

    // The same day is fine; a re-edit may not move the date before the purchase date either.
    const same = await boss.call('POST', 'purchase/add', { ...head({ expectDateEnd: '2026-11-22' }), materialsSkus: [cloth] });
    expect(same.code, same.msg).toBe(0);
    const update = await boss.call('POST', 'purchase/update', {
      ...head({ expectDateEnd: '2026-11-01' }),
      purchaseId: same.data.id,
      materialsSkus: [cloth],
    });
    expect(update.code).toBe(40001);
    expect(update.data.errors[0].field).toBe('expectDateEnd');
    const kept = await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: same.data.id });
    expect(kept.data.expectDateEnd).toBe('2026-11-22');
  });

  it('is in English for an English session', async () => {
    const res = await call(
      h.app,
      'POST',
      'purchase/add',
      { ...head({ expectDateEnd: '2026-01-01' }), materialsSkus: [cloth] },
      { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    );
    expect(res.code).toBe(40001);
    expect(res.msg).toContain('must not be before the purchase date (2026-11-22)');
  });
});

describe('the purchase detail', () => {
  it('totals 合计采购 per stock unit, never 米 and 个 in one number; the old total stays', async () => {
    const res = await boss.call('POST', 'purchase/add', { ...head(), materialsSkus: [cloth, buttons] });
    expect(res.code, res.msg).toBe(0);
    const d = (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.id })).data;
    expect(d.unitTotals).toEqual([
      { unit: '米', quantity: '100', lines: 1 },
      { unit: '个', quantity: '3000', lines: 1 },
    ]);
    expect(d.totalQuantity).toBe('3100.0000');
  });
});

describe('submit refusals name their row and column', () => {
  it('a missing unit price (采购单价必填) names 第N行 采购单价 and the cell to mark', async () => {
    expect((await boss.call('PUT', 'purchasing_unit_price_config', { enabled: true })).code).toBe(0);
    try {
      const res = await boss.call('POST', 'purchase/add', { ...head(), materialsSkus: [cloth, buttons] });
      const refused = await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: res.data.id });
      expect(refused.code).toBe(40902);
      expect(refused.msg).toMatch(/^第2行（[^）]+）采购单价：必填$/);
      expect(refused.data.errors).toEqual([{ field: 'materialsSkus.1.unitPrice', message: 'is required' }]);
    } finally {
      await boss.call('PUT', 'purchasing_unit_price_config', { enabled: false });
    }
  });

  it('buying beyond the plan names the row of the material and its quantity column', async () => {
    const demand = await boss.call('POST', 'material/purchase-demand/add', {
      orderNo: 'SC-FORM-1',
      materialSkuId: clothSku,
      demandQuantity: '50',
    });
    const allocate = { ...cloth, quantity: '1', allocations: [{ demandId: demand.data.id, quantity: '50' }] };
    const a = (await boss.call('POST', 'purchase/add', { ...head(), materialsSkus: [allocate] })).data.id;
    const b = (await boss.call('POST', 'purchase/add', { ...head(), materialsSkus: [buttons, allocate] })).data.id;
    expect((await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: a })).code).toBe(0);
    const refused = await boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: b });
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain('第2行 采购数：生产单 SC-FORM-1 可采 50，合计采购 100');
    expect(refused.data.errors).toEqual([{ field: 'materialsSkus.1.quantity', message: 'exceeds the plan' }]);
  });
});
