import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

/**
 * What the material stock views read (issue 9 part 6): rows by id (开送料单 / 开余料入库单 from chosen rows), the
 * storehouse's switch per row, and 余料库存 — the rows remnant put-away brought stock into, net of un-reviews.
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let strict: string;
let loose: string;
let cloth: string;
let buttons: string;
const date = '2026-11-25';
const R = '/v1/bill/remaind';

beforeAll(async () => {
  h = await startHarness();
  boss = await signIn(h.app, ...creds(await createFactory(h.db, 'views')));
  intruder = await signIn(h.app, ...creds(await createFactory(h.db, 'other')));
  strict = await makeStorehouse(boss, true);
  loose = await makeStorehouse(boss, false);
  cloth = (await makeMaterialSkus(boss, ['卡其'])).skuIds[0]!;
  buttons = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds[0]!;
  for (const [storehouseId, materialsSkuId, stock] of [
    [strict, cloth, '100'],
    [strict, buttons, '500'],
    [loose, cloth, '7'],
  ] as const)
    expect(
      (await boss.call('PUT', 'fac/stock/single', { storehouseId, materialsSkuId, inventoryType: 'IN', stock, opDate: date }))
        .code,
    ).toBe(0);
});
afterAll(() => h.close());

function creds(f: Awaited<ReturnType<typeof createFactory>>): [string, string] {
  return [f.boss.loginName, f.boss.password];
}
const list = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.call('POST', 'fac/stock/list', { pageSize: 100, ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.list as {
    id: string;
    storehouseId: string;
    materialsSkuId: string;
    stockUnit: string;
    forbidsNegative: boolean;
    remnantQuantity?: string;
    lastRemnantDate?: string | null;
    quantity: string;
  }[];
};

describe('material stock rows', () => {
  it('answer the storehouse switch per row and can be asked by id (other factories see none of them)', async () => {
    const all = await list(boss, {});
    expect(all).toHaveLength(3);
    expect(all.find((r) => r.storehouseId === strict)?.forbidsNegative).toBe(true);
    expect(all.find((r) => r.storehouseId === loose)?.forbidsNegative).toBe(false);
    const wanted = all.filter((r) => r.storehouseId === strict).map((r) => r.id);
    const byId = await list(boss, { ids: wanted });
    expect(byId.map((r) => r.id).sort()).toEqual([...wanted].sort());
    expect(byId.map((r) => r.stockUnit).sort()).toEqual(['个', '米']);
    expect(await list(intruder, { ids: wanted })).toEqual([]);
    expect(await list(boss, { ids: [] })).toEqual([]);
    const bad = await boss.call('POST', 'fac/stock/list', { ids: ['x'] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('ids.0');
  });

  it('余料库存 lists the rows remnant put-away brought stock into, net of un-reviews', async () => {
    expect(await list(boss, { remnantOnly: true })).toEqual([]);
    const add = await boss.call('POST', `${R}/add`, {
      storehouseId: strict,
      operaterId: boss.userId,
      dateOperate: date,
      skus: [
        { materialsSkuId: cloth, quantity: '12.5' },
        { materialsSkuId: buttons, quantity: '30' },
      ],
    });
    expect(add.code, add.msg).toBe(0);
    expect((await boss.call('POST', `${R}/examine`, { id: add.data.id })).data.status).toBe(2);
    const second = await boss.call('POST', `${R}/add`, {
      storehouseId: strict,
      operaterId: boss.userId,
      dateOperate: '2026-11-26',
      skus: [{ materialsSkuId: cloth, quantity: '2' }],
    });
    expect((await boss.call('POST', `${R}/examine`, { id: second.data.id })).data.status).toBe(2);

    const rows = await list(boss, { remnantOnly: true });
    expect(rows.map((r) => [r.materialsSkuId, Number(r.remnantQuantity), r.lastRemnantDate]).sort()).toEqual(
      [
        [cloth, 14.5, '2026-11-26'],
        [buttons, 30, date],
      ].sort(),
    );
    expect(Number(rows.find((r) => r.materialsSkuId === cloth)!.quantity)).toBe(114.5);
    // Other filters still apply; another factory sees nothing.
    expect(await list(boss, { remnantOnly: true, storehouseId: loose })).toEqual([]);
    expect(await list(intruder, { remnantOnly: true })).toEqual([]);

    // Un-reviewing the second bill takes its 2 back: the date goes back to the first bill's.
    expect((await boss.call('GET', `${R}/undo`, { id: second.data.id })).code).toBe(0);
    const after = await list(boss, { remnantOnly: true });
    expect(after.find((r) => r.materialsSkuId === cloth)).toMatchObject({ lastRemnantDate: date });
    expect(Number(after.find((r) => r.materialsSkuId === cloth)!.remnantQuantity)).toBe(12.5);
    // Un-reviewing the first leaves nothing brought in by remnant put-away.
    expect((await boss.call('GET', `${R}/undo`, { id: add.data.id })).code).toBe(0);
    expect(await list(boss, { remnantOnly: true })).toEqual([]);
  });
});
