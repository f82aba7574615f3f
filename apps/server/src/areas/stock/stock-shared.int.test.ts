import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

/**
 * One ledger per storehouse (ADR 0011): a storehouse the company shares between factories A and B shows the same
 * balances from both after postings from each, keeps the factory that posted each row, and names A's SKU to B with
 * A's name (B moves only its own SKUs); B reads and posts nothing in a storehouse linked only to A; another company
 * sees nothing.
 */
let h: Harness;
let company: FactoryFixture;
let a: Client;
let b: Client;
let stranger: Client;
let factoryB: string;
let shared: string;
let onlyA: string;
let skuA: string;
let skuB: string;
const date = '2026-11-26';

/** The boss signed in again, then switched into `unitId` (the same company's other factory). */
async function enter(fixture: FactoryFixture, unitId: string): Promise<Client> {
  const c = await signIn(h.app, fixture.boss.loginName, fixture.boss.password);
  const switched = await c.call('POST', 'login/switchUnit', { unitId });
  expect(switched.code, switched.msg).toBe(0);
  return { ...c, unitId };
}

const stockIn = (c: Client, storehouseId: string, materialsSkuId: string, stock: string) =>
  c.call('PUT', 'fac/stock/single', { storehouseId, materialsSkuId, inventoryType: 'IN', stock, opDate: date });

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'shared');
  a = await signIn(h.app, company.boss.loginName, company.boss.password);
  factoryB = await addFactory(h.db, company, 'B厂');
  b = await enter(company, factoryB);
  const other = await createFactory(h.db, 'stranger');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  shared = await makeStorehouse(a, true, '共用面料仓');
  onlyA = await makeStorehouse(a, true, 'A厂自用仓');
  const linked = await a.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
    storehouseId: shared,
    setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'SHARED' }],
  });
  expect(linked.code, linked.msg).toBe(0);
  skuA = (await makeMaterialSkus(a, ['卡其'])).skuIds[0]!;
  skuB = (await makeMaterialSkus(b, ['藏青'])).skuIds[0]!;
}, 120_000);
afterAll(() => h.close());

