import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements, reverseStockMovements, stockUnitCost, stockValues } from './index.js';

/**
 * Stock value (issue 13 part 5) through the real posting path and pages: arrivals at their price, outs and manual
 * changes at the moving-average cost, a reversal restoring exactly; the stock list, the movement log and the
 * published unit cost agree; another factory sees none of it.
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let ctx: RequestContext;
let other: RequestContext;
let storehouseId: string;
let sku: string;

const contextOf = (f: Awaited<ReturnType<typeof createFactory>>): RequestContext => ({
  sessionId: 'test',
  userId: f.boss.userId,
  unitId: f.unitId,
  bossUnitId: f.bossUnitId,
  userKind: 'BOSS',
  loginName: f.boss.loginName,
  userName: 'Boss',
  permissions: new Set(),
  lang: 'zh',
  visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
});

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'value');
  const stranger = await createFactory(h.db, 'stranger');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  intruder = await signIn(h.app, stranger.boss.loginName, stranger.boss.password);
  ctx = contextOf(factory);
  other = contextOf(stranger);
  storehouseId = await makeStorehouse(boss, true);
  sku = (await makeMaterialSkus(boss, ['卡其'])).skuIds[0]!;
}, 60_000);
afterAll(() => h.close());

const arrive = (id: string, quantity: string, price: string) =>
  h.db.transaction().execute((trx) =>
    postStockMovements(trx, ctx, {
      source: { type: 'MATERIALS_ARRIVE', id, no: `A${id}` },
      changeType: 'ARRIVE',
      lines: [{ storehouseId, skuId: sku, quantity, price }],
    }),
  );
const row = async (c: Client) => {
  const res = await c.call('POST', 'fac/stock/list', { pageSize: 100 });
  expect(res.code, res.msg).toBe(0);
  const found = (res.data.list as { materialsSkuId: string; quantity: string; unitCost: string; value: string }[]).find(
    (r) => r.materialsSkuId === sku,
  );
  return found && { quantity: dec.parse(found.quantity), value: dec.parse(found.value), unitCost: dec.parse(found.unitCost) };
};

describe('stock value', () => {
  it('averages arrivals, takes outs at cost, restores exactly on reversal, and is shown on the stock pages', async () => {
    await arrive('1', '10', '3');
    await arrive('2', '20', '4.5');
    expect(await row(boss)).toMatchObject({ quantity: '30', value: '120', unitCost: '4' });

    // An out through the stock page (出库) moves at the average cost.
    const out = await boss.call('PUT', 'fac/stock/single', {
      storehouseId,
      materialsSkuId: sku,
      inventoryType: 'OUT',
      stock: '7.5',
      opDate: '2026-12-02',
    });
    expect(out.code, out.msg).toBe(0);
    expect(await row(boss)).toMatchObject({ quantity: '22.5', value: '90', unitCost: '4' });
    const log = await boss.call('POST', 'changeStock/page', { pageSize: 100 });
    expect(log.code, log.msg).toBe(0);
    const values = (log.data.list as { changeType: string; value: string }[]).map((r) => `${r.changeType} ${dec.parse(r.value)}`);
    expect(values.sort()).toEqual(['ARRIVE 30', 'ARRIVE 90', 'MANUAL_OUT -30']);

    // Un-reviewing the first arrival takes out exactly what it brought: 10 at 3.
    await h.db.transaction().execute((trx) => reverseStockMovements(trx, ctx, { type: 'MATERIALS_ARRIVE', id: '1' }));
    expect(await row(boss)).toMatchObject({ quantity: '12.5', value: '60', unitCost: '4.8' });
    expect(dec.parse(await stockUnitCost(h.db, ctx, storehouseId, sku))).toBe('4.8');
    const [value] = (await stockValues(h.db, ctx, [{ storehouseId, skuId: sku }])).values();
    expect(`${dec.parse(value!.quantity)} ${dec.parse(value!.value)}`).toBe('12.5 60');
  });

  it('is nothing to another company: its list, its log and the published cost show none of it', async () => {
    expect(await row(intruder)).toBeUndefined();
    const log = await intruder.call('POST', 'changeStock/page', { pageSize: 100 });
    expect(log.data.totalCount).toBe(0);
    expect(await stockUnitCost(h.db, other, storehouseId, sku)).toBe('0');
  });
});
