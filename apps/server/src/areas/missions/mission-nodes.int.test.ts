import { MissionPermission as P } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFactory, createStaff, signIn, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeStyle, makeTemplate, missionBody, startMissionWorld, type MissionStyle } from './mission.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let style: MissionStyle;

beforeAll(async () => {
  ({ h, f, boss, intruder, style } = await startMissionWorld('mission nodes'));
});
afterAll(() => h.close());

/** A mission of the style on a template of two nodes, the template led by the boss. */
async function missionOnTemplate() {
  const t = await makeTemplate(h.db, f.unitId, f.boss.userId, ['裁', '缝']);
  await h.db
    .updateTable('prcdTemplate')
    .set({ chargerIds: JSON.stringify([f.boss.userId]) })
    .where('id', '=', t.templateId)
    .execute();
  const res = await boss.call(
    'POST',
    'fac/mission/addMission',
    missionBody(style, f.boss.userId, { prcdTemplateId: t.templateId }),
  );
  expect(res.code, res.msg).toBe(0);
  const nodes = await h.db.selectFrom('missionNode').select('id').where('missionId', '=', res.data.id).orderBy('sort').execute();
  await h.db
    .updateTable('missionNode')
    .set({ chargerIds: JSON.stringify([f.boss.userId]) })
    .where('id', '=', nodes[0]!.id)
    .execute();
  return { missionId: res.data.id as string, templateId: t.templateId, nodeIds: nodes.map((n) => n.id) };
}

const report = (nodeId: string, actionType: 'REPORT' | 'DRAFT', num: string) =>
  boss.call('POST', `fac-mission-prcd-nodes/${nodeId}/quantitative`, {
    type: 'complete',
    actionType,
    dateCompleted: '2026-11-20',
    finishUserId: f.boss.userId,
    skus: [{ goodsSkuId: style.skus[0]!.id, num }],
  });

