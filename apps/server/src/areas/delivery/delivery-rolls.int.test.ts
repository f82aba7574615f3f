import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { ensureRolls } from '../rolls/index.js';
import { postStockMovements } from '../stock/index.js';

/** Several rolls of one SKU on one bill: a line per roll, each roll at most once (deliveries and returns). */

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let store: string;
let sku: string;
let supplierId: string;
const roll: Record<string, string> = {};
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

const delivery = (lines: Record<string, unknown>[]) => ({
  storehouseId: store,
  deliveryCreatorId: boss.userId,
  dateDelivery: date,
  skus: lines,
});
const rollQty = async (rollId: string) => {
  const res = await boss.call('GET', 'delivery/material/lots', { materialSkuId: sku, storehouseId: store });
  const found = (res.data.list as { rollId: string | null; quantity: string }[]).find((l) => l.rollId === rollId);
  return found ? String(Number(found.quantity)) : '0';
};
const deliveryCount = async () =>
  (await boss.call('POST', 'delivery/material/page', { pageSize: 100 })).data.totalCount as number;
const returnCount = async () => (await boss.call('POST', 'return/page', {})).data.totalCount as number;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'rolls');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  store = await makeStorehouse(boss, true);
  [sku] = (await makeMaterialSkus(boss, ['卡其'])).skuIds as [string];
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  const ctx = ctxOf(boss);
  await h.db.transaction().execute(async (trx) => {
    const keys = ['R1', 'R2', 'R3'];
    const ids = await ensureRolls(
      trx,
      ctx,
      keys.map((k, i) => ({ materialSkuId: sku, rollNo: k, vatNo: `V${i + 1}`, storehouseId: store })),
    );
    keys.forEach((k, i) => (roll[k] = ids[i]!));
    await postStockMovements(trx, ctx, {
      source: { type: 'TEST' },
      changeType: 'ARRIVE',
      lines: ids.map((id, i) => ({
        storehouseId: store,
        skuId: sku,
        quantity: ['5', '7', '4'][i]!,
        rollId: id,
        vatNo: `V${i + 1}`,
      })),
    });
  });
});
afterAll(() => h.close());

