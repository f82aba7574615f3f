import { MissionWorkbenchPermission as P } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeMission, makeWorld, type WorkbenchWorld } from './workbench.fixture.js';

// batchStatus and batchChargers: locked rows, refusals naming the mission and node, nothing written on a refusal.
let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let reader: Client;
let w: WorkbenchWorld;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'batch');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, f, [P.query]);
  reader = await signIn(h.app, s.loginName, s.password);
  w = await makeWorld(h.db, f);
});
afterAll(() => h.close());

async function nodeRows(ids: string[]) {
  return h.db
    .selectFrom('missionNode')
    .select(['id', 'status', 'chargerIds', 'delayReason', 'finishedAt'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

const opLogs = (missionId: string) =>
  h.db
    .selectFrom('missionOpLog')
    .select(['action', 'content', 'missionNodeId', 'userId'])
    .where('missionId', '=', missionId)
    .orderBy('id')
    .execute();

describe('batchStatus', () => {
  it('moves several nodes at once; a late node finishes only with a delay reason, named otherwise', async () => {
    const m = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BS-1',
      nodes: [{ prcdNodeId: w.nodeIds.cut }, { prcdNodeId: w.nodeIds.sew, planEndAt: '2020-01-02' }],
    });
    const started = await boss.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: m.nodeIds, status: 1 });
    expect(started.data).toEqual({ count: 2 });
    const mission = await h.db.selectFrom('mission').select('status').where('id', '=', m.missionId).executeTakeFirstOrThrow();
    expect(mission.status).toBe(1);
    const late = await boss.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: m.nodeIds, status: 2 });
    expect(late.code).toBe(40001);
    expect(late.data.errors[0].field).toBe('delayReason');
    expect(late.msg).toContain('BS-1');
    expect(late.msg).toContain('node2');
    expect((await nodeRows(m.nodeIds)).map((r) => r.status)).toEqual([1, 1]);
    const done = await boss.call('POST', 'fac/mission/workspace/batchStatus', {
      missionNodeIds: m.nodeIds,
      status: 2,
      delayReason: '面料晚到',
    });
    expect(done.data).toEqual({ count: 2 });
    const rows = await nodeRows(m.nodeIds);
    expect(rows.map((r) => [r.status, r.delayReason])).toEqual([
      [2, '面料晚到'],
      [2, '面料晚到'],
    ]);
    expect(rows.every((r) => r.finishedAt)).toBe(true);
    // One log entry per batch that changed the mission's nodes (the refused one wrote none), naming them.
    const logs = await opLogs(m.missionId);
    expect(logs.map((l) => l.action)).toEqual(['NODE_STATUS', 'NODE_STATUS']);
    expect(logs[1]!.content).toMatch(
      /^批量修改节点状态：.+、.+ → 已完成（延误原因：面料晚到）\|Batch node status: .+ → Finished/,
    );
    expect(logs[1]).toMatchObject({ missionNodeId: null, userId: f.boss.userId });
  });

  it('logs once per mission of a batch over several missions, naming only that mission’s node', async () => {
    const one = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BS-4',
      nodes: [{ prcdNodeId: w.nodeIds.cut }],
    });
    const two = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BS-5',
      nodes: [{ prcdNodeId: w.nodeIds.sew }],
    });
    const res = await boss.call('POST', 'fac/mission/workspace/batchChargers', {
      missionNodeIds: [...one.nodeIds, ...two.nodeIds],
      chargerIds: [reader.userId],
    });
    expect(res.code, res.msg).toBe(0);
    const [a, b] = [await opLogs(one.missionId), await opLogs(two.missionId)];
    expect(a).toEqual([expect.objectContaining({ action: 'NODE_CHARGERS', missionNodeId: one.nodeIds[0] })]);
    expect(b).toEqual([expect.objectContaining({ action: 'NODE_CHARGERS', missionNodeId: two.nodeIds[0] })]);
    expect([a[0]!.content, b[0]!.content].every((c) => !c.includes('、'))).toBe(true); // one node each
    expect(a[0]!.content).toMatch(/^批量修改节点负责人：.+ → .+\|Batch node persons in charge: /);
  });

  it('refuses a cancelled mission, another factory’s node, no session, no permission and bad input, writing nothing', async () => {
    const live = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BS-2',
      nodes: [{ prcdNodeId: w.nodeIds.cut }],
    });
    const gone = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BS-3',
      status: 5,
      nodes: [{ prcdNodeId: w.nodeIds.cut }],
    });
    const both = [...live.nodeIds, ...gone.nodeIds];
    const cancelled = await boss.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: both, status: 1 });
    expect(cancelled.code).toBe(40902);
    expect(cancelled.msg).toContain('BS-3');
    expect(
      (await intruder.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: live.nodeIds, status: 1 })).code,
    ).toBe(40402);
    expect(
      (await call(h.app, 'POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: live.nodeIds, status: 1 })).code,
    ).toBe(440);
    expect(
      (await reader.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: live.nodeIds, status: 1 })).code,
    ).toBe(40301);
    const bad = await boss.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: live.nodeIds, status: 7 });
    expect(bad.data.errors[0].field).toBe('status');
    const empty = await boss.call('POST', 'fac/mission/workspace/batchStatus', { missionNodeIds: [], status: 1 });
    expect(empty.data.errors[0].field).toBe('missionNodeIds');
    expect((await nodeRows(both)).map((r) => r.status)).toEqual([0, 0]);
    expect([...(await opLogs(live.missionId)), ...(await opLogs(gone.missionId))]).toEqual([]);
  });
});

