import { expect } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/** One factory with a supplier, a storehouse holding stock of one material SKU, and clients around it. */
export interface NeedPayWorld {
  h: Harness;
  boss: Client;
  intruder: Client;
  powerless: Client;
  supplierId: string;
  storehouse: string;
  sku: string;
  ctx: RequestContext;
}

export const DATE = '2026-11-21';

export async function startNeedPayWorld(name: string): Promise<NeedPayWorld> {
  const h = await startHarness();
  const factory = await createFactory(h.db, name);
  const boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, `${name}-other`);
  const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  const powerless = await signIn(h.app, staff.loginName, staff.password);
  const storehouse = await makeStorehouse(boss, false);
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id as string;
  const sku = (await makeMaterialSkus(boss, ['卡其'], { supplierId })).skuIds[0]!;
  const ctx: RequestContext = {
    sessionId: 'test',
    userId: boss.userId,
    unitId: boss.unitId,
    bossUnitId: boss.bossUnitId,
    userKind: 'BOSS',
    loginName: 'boss',
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
  return { h, boss, intruder, powerless, supplierId, storehouse, sku, ctx };
}

/** A reviewed arrival of one line (quantity 1 at `amount`): a payable of `amount` on the supplier. */
export async function reviewedArrival(w: NeedPayWorld, amount: string, supplierId = w.supplierId): Promise<string> {
  const res = await w.boss.call('POST', 'arrive/add', {
    supplierId,
    creatorId: w.boss.userId,
    dateArrive: DATE,
    storehouseId: w.storehouse,
    materialsSkus: [{ materialSkuId: w.sku, conversionRate: '1', quantity: '1', unitPrice: amount }],
  });
  expect(res.code, res.msg).toBe(0);
  const sub = await w.boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: res.data.id });
  expect(sub.data?.status, sub.msg).toBe(2);
  return res.data.id;
}

/** A reviewed return of one line (quantity 1 at `amount`): a receivable of `amount` from the supplier. */
export async function reviewedReturn(w: NeedPayWorld, amount: string, supplierId = w.supplierId): Promise<string> {
  const res = await w.boss.call('POST', 'return/add', {
    supplierId,
    returnerId: w.boss.userId,
    dateReturn: DATE,
    storehouseId: w.storehouse,
    lines: [{ materialSkuId: w.sku, conversionRate: '1', quantity: '1', unitPrice: amount }],
  });
  expect(res.code, res.msg).toBe(0);
  const ex = await w.boss.call('POST', 'return/examine', { id: res.data.id });
  expect(ex.data?.status, ex.msg).toBe(2);
  return res.data.id;
}

/** The journal item id of a bill's payable (AP) or receivable (AR). */
export async function itemOf(w: NeedPayWorld, billType: string, billId: string, ledger: 'AP' | 'AR' = 'AP'): Promise<string> {
  const row = await w.h.db
    .selectFrom('journalItem')
    .select('id')
    .where('unitId', '=', w.boss.unitId)
    .where('itemType', '=', billType)
    .where('itemId', '=', billId)
    .where('ledger', '=', ledger)
    .executeTakeFirstOrThrow();
  return row.id;
}
