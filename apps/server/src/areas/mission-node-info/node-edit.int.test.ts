import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeNodeWorld, makeOutsideFactory } from './node-info.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
const N = 'fac-mission-prcd-nodes';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'node-edit');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.mission.node.details']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

const node = (id: string) => h.db.selectFrom('missionNode').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mission = (id: string) => h.db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The refusals every call shares: no session, another factory's node, no permission. */
async function refusals(method: 'PUT' | 'POST' | 'GET', url: (id: string) => string, body: (id: string) => object) {
  const world = await makeNodeWorld(h, boss, { nodes: 1 });
  const id = world.nodeIds[0]!;
  const before = await node(id);
  expect((await call(h.app, method, url(id), body(id))).code).toBe(440);
  expect((await intruder.call(method, url(id), body(id))).code).toBe(40402);
  expect((await powerless.call(method, url(id), body(id))).code).toBe(40301);
  expect(await node(id)).toEqual(before);
}

describe('PUT fac-mission-prcd-nodes/{id}/status', () => {
  it('starts a node (started_at, the mission goes ONGOING) and finishes it', async () => {
    const world = await makeNodeWorld(h, boss, { planEndAt: '2099-01-01' });
    const id = world.nodeIds[0]!;
    const res = await boss.call('PUT', `${N}/${id}/status`, { status: 1 });
    expect(res.code, res.msg).toBe(0);
    expect((await node(id)).startedAt).not.toBeNull();
    expect((await mission(world.missionId)).status).toBe(1);
    expect((await boss.call('PUT', `${N}/${id}/status`, { status: '2' })).code).toBe(0);
    const done = await node(id);
    expect(done.status).toBe(2);
    expect(done.finishedAt).not.toBeNull();
    expect((await boss.call('PUT', `${N}/${id}/status`, { status: 0 })).code).toBe(0);
    expect(await node(id)).toMatchObject({ status: 0, startedAt: null, finishedAt: null });
  });

  it('a late node finishes only with a delay reason (max 50), named when missing', async () => {
    const world = await makeNodeWorld(h, boss, { planEndAt: '2020-01-01' });
    const id = world.nodeIds[0]!;
    const missing = await boss.call('PUT', `${N}/${id}/status`, { status: 2 });
    expect(missing.code).toBe(40001);
    expect(JSON.stringify(missing.data)).toContain('delayReason');
    expect((await node(id)).status).toBe(0);
    const long = await boss.call('PUT', `${N}/${id}/status`, { status: 2, delayReason: 'x'.repeat(51) });
    expect(long.code).toBe(40001);
    const ok = await boss.call('PUT', `${N}/${id}/status`, { status: 2, delayReason: '面料晚到' });
    expect(ok.code, ok.msg).toBe(0);
    expect(await node(id)).toMatchObject({ status: 2, delayReason: '面料晚到' });
    const changed = await boss.call('POST', `${N}/update/reason0fDelay`, { nodeId: id, reasonDelay: '面料晚到三天' });
    expect(changed.code, changed.msg).toBe(0);
    expect((await node(id)).delayReason).toBe('面料晚到三天');
    expect((await boss.call('POST', `${N}/update/reason0fDelay`, { nodeId: id, reasonDelay: '' })).code).toBe(40001);
  });

  it('refuses a bad status naming it, a revoked mission, and the usual refusals', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const bad = await boss.call('PUT', `${N}/${id}/status`, { status: 3 });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('status');
    await h.db.updateTable('mission').set({ status: 5 }).where('id', '=', world.missionId).execute();
    expect((await boss.call('PUT', `${N}/${id}/status`, { status: 1 })).code).toBe(40902);
    await refusals(
      'PUT',
      (i) => `${N}/${i}/status`,
      () => ({ status: 1 }),
    );
    await refusals(
      'POST',
      () => `${N}/update/reason0fDelay`,
      (i) => ({ nodeId: i, reasonDelay: 'x' }),
    );
  });
});

