import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { availableStock, reserveStock } from '../stock/index.js';
import { createDeliveryFromArrival, undoDeliveryFromArrival } from './index.js';

let h: Harness;
let boss: Client;
let ctx: RequestContext;
let storehouseId: string;
let skus: string[];
const date = '2026-11-21';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'posting');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  // The context a request of this boss would carry (the exported functions run inside another area's call).
  ctx = {
    sessionId: boss.sid,
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
  storehouseId = await makeStorehouse(boss, true);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青'])).skuIds;
  for (const sku of skus)
    expect(
      (
        await boss.call('PUT', 'fac/stock/single', {
          storehouseId,
          materialsSkuId: sku,
          inventoryType: 'IN',
          stock: '10',
          opDate: date,
        })
      ).code,
    ).toBe(0);
});
afterAll(() => h.close());

const reserved = async (sku: string) => (await availableStock(h.db, ctx, [sku], storehouseId))[0]?.reserved;

describe('a delivery serving a purchase demand', () => {
  it('lowers the demand reservation by what it delivered on review and restores it on un-review', async () => {
    const sku = skus[0]!;
    await h.db
      .transaction()
      .execute((trx) => reserveStock(trx, ctx, { demandId: '9001', storehouseId, materialsSkuId: sku, quantity: '6' }));
    expect(Number(await reserved(sku))).toBe(6);
    const res = await boss.call('POST', 'delivery/material/create', {
      storehouseId,
      deliveryCreatorId: boss.userId,
      dateDelivery: date,
      skus: [{ materialsSkuId: sku, quantity: '4', orderNo: 'PO-1', demandId: '9001' }],
    });
    expect((await boss.call('POST', 'delivery/material/examine', { id: res.data.id })).data.status).toBe(2);
    expect(Number(await reserved(sku))).toBe(2);
    expect(await onHand(boss, storehouseId, sku)).toBe('6');
    expect((await boss.call('GET', `delivery/material/undo/${res.data.id}`)).data.status).toBe(0);
    expect(Number(await reserved(sku))).toBe(6);
    expect(await onHand(boss, storehouseId, sku)).toBe('10');
  });
});

/** A bare arrival row for the delivery to point at (the delivery's arrival_id has a foreign key). */
async function arrivalRow(no: string): Promise<{ id: string; type: string; no: string; storehouseId: string; date: string }> {
  const row = await h.db
    .insertInto('arrival')
    .values({
      unitId: ctx.unitId,
      no,
      isSample: false,
      supplierId: '0',
      creatorId: ctx.userId,
      outsideFactoryId: null,
      arrivalNoticeId: null,
      remark: null,
      amount: '0',
      updatedBy: null,
      dateArrive: date,
      storehouseId,
      status: 2,
      createdBy: ctx.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, type: 'MATERIALS_ARRIVE', no, storehouseId, date };
}

describe('createDeliveryFromArrival / undoDeliveryFromArrival', () => {
  it('creates a reviewed delivery linked to the arrival, posts it, and the arrival undo reverses and voids it', async () => {
    const sku = skus[1]!;
    const arrival = await arrivalRow('DL-777');
    const made = await h.db.transaction().execute((trx) =>
      createDeliveryFromArrival(trx, ctx, {
        arrival,
        outsideFactoryId: null,
        lines: [{ materialsSkuId: sku, quantity: '2.5', orderNo: 'PO-2' }],
      }),
    );
    const detail = await boss.call('GET', `delivery/material/detail/${made.id}`);
    expect(detail.data).toMatchObject({ status: 2, arrivalId: arrival.id, arrivalNo: 'DL-777', orderNo: made.no });
    // Reviewed by a system transition, written to its history; lineage names the arrival upstream.
    const state = (await boss.call('GET', 'uflo/MATERIALS_DELIVERY/state', { id: made.id })).data;
    expect(state.history.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'POST_WITH_SOURCE']);
    expect(state.lineage.upstream).toMatchObject([{ type: 'MATERIALS_ARRIVE', billId: arrival.id, followsSource: true }]);
    expect(await onHand(boss, storehouseId, sku)).toBe('7.5');
    // It follows its arrival: no un-review or edit on its own.
    expect((await boss.call('GET', `delivery/material/undo/${made.id}`)).code).toBe(40902);
    await h.db.transaction().execute((trx) => undoDeliveryFromArrival(trx, ctx, arrival.id));
    expect((await boss.call('GET', `delivery/material/detail/${made.id}`)).data.status).toBe(5);
    const after = (await boss.call('GET', 'uflo/MATERIALS_DELIVERY/state', { id: made.id })).data;
    expect(after.history.at(-1)).toMatchObject({ action: 'CANCEL_WITH_SOURCE', fromStatus: 2, toStatus: 5 });
    expect(after.lineage.upstream).toEqual([]);
    expect(await onHand(boss, storehouseId, sku)).toBe('10');
  });

  it('rolls back with the arrival when stock is short (40904), leaving nothing behind', async () => {
    const before = (await boss.call('POST', 'delivery/material/page', { pageSize: 100 })).data.totalCount;
    const arrival = await arrivalRow('DL-778');
    await expect(
      h.db.transaction().execute((trx) =>
        createDeliveryFromArrival(trx, ctx, {
          arrival,
          outsideFactoryId: null,
          lines: [{ materialsSkuId: skus[1]!, quantity: '99' }],
        }),
      ),
    ).rejects.toMatchObject({ code: 40904 });
    expect((await boss.call('POST', 'delivery/material/page', { pageSize: 100 })).data.totalCount).toBe(before);
  });
});
