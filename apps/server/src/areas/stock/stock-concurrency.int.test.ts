import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * Concurrent out-movements of one SKU from a storehouse that forbids negative stock: on PostgreSQL the
 * 50 requests truly race on the same balance row; the guarded UPDATE lets exactly as many through as
 * there is stock. (On PGlite the transactions serialise; the outcome must be the same.)
 */
let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

describe('concurrent stock out', () => {
  it('50 parallel outs of 1 against a stock of 30: exactly 30 succeed, the rest are told 库存不足', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const [sku] = (await makeMaterialSkus(boss, ['卡其'])).skuIds;
    const stocked = await boss.call('PUT', 'fac/stock/single', {
      storehouseId,
      materialsSkuId: sku,
      inventoryType: 'IN',
      stock: '30',
      opDate: '2026-11-22',
    });
    expect(stocked.code, stocked.msg).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        boss.call('PUT', 'fac/stock/single', {
          storehouseId,
          materialsSkuId: sku,
          inventoryType: 'OUT',
          stock: '1',
          opDate: '2026-11-22',
        }),
      ),
    );
    const ok = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code === 40904);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(20);
    expect(refused.every((a) => a.msg.includes('库存不足'))).toBe(true);
    expect(await onHand(boss, storehouseId, sku!)).toBe('0');
    // Nothing lost: one movement per success, and the balances after each are 29 … 0, each exactly once.
    const log = await boss.call('POST', 'changeStock/page', { storehouseId, inventoryType: 'MANUAL_OUT', pageSize: 100 });
    expect(log.data.totalCount).toBe(30);
    const after = log.data.list
      .map((r: { balanceAfter: string }) => Number(r.balanceAfter))
      .sort((a: number, b: number) => a - b);
    expect(after).toEqual(Array.from({ length: 30 }, (_, i) => i));
  }, 120_000);
});
