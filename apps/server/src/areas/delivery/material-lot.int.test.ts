import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { ensureRolls } from '../rolls/index.js';
import { postStockMovements } from '../stock/index.js';

/** Deliveries and returns that take stock out of a chosen roll (卷号) or dye lot (缸号). */

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let storeA: string;
let storeB: string;
let s0: string;
let s1: string;
let supplierId: string;
const roll: Record<string, string> = {};
let foreignRoll: string;
const date = '2026-11-22';

const ctxOf = (c: Client): RequestContext => ({
  sessionId: c.sid,
  userId: c.userId,
  unitId: c.unitId,
  bossUnitId: c.bossUnitId,
  userKind: 'BOSS',
  loginName: 'boss',
  userName: 'Boss',
  permissions: new Set(),
  lang: 'zh',
  visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
});

/** Rolls created through the rolls area and stocked in through the ledger, as a reviewed arrival would. */
async function stockRolls(c: Client, rolls: { key: string; sku: string; store: string; vat: string | null; qty: string }[]) {
  const ctx = ctxOf(c);
  await h.db.transaction().execute(async (trx) => {
    const ids = await ensureRolls(
      trx,
      ctx,
      rolls.map((r) => ({ materialSkuId: r.sku, rollNo: `R-${r.key}`, vatNo: r.vat, storehouseId: r.store })),
    );
    rolls.forEach((r, i) => (roll[r.key] = ids[i]!));
    await postStockMovements(trx, ctx, {
      source: { type: 'TEST' },
      changeType: 'ARRIVE',
      lines: rolls.map((r, i) => ({ storehouseId: r.store, skuId: r.sku, quantity: r.qty, rollId: ids[i]!, vatNo: r.vat })),
    });
  });
}

const lots = async (sku = s0, store = storeA) => {
  const res = await boss.call('GET', 'delivery/material/lots', { materialSkuId: sku, storehouseId: store });
  expect(res.code, res.msg).toBe(0);
  return res.data as {
    enableRoll: boolean;
    list: { rollId: string | null; rollNo: string | null; vatNo: string | null; quantity: string }[];
  };
};
const lotQty = async (rollId: string | null, vatNo: string | null = null) => {
  const found = (await lots()).list.find((l) => l.rollId === rollId && (rollId !== null || l.vatNo === vatNo));
  return found ? String(Number(found.quantity)) : '0';
};
const delivery = (lines: Record<string, unknown>[], storehouseId = storeA) => ({
  storehouseId,
  deliveryCreatorId: boss.userId,
  dateDelivery: date,
  skus: lines,
});
const deliveryCount = async () =>
  (await boss.call('POST', 'delivery/material/page', { pageSize: 100 })).data.totalCount as number;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lots');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...(await createStaff(h.db, factory, []).then((s) => [s.loginName, s.password] as const)));
  storeA = await makeStorehouse(boss, true);
  storeB = await makeStorehouse(boss, true);
  [s0, s1] = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds as [string, string];
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  await stockRolls(boss, [
    { key: 'A1', sku: s0, store: storeA, vat: 'V1', qty: '5' },
    { key: 'A2', sku: s0, store: storeA, vat: 'V2', qty: '7' },
    { key: 'C1', sku: s1, store: storeA, vat: null, qty: '4' },
    { key: 'B1', sku: s0, store: storeB, vat: 'V3', qty: '6' },
  ]);
  // untracked stock and a dye lot without a roll of the same SKU
  expect(
    (
      await boss.call('PUT', 'fac/stock/single', {
        storehouseId: storeA,
        materialsSkuId: s0,
        inventoryType: 'IN',
        stock: '3',
        opDate: date,
      })
    ).code,
  ).toBe(0);
  await h.db.transaction().execute((trx) =>
    postStockMovements(trx, ctxOf(boss), {
      source: { type: 'TEST' },
      changeType: 'ARRIVE',
      lines: [{ storehouseId: storeA, skuId: s0, quantity: '2', vatNo: 'V9' }],
    }),
  );
  const theirStore = await makeStorehouse(intruder, true);
  const [theirSku] = (await makeMaterialSkus(intruder, ['白'])).skuIds;
  await stockRolls(intruder, [{ key: 'X1', sku: theirSku!, store: theirStore, vat: null, qty: '9' }]);
  foreignRoll = roll.X1!;
});
afterAll(() => h.close());

