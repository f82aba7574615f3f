import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFactory, createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * Concurrent out-movements of one SKU from a storehouse that forbids negative stock: on PostgreSQL the
 * 50 requests truly race on the same balance row; the guarded UPDATE lets exactly as many through as
 * there is stock. (On PGlite the transactions serialise; the outcome must be the same.)
 */
let h: Harness;
let boss: Client;
/** The same boss in the company's second factory B. */
let inB: Client;
let factoryB: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  factoryB = await addFactory(h.db, factory, 'race B');
  inB = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: factoryB })).code).toBe(0);
  inB = { ...inB, unitId: factoryB };
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

  it('two factories sharing a storehouse: parallel ins and outs from both keep every balance exact', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const linked = await boss.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId,
      setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'SHARED' }],
    });
    expect(linked.code, linked.msg).toBe(0);
    // Each factory moves its own SKU (ADR 0011); the postings of both race in the one storehouse.
    const skuOf = new Map<Client, string>([
      [boss, (await makeMaterialSkus(boss, ['藏青'])).skuIds[0]!],
      [inB, (await makeMaterialSkus(inB, ['米白'])).skuIds[0]!],
    ]);
    const change = (c: Client, inventoryType: 'IN' | 'OUT', stock: string) =>
      c.call('PUT', 'fac/stock/single', {
        storehouseId,
        materialsSkuId: skuOf.get(c),
        inventoryType,
        stock,
        opDate: '2026-11-26',
      });
    const both = (i: number) => (i % 2 ? inB : boss);

    // 40 ins of 1.5 from each factory at once (the first ones create the rows together): 60 each, nothing lost.
    const ins = await Promise.all(Array.from({ length: 80 }, (_, i) => change(both(i), 'IN', '1.5')));
    expect(ins.every((a) => a.code === 0)).toBe(true);
    for (const viewer of [boss, inB])
      for (const sku of skuOf.values()) expect(await onHand(viewer, storehouseId, sku)).toBe('60');
    const insOfB = await boss.call('POST', 'changeStock/page', { storehouseId, inventoryType: 'MANUAL_IN', facUnitId: factoryB });
    expect(insOfB.data.totalCount).toBe(40);

    // 40 outs of 2 from each factory against its 60: exactly 30 pass for each, the rest are refused.
    const outs = await Promise.all(Array.from({ length: 160 }, (_, i) => change(both(i), 'OUT', '2')));
    for (const c of [boss, inB]) {
      const mine = outs.filter((_, i) => both(i) === c);
      expect(mine.filter((a) => a.code === 0)).toHaveLength(30);
      expect(mine.filter((a) => a.code === 40904)).toHaveLength(50);
    }
    for (const viewer of [boss, inB]) for (const sku of skuOf.values()) expect(await onHand(viewer, storehouseId, sku)).toBe('0');
    // Nothing lost: per factory 30 movements whose balances after are 58 … 0, each exactly once.
    for (const [c, sku] of skuOf) {
      const log = await inB.call('POST', 'changeStock/page', {
        storehouseId,
        materialsSkuId: sku,
        inventoryType: 'MANUAL_OUT',
        pageSize: 100,
      });
      expect(log.data.totalCount).toBe(30);
      expect(log.data.list.every((r: { facUnitId: string }) => r.facUnitId === c.unitId)).toBe(true);
      const after = log.data.list
        .map((r: { balanceAfter: string }) => Number(r.balanceAfter))
        .sort((x: number, y: number) => x - y);
      expect(after).toEqual(Array.from({ length: 30 }, (_, i) => i * 2));
    }
  }, 240_000);
});