describe('a delivery of one SKU from two rolls', () => {
  it('saves two lines in order with their rolls and posts one movement from each roll on review', async () => {
    const made = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([
        { materialsSkuId: sku, quantity: '2', rollId: roll.R2 },
        { materialsSkuId: sku, quantity: '1.5', rollId: roll.R1 },
      ]),
    );
    expect(made.code, made.msg).toBe(0);
    const detail = (await boss.call('GET', `delivery/material/detail/${made.data.id}`)).data;
    expect(
      detail.skus.map((l: { rollNo: string; vatNo: string; quantity: string }) => [
        l.rollNo,
        l.vatNo,
        String(Number(l.quantity)),
      ]),
    ).toEqual([
      ['R2', 'V2', '2'],
      ['R1', 'V1', '1.5'],
    ]);
    expect((await boss.call('POST', 'delivery/material/examine', { id: made.data.id })).data.status).toBe(2);
    const moves = await h.db
      .selectFrom('stockMovement')
      .select(['rollId', 'vatNo', 'quantity', 'changeType'])
      .where('facUnitId', '=', boss.unitId)
      .where('sourceId', '=', made.data.id)
      .execute();
    const byVat = moves
      .map((m) => [m.rollId, m.vatNo, String(Number(m.quantity)), m.changeType])
      .sort((a, b) => b[1]!.localeCompare(a[1]!));
    expect(byVat).toEqual([
      [roll.R2, 'V2', '-2', 'DELIVERY'],
      [roll.R1, 'V1', '-1.5', 'DELIVERY'],
    ]);
    expect([await rollQty(roll.R1!), await rollQty(roll.R2!), await rollQty(roll.R3!)]).toEqual(['3.5', '5', '4']);
    expect((await boss.call('GET', `delivery/material/undo/${made.data.id}`)).data.status).toBe(0);
    expect([await rollQty(roll.R1!), await rollQty(roll.R2!)]).toEqual(['5', '7']);
  });

  it('refuses the same roll twice (40001 naming the second line), on create and update, writing nothing', async () => {
    const before = await deliveryCount();
    const twice = delivery([
      { materialsSkuId: sku, quantity: '1', rollId: roll.R1 },
      { materialsSkuId: sku, quantity: '1', rollId: roll.R3 },
      { materialsSkuId: sku, quantity: '1', rollId: roll.R1 },
    ]);
    const res = await boss.call('POST', 'delivery/material/create', twice);
    expect(res.code).toBe(40001);
    expect(JSON.stringify(res.data.errors)).toContain('skus.2.rollId');
    expect(JSON.stringify(res.data.errors)).not.toContain('skus.0.rollId');
    expect(res.msg).toContain('第1行');
    expect(await deliveryCount()).toBe(before);
    const draft = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([{ materialsSkuId: sku, quantity: '1', rollId: roll.R1 }]),
    );
    expect(draft.code).toBe(0);
    const upd = await boss.call('POST', 'delivery/material/updateDraft', { ...twice, deliveryId: draft.data.id });
    expect(upd.code).toBe(40001);
    expect(JSON.stringify(upd.data.errors)).toContain('skus.2.rollId');
    expect((await boss.call('GET', `delivery/material/detail/${draft.data.id}`)).data.skus).toHaveLength(1);
  });

  it('still allows lines of one SKU without a lot beside a line with a roll', async () => {
    const res = await boss.call(
      'POST',
      'delivery/material/create',
      delivery([
        { materialsSkuId: sku, quantity: '1' },
        { materialsSkuId: sku, quantity: '1' },
        { materialsSkuId: sku, quantity: '1', rollId: roll.R3 },
      ]),
    );
    expect(res.code, res.msg).toBe(0);
    expect((await boss.call('GET', `delivery/material/detail/${res.data.id}`)).data.skus).toHaveLength(3);
  });

  it('answers 440, 40301 and 40402 for two-roll lines as for any', async () => {
    const body = delivery([
      { materialsSkuId: sku, quantity: '1', rollId: roll.R1 },
      { materialsSkuId: sku, quantity: '1', rollId: roll.R2 },
    ]);
    const before = await deliveryCount();
    expect((await call(h.app, 'POST', 'delivery/material/create', body)).code).toBe(440);
    const denied = await powerless.call('POST', 'delivery/material/create', body);
    expect(denied.code).toBe(40301);
    expect(denied.msg).toBe('抱歉，您没有操作权限');
    expect((await intruder.call('POST', 'delivery/material/create', { ...body, deliveryCreatorId: intruder.userId })).code).toBe(
      40402,
    );
    expect(await deliveryCount()).toBe(before);
  });
});

describe('a return of one SKU from two rolls', () => {
  const ret = (rollIds: string[]) => ({
    supplierId,
    returnerId: boss.userId,
    dateReturn: date,
    storehouseId: store,
    lines: rollIds.map((rollId) => ({ materialSkuId: sku, conversionRate: '1', quantity: '1', rollId })),
  });

  it('takes one from each roll on review', async () => {
    const made = await boss.call('POST', 'return/add', ret([roll.R1!, roll.R2!]));
    expect(made.code, made.msg).toBe(0);
    expect((await boss.call('POST', 'return/examine', { id: made.data.id })).data.status).toBe(2);
    expect([await rollQty(roll.R1!), await rollQty(roll.R2!)]).toEqual(['4', '6']);
  });

  it('refuses the same roll twice (40001 lines[1].rollId), writing nothing', async () => {
    const before = await returnCount();
    const res = await boss.call('POST', 'return/add', ret([roll.R3!, roll.R3!]));
    expect(res.code).toBe(40001);
    expect(JSON.stringify(res.data.errors)).toContain('lines[1].rollId');
    expect(await returnCount()).toBe(before);
  });
});
