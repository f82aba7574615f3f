import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * An adjustment approved while deliveries of the same SKU run (truly parallel on PostgreSQL): the stock ends at
 * exactly the adjusted quantity minus what the deliveries posted after the adjustment took effect. And a randomised
 * run of stock bills and their undos: the balance always equals the sum of the ledger's movements.
 */
let h: Harness;
let boss: Client;
let customerId: string;
const B = '/v1/stock/change';
const date = '2026-11-25';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'stock-bill-race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  customerId = (await boss.call('POST', 'fac/customer/add', { name: '竞速客户' })).data.id;
});
afterAll(() => h.close());

async function draft(storehouseId: string, sku: string, operateType: string, quantity: string) {
  const res = await boss.call('POST', `${B}/createStockBill`, {
    operateType,
    skuKind: 'MATERIAL',
    storehouseId,
    operaterId: boss.userId,
    opDate: date,
    customerId: operateType === 'STOCK_DELIVERY' || operateType === 'STOCK_SALE_RETURN' ? customerId : null,
    adjustNote: operateType === 'STOCK_ADJUST' ? '盘点' : null,
    lines: [{ skuId: sku, quantity }],
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}
const submit = (type: string, id: string) => boss.call('POST', `uflo/${type}/submit`, { id });

interface Movement {
  id: string;
  quantity: string;
  sourceType: string;
  sourceId: string;
}
async function movements(storehouseId: string): Promise<Movement[]> {
  const res = await boss.call('POST', 'changeStock/page', { storehouseId, pageSize: 1000 });
  expect(res.code, res.msg).toBe(0);
  return res.data.list as Movement[];
}
const sum = (ms: Movement[]) => ms.reduce((s, m) => s + Number(m.quantity), 0);

describe('stock bills under concurrency', () => {
  it('an adjustment approved during 20 parallel deliveries ends at the adjusted quantity minus the later deliveries', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const [sku] = (await makeMaterialSkus(boss, ['藏青'])).skuIds;
    expect((await submit('STOCK_IN', await draft(storehouseId, sku!, 'STOCK_IN', '100'))).code).toBe(0);
    const adjust = await draft(storehouseId, sku!, 'STOCK_ADJUST', '50');
    const deliveries = [];
    for (let i = 0; i < 20; i++) deliveries.push(await draft(storehouseId, sku!, 'STOCK_DELIVERY', '1'));
    const answers = await Promise.all([
      ...deliveries.slice(0, 10).map((id) => submit('STOCK_DELIVERY', id)),
      submit('STOCK_ADJUST', adjust),
      ...deliveries.slice(10).map((id) => submit('STOCK_DELIVERY', id)),
    ]);
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const log = await movements(storehouseId);
    const lastAdjust = Math.max(...log.filter((m) => m.sourceId === adjust).map((m) => Number(m.id)));
    const later = log.filter((m) => m.sourceType === 'STOCK_DELIVERY' && Number(m.id) > lastAdjust);
    expect(Number(await onHand(boss, storehouseId, sku!))).toBe(50 - later.length);
    expect(sum(log)).toBe(50 - later.length);
  });

  it('random bills and undos keep the balance equal to the sum of movements', async () => {
    const storehouseId = await makeStorehouse(boss, false);
    const [sku] = (await makeMaterialSkus(boss, ['米白'])).skuIds;
    const kinds = ['STOCK_IN', 'STOCK_OUT', 'STOCK_DELIVERY', 'STOCK_SALE_RETURN', 'STOCK_ADJUST'];
    const reviewed: { type: string; id: string }[] = [];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let step = 0; step < 16; step++) {
      if (reviewed.length > 0 && next(3) === 0) {
        const [undo] = reviewed.splice(next(reviewed.length), 1);
        const res = next(2)
          ? await boss.call('POST', `uflo/${undo!.type}/apply-anti-review`, { id: undo!.id, message: '随机' })
          : await boss.call('POST', `${B}/undo`, { id: undo!.id, cancelRemark: '随机' });
        expect(res.code, res.msg).toBe(0);
      } else {
        const type = kinds[next(kinds.length)]!;
        const id = await draft(storehouseId, sku!, type, String(1 + next(9)));
        expect((await submit(type, id)).code).toBe(0);
        reviewed.push({ type, id });
      }
      expect(Number(await onHand(boss, storehouseId, sku!))).toBe(sum(await movements(storehouseId)));
    }
  });
});
