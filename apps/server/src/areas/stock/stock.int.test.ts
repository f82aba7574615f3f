import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { readSheet } from '../../../test/xlsx.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let strict: string;
let loose: string;
let skus: string[];
let foreignStorehouse: string;
let supplierId: string;
const date = '2026-11-20';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'stock');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  strict = await makeStorehouse(boss, true);
  loose = await makeStorehouse(boss, false);
  foreignStorehouse = await makeStorehouse(intruder, true);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  skus = (await makeMaterialSkus(boss, ['卡其', '咖啡', '藏青'], { supplierId })).skuIds;
});
afterAll(() => h.close());

const single = (c: Client, body: Record<string, unknown>) => c.call('PUT', 'fac/stock/single', { opDate: date, ...body });
const batch = (
  c: Client,
  method: 'POST' | 'PUT',
  storehouseId: string,
  items: { materialsSkuId: string; quantity: string; position?: string }[],
) => c.call(method, 'fac/stock', { storehouseId, opDate: date, items });

describe('single in, out and adjust', () => {
  it('moves stock exactly and logs each change with its balance after', async () => {
    const sku = skus[0]!;
    expect((await single(boss, { storehouseId: strict, materialsSkuId: sku, inventoryType: 'IN', stock: '100.25' })).code).toBe(
      0,
    );
    const out = await single(boss, {
      storehouseId: strict,
      materialsSkuId: sku,
      inventoryType: 'OUT',
      stock: '0.1',
      remark: '裁剪',
    });
    expect(out.code, out.msg).toBe(0);
    expect(Number(out.data.quantity)).toBe(100.15);
    const adjust = await single(boss, { id: out.data.id, inventoryType: 'ADJUST', stock: '90', remark: '盘亏' });
    expect(adjust.code, adjust.msg).toBe(0);
    expect(await onHand(boss, strict, sku)).toBe('90');
    const log = await boss.call('POST', 'changeStock/page', { storehouseId: strict, materialsSkuId: sku });
    expect(log.data.list.map((r: { changeType: string; quantity: string }) => [r.changeType, Number(r.quantity)])).toEqual([
      ['ADJUST', -10.15],
      ['MANUAL_OUT', -0.1],
      ['MANUAL_IN', 100.25],
    ]);
    expect(Number(log.data.list[0].balanceAfter)).toBe(90);
    expect(log.data.list[0].undoable).toBe(true);
  });

  it('refuses going below zero where the storehouse forbids it, writing nothing', async () => {
    const sku = skus[1]!;
    await single(boss, { storehouseId: strict, materialsSkuId: sku, inventoryType: 'IN', stock: '5' });
    const res = await single(boss, { storehouseId: strict, materialsSkuId: sku, inventoryType: 'OUT', stock: '5.0001' });
    expect(res.code).toBe(40904);
    expect(res.msg).toContain('库存不足');
    expect(await onHand(boss, strict, sku)).toBe('5');
    // A storehouse that allows negative stock goes below zero.
    const neg = await single(boss, { storehouseId: loose, materialsSkuId: sku, inventoryType: 'OUT', stock: '3' });
    expect(neg.code, neg.msg).toBe(0);
    expect(await onHand(boss, loose, sku)).toBe('-3');
  });

  it('names bad fields and refuses other factories and missing permissions', async () => {
    const bad = await single(boss, { storehouseId: strict, materialsSkuId: skus[0], inventoryType: 'IN', stock: '1.23456' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('stock');
    const noReason = await single(boss, { storehouseId: strict, materialsSkuId: skus[0], inventoryType: 'ADJUST', stock: '1' });
    expect(noReason.data.errors[0].field).toBe('remark');
    expect(
      (await single(intruder, { storehouseId: strict, materialsSkuId: skus[0], inventoryType: 'IN', stock: '1' })).code,
    ).toBe(40402);
    expect(
      (await single(intruder, { storehouseId: foreignStorehouse, materialsSkuId: skus[0], inventoryType: 'IN', stock: '1' }))
        .code,
    ).toBe(40402);
    const denied = await single(powerless, { storehouseId: strict, materialsSkuId: skus[0], inventoryType: 'IN', stock: '1' });
    expect(denied.code).toBe(40301);
    expect(denied.msg).toBe('抱歉，您没有操作权限');
    expect((await call(h.app, 'PUT', 'fac/stock/single', { storehouseId: strict })).code).toBe(440);
    expect(await onHand(boss, strict, skus[0]!)).toBe('90');
  });
});

describe('batch in and out', () => {
  it('moves every line or none, and keeps typed positions', async () => {
    const sh = await makeStorehouse(boss, true);
    const ok = await batch(boss, 'POST', sh, [
      { materialsSkuId: skus[0]!, quantity: '10', position: 'A-01' },
      { materialsSkuId: skus[1]!, quantity: '20' },
    ]);
    expect(ok.code, ok.msg).toBe(0);
    const tooMuch = await batch(boss, 'PUT', sh, [
      { materialsSkuId: skus[0]!, quantity: '4' },
      { materialsSkuId: skus[1]!, quantity: '21' },
    ]);
    expect(tooMuch.code).toBe(40904);
    expect(await onHand(boss, sh, skus[0]!)).toBe('10');
    expect((await batch(boss, 'PUT', sh, [{ materialsSkuId: skus[0]!, quantity: '4' }])).code).toBe(0);
    const list = await boss.call('POST', 'fac/stock/list', { storehouseId: sh });
    const row = list.data.list.find((r: { materialsSkuId: string }) => r.materialsSkuId === skus[0]);
    expect(row.position).toBe('A-01');
    expect(Number(row.quantity)).toBe(6);
  });
  it('refuses duplicates, empty lists, foreign SKUs and users without the permission', async () => {
    const dup = await batch(boss, 'POST', strict, [
      { materialsSkuId: skus[0]!, quantity: '1' },
      { materialsSkuId: skus[0]!, quantity: '1' },
    ]);
    expect(dup.data.errors[0].field).toBe('items.1.materialsSkuId');
    expect((await batch(boss, 'POST', strict, [])).data.errors[0].field).toBe('items');
    expect((await batch(intruder, 'POST', foreignStorehouse, [{ materialsSkuId: skus[0]!, quantity: '1' }])).code).toBe(40402);
    expect((await batch(powerless, 'POST', strict, [{ materialsSkuId: skus[0]!, quantity: '1' }])).code).toBe(40301);
    expect((await batch(powerless, 'PUT', strict, [{ materialsSkuId: skus[0]!, quantity: '1' }])).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/stock', {})).code).toBe(440);
  });
});

describe('stock list, position and warnings', () => {
  it('filters by keyword, supplier and warning; other factories see nothing', async () => {
    const list = await boss.call('POST', 'fac/stock/list', { keyword: '华纺', storehouseId: strict });
    expect(list.code).toBe(0);
    expect(list.data.list.length).toBeGreaterThan(0);
    const row = list.data.list[0];
    expect(Number(row.available)).toBe(Number(row.quantity) - Number(row.reserved));
    expect(row.storehouseName).toBeTruthy();
    expect(row.stockUnit).toBe('米');
    expect((await boss.call('POST', 'fac/stock/list', { supplierId })).data.totalCount).toBeGreaterThan(0);
    expect((await intruder.call('POST', 'fac/stock/list', {})).data.totalCount).toBe(0);
    expect((await boss.call('POST', 'fac/stock/list', { storehouseId: 'x' })).data.errors[0].field).toBe('storehouseId');
    expect((await call(h.app, 'POST', 'fac/stock/list', {})).code).toBe(440);

    const warn = await boss.call('PUT', 'fac/stock/warning', { ids: [row.id], minQuantity: '1000', maxQuantity: null });
    expect(warn.code, warn.msg).toBe(0);
    const low = await boss.call('POST', 'fac/stock/list', { warning: 'LOW' });
    expect(low.data.list.map((r: { id: string }) => r.id)).toContain(row.id);
    expect(low.data.list.find((r: { id: string }) => r.id === row.id).warning).toBe('LOW');
    const badLimits = await boss.call('PUT', 'fac/stock/warning', { ids: [row.id], minQuantity: '5', maxQuantity: '1' });
    expect(badLimits.data.errors[0].field).toBe('maxQuantity');
    expect((await intruder.call('PUT', 'fac/stock/warning', { ids: [row.id], minQuantity: '1' })).code).toBe(40402);
    expect((await powerless.call('PUT', 'fac/stock/warning', { ids: [row.id], minQuantity: '1' })).code).toBe(40301);
  });
  it('edits a position; another factory cannot', async () => {
    const row = (await boss.call('POST', 'fac/stock/list', { storehouseId: strict })).data.list[0];
    expect((await boss.call('PUT', `fac/stock/position/${row.id}`, { position: 'B-02' })).code).toBe(0);
    expect((await intruder.call('PUT', `fac/stock/position/${row.id}`, { position: 'X' })).code).toBe(40402);
    expect((await powerless.call('PUT', `fac/stock/position/${row.id}`, { position: 'X' })).code).toBe(40301);
    expect((await boss.call('PUT', `fac/stock/position/${row.id}`, { position: 'x'.repeat(51) })).data.errors[0].field).toBe(
      'position',
    );
    expect((await call(h.app, 'PUT', `fac/stock/position/${row.id}`, { position: 'X' })).code).toBe(440);
    const after = (await boss.call('POST', 'fac/stock/list', { storehouseId: strict })).data.list.find(
      (r: { id: string }) => r.id === row.id,
    );
    expect(after.position).toBe('B-02');
  });
});

describe('movement log: undo and export', () => {
  it('undoes a manual change once with a compensating row', async () => {
    const sh = await makeStorehouse(boss, true);
    await single(boss, { storehouseId: sh, materialsSkuId: skus[2]!, inventoryType: 'IN', stock: '7' });
    const [row] = (await boss.call('POST', 'changeStock/page', { storehouseId: sh })).data.list;
    expect((await intruder.call('GET', `changeStock/undo/${row.id}`)).code).toBe(40402);
    expect((await powerless.call('GET', `changeStock/undo/${row.id}`)).code).toBe(40301);
    expect((await call(h.app, 'GET', `changeStock/undo/${row.id}`)).code).toBe(440);
    expect((await boss.call('GET', 'changeStock/undo/abc')).data.errors[0].field).toBe('id');
    const undo = await boss.call('GET', `changeStock/undo/${row.id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(await onHand(boss, sh, skus[2]!)).toBe('0');
    expect((await boss.call('GET', `changeStock/undo/${row.id}`)).code).toBe(40902);
    const log = (await boss.call('POST', 'changeStock/page', { storehouseId: sh })).data.list;
    expect(log).toHaveLength(2);
    expect(log[0].reversesId).toBe(row.id);
    expect(log[1].reversed).toBe(true);
    expect(log.every((r: { undoable: boolean }) => !r.undoable)).toBe(true);
  });
  it('refuses undoing an in whose stock has gone out of a strict storehouse', async () => {
    const sh = await makeStorehouse(boss, true);
    await single(boss, { storehouseId: sh, materialsSkuId: skus[2]!, inventoryType: 'IN', stock: '7' });
    await single(boss, { storehouseId: sh, materialsSkuId: skus[2]!, inventoryType: 'OUT', stock: '5' });
    const inRow = (await boss.call('POST', 'changeStock/page', { storehouseId: sh, inventoryType: 'MANUAL_IN' })).data.list[0];
    expect((await boss.call('GET', `changeStock/undo/${inRow.id}`)).code).toBe(40904);
    expect(await onHand(boss, sh, skus[2]!)).toBe('2');
  });
  it('exports the log as xlsx and lists the dropdowns', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/changeStock/exportExcel',
      payload: { storehouseId: strict },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    const total = (await boss.call('POST', 'changeStock/page', { storehouseId: strict })).data.totalCount;
    expect(sheet.rows).toHaveLength(total);
    expect((await powerless.call('POST', 'changeStock/page', {})).code).toBe(40301);
    expect((await intruder.call('POST', 'changeStock/page', { storehouseId: strict })).data.totalCount).toBe(0);
    expect((await call(h.app, 'POST', 'changeStock/page', {})).code).toBe(440);
    expect((await boss.call('POST', 'changeStock/page', { inventoryType: 'NOPE' })).data.errors[0].field).toBe('inventoryType');
    expect((await boss.call('GET', 'changeStock/inventoryTypeList')).data.length).toBeGreaterThan(5);
    expect((await boss.call('GET', 'changeStock/operatorList')).data.length).toBe(1);
    expect((await boss.call('GET', 'changeStock/materialTypeList', { storehouseId: strict })).data.length).toBe(1);
    expect((await boss.call('GET', 'changeStock/supplierList', { storehouseId: strict })).data[0].name).toBe('华纺布业');
    expect((await intruder.call('GET', 'changeStock/supplierList', { storehouseId: strict })).data).toEqual([]);
  });
});

describe('pre-use details', () => {
  it('answers per storehouse availability, and nothing of other factories', async () => {
    const res = await boss.call('POST', 'fac/stock/preuseQuantityDetailsV2', { materialsSkuIds: [skus[0]] });
    expect(res.code).toBe(0);
    const strictRow = res.data.find((r: { storehouseId: string }) => r.storehouseId === strict);
    expect(Number(strictRow.onHand)).toBe(90);
    expect(Number(strictRow.available)).toBe(90);
    expect((await boss.call('POST', 'fac/stock/getPreuseQuantityDetails', { materialsSkuIds: [skus[0]] })).data).toEqual([]);
    expect((await intruder.call('POST', 'fac/stock/preuseQuantityDetailsV2', { materialsSkuIds: [skus[0]] })).data).toEqual([]);
    expect((await boss.call('POST', 'fac/stock/preuseQuantityDetailsV2', { materialsSkuIds: [] })).data.errors[0].field).toBe(
      'materialsSkuIds',
    );
    expect((await call(h.app, 'POST', 'fac/stock/preuseQuantityDetailsV2', {})).code).toBe(440);
  });
});
