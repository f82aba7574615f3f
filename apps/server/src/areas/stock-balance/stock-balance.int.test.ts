import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

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
  const factory = await createFactory(h.db, 'balance');
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
    expect(storehouses.data.map((o: { value: string }) => o.value)).toContain(storehouseId);
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
