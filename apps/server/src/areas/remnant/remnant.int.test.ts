import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let strict: string;
let skus: string[];
const date = '2026-11-21';
const R = '/v1/bill/remaind';

const add = (c: Client, body: Record<string, unknown> = {}) =>
  c.call('POST', `${R}/add`, {
    storehouseId: strict,
    operaterId: c.userId,
    dateOperate: date,
    skus: [{ materialsSkuId: skus[0], quantity: '1.5' }],
    ...body,
  });
const status = async (id: string) => (await boss.call('GET', `${R}/detail`, { id })).data.status as number;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'remnant');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  strict = await makeStorehouse(boss, true);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds;
});
afterAll(() => h.close());

describe('bill/remaind add, update, query, detail, queryRepeat', () => {
  it('creates with a generated number, edits, lists, reads, and checks numbers', async () => {
    const res = await add(boss, { remark: '裁剪剩余' });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^YL\d{10}$/);
    const upd = await boss.call('POST', `${R}/update`, {
      id: res.data.id,
      storehouseId: strict,
      operaterId: boss.userId,
      dateOperate: date,
      orderNo: 'YL-MINE-1',
      skus: [
        { materialsSkuId: skus[0], quantity: '2' },
        { materialsSkuId: skus[1], quantity: '0.5', orderNo: 'PO-9' },
      ],
    });
    expect(upd.code, upd.msg).toBe(0);
    const detail = await boss.call('GET', `${R}/detail`, { id: res.data.id });
    expect(detail.data).toMatchObject({
      orderNo: 'YL-MINE-1',
      status: 0,
      storehouseId: strict,
      operaterId: boss.userId,
      dateOperate: date,
    });
    expect(detail.data.skuDetails.map((s: { quantity: string }) => Number(s.quantity))).toEqual([2, 0.5]);
    expect(Number(detail.data.totalQuantity)).toBe(2.5);
    const list = await boss.call('POST', `${R}/query`, { searchParam: 'YL-MINE' });
    expect(list.data.totalCount).toBe(1);
    expect((await boss.call('GET', `${R}/queryRepeat`, { orderNo: 'YL-MINE-1' })).data.exists).toBe(true);
    expect((await boss.call('GET', `${R}/queryRepeat`, { orderNo: 'YL-MINE-1', id: res.data.id })).data.exists).toBe(false);
    expect((await add(boss, { orderNo: 'YL-MINE-1' })).code).toBe(40901);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = (await boss.call('POST', `${R}/query`, {})).data.totalCount;
    const bad = await add(boss, { dateOperate: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('dateOperate');
    const noLines = await add(boss, { skus: [] });
    expect(noLines.data.errors[0].field).toBe('skus');
    expect((await boss.call('GET', `${R}/detail`, { id: 'x' })).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', `${R}/examine`, { id: 'x' })).data.errors[0].field).toBe('id');
    expect((await boss.call('GET', `${R}/undo`, { id: 'x' })).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', `${R}/invalid`, {})).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', `${R}/delete`, {})).data.errors[0].field).toBe('id');
    expect((await boss.call('GET', `${R}/queryRepeat`, {})).data.errors[0].field).toBe('orderNo');
    expect((await boss.call('POST', `${R}/query`, { startDate: 'x' })).data.errors[0].field).toBe('startDate');
    expect((await boss.call('POST', `${R}/update`, { id: '1' })).code).toBe(40001);
    expect((await boss.call('POST', `${R}/query`, {})).data.totalCount).toBe(before);
  });
});

