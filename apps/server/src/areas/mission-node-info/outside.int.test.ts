import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeNodeWorld, makeOutsideFactory, type NodeWorld } from './node-info.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let world: NodeWorld;
let a: string;
let b: string;
const N = 'fac-mission-prcd-nodes';
const R = 'fac-mission-prcd-node-reports';

/** A completion report of `factory` on the node with one line per SKU. */
async function report(nodeId: string, factory: string, status: number, nums: number[]) {
  const r = await h.db
    .insertInto('missionNodeReport')
    .values({
      unitId: boss.unitId,
      billType: 'FAC_MISSION_COMPLETE',
      billNo: `R${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      status,
      missionId: world.missionId,
      missionNodeId: nodeId,
      typeCode: 'quantitative',
      dateCompleted: '2026-11-20',
      outsideFactoryId: factory,
      totalNum: String(nums.reduce((s, n) => s + n, 0)),
      createdBy: boss.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('missionNodeReportLine')
    .values(
      nums.map((num, i) => ({ unitId: boss.unitId, reportId: r.id, goodsSkuId: world.style.skus[i]!.id, num: String(num) })),
    )
    .execute();
}

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'outside');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  world = await makeNodeWorld(h, boss);
  [a, b] = [await makeOutsideFactory(boss, '甲加工厂'), await makeOutsideFactory(boss, '乙加工厂')];
  const node = world.nodeIds[0]!;
  const put = await boss.call('POST', `${N}/updateOutsideFactory`, {
    facMissionPrcdNodeId: node,
    outsideFactoryList: [
      { outsideFactoryId: a, unitPrice: '2.5' },
      { outsideFactoryId: b, unitPrice: '3' },
    ],
  });
  expect(put.code, put.msg).toBe(0);
  await report(node, a, 2, [10, 5]);
  await report(node, a, 2, [1, 0]);
  await report(node, a, 1, [100, 100]); // pending review: does not count
  await report(node, b, 6, [0, 7]);
});
afterAll(() => h.close());

describe('outside quantities per node and mission', () => {
  it('answers per factory and SKU the quantities of reviewed reports, with prices', async () => {
    const node = world.nodeIds[0]!;
    const res = await boss.call('GET', `${R}/outside-factory`, { missionPrcdNodeId: node });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual([
      {
        outsideFactoryId: a,
        name: '甲加工厂',
        unitPrice: '2.5000',
        totalNum: '16',
        skus: expect.arrayContaining([
          { goodsSkuId: world.style.skus[0]!.id, num: '11' },
          { goodsSkuId: world.style.skus[1]!.id, num: '5' },
        ]),
      },
      expect.objectContaining({ outsideFactoryId: b, totalNum: '7' }),
    ]);
    const edit = await boss.call('GET', `${R}/getOutside-factory`, { missionPrcdNodeId: node });
    expect(edit.data.facMissionPrcdNodeOutsideFactoryDTOS).toHaveLength(2);
    const mission = await boss.call('GET', `${N}/findCompleteOutSideFactory`, { missionId: world.missionId });
    expect(mission.code, mission.msg).toBe(0);
    expect(mission.data).toEqual([expect.objectContaining({ missionNodeId: node, factories: expect.any(Array) })]);
    const options = await boss.call('POST', `${N}/queryNodeReportOutsideFactoryList`, { missionNodeId: node });
    expect(options.data).toEqual([
      { id: a, name: '甲加工厂', unitPrice: '2.5000' },
      { id: b, name: '乙加工厂', unitPrice: '3.0000' },
    ]);
  });

  it('refuses without a session, another factory, without permission and bad input naming the field', async () => {
    const node = world.nodeIds[0]!;
    for (const [method, url, input, field] of [
      ['GET', `${R}/outside-factory`, { missionPrcdNodeId: node }, 'missionPrcdNodeId'],
      ['GET', `${R}/getOutside-factory`, { missionPrcdNodeId: node }, 'missionPrcdNodeId'],
      ['GET', `${N}/findCompleteOutSideFactory`, { missionId: world.missionId }, 'missionId'],
      ['POST', `${N}/queryNodeReportOutsideFactoryList`, { missionNodeId: node }, 'missionNodeId'],
    ] as const) {
      expect((await call(h.app, method, url, input)).code, url).toBe(440);
      expect((await intruder.call(method, url, input)).code, url).toBe(40402);
      expect((await powerless.call(method, url, input)).code, url).toBe(40301);
      const bad = await boss.call(method, url, { [field]: 'x' });
      expect(bad.code, url).toBe(40001);
      expect(JSON.stringify(bad.data)).toContain(field);
    }
  });
});
