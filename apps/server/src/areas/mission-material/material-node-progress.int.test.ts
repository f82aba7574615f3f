import { Dec, DeliveryPermission, RemnantPermission } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialWorld, missionDelivery, ok, type MaterialWorld } from './mission-material.fixture.js';

// The world's mission: 62 pieces (red 10 + 11, blue 20 + 21); BOM demand red fabric 35.844, blue fabric 69.834, trim 124.
let h: Harness;
let boss: Client;
let intruder: Client;
let w: MaterialWorld;
let unitId: string;
let bossUnitId: string;
let otherMissionId: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'material node progress');
  unitId = f.unitId;
  bossUnitId = f.bossUnitId;
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'material node progress (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeMaterialWorld(boss, h.db, f.unitId, f.boss.userId);
  const ow = await makeMaterialWorld(intruder, h.db, other.unitId, other.boss.userId);
  otherMissionId = ow.missionId;
}, 90_000);
afterAll(() => h.close());

const node = async () => {
  const n = await h.db
    .selectFrom('missionNode')
    .select(['status', 'completedNum', 'targetNum'])
    .where('id', '=', w.materialNodeId)
    .executeTakeFirstOrThrow();
  return { status: n.status, completed: Dec.of(n.completedNum).toString(), target: Dec.of(n.targetNum).toString() };
};
const missionStatus = async () =>
  (await h.db.selectFrom('mission').select('status').where('id', '=', w.missionId).executeTakeFirstOrThrow()).status;
const review = async (id: string) => expect((await ok(boss, 'POST', 'delivery/material/examine', { id })).status).toBe(2);
const remnantCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialRemnant')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('unitId', '=', unitId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const remnantBody = (missionId: unknown, quantity = '2', orderNo?: string) => ({
  storehouseId: w.storehouseId,
  dateOperate: '2026-11-29',
  operaterId: boss.userId,
  missionId,
  skus: [{ materialsSkuId: w.fabric.skuIds[0], quantity, ...(orderNo ? { orderNo } : {}) }],
});
type UsageLine = { materialSkuId: string; returned: string; referenceUsage: string; referenceRemnant: string };
const usageOf = async (c: Client = boss) =>
  (await ok(c, 'GET', `fac/mission/material/actualUsage/${w.missionId}`)).lines as UsageLine[];

describe('送料 node progress from reviewed deliveries', () => {
  let second: string;
  it('moves on review (pieces covered by the least-served material), completes in full, and goes back on un-review', async () => {
    expect(await node()).toMatchObject({ status: 0, completed: '0', target: '62' });
    const first = await missionDelivery(boss, w, [
      { materialsSkuId: w.fabric.skuIds[0]!, quantity: '40' },
      { materialsSkuId: w.fabric.skuIds[1]!, quantity: '34.917' },
      { materialsSkuId: w.trim.skuId, quantity: '124' },
    ]);
    await review(first);
    // Blue fabric is half delivered: 62 × 0.5 = 31 pieces; the mission starts with its first reviewed delivery.
    expect(await node()).toMatchObject({ status: 1, completed: '31' });
    expect(await missionStatus()).toBe(1);
    second = await missionDelivery(boss, w, [{ materialsSkuId: w.fabric.skuIds[1]!, quantity: '34.917' }]);
    await review(second);
    expect(await node()).toMatchObject({ status: 2, completed: '62' });
    expect((await ok(boss, 'GET', `delivery/material/undo/${second}`)).status).toBe(0);
    expect(await node()).toMatchObject({ status: 1, completed: '31' });
  });

  it("a user's 已完成 mark stands through the next review; the card's node figures show the progress", async () => {
    await h.db.updateTable('missionNode').set({ status: 2 }).where('id', '=', w.materialNodeId).execute();
    const third = await missionDelivery(boss, w, [{ materialsSkuId: w.trim.skuId, quantity: '1' }]);
    await review(third);
    expect(await node()).toMatchObject({ status: 2, completed: '31' });
    await h.db.updateTable('missionNode').set({ status: 1 }).where('id', '=', w.materialNodeId).execute();
    // The missions area's progress call (cards, table, panel) reads the node's figures: 31 of 62 = 50 %.
    const { nodes } = await ok(boss, 'GET', `fac-mission-prcd-nodes/${w.missionId}/progresses`);
    expect(nodes.find((n: { id: string }) => n.id === w.materialNodeId)).toMatchObject({
      completedNum: '31',
      targetNum: '62',
      percent: 50,
      status: 1,
    });
  });
});

