import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * The race: 50 deliveries of one SKU, quantity 1 each, submitted at once (no review configuration, so
 * submit passes straight to reviewed and posts) from a strict storehouse holding 30. On PGlite the calls
 * serialise; on PostgreSQL (scripts/with-postgres.mjs) they truly race on the stock item's row.
 */
let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

describe('50 parallel deliveries against 30 in stock', () => {
  it('exactly 30 pass, 20 get 40904 库存不足, stock ends at 0 and the ledger has 30 DELIVERY rows', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const [sku] = (await makeMaterialSkus(boss, ['黑'])).skuIds;
    const put = await boss.call('PUT', 'fac/stock/single', {
      storehouseId,
      materialsSkuId: sku,
      inventoryType: 'IN',
      stock: '30',
      opDate: '2026-11-20',
    });
    expect(put.code, put.msg).toBe(0);

    const created = await Promise.all(
      Array.from({ length: 50 }, () =>
        boss.call('POST', 'delivery/material/create', {
          storehouseId,
          deliveryCreatorId: boss.userId,
          dateDelivery: '2026-11-21',
          skus: [{ materialsSkuId: sku, quantity: '1' }],
        }),
      ),
    );
    expect(created.every((r) => r.code === 0)).toBe(true);
    expect(new Set(created.map((r) => r.data.orderNo)).size).toBe(50);

    const submitted = await Promise.all(
      created.map((r) => boss.call('POST', 'uflo/MATERIALS_DELIVERY/submit', { id: r.data.id })),
    );
    const passed = submitted.filter((r) => r.code === 0);
    const refused = submitted.filter((r) => r.code !== 0);
    expect(passed.length).toBe(30);
    expect(passed.every((r) => r.data.status === 2)).toBe(true);
    expect(refused.length).toBe(20);
    expect(refused.every((r) => r.code === 40904 && r.msg.includes('库存不足'))).toBe(true);

    expect(await onHand(boss, storehouseId, sku!)).toBe('0');
    const log = await boss.call('POST', 'changeStock/page', { storehouseId, pageSize: 500 });
    const deliveries = (log.data.list as { changeType: string; quantity: string }[]).filter((m) => m.changeType === 'DELIVERY');
    expect(deliveries.length).toBe(30);
    expect(deliveries.every((m) => Number(m.quantity) === -1)).toBe(true);
    const reviewed = await boss.call('POST', 'delivery/material/page', { status: [2], pageSize: 100 });
    expect(reviewed.data.totalCount).toBe(30);
    const drafts = await boss.call('POST', 'delivery/material/page', { status: [0], pageSize: 100 });
    expect(drafts.data.totalCount).toBe(20);
  });
});
