import { Dec, DeliveryPermission } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { onHand } from '../../../test/stock-fixture.js';
import { expected, makeMaterialWorld, ok, missionDelivery, type MaterialWorld } from './mission-material.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let w: MaterialWorld;
let unitId: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'material nodes');
  unitId = f.unitId;
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'material nodes (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeMaterialWorld(boss, h.db, f.unitId, f.boss.userId);
}, 60_000);
afterAll(() => h.close());

type Line = { materialSkuId: string; demand: string; delivered: string; left: string };
const byMission = async (c: Client = boss) =>
  ok(c, 'GET', 'fac/mission/material/byMission', { missionId: w.missionId }) as Promise<{
    lines: Line[];
    nodes: { id: string }[];
  }>;
const lineOf = (lines: Line[], sku: string) => lines.find((l) => l.materialSkuId === sku)!;
const countDeliveries = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialDelivery')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('unitId', '=', unitId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('按工单添加 (fac/mission/material/byMission)', () => {
  it("answers the mission's BOM demand per material (the order explosion's figures) with nothing delivered yet", async () => {
    const e = expected(w);
    const got = await byMission();
    expect(got.nodes.map((n) => n.id)).toEqual([w.materialNodeId]);
    expect(lineOf(got.lines, w.fabric.skuIds[0]!)).toMatchObject({ demand: e.fabric[0], delivered: '0.0000', left: e.fabric[0] });
    expect(lineOf(got.lines, w.fabric.skuIds[1]!).demand).toBe(e.fabric[1]);
    expect(lineOf(got.lines, w.trim.skuId).demand).toBe(e.trim);
  });

  it('refuses no session, another company, no permission and a bad id naming the field', async () => {
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `/v1/api/fac/mission/material/byMission?missionId=${w.missionId}`,
    });
    expect(anonymous.json().code).toBe(440);
    expect((await intruder.call('GET', 'fac/mission/material/byMission', { missionId: w.missionId })).code).toBe(40402);
    const bad = await boss.call('GET', 'fac/mission/material/byMission', { missionId: 'abc' });
    expect(bad.code).toBe(40001);
    expect(bad.msg).toContain('missionId');
  });
});

describe('a delivery naming the mission', () => {
  it('rolls up on review what was sent per material, shows on the board, and is taken back on un-review', async () => {
    const fabric = w.fabric.skuIds[0]!;
    const before = await onHand(boss, w.storehouseId, fabric);
    const id = await missionDelivery(boss, w, [
      { materialsSkuId: fabric, quantity: '12.5' },
      { materialsSkuId: w.trim.skuId, quantity: '20' },
    ]);
    const detail = await ok(boss, 'GET', `delivery/material/detail/${id}`);
    expect(detail).toMatchObject({ missionId: w.missionId, missionNo: w.missionNo, missionNodeId: w.materialNodeId });
    // A draft sends nothing yet.
    expect(lineOf((await byMission()).lines, fabric).delivered).toBe('0.0000');
    expect((await ok(boss, 'POST', 'delivery/material/examine', { id })).status).toBe(2);
    const e = expected(w);
    const after = await byMission();
    expect(lineOf(after.lines, fabric)).toMatchObject({ delivered: '12.5000' });
    expect(lineOf(after.lines, fabric).left).toBe(Dec.of(e.fabric[0]!).minus('12.5').toFixed(4));
    expect(lineOf(after.lines, w.trim.skuId).delivered).toBe('20.0000');
    expect(Number(await onHand(boss, w.storehouseId, fabric))).toBe(Number(before) - 12.5);

    const board = await ok(boss, 'POST', 'fac/mission/material/board', { searchParam: w.missionNo });
    expect(board.totalCount).toBe(1);
    expect(board.list.find((r: Line) => r.materialSkuId === fabric)).toMatchObject({
      missionNo: w.missionNo,
      delivered: '12.5000',
    });

    // The mission is linked through lineage: the delivery shows as drawing on it.
    const links = await h.db
      .selectFrom('billLink')
      .select(['sourceType', 'sourceBillId'])
      .where('targetBillId', '=', id)
      .execute();
    expect(links).toContainEqual({ sourceType: 'FAC_MISSION', sourceBillId: w.missionId });

    expect((await ok(boss, 'GET', `delivery/material/undo/${id}`)).status).toBe(0);
    expect(lineOf((await byMission()).lines, fabric).delivered).toBe('0.0000');
    expect(await onHand(boss, w.storehouseId, fabric)).toBe(before);
  });

  it("refuses another company's mission and a node that is not the mission's material node, naming the field; nothing written", async () => {
    const n = await countDeliveries();
    const body = {
      storehouseId: w.storehouseId,
      deliveryCreatorId: boss.userId,
      dateDelivery: '2026-11-28',
      skus: [{ materialsSkuId: w.trim.skuId, quantity: '1' }],
    };
    const foreign = await intruder.call('POST', 'delivery/material/create', { ...body, missionId: w.missionId });
    expect(foreign.code).not.toBe(0);
    const cutNode = await h.db
      .selectFrom('missionNode')
      .select('id')
      .where('missionId', '=', w.missionId)
      .where('typeCode', '=', 'quantitative')
      .executeTakeFirstOrThrow();
    const wrongNode = await boss.call('POST', 'delivery/material/create', {
      ...body,
      missionId: w.missionId,
      missionNodeId: cutNode.id,
    });
    expect(wrongNode.code).toBe(40001);
    expect(wrongNode.msg).toContain('missionNodeId');
    const noMission = await boss.call('POST', 'delivery/material/create', { ...body, missionNodeId: w.materialNodeId });
    expect(noMission.code).toBe(40001);
    expect(noMission.msg).toContain('missionNodeId');
    const notice = await boss.call('POST', 'delivery/material/create', { ...body, belongModule: 2, missionId: w.missionId });
    expect(notice.code).toBe(40001);
    expect(notice.msg).toContain('missionId');
    expect(await countDeliveries()).toBe(n);
  });

  it('refuses a staff member without the board permission', async () => {
    const f = { unitId, bossUnitId: boss.bossUnitId } as Parameters<typeof createStaff>[1];
    const staff = await createStaff(h.db, f, [DeliveryPermission.add]);
    const c = await signIn(h.app, staff.loginName, staff.password);
    expect((await c.call('POST', 'fac/mission/material/board', {})).code).toBe(40301);
    expect((await c.call('GET', 'fac/mission/material/byMission', { missionId: w.missionId })).code).toBe(0);
  });
});

