import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { inBody, outBody, outLines, reviewed, stockIn } from './allocate.fixture.js';

/**
 * Receipts racing for one transfer-out: on PostgreSQL the ten submits truly run at once and meet on the locked transit
 * row inside the approving transaction; what is in transit is never received twice. (On PGlite they serialise.)
 */
let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'allocate race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

describe('concurrent transfer-ins', () => {
  it('10 parallel transfer-ins of 10 against an out of 50: exactly 5 land, in transit 0, nothing lost', async () => {
    const from = await makeStorehouse(boss, true);
    const to = await makeStorehouse(boss, true);
    const [sku] = (await makeMaterialSkus(boss, ['灰'])).skuIds;
    await stockIn(boss, from, sku!, '50', '3');
    const outId = await reviewed(boss, outBody(boss, from, to, [{ skuId: sku!, quantity: '50' }]));
    const [line] = await outLines(boss, outId);
    const drafts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const made = await boss.call('POST', 'allocate/add', inBody(boss, outId, [{ callOutLineId: line!, quantity: '10' }]));
      expect(made.code, made.msg).toBe(0);
      drafts.push(made.data.id);
    }
    const answers = await Promise.all(drafts.map((id) => boss.call('POST', 'uflo/BILL_CALL_IN/submit', { id })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 40904)).toHaveLength(5);
    expect(await onHand(boss, to, sku!)).toBe('50');
    const d = (await boss.call('GET', `allocate/detail/${outId}`)).data;
    expect(d).toMatchObject({ receivedQuantity: '50', inTransitQuantity: '0', inTransitValue: '0.00' });
    const stock = (await boss.call('POST', 'fac/stock/list', { storehouseId: to })).data.list[0];
    expect(stock).toMatchObject({ value: '150.00' });
  });
});