describe('lots picker (delivery/material/lots, return/lots)', () => {
  it('lists the rolls and dye lots of a SKU holding stock in the storehouse with their on-hand', async () => {
    const got = await lots();
    expect(got.enableRoll).toBe(false);
    expect(got.list.map((l) => [l.rollNo, l.vatNo, String(Number(l.quantity))])).toEqual([
      [null, 'V9', '2'],
      ['R-A1', 'V1', '5'],
      ['R-A2', 'V2', '7'],
    ]);
    expect((await lots(s0, storeB)).list.map((l) => l.rollNo)).toEqual(['R-B1']);
    const viaReturn = await boss.call('GET', 'return/lots', { materialSkuId: s0, storehouseId: storeA });
    expect(viaReturn.data).toEqual(got);
  });

  it('answers 440, 40301, 40402 for another factory, 40001 for bad input', async () => {
    for (const url of ['delivery/material/lots', 'return/lots']) {
      const q = { materialSkuId: s0, storehouseId: storeA };
      expect((await call(h.app, 'GET', url, q)).code).toBe(440);
      const denied = await powerless.call('GET', url, q);
      expect(denied.code).toBe(40301);
      expect(denied.msg).toBe('抱歉，您没有操作权限');
      expect((await intruder.call('GET', url, q)).code).toBe(40402);
      const bad = await boss.call('GET', url, { materialSkuId: 'x', storehouseId: storeA });
      expect(bad.code).toBe(40001);
      expect(JSON.stringify(bad.data.errors)).toContain('materialSkuId');
    }
  });
});

describe('a delivery of a chosen roll', () => {
  it('saves the roll, answers 卷号 and 缸号, takes only that roll on review and gives it back on undo', async () => {
    const made = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([{ materialsSkuId: s0, quantity: '2', rollId: roll.A1 }]),
    );
    expect(made.code, made.msg).toBe(0);
    const detail = await boss.call('GET', `delivery/material/detail/${made.data.id}`);
    expect(detail.data.skus[0]).toMatchObject({ rollId: roll.A1, rollNo: 'R-A1', vatNo: 'V1' });
    expect((await boss.call('POST', 'delivery/material/examine', { id: made.data.id })).data.status).toBe(2);
    expect(await lotQty(roll.A1!)).toBe('3');
    expect(await lotQty(roll.A2!)).toBe('7');
    expect(await lotQty(null, 'V9')).toBe('2');
    expect(await onHand(boss, storeA, s0)).toBe('15'); // 5 + 7 + 3 untracked + 2 V9 − 2
    expect((await boss.call('GET', `delivery/material/undo/${made.data.id}`)).data.status).toBe(0);
    expect(await lotQty(roll.A1!)).toBe('5');
    expect(await onHand(boss, storeA, s0)).toBe('17');
  });

  it('updateDraft moves the line to another roll; a dye lot without a roll is taken from that lot', async () => {
    const made = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([{ materialsSkuId: s0, quantity: '1', rollId: roll.A1 }]),
    );
    const saved = await boss.call('POST', 'delivery/material/updateDraft', {
      ...delivery([
        { materialsSkuId: s0, quantity: '1', rollId: roll.A2 },
        { materialsSkuId: s0, quantity: '2', vatNo: 'V9' },
      ]),
      deliveryId: made.data.id,
    });
    expect(saved.code, saved.msg).toBe(0);
    const lines = (await boss.call('GET', `delivery/material/detail/${made.data.id}`)).data.skus;
    expect(lines.map((l: { rollNo: string | null; vatNo: string | null }) => [l.rollNo, l.vatNo])).toEqual([
      ['R-A2', 'V2'],
      [null, 'V9'],
    ]);
    expect((await boss.call('POST', 'delivery/material/examine', { id: made.data.id })).data.status).toBe(2);
    expect(await lotQty(roll.A2!)).toBe('6');
    expect(await lotQty(null, 'V9')).toBe('0');
    expect(await lotQty(roll.A1!)).toBe('5');
    expect((await boss.call('GET', `delivery/material/undo/${made.data.id}`)).data.status).toBe(0);
    expect(await lotQty(roll.A2!)).toBe('7');
    expect(await lotQty(null, 'V9')).toBe('2');
  });

  it('refuses with 40904 when the roll holds too little; nothing moves', async () => {
    const made = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([{ materialsSkuId: s0, quantity: '6', rollId: roll.A1 }]),
    );
    expect(made.code).toBe(0);
    const refused = await boss.call('POST', 'delivery/material/examine', { id: made.data.id });
    expect(refused.code).toBe(40904);
    expect(refused.msg).toContain('库存不足');
    expect((await boss.call('GET', `delivery/material/detail/${made.data.id}`)).data.status).toBe(0);
    expect(await lotQty(roll.A1!)).toBe('5');
    expect(await onHand(boss, storeA, s0)).toBe('17');
  });

  it('refuses a roll of another SKU, another storehouse or another factory, and a wrong vat (40001 naming the field), writing nothing', async () => {
    const before = await deliveryCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ materialsSkuId: s0, quantity: '1', rollId: roll.C1 }, 'skus.0.rollId'],
      [{ materialsSkuId: s0, quantity: '1', rollId: roll.B1 }, 'skus.0.rollId'],
      [{ materialsSkuId: s0, quantity: '1', rollId: foreignRoll }, 'skus.0.rollId'],
      [{ materialsSkuId: s0, quantity: '1', rollId: roll.A1, vatNo: 'V2' }, 'skus.0.vatNo'],
      [{ materialsSkuId: s0, quantity: '1', vatNo: 'NOPE' }, 'skus.0.vatNo'],
      [{ materialsSkuId: s0, quantity: '1', rollId: 'x' }, 'skus.0.rollId'],
    ];
    for (const [line, field] of cases) {
      const res = await boss.call('POST', 'delivery/material/create', delivery([line]));
      expect(res.code, field).toBe(40001);
      expect(JSON.stringify(res.data.errors), JSON.stringify(line)).toContain(field);
    }
    expect(await deliveryCount()).toBe(before);
    const draft = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([{ materialsSkuId: s0, quantity: '1', rollId: roll.A1 }]),
    );
    const upd = await boss.call('POST', 'delivery/material/update', {
      ...delivery([{ materialsSkuId: s0, quantity: '1', rollId: foreignRoll }]),
      deliveryId: draft.data.id,
    });
    expect(upd.code).toBe(40001);
    expect((await boss.call('GET', `delivery/material/detail/${draft.data.id}`)).data.skus[0].rollNo).toBe('R-A1');
  });

  it("another factory cannot post a delivery of this factory's roll, nor see it", async () => {
    const theirs = await intruder.call('POST', 'delivery/material/create', {
      storehouseId: storeA,
      deliveryCreatorId: intruder.userId,
      dateDelivery: date,
      skus: [{ materialsSkuId: s0, quantity: '1', rollId: roll.A1 }],
    });
    expect(theirs.code).toBe(40402);
    expect(await lotQty(roll.A1!)).toBe('5');
  });
});