describe('实裁单耗 (fac/mission/material/actualUsage)', () => {
  it('divides what was delivered less the remnant returned for the mission by the pieces cut, beside the BOM usage', async () => {
    const fabric = w.fabric.skuIds[0]!;
    const id = await missionDelivery(boss, w, [{ materialsSkuId: fabric, quantity: '100' }]);
    expect((await ok(boss, 'POST', 'delivery/material/examine', { id })).status).toBe(2);
    const remnant = await ok(boss, 'POST', '/v1/bill/remaind/add', {
      storehouseId: w.storehouseId,
      dateOperate: '2026-11-29',
      operaterId: boss.userId,
      skus: [{ materialsSkuId: fabric, quantity: '10', orderNo: w.missionNo }],
    });
    expect((await ok(boss, 'POST', '/v1/bill/remaind/examine', { id: remnant.id })).status).toBe(2);
    const before = await ok(boss, 'GET', `fac/mission/material/actualUsage/${w.missionId}`);
    expect(before.lines.find((l: Line) => l.materialSkuId === fabric)).toMatchObject({ cutPieces: '0', actualUsage: null });
    // Every line cut in full (the cutting node's reports set it; written here directly, the report bills are another
    // area's): the red fabric is taken by the red pieces only, 10 (small) + 11 (large) = 21.
    await h.db
      .updateTable('missionLine')
      .set({ actualCutNum: sql`num` })
      .where('missionId', '=', w.missionId)
      .execute();
    const usage = await ok(boss, 'GET', `fac/mission/material/actualUsage/${w.missionId}`);
    const line = usage.lines.find((l: Line) => l.materialSkuId === fabric);
    // (100 − 10) / 21 = 4.2857; BOM: (10 × 1.5 + 11 × 1.8) × 1.03 = 35.844 over 21 pieces = 1.7069.
    expect(line).toMatchObject({ delivered: '100.0000', returned: '10.0000', pieces: '21', cutPieces: '21' });
    expect(line).toMatchObject({ demand: '35.8440', bomUsage: '1.7069', actualUsage: '4.2857' });
    expect((await intruder.call('GET', `fac/mission/material/actualUsage/${w.missionId}`)).code).toBe(40402);
  });

  it('refuses to review a delivery for a revoked mission, and the roll-up and stock stay as they were', async () => {
    const fabric = w.fabric.skuIds[1]!;
    const id = await missionDelivery(boss, w, [{ materialsSkuId: fabric, quantity: '5' }]);
    const before = await onHand(boss, w.storehouseId, fabric);
    await ok(boss, 'POST', 'fac/mission/cancelMission', { missionId: w.missionId, reason: '客户取消' });
    const res = await boss.call('POST', 'delivery/material/examine', { id });
    expect(res.code).toBe(40902);
    expect(res.msg).toContain(w.missionNo);
    expect(lineOf((await byMission()).lines, fabric).delivered).toBe('0.0000');
    expect(await onHand(boss, w.storehouseId, fabric)).toBe(before);
  });
});