describe('review and un-review', () => {
  it('examine posts REMNANT into the storehouse; undo and apply-anti-review reverse; invalid and delete', async () => {
    const res = await add(boss, { skus: [{ materialsSkuId: skus[1], quantity: '3.25' }] });
    const ex = await boss.call('POST', `${R}/examine`, { id: res.data.id });
    expect(ex.code, ex.msg).toBe(0);
    expect(ex.data.status).toBe(2);
    expect(await onHand(boss, strict, skus[1]!)).toBe('3.25');
    const log = await boss.call('POST', 'changeStock/page', { storehouseId: strict });
    expect(
      log.data.list.some(
        (m: { changeType: string; sourceNo: string }) => m.changeType === 'REMNANT' && m.sourceNo === res.data.orderNo,
      ),
    ).toBe(true);
    expect((await boss.call('GET', `${R}/undo`, { id: res.data.id })).data.status).toBe(0);
    expect(await onHand(boss, strict, skus[1]!)).toBe('0');
    await boss.call('POST', `${R}/examine`, { id: res.data.id });
    expect(await onHand(boss, strict, skus[1]!)).toBe('3.25');
    const noReason = await boss.call('POST', `${R}/apply-anti-review`, { id: res.data.id });
    expect(noReason.code).toBe(40001);
    expect(noReason.data.errors[0].field).toBe('message');
    const anti = await boss.call('POST', `${R}/apply-anti-review`, { id: res.data.id, message: '数量错' });
    expect(anti.data.status).toBe(0);
    expect(await onHand(boss, strict, skus[1]!)).toBe('0');
    expect((await boss.call('POST', `${R}/invalid`, { id: res.data.id })).data.status).toBe(5);
    const other = await add(boss);
    expect((await boss.call('POST', `${R}/delete`, { id: other.data.id })).code).toBe(0);
    expect((await boss.call('GET', `${R}/detail`, { id: other.data.id })).code).toBe(40402);
  });

  it('refuses un-review when the put-away stock has gone out of a strict storehouse (40904), nothing changes', async () => {
    const res = await add(boss, { skus: [{ materialsSkuId: skus[0], quantity: '4' }] });
    await boss.call('POST', `${R}/examine`, { id: res.data.id });
    const before = await onHand(boss, strict, skus[0]!);
    await boss.call('PUT', 'fac/stock/single', {
      storehouseId: strict,
      materialsSkuId: skus[0],
      inventoryType: 'OUT',
      stock: before,
      opDate: date,
    });
    const undo = await boss.call('GET', `${R}/undo`, { id: res.data.id });
    expect(undo.code).toBe(40904);
    expect(await status(res.data.id)).toBe(2);
    expect(await onHand(boss, strict, skus[0]!)).toBe('0');
  });
});

describe('sessions, permissions, other factories', () => {
  const calls: [string, string, Record<string, unknown> | undefined][] = [
    ['POST', `${R}/add`, {}],
    ['POST', `${R}/update`, {}],
    ['POST', `${R}/query`, {}],
    ['GET', `${R}/detail`, { id: '1' }],
    ['POST', `${R}/examine`, { id: '1' }],
    ['GET', `${R}/undo`, { id: '1' }],
    ['POST', `${R}/apply-anti-review`, { id: '1', message: 'x' }],
    ['POST', `${R}/invalid`, { id: '1' }],
    ['POST', `${R}/delete`, { id: '1' }],
  ];
  it('answers 440 without a session and 40301 without the permission', async () => {
    for (const [method, url, body] of calls) {
      expect((await call(h.app, method as 'GET', url, body)).code, url).toBe(440);
      const denied = await powerless.call(method as 'GET', url, body);
      expect(denied.code, url).toBe(40301);
      expect(denied.msg).toBe('抱歉，您没有操作权限');
    }
    expect((await call(h.app, 'GET', `${R}/queryRepeat`, { orderNo: 'x' })).code).toBe(440);
  });

  it("never shows or changes another factory's bill and refuses its storehouse", async () => {
    const mine = await add(boss);
    for (const [method, url, body] of [
      ['GET', `${R}/detail`, { id: mine.data.id }],
      ['POST', `${R}/examine`, { id: mine.data.id }],
      ['GET', `${R}/undo`, { id: mine.data.id }],
      ['POST', `${R}/apply-anti-review`, { id: mine.data.id, message: 'x' }],
      ['POST', `${R}/invalid`, { id: mine.data.id }],
      ['POST', `${R}/delete`, { id: mine.data.id }],
      [
        'POST',
        `${R}/update`,
        {
          id: mine.data.id,
          storehouseId: strict,
          operaterId: intruder.userId,
          dateOperate: date,
          skus: [{ materialsSkuId: skus[0], quantity: '1' }],
        },
      ],
    ] as const) {
      expect((await intruder.call(method, url, body)).code, url).toBe(40402);
    }
    expect((await intruder.call('POST', `${R}/query`, {})).data.totalCount).toBe(0);
    expect((await intruder.call('GET', `${R}/queryRepeat`, { orderNo: mine.data.orderNo })).data.exists).toBe(false);
    expect((await add(intruder, { storehouseId: strict })).code).toBe(40402);
    const d = await boss.call('GET', `${R}/detail`, { id: mine.data.id });
    expect(d.data.status).toBe(0);
    expect(Number(d.data.totalQuantity)).toBe(1.5);
  });
});