describe('a storehouse shared by two factories of one company', () => {
  it('shows the same balance from both after postings from A and from B', async () => {
    expect((await stockIn(a, shared, skuA, '120')).code).toBe(0);
    expect((await stockIn(b, shared, skuB, '30.5')).code).toBe(0);
    // A takes 20 of its SKU out, B 0.5 of its own.
    const out = (c: Client, sku: string, stock: string) =>
      c.call('PUT', 'fac/stock/single', { storehouseId: shared, materialsSkuId: sku, inventoryType: 'OUT', stock, opDate: date });
    expect((await out(a, skuA, '20')).code).toBe(0);
    expect((await out(b, skuB, '0.5')).code).toBe(0);

    for (const c of [a, b]) {
      expect(await onHand(c, shared, skuA)).toBe('100');
      expect(await onHand(c, shared, skuB)).toBe('30');
    }
    // Each side names the other factory's SKU with its factory's name, its own SKU with none.
    const fromA = (await a.call('POST', 'fac/stock/list', { storehouseId: shared })).data.list;
    expect(fromA.find((r: { materialsSkuId: string }) => r.materialsSkuId === skuA).skuFactoryName).toBeNull();
    expect(fromA.find((r: { materialsSkuId: string }) => r.materialsSkuId === skuB).skuFactoryName).toContain('B厂');
    const rowOfA = (await b.call('POST', 'fac/stock/list', { storehouseId: shared })).data.list.find(
      (r: { materialsSkuId: string }) => r.materialsSkuId === skuA,
    );
    expect(rowOfA.skuFactoryName).toContain('shared');
    // A's SKU is A's record: B neither moves it (by the row or by the SKU) nor puts it into the storehouse.
    expect(
      (await b.call('PUT', 'fac/stock/single', { id: rowOfA.id, inventoryType: 'OUT', stock: '1', opDate: date })).code,
    ).toBe(40402);
    expect((await out(b, skuA, '1')).code).toBe(40402);
    expect((await stockIn(b, shared, skuA, '1')).code).toBe(40402);
    expect(await onHand(a, shared, skuA)).toBe('100');

    // The movement log is the storehouse's: both factories see the four rows, each with the factory that posted it.
    const logs = await Promise.all([a, b].map((c) => c.call('POST', 'changeStock/page', { storehouseId: shared })));
    for (const log of logs) {
      expect(log.data.totalCount).toBe(4);
      expect(log.data.list.map((r: { facUnitId: string }) => r.facUnitId)).toEqual([factoryB, a.unitId, factoryB, a.unitId]);
    }
    const byB = await a.call('POST', 'changeStock/page', { storehouseId: shared, facUnitId: factoryB });
    expect(byB.data.totalCount).toBe(2);
    const factories = await a.call('GET', 'changeStock/unitList', { storehouseId: shared });
    expect(factories.data.map((f: { id: string }) => f.id).sort()).toEqual([a.unitId, factoryB].sort());
    // Only the factory that made a manual change undoes it (the log offers 撤销 to it alone).
    const rowOfB = logs[0]!.data.list[0];
    expect(logs[0]!.data.list[0].undoable).toBe(false);
    expect(logs[1]!.data.list[0].undoable).toBe(true);
    expect((await a.call('GET', `changeStock/undo/${rowOfB.id}`)).code).toBe(40402);
    expect((await b.call('GET', `changeStock/undo/${rowOfB.id}`)).code).toBe(0);
    expect(await onHand(a, shared, skuB)).toBe('30.5');
    // A storehouse holding stock is not deleted, from the company or a factory.
    const refused = await a.call('POST', 'fac/storehouse/deleteBossStorehouse', { id: shared });
    expect(refused.code).toBe(40903);
    expect(refused.data.list).toContainEqual(expect.objectContaining({ kind: 'STOCK' }));
  });

  it('B neither reads nor posts into a storehouse linked only to A (40001 naming storehouseId)', async () => {
    expect((await stockIn(a, onlyA, skuA, '7')).code).toBe(0);
    const listed = await b.call('POST', 'fac/stock/list', { pageSize: 500 });
    expect(listed.data.list.map((r: { storehouseId: string }) => r.storehouseId)).not.toContain(onlyA);
    expect((await b.call('POST', 'fac/stock/list', { storehouseId: onlyA })).data.totalCount).toBe(0);
    expect((await b.call('POST', 'changeStock/page', { storehouseId: onlyA })).data.totalCount).toBe(0);
    const options = (await b.call('POST', 'commonDropDownList/getStroehouseByUnitId')).data.map((s: { id: string }) => s.id);
    expect(options).toContain(shared);
    expect(options).not.toContain(onlyA);

    const refused = await stockIn(b, onlyA, skuB, '1');
    expect(refused.code).toBe(40001);
    expect(refused.data.errors.map((e: { field: string }) => e.field)).toEqual(['storehouseId']);
    const batch = await b.call('POST', 'fac/stock', {
      storehouseId: onlyA,
      opDate: date,
      items: [{ materialsSkuId: skuB, quantity: '1' }],
    });
    expect(batch.code).toBe(40001);
    const rowId = (await a.call('POST', 'fac/stock/list', { storehouseId: onlyA })).data.list[0].id;
    expect((await b.call('PUT', 'fac/stock/single', { id: rowId, inventoryType: 'OUT', stock: '1', opDate: date })).code).toBe(
      40402,
    );
    expect((await b.call('PUT', `fac/stock/position/${rowId}`, { position: 'B-1' })).code).toBe(40402);
    expect((await b.call('GET', 'fac/storehouse/detail', { id: onlyA })).code).toBe(40402);
    expect(await onHand(a, onlyA, skuA)).toBe('7');

    // Linked later, B sees the same row; unlinked again, it is gone from B's pages, not from A's.
    const link = (linkKind: string) =>
      a.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
        storehouseId: onlyA,
        setUpStorehouseUnit: [{ unitId: factoryB, linkKind }],
      });
    expect((await link('SHARED')).code).toBe(0);
    expect(await onHand(b, onlyA, skuA)).toBe('7');
    expect((await link('NONE')).code).toBe(0);
    expect(await onHand(b, onlyA, skuA)).toBe('0');
    expect(await onHand(a, onlyA, skuA)).toBe('7');
  });

  it('another company sees nothing of it and cannot post into it', async () => {
    expect((await stranger.call('POST', 'fac/stock/list', { storehouseId: shared })).data.totalCount).toBe(0);
    expect((await stranger.call('POST', 'changeStock/page', { storehouseId: shared })).data.totalCount).toBe(0);
    const [foreignSku] = (await makeMaterialSkus(stranger, ['米白'])).skuIds;
    expect((await stockIn(stranger, shared, foreignSku!, '1')).code).toBe(40402);
    // Its own storehouse cannot take this company's SKU either.
    const own = await makeStorehouse(stranger, false);
    expect((await stockIn(stranger, own, skuA, '1')).code).toBe(40402);
    expect((await call(h.app, 'POST', 'fac/stock/list', { storehouseId: shared })).code).toBe(440);
    expect(await onHand(a, shared, skuA)).toBe('100');
  });
});
