import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { postStockMovements } from '../stock/index.js';

/**
 * Period-end balance (materials/balance): closing a period balances it per SKU (opening, in, out, closing, with
 * values) and refuses postings dated inside it until it is cancelled; every call for no session, another company,
 * no permission and bad input (field named, nothing written).
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let clerk: Client;
let storehouseId: string;
let sku: string;
let factory: Awaited<ReturnType<typeof createFactory>>;
const B = 'materials/balance';

const move = (inventoryType: 'IN' | 'OUT', stock: string, opDate: string) =>
  boss.call('PUT', 'fac/stock/single', { storehouseId, materialsSkuId: sku, inventoryType, stock, opDate });
const count = async () =>
  Number(
    (
      await h.db
        .selectFrom('stockPeriod')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'balance');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const stranger = await createFactory(h.db, 'stranger');
  intruder = await signIn(h.app, stranger.boss.loginName, stranger.boss.password);
  const staff = await createStaff(h.db, factory, []);
  clerk = await signIn(h.app, staff.loginName, staff.password);
  storehouseId = await makeStorehouse(boss, true);
  sku = (await makeMaterialSkus(boss, ['卡其'])).skuIds[0]!;
  for (const [type, q, d] of [
    ['IN', '100', '2026-09-05'],
    ['OUT', '30', '2026-09-20'],
    ['IN', '50', '2026-10-03'],
    ['OUT', '20', '2026-10-10'],
  ] as const)
    expect((await move(type, q, d)).code).toBe(0);
}, 60_000);
afterAll(() => h.close());

describe('materials/balance', () => {
  let id: string;
  it('closes October: opening, in, out and closing per SKU; a posting dated inside is refused until cancelled', async () => {
    const storehouses = await boss.call('GET', `${B}/getBalanceStorehouseFilter`);
    const mine = storehouses.data.find((o: { value: string }) => o.value === storehouseId) as { label: string };
    expect(mine).toBeDefined();
    // The select searches on the server: the typed name narrows the list, a name nobody has empties it.
    const typed = await boss.call('GET', `${B}/getBalanceStorehouseFilter`, { keyword: mine.label });
    expect(typed.data.map((o: { value: string }) => o.value)).toContain(storehouseId);
    expect(typed.data.every((o: { label: string }) => o.label.includes(mine.label))).toBe(true);
    expect((await boss.call('GET', `${B}/getBalanceStorehouseFilter`, { keyword: '无此仓库名' })).data).toEqual([]);
    const added = await boss.call('POST', `${B}/addBalance`, {
      storehouseId,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      remark: '十月',
    });
    expect(added.code, added.msg).toBe(0);
    id = added.data.id;
    const detail = await boss.call('POST', `${B}/detail`, { id });
    expect(detail.code, detail.msg).toBe(0);
    const [line] = detail.data.lines;
    expect(['openingQuantity', 'inQuantity', 'outQuantity', 'closingQuantity'].map((k) => dec.parse(line[k]))).toEqual([
      '70',
      '50',
      '20',
      '100',
    ]);
    expect(detail.data).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31', status: 'CLOSED' });

    const refused = await move('IN', '5', '2026-10-15');
    expect(refused.code).toBe(40902);
    expect(refused.msg).toContain('已结存至 2026-10-31');
    expect((await move('IN', '5', '2026-11-01')).code).toBe(0);

    const page = await boss.call('POST', `${B}/page`, { pageSize: 20, storehouseId });
    expect(page.data.totalCount).toBe(1);
    expect((await boss.call('POST', `${B}/page`, { pageSize: 20, keyword: '十月' })).data.list[0].id).toBe(id);
    expect(page.data.list[0]).toMatchObject({ id, skuCount: 1, remark: '十月' });
    expect((await boss.call('PUT', `${B}/update`, { id, remark: '已核对' })).code).toBe(0);

    // An overlapping close is refused naming periodStart; cancelling opens October again.
    const overlap = await boss.call('POST', `${B}/addBalance`, {
      storehouseId,
      periodStart: '2026-10-20',
      periodEnd: '2026-10-31',
    });
    expect(overlap.code).toBe(40001);
    expect(overlap.data.errors[0].field).toBe('periodStart');
    expect((await boss.call('POST', `${B}/cancel`, { id })).code).toBe(0);
    expect((await move('IN', '5', '2026-10-15')).code).toBe(0);
    expect((await boss.call('POST', `${B}/cancel`, { id })).code).toBe(40902);
  });

  it('counts the undo of an out against "out", not as an "in"', async () => {
    const store = await makeStorehouse(boss, true);
    const put = (inventoryType: 'IN' | 'OUT', stock: string, opDate: string) =>
      boss.call('PUT', 'fac/stock/single', { storehouseId: store, materialsSkuId: sku, inventoryType, stock, opDate });
    expect((await put('IN', '100', '2026-11-02')).code).toBe(0);
    expect((await put('OUT', '30', '2026-11-03')).code).toBe(0);
    const log = await boss.call('POST', 'changeStock/page', { storehouseId: store, pageSize: 10 });
    const out = log.data.list.find((m: { quantity: string }) => dec.parse(m.quantity) === '-30');
    expect((await boss.call('GET', `changeStock/undo/${out.id}`)).code).toBe(0);
    const today = factoryToday();
    const added = await boss.call('POST', `${B}/addBalance`, {
      storehouseId: store,
      periodStart: '2026-11-01',
      periodEnd: today,
    });
    expect(added.code, added.msg).toBe(0);
    const { lines, totals } = (await boss.call('POST', `${B}/detail`, { id: added.data.id })).data;
    const figures = (l: Record<string, string>) =>
      ['openingQuantity', 'inQuantity', 'outQuantity', 'closingQuantity', 'outValue'].map((k) => dec.parse(l[k]!));
    expect(figures(lines[0])).toEqual(['0', '100', '0', '100', '0']);
    expect(totals).toHaveLength(1);
    expect(totals[0]).toMatchObject({ stockUnit: '米' });
    expect(figures(totals[0])).toEqual(['0', '100', '0', '100', '0']);
    expect((await boss.call('POST', `${B}/cancel`, { id: added.data.id })).code).toBe(0);
  });

  it('splits a period by production order and by supplier, with their dropdowns', async () => {
    const store = await makeStorehouse(boss, false);
    const supplierId = (await boss.call('POST', 'supplier/insert', { name: `结存布行${Date.now() % 1e6}` })).data.id;
    const supplied = (await makeMaterialSkus(boss, ['米白'], { supplierId })).skuIds[0]!;
    const ctx = { unitId: factory.unitId, bossUnitId: factory.bossUnitId, userId: factory.boss.userId };
    const line = (skuId: string, quantity: string, order?: string) => ({
      storehouseId: store,
      skuId,
      quantity,
      price: dec.parse(quantity).startsWith('-') ? null : '2',
      orderId: order ? `9${order}` : null,
      orderNo: order ? `PO-${order}` : null,
    });
    await h.db.transaction().execute((trx) =>
      postStockMovements(trx, ctx, {
        source: { type: 'MATERIALS_ARRIVE', id: '1', no: 'A1' },
        changeType: 'ARRIVE',
        opDate: '2026-09-10',
        lines: [line(sku, '40', '1'), line(sku, '10'), line(supplied, '25', '2')],
      }),
    );
    await h.db.transaction().execute((trx) =>
      postStockMovements(trx, ctx, {
        source: { type: 'MATERIALS_DELIVERY', id: '2', no: 'D2' },
        changeType: 'DELIVERY',
        opDate: '2026-09-12',
        lines: [line(sku, '-15', '1'), line(supplied, '-5', '2')],
      }),
    );
    const added = await boss.call('POST', `${B}/addBalance`, {
      storehouseId: store,
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
    expect(added.code, added.msg).toBe(0);
    const id = added.data.id;
    const closing = async (body: object) =>
      Object.fromEntries(
        ((await boss.call('POST', `${B}/detail`, { id, ...body })).data.lines as Record<string, string>[]).map((l) => [
          l.skuId,
          [l.inQuantity, l.outQuantity, l.closingQuantity].map((q) => dec.parse(q!)).join('/'),
        ]),
      );
    expect(await closing({})).toEqual({ [sku]: '50/15/35', [supplied]: '25/5/20' });
    expect(await closing({ orderId: '91' })).toEqual({ [sku]: '40/15/25' });
    expect(await closing({ supplierId })).toEqual({ [supplied]: '25/5/20' });

    // The export: the detail's lines, quantities totalled per stock unit (both SKUs are in 米), values in 合计.
    const sheet = await downloadSheet(h.app, boss.sid, `${B}/exportExcel`, { id });
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.total('合计（米）', '期末数量')).toBe(55);
    expect(sheet.total('合计', '本期入库金额')).toBe(150);
    const oneOrder = await downloadSheet(h.app, boss.sid, `${B}/exportExcel`, { id, orderId: '91' });
    expect(oneOrder.column('期末数量')).toEqual([25]);
    const exportAs = (c: Client | null, body: object) =>
      h.app.inject({
        method: 'POST',
        url: `/v1/api/${B}/exportExcel`,
        payload: body,
        headers: c ? { cookie: `sid=${c.sid}` } : {},
      });
    expect((await exportAs(null, { id })).json().code).toBe(440);
    expect((await exportAs(intruder, { id })).json().code).toBe(40402);
    expect((await exportAs(clerk, { id })).json().code).toBe(40301);
    expect((await exportAs(boss, { id, supplierId: 'x' })).json().data.errors[0].field).toBe('supplierId');

    const orders = await boss.call('GET', `${B}/getBalanceOrderFilter`, { balanceId: id });
    expect(orders.data).toEqual([
      { value: '91', label: 'PO-1' },
      { value: '92', label: 'PO-2' },
    ]);
    const byKeyword = await boss.call('GET', `${B}/getBalanceOrderFilter`, { keyword: 'PO-2', pageSize: 5 });
    expect(byKeyword.data).toEqual([{ value: '92', label: 'PO-2' }]);
    const suppliers = await boss.call('GET', `${B}/getBalanceSupplierFilter`, { balanceId: id });
    expect(suppliers.data.map((o: { value: string }) => o.value)).toEqual([supplierId]);

    // Another company sees neither the dropdowns' values nor the period; bad input names the field.
    expect((await intruder.call('GET', `${B}/getBalanceOrderFilter`, {})).data).toEqual([]);
    expect((await intruder.call('GET', `${B}/getBalanceSupplierFilter`, {})).data).toEqual([]);
    expect((await intruder.call('GET', `${B}/getBalanceOrderFilter`, { balanceId: id })).code).toBe(40402);
    expect((await intruder.call('POST', `${B}/detail`, { id, orderId: '91' })).code).toBe(40402);
    const anonymous = await h.app.inject({ method: 'GET', url: `/v1/api/${B}/getBalanceOrderFilter` });
    expect(anonymous.json().code).toBe(440);
    for (const url of ['getBalanceOrderFilter', 'getBalanceSupplierFilter']) {
      const bad = await boss.call('GET', `${B}/${url}`, { balanceId: 'abc' });
      expect(bad.code).toBe(40001);
      expect(bad.data.errors[0].field).toBe('balanceId');
    }
    const badOrder = await boss.call('POST', `${B}/detail`, { id, orderId: 'x' });
    expect(badOrder.data.errors[0].field).toBe('orderId');
    expect((await boss.call('POST', `${B}/cancel`, { id })).code).toBe(0);
  });

  it('answers 440 without a session, nothing of another company, 403 without permission', async () => {
    const anonymous = await h.app.inject({ method: 'POST', url: `/v1/api/${B}/page`, payload: { pageSize: 10 } });
    expect(anonymous.json().code).toBe(440);
    expect((await intruder.call('POST', `${B}/page`, { pageSize: 10 })).data.totalCount).toBe(0);
    expect((await intruder.call('POST', `${B}/detail`, { id })).code).toBe(40402);
    expect((await intruder.call('POST', `${B}/cancel`, { id })).code).toBe(40402);
    expect((await intruder.call('PUT', `${B}/update`, { id, remark: 'x' })).code).toBe(40402);
    const before = await count();
    expect(
      (await intruder.call('POST', `${B}/addBalance`, { storehouseId, periodStart: '2026-11-01', periodEnd: '2026-11-01' })).code,
    ).toBe(40402);
    expect(
      (await clerk.call('POST', `${B}/addBalance`, { storehouseId, periodStart: '2026-11-01', periodEnd: '2026-11-01' })).code,
    ).toBe(40301);
    expect((await clerk.call('POST', `${B}/cancel`, { id })).code).toBe(40301);
    expect(await count()).toBe(before);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await count();
    for (const [body, field] of [
      [{ storehouseId, periodStart: '2026-13-01', periodEnd: '2026-11-01' }, 'periodStart'],
      [{ storehouseId, periodStart: '2026-11-02', periodEnd: '2026-11-01' }, 'periodEnd'],
      [{ storehouseId: 'abc', periodStart: '2026-11-01', periodEnd: '2026-11-01' }, 'storehouseId'],
      [{ storehouseId, periodStart: '2026-11-01', periodEnd: '2099-12-01' }, 'periodEnd'],
    ] as const) {
      const res = await boss.call('POST', `${B}/addBalance`, body);
      expect(res.code, JSON.stringify(body)).toBe(40001);
      expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await boss.call('POST', `${B}/detail`, { id: 'x' })).code).toBe(40001);
    expect(await count()).toBe(before);
  });
});
