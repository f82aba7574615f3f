import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeNodeWorld, makeOutsideFactory, type NodeWorld } from './node-info.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let reader: Client;
let world: NodeWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'node-info');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const viewer = await createStaff(h.db, factory, ['fac.mission.node.details']);
  reader = await signIn(h.app, viewer.loginName, viewer.password);
  world = await makeNodeWorld(h, boss);
});
afterAll(() => h.close());

const info = (c: Client, id: string) => c.call('GET', `fac-mission-prcd-nodes/${id}/info`);

describe('GET fac-mission-prcd-nodes/{id}/info', () => {
  it('answers persons, wage, plan, outside factories with prices, files and tags', async () => {
    const [nodeId] = world.nodeIds as [string];
    const factoryId = await makeOutsideFactory(boss);
    await h.db
      .updateTable('missionNode')
      .set({ chargerIds: JSON.stringify([boss.userId]), labourCost: '1.250', tagIds: JSON.stringify([world.tagIds[0]]) })
      .where('id', '=', nodeId)
      .execute();
    await h.db
      .insertInto('missionNodeOutsideFactory')
      .values({ unitId: boss.unitId, missionNodeId: nodeId, outsideFactoryId: factoryId, unitPrice: '3.5' })
      .execute();
    const res = await info(boss, nodeId);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      id: nodeId,
      missionId: world.missionId,
      status: 0,
      planEndAt: '2026-12-20',
      canViewLabourCost: true,
      targetNum: '100.0000',
    });
    expect(Number(res.data.labourCost)).toBe(1.25);
    expect(res.data.chargers).toEqual([{ id: boss.userId, name: expect.any(String) }]);
    expect(res.data.outsideFactories).toEqual([
      { outsideFactoryId: factoryId, name: expect.any(String), unitPrice: '3.5000', hasReports: false },
    ]);
    expect(res.data.tags.map((t: { checked: boolean }) => t.checked)).toEqual([true, false]);
  });

  it('hides the wage from a user without fac.mission.labour.cost.view', async () => {
    const res = await info(reader, world.nodeIds[0]!);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ canViewLabourCost: false, labourCost: null });
  });

  it('refuses without a session, another factory, without permission and a bad id', async () => {
    const id = world.nodeIds[0]!;
    expect((await call(h.app, 'GET', `fac-mission-prcd-nodes/${id}/info`)).code).toBe(440);
    expect((await info(intruder, id)).code).toBe(40402);
    expect((await info(powerless, id)).code).toBe(40301);
    const bad = await info(boss, 'abc');
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('id');
  });
});

describe('GET fac/mission/{instanceId}/nodeInfo (hover)', () => {
  const hover = (c: Client, id: string) => c.call('GET', `fac/mission/${id}/nodeInfo`);

  it('answers the node in short with its reminders', async () => {
    const id = world.nodeIds[1]!;
    const alert = await boss.call('PUT', `fac-mission-prcd-nodes/${id}/alert`, { message: '面料未到' });
    expect(alert.code, alert.msg).toBe(0);
    const res = await hover(reader, id);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      id,
      name: '节点2',
      status: 0,
      planEndAt: '2026-12-20',
      targetNum: '100.0000',
      remainingNum: '100',
      outsideFactories: [],
      alerts: ['面料未到'],
      noteCount: 0,
      difference: false,
    });
  });

  it('refuses without a session, another factory, without permission and a bad id', async () => {
    const id = world.nodeIds[1]!;
    expect((await call(h.app, 'GET', `fac/mission/${id}/nodeInfo`)).code).toBe(440);
    expect((await hover(intruder, id)).code).toBe(40402);
    expect((await hover(powerless, id)).code).toBe(40301);
    const bad = await hover(boss, 'abc');
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data)).toContain('missionId');
  });
});
