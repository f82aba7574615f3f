import { Dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/**
 * A period closed while postings dated inside it run in parallel (truly parallel on PostgreSQL): each posting either
 * lands before the close and is in its balance, or is refused (40902) and writes nothing.
 */
let h: Harness;
let boss: Client;
let storehouseId: string;
let sku: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'period-lock');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  storehouseId = await makeStorehouse(boss, false);
  sku = (await makeMaterialSkus(boss, ['藏青'])).skuIds[0]!;
}, 60_000);
afterAll(() => h.close());

describe('period close racing postings', () => {
  it('leaves every accepted posting in the balance and every refused one unwritten', async () => {
    const post = (i: number) =>
      boss.call('PUT', 'fac/stock/single', {
        storehouseId,
        materialsSkuId: sku,
        inventoryType: 'IN',
        stock: String(i + 1),
        opDate: '2026-10-15',
      });
    const postings = Array.from({ length: 20 }, (_, i) => post(i));
    const close = boss.call('POST', 'materials/balance/addBalance', {
      storehouseId,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    const answers = await Promise.all([...postings.slice(0, 10), close, ...postings.slice(10)]);
    const closed = answers[10]!;
    expect(closed.code, closed.msg).toBe(0);
    const results = answers.filter((_, i) => i !== 10);
    expect(results.every((r) => r.code === 0 || r.code === 40902)).toBe(true);
    const accepted = results.filter((r) => r.code === 0);

    const movements = await h.db
      .selectFrom('stockMovement')
      .select(['quantity'])
      .where('storehouseId', '=', storehouseId)
      .execute();
    expect(movements).toHaveLength(accepted.length);
    const moved = movements.reduce((s, m) => s.plus(m.quantity), Dec.of(0));
    const detail = await boss.call('POST', 'materials/balance/detail', { id: closed.data.id });
    const closing = detail.data.lines[0]?.closingQuantity ?? '0';
    expect(Dec.of(closing).eq(moved), `closing ${closing} vs moved ${moved.toFixed()}`).toBe(true);
    // After the close nothing more lands inside it.
    expect((await post(0)).code).toBe(40902);
  });
});