describe('a return to the supplier of a chosen roll', () => {
  const ret = (rollId: string | undefined, extra: Record<string, unknown> = {}) => ({
    supplierId,
    returnerId: boss.userId,
    dateReturn: date,
    storehouseId: storeA,
    lines: [{ materialSkuId: s0, conversionRate: '1', quantity: '1.5', rollId, ...extra }],
  });

  it('takes only that roll on review and gives it back when un-reviewed', async () => {
    const made = await boss.call('POST', 'return/add', ret(roll.A2));
    expect(made.code, made.msg).toBe(0);
    const detail = await boss.call('GET', `return/detail/${made.data.id}`);
    expect(detail.data.lines[0]).toMatchObject({ rollId: roll.A2, rollNo: 'R-A2', vatNo: 'V2' });
    expect((await boss.call('POST', 'return/examine', { id: made.data.id })).data.status).toBe(2);
    expect(await lotQty(roll.A2!)).toBe('5.5');
    expect(await lotQty(roll.A1!)).toBe('5');
    const undone = await boss.call('POST', 'return/apply-anti-review', { id: made.data.id, message: '退错卷' });
    expect(undone.code, undone.msg).toBe(0);
    expect(await lotQty(roll.A2!)).toBe('7');
  });

  it('refuses a roll of another SKU, storehouse or factory on add and update (40001 lines[0].rollId), writing nothing', async () => {
    const count = async () => (await boss.call('POST', 'return/page', {})).data.totalCount as number;
    const before = await count();
    for (const r of [roll.C1, roll.B1, foreignRoll]) {
      const res = await boss.call('POST', 'return/add', ret(r));
      expect(res.code).toBe(40001);
      expect(JSON.stringify(res.data.errors)).toContain('lines[0].rollId');
    }
    expect(await count()).toBe(before);
    const draft = await boss.call('POST', 'return/add', ret(roll.A1));
    const upd = await boss.call('POST', 'return/update', { ...ret(foreignRoll), id: draft.data.id });
    expect(upd.code).toBe(40001);
    expect((await boss.call('GET', `return/detail/${draft.data.id}`)).data.lines[0].rollNo).toBe('R-A1');
    const theirs = await intruder.call('POST', 'return/update', { ...ret(roll.A2), id: draft.data.id });
    expect([40001, 40402]).toContain(theirs.code);
    expect((await boss.call('GET', `return/detail/${draft.data.id}`)).data.lines[0].rollNo).toBe('R-A1');
  });

  it('answers 440 and 40301 on add and update with a roll', async () => {
    expect((await call(h.app, 'POST', 'return/add', ret(roll.A1))).code).toBe(440);
    const denied = await powerless.call('POST', 'return/add', ret(roll.A1));
    expect(denied.code).toBe(40301);
    expect(denied.msg).toBe('抱歉，您没有操作权限');
  });
});