describe('余料退回 naming the mission, and 生产参考余料', () => {
  it('counts a put-away naming the mission (whatever its 生产单号) and links it; reference remnant = delivered − returned − cut usage', async () => {
    const red = w.fabric.skuIds[0]!;
    const before = (await usageOf()).find((l) => l.materialSkuId === red)!;
    // Nothing cut yet: everything delivered and not returned is the reference remnant.
    expect(before).toMatchObject({ returned: '0.0000', referenceUsage: '0.0000', referenceRemnant: '40.0000' });
    const r = await ok(boss, 'POST', '/v1/bill/remaind/add', remnantBody(w.missionId, '2', 'OTHER-NO'));
    expect((await ok(boss, 'POST', '/v1/bill/remaind/examine', { id: r.id })).status).toBe(2);
    const detail = await ok(boss, 'GET', '/v1/bill/remaind/detail', { id: r.id });
    expect(detail).toMatchObject({ missionId: w.missionId, missionNo: w.missionNo });
    const links = await h.db
      .selectFrom('billLink')
      .select(['sourceType', 'sourceBillId'])
      .where('targetBillId', '=', r.id)
      .execute();
    expect(links).toContainEqual({ sourceType: 'FAC_MISSION', sourceBillId: w.missionId });
    // Every line cut in full (the cutting reports' effect, written directly): the red pieces use 35.844 by the BOM.
    await h.db
      .updateTable('missionLine')
      .set({ actualCutNum: sql`num` })
      .where('missionId', '=', w.missionId)
      .execute();
    const after = (await usageOf()).find((l) => l.materialSkuId === red)!;
    expect(after).toMatchObject({ returned: '2.0000', referenceUsage: '35.8440', referenceRemnant: '2.1560' });
    // Blue: 34.917 delivered (the second delivery was un-reviewed) against 69.834 used: never below 0.
    expect((await usageOf()).find((l) => l.materialSkuId === w.fabric.skuIds[1])!.referenceRemnant).toBe('0.0000');
  });

  it('the delivery and remnant forms may read it; without either permission 40301; no session 440; another company 40402', async () => {
    const f = { unitId, bossUnitId } as Parameters<typeof createStaff>[1];
    const staff = await createStaff(h.db, f, [RemnantPermission.add]);
    const clerk = await signIn(h.app, staff.loginName, staff.password);
    expect((await clerk.call('GET', `fac/mission/material/actualUsage/${w.missionId}`)).code).toBe(0);
    const none = await createStaff(h.db, f, [DeliveryPermission.list]);
    const noneClient = await signIn(h.app, none.loginName, none.password);
    expect((await noneClient.call('GET', `fac/mission/material/actualUsage/${w.missionId}`)).code).toBe(40301);
    const anonymous = await h.app.inject({ method: 'GET', url: `/v1/api/fac/mission/material/actualUsage/${w.missionId}` });
    expect(anonymous.json().code).toBe(440);
    expect((await intruder.call('GET', `fac/mission/material/actualUsage/${w.missionId}`)).code).toBe(40402);
  });

  it("refuses a bad mission id and another company's mission naming missionId, a revoked mission; nothing written", async () => {
    const n = await remnantCount();
    for (const missionId of ['abc', otherMissionId]) {
      const res = await boss.call('POST', '/v1/bill/remaind/add', remnantBody(missionId));
      expect(res.code, String(missionId)).toBe(40001);
      expect(res.msg).toContain('missionId');
    }
    await ok(boss, 'POST', 'fac/mission/cancelMission', { missionId: w.missionId, reason: '客户取消' });
    const revoked = await boss.call('POST', '/v1/bill/remaind/add', remnantBody(w.missionId));
    expect(revoked.code).toBe(40902);
    expect(await remnantCount()).toBe(n);
  });
});