describe('a mission’s node data', () => {
  it('answers the template with its chargers, every node, each node’s progress and report bill counts', async () => {
    const m = await missionOnTemplate();
    const posted = await report(m.nodeIds[0]!, 'REPORT', '4');
    expect(posted.code, posted.msg).toBe(0);
    expect((await report(m.nodeIds[0]!, 'DRAFT', '1')).code).toBe(0);

    const template = await boss.call('GET', `fac-mission-prcd-nodes/${m.missionId}`);
    expect(template.code, template.msg).toBe(0);
    expect(template.data).toMatchObject({
      missionId: m.missionId,
      templateId: m.templateId,
      chargers: [{ userId: f.boss.userId, userName: expect.any(String) }],
    });
    expect(template.data.nodes.map((n: { id: string }) => n.id)).toEqual(m.nodeIds);
    expect(template.data.nodes[0].chargers).toEqual(template.data.chargers);

    const all = await boss.call('GET', `fac-mission-prcd-nodes/${m.missionId}/nodes`);
    expect(all.data.nodes.map((n: { sort: number }) => n.sort)).toEqual([1, 2]);

    const progress = await boss.call('GET', `fac-mission-prcd-nodes/${m.missionId}/progresses`);
    expect(progress.code, progress.msg).toBe(0);
    expect(progress.data.nodes[0]).toMatchObject({ targetNum: '20', completedNum: '4', remainingNum: '16', percent: 20 });
    expect(progress.data.nodes[1]).toMatchObject({ completedNum: '0', remainingNum: '20', percent: 0, status: 0 });

    const info = await boss.call('GET', 'fac/mission/getFacMissionNodeInfoListById', { missionId: m.missionId });
    expect(info.code, info.msg).toBe(0);
    expect(info.data.missionNodeList).toHaveLength(2);
    const counts = info.data.workflowStatusNumList as { missionNodeId: string; status: number; num: number }[];
    expect(counts.every((c) => c.missionNodeId === m.nodeIds[0])).toBe(true);
    expect(counts.reduce((s, c) => s + c.num, 0)).toBe(2);
    expect(counts.map((c) => c.status)).toContain(0);
  });

  it('refuses another company, a missing session, a staff member without the code and a bad id naming the field', async () => {
    const m = await missionOnTemplate();
    for (const url of [`fac-mission-prcd-nodes/${m.missionId}`, `fac-mission-prcd-nodes/${m.missionId}/progresses`])
      expect((await intruder.call('GET', url)).code).toBe(40402);
    expect((await intruder.call('GET', 'fac/mission/getFacMissionNodeInfoListById', { missionId: m.missionId })).code).toBe(
      40402,
    );
    const anon = await h.app.inject({ method: 'GET', url: `/v1/api/fac-mission-prcd-nodes/${m.missionId}/nodes` });
    expect(anon.json().code).not.toBe(0);
    const staff = await createStaff(h.db, f, []);
    const weak = await signIn(h.app, staff.loginName, staff.password);
    expect((await weak.call('GET', `fac-mission-prcd-nodes/${m.missionId}/nodes`)).code).toBe(40301);
    expect((await weak.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', {})).code).toBe(40301);
    const bad = await boss.call('GET', 'fac-mission-prcd-nodes/abc/progresses');
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('id');
    const badQuery = await boss.call('GET', 'fac/mission/getFacMissionNodeInfoListById', { missionId: 'x' });
    expect(badQuery.data.errors[0].field).toBe('missionId');
  });
});

describe('fac/mission/queryMissionLeadersByUnitIds', () => {
  it('answers the leaders of the factories the account enters, by keyword; refuses a factory it does not enter', async () => {
    const second = await addFactory(h.db, f, 'leaders B');
    const inB = await signIn(h.app, f.boss.loginName, f.boss.password);
    expect((await inB.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
    const styleB = await makeStyle(inB);
    const lead = await createStaff(h.db, f, [P.list]);
    const inA = await boss.call('POST', 'fac/mission/addMission', missionBody(style, lead.userId));
    expect(inA.code, inA.msg).toBe(0);
    const madeB = await inB.call('POST', 'fac/mission/addMission', missionBody(styleB, f.boss.userId));
    expect(madeB.code, madeB.msg).toBe(0);

    const both = await boss.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { unitIds: [f.unitId, second] });
    expect(both.code, both.msg).toBe(0);
    const leaders = both.data.missionLeaders as { userId: string; unitIds: string[] }[];
    expect(leaders.find((l) => l.userId === lead.userId)?.unitIds).toEqual([f.unitId]);
    expect(leaders.find((l) => l.userId === f.boss.userId)?.unitIds).toContain(second);

    const here = await inB.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', {});
    expect(here.data.missionLeaders.map((l: { userId: string }) => l.userId)).toEqual([f.boss.userId]);
    const named = await boss.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { keyword: lead.loginName });
    expect(named.data.missionLeaders.map((l: { userId: string }) => l.userId)).toEqual([lead.userId]);

    const staffB = await createStaff(h.db, { ...f, unitId: second }, [P.list]);
    const onlyB = await signIn(h.app, staffB.loginName, staffB.password);
    const refused = await onlyB.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { unitIds: [f.unitId] });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('unitIds');
    const foreign = await intruder.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { unitIds: [f.unitId] });
    expect(foreign.data.errors[0].field).toBe('unitIds');
    const bad = await boss.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { unitIds: 'x' });
    expect(bad.data.errors[0].field).toBe('unitIds');
  });

  it('pages a factory with 250 persons in charge: every one can be found, by page or by keyword', async () => {
    const tag = `p${Date.now() % 1e6}`;
    const users = await h.db
      .insertInto('appUser')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          bossUnitId: f.bossUnitId,
          kind: 'STAFF' as const,
          loginName: `${tag}u${i}`,
          phone: null,
          userName: `${tag}负责人${String(i).padStart(3, '0')}`,
          passwordHash: 'x',
          lastLoginUnitId: f.unitId,
        })),
      )
      .returning('id')
      .execute();
    const made = await boss.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId));
    expect(made.code, made.msg).toBe(0);
    await h.db
      .updateTable('mission')
      .set({ leaderIds: JSON.stringify(users.map((u) => String(u.id))) })
      .where('id', '=', made.data.id)
      .execute();
    const ask = (body: object) => boss.call('POST', 'fac/mission/queryMissionLeadersByUnitIds', { keyword: tag, ...body });
    const first = await ask({});
    expect(first.code, first.msg).toBe(0);
    expect(first.data.missionLeaders).toHaveLength(200);
    expect(first.data.totalCount).toBe(250);
    const second = await ask({ pageNo: 2 });
    expect(second.data.missionLeaders).toHaveLength(50);
    expect(second.data.missionLeaders.at(-1).userName).toBe(`${tag}负责人249`);
    const small = await ask({ pageNo: 3, pageSize: 100 });
    expect(small.data.missionLeaders.map((l: { userName: string }) => l.userName)[0]).toBe(`${tag}负责人200`);
    const one = await ask({ keyword: `${tag}u137` });
    expect(one.data.missionLeaders.map((l: { userName: string }) => l.userName)).toEqual([`${tag}负责人137`]);
    const tooBig = await ask({ pageSize: 501 });
    expect(tooBig.code).toBe(40001);
    expect(tooBig.data.errors[0].field).toBe('pageSize');
  });
});