describe('batchChargers', () => {
  it('replaces the chargers; a stranger is named; another factory cannot', async () => {
    const m = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BC-1',
      nodes: [{ prcdNodeId: w.nodeIds.cut }, { prcdNodeId: w.nodeIds.sew }],
    });
    const ok = await boss.call('POST', 'fac/mission/workspace/batchChargers', {
      missionNodeIds: m.nodeIds,
      chargerIds: [f.boss.userId, reader.userId],
    });
    expect(ok.data).toEqual({ count: 2 });
    expect((await nodeRows(m.nodeIds)).map((r) => r.chargerIds)).toEqual([
      [f.boss.userId, reader.userId],
      [f.boss.userId, reader.userId],
    ]);
    const stranger = await boss.call('POST', 'fac/mission/workspace/batchChargers', {
      missionNodeIds: m.nodeIds,
      chargerIds: [intruder.userId],
    });
    expect(stranger.data.errors[0].field).toBe('chargerIds.0');
    expect(
      (await intruder.call('POST', 'fac/mission/workspace/batchChargers', { missionNodeIds: m.nodeIds, chargerIds: [] })).code,
    ).toBe(40402);
    expect(
      (await reader.call('POST', 'fac/mission/workspace/batchChargers', { missionNodeIds: m.nodeIds, chargerIds: [] })).code,
    ).toBe(40301);
    expect(
      (await call(h.app, 'POST', 'fac/mission/workspace/batchChargers', { missionNodeIds: m.nodeIds, chargerIds: [] })).code,
    ).toBe(440);
    expect((await nodeRows(m.nodeIds))[0]!.chargerIds).toHaveLength(2);
    expect((await opLogs(m.missionId)).map((l) => l.action)).toEqual(['NODE_CHARGERS']);
  });

  it('two batches over the same nodes at once both land, one after the other (rows locked)', async () => {
    const m = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'BC-2',
      nodes: [{ prcdNodeId: w.nodeIds.cut }, { prcdNodeId: w.nodeIds.sew }],
    });
    const [a, b] = await Promise.all([
      boss.call('POST', 'fac/mission/workspace/batchChargers', { missionNodeIds: m.nodeIds, chargerIds: [f.boss.userId] }),
      boss.call('POST', 'fac/mission/workspace/batchChargers', {
        missionNodeIds: [...m.nodeIds].reverse(),
        chargerIds: [reader.userId],
      }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const rows = await nodeRows(m.nodeIds);
    expect(rows[0]!.chargerIds).toEqual(rows[1]!.chargerIds);
  });
});