describe('PUT fac-mission-prcd-nodes/{id}/information and updateOutsideFactory', () => {
  it('saves persons, wage, plan, remark, files and outside factories with prices', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const [a, b] = [await makeOutsideFactory(boss), await makeOutsideFactory(boss)];
    const res = await boss.call('PUT', `${N}/${id}/information`, {
      chargerIds: [boss.userId],
      labourCost: '29.888',
      planEndAt: '2026-12-25',
      remark: '注意袖口',
      outsideFactoryList: [
        { outsideFactoryId: a, unitPrice: '2.5' },
        { outsideFactoryId: b, unitPrice: null },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    const info = (await boss.call('GET', `${N}/${id}/info`)).data;
    expect(info).toMatchObject({ planEndAt: '2026-12-25', remark: '注意袖口', labourCost: '29.888' });
    expect(info.outsideFactories.map((f: { unitPrice: string | null }) => f.unitPrice)).toEqual(['2.5000', null]);
    const again = await boss.call('POST', `${N}/updateOutsideFactory`, {
      facMissionPrcdNodeId: id,
      outsideFactoryList: [{ outsideFactoryId: b, unitPrice: '4' }],
    });
    expect(again.code, again.msg).toBe(0);
    const after = (await boss.call('GET', `${N}/${id}/info`)).data;
    expect(after.outsideFactories).toEqual([expect.objectContaining({ outsideFactoryId: b, unitPrice: '4.0000' })]);
    expect(after.labourCost).toBe('29.888');
  });

  it('keeps an outside factory that reports name, naming it', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const a = await makeOutsideFactory(boss, '有单加工厂');
    expect(
      (
        await boss.call('POST', `${N}/updateOutsideFactory`, {
          facMissionPrcdNodeId: id,
          outsideFactoryList: [{ outsideFactoryId: a }],
        })
      ).code,
    ).toBe(0);
    await h.db
      .insertInto('missionNodeReport')
      .values({
        unitId: boss.unitId,
        billType: 'FAC_MISSION_COMPLETE',
        billNo: `R${Date.now()}`,
        status: 2,
        missionId: world.missionId,
        missionNodeId: id,
        typeCode: 'quantitative',
        dateCompleted: '2026-11-20',
        outsideFactoryId: a,
        totalNum: '10',
        createdBy: boss.userId,
      })
      .execute();
    const res = await boss.call('POST', `${N}/updateOutsideFactory`, { facMissionPrcdNodeId: id, outsideFactoryList: [] });
    expect(res.code).toBe(40903);
    expect(res.msg).toContain('有单加工厂');
    expect((await boss.call('GET', `${N}/${id}/info`)).data.outsideFactories).toHaveLength(1);
  });

  it('refuses bad input naming the field with nothing written, and the usual refusals', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const foreign = await makeOutsideFactory(intruder);
    const before = await node(id);
    for (const [body, field] of [
      [{ labourCost: '1.2345' }, 'labourCost'],
      [{ planEndAt: '2026-02-30' }, 'planEndAt'],
      [{ chargerIds: [intruder.userId] }, 'chargerIds.0'],
      [{ attachmentIds: ['999999999'] }, 'attachmentIds.0'],
      [{ outsideFactoryList: [{ outsideFactoryId: foreign }] }, 'outsideFactoryList.0.outsideFactoryId'],
    ] as const) {
      const res = await boss.call('PUT', `${N}/${id}/information`, body);
      expect(res.code, field).toBe(40001);
      expect(JSON.stringify(res.data)).toContain(field);
    }
    expect(await node(id)).toEqual(before);
    await refusals(
      'PUT',
      (i) => `${N}/${i}/information`,
      () => ({ remark: 'x' }),
    );
    await refusals(
      'POST',
      () => `${N}/updateOutsideFactory`,
      (i) => ({ facMissionPrcdNodeId: i, outsideFactoryList: [] }),
    );
  });
});

describe('fac-mission-prcd-nodes/tag/checkTag and tag/list', () => {
  it('ticks and unticks a preset tag; refuses a tag of another node', async () => {
    const world = await makeNodeWorld(h, boss, { nodes: 1 });
    const other = await makeNodeWorld(h, boss, { nodes: 1 });
    const id = world.nodeIds[0]!;
    const list = await boss.call('GET', `${N}/tag/list`, { prcdNodeId: world.prcdNodeId });
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['急单', '返工']);
    const tick = await boss.call('GET', `${N}/tag/checkTag`, { id: world.tagIds[1], facMissionPrcdNodeId: id, isUse: 'true' });
    expect(tick.code, tick.msg).toBe(0);
    expect((await node(id)).tagIds).toEqual([world.tagIds[1]]);
    await boss.call('GET', `${N}/tag/checkTag`, { id: world.tagIds[1], facMissionPrcdNodeId: id, isUse: 'false' });
    expect((await node(id)).tagIds).toEqual([]);
    const wrong = await boss.call('GET', `${N}/tag/checkTag`, { id: other.tagIds[0], facMissionPrcdNodeId: id, isUse: 'true' });
    expect(wrong.code).toBe(40001);
    expect(JSON.stringify(wrong.data)).toContain('id');
    expect(
      (await boss.call('GET', `${N}/tag/checkTag`, { id: world.tagIds[0], facMissionPrcdNodeId: id, isUse: 'x' })).code,
    ).toBe(40001);
    expect((await intruder.call('GET', `${N}/tag/list`, { prcdNodeId: world.prcdNodeId })).data).toEqual([]);
    await refusals(
      'GET',
      () => `${N}/tag/checkTag`,
      (i) => ({ id: world.tagIds[0], facMissionPrcdNodeId: i, isUse: 'true' }),
    );
  });
});
