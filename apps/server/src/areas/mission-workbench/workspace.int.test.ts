import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMission, makeWorld, type WorkbenchWorld } from './workbench.fixture.js';

// The workbench's column sets, headers, node list, missions x nodes grid, node progress and scan check.
let h: Harness;
let boss: Client;
let intruder: Client;
let noRights: Client;
let w: WorkbenchWorld;
let intruderWorld: WorkbenchWorld;
let m1: { missionId: string; nodeIds: string[] };

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'bench');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, f, []);
  noRights = await signIn(h.app, s.loginName, s.password);
  w = await makeWorld(h.db, f);
  intruderWorld = await makeWorld(h.db, other);
  const { cut, sew, pack } = w.nodeIds;
  m1 = await makeMission(h.db, f.unitId, f.boss.userId, w, {
    missionNo: 'MWB-001',
    priority: 2,
    nodes: [
      { prcdNodeId: cut, status: 2, completedNum: '100' },
      { prcdNodeId: sew, status: 1, completedNum: '40', planEndAt: '2020-01-01' },
      { prcdNodeId: pack },
    ],
  });
  await makeMission(h.db, f.unitId, f.boss.userId, w, {
    missionNo: 'MWB-002',
    deliveryAt: '2026-12-01',
    nodes: [{ prcdNodeId: cut }],
  });
  await makeMission(h.db, f.unitId, f.boss.userId, w, { missionNo: 'MWB-003', status: 5, nodes: [{ prcdNodeId: pack }] });
  await makeMission(h.db, other.unitId, other.boss.userId, intruderWorld, {
    missionNo: 'MWB-001',
    nodes: [{ prcdNodeId: intruderWorld.nodeIds.cut }],
  });
});
afterAll(() => h.close());

describe('column sets', () => {
  it('saves, switches and deletes a user’s named sets; refuses foreign nodes and a repeated name', async () => {
    const { cut, sew } = w.nodeIds;
    const a = await boss.call('POST', 'fac/mission/workspace/saveAndAddConfig', {
      name: '裁车',
      missionFields: ['missionNo', 'styleNo', 'deliveryAt'],
      prcdNodeIds: [sew, cut],
    });
    expect(a.code, a.msg).toBe(0);
    expect(a.data).toMatchObject({ name: '裁车', prcdNodeIds: [sew, cut], isCurrent: true });
    const b = await boss.call('POST', 'fac/mission/workspace/saveAndAddConfig', {
      name: '全部',
      missionFields: ['missionNo'],
      prcdNodeIds: [],
    });
    expect(b.data.isCurrent).toBe(true);
    let list = (await boss.call('GET', 'fac/mission/workspace/getFieldConfigs')).data;
    expect(list.configs.map((c: { name: string; isCurrent: boolean }) => [c.name, c.isCurrent])).toEqual([
      ['全部', true],
      ['裁车', false],
    ]);
    expect(list.missionFields).toContain('deliveryAt');
    expect((await boss.call('POST', 'fac/mission/workspace/changeConfig', { id: a.data.id })).data.isCurrent).toBe(true);
    const dup = await boss.call('POST', 'fac/mission/workspace/saveAndAddConfig', {
      name: '全部',
      missionFields: ['missionNo'],
      prcdNodeIds: [],
    });
    expect(dup.code).toBe(40901);
    const foreign = await boss.call('POST', 'fac/mission/workspace/saveAndAddConfig', {
      name: 'x',
      missionFields: ['missionNo'],
      prcdNodeIds: [cut, intruderWorld.nodeIds.cut],
    });
    expect(foreign.code).toBe(40001);
    expect(foreign.data.errors[0].field).toBe('prcdNodeIds.1');
    const badField = await boss.call('POST', 'fac/mission/workspace/saveAndAddConfig', {
      name: 'y',
      missionFields: ['nope'],
      prcdNodeIds: [],
    });
    expect(badField.data.errors[0].field).toBe('missionFields.0');
    // Another factory's user sees none of them and cannot switch or delete them.
    expect((await intruder.call('GET', 'fac/mission/workspace/getFieldConfigs')).data.configs).toEqual([]);
    expect((await intruder.call('POST', 'fac/mission/workspace/changeConfig', { id: a.data.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/mission/workspace/deleteConfig', { id: a.data.id })).code).toBe(40402);
    expect((await call(h.app, 'GET', 'fac/mission/workspace/getFieldConfigs')).code).toBe(440);
    expect((await noRights.call('GET', 'fac/mission/workspace/getFieldConfigs')).code).toBe(40301);
    expect((await boss.call('POST', 'fac/mission/workspace/deleteConfig', { id: b.data.id })).code).toBe(0);
    list = (await boss.call('GET', 'fac/mission/workspace/getFieldConfigs')).data;
    expect(list.configs.map((c: { name: string }) => c.name)).toEqual(['裁车']);
  });

  it('table headers: default, saved per user and page, reset; a repeated field is named', async () => {
    const def = (await boss.call('GET', 'fac/facHeaderFieldConfig/list', { pageCode: 'missionTable' })).data;
    expect(def.isDefault).toBe(true);
    const saved = await boss.call('POST', 'fac/facHeaderFieldConfig/saveOrUpdate', {
      pageCode: 'missionTable',
      fields: [{ code: 'deliveryAt', width: 120 }, { code: 'missionNo' }],
    });
    expect(saved.data).toEqual({
      pageCode: 'missionTable',
      fields: [{ code: 'deliveryAt', width: 120 }, { code: 'missionNo' }],
      isDefault: false,
    });
    const twice = await boss.call('POST', 'fac/facHeaderFieldConfig/saveOrUpdate', {
      pageCode: 'missionTable',
      fields: [{ code: 'missionNo' }, { code: 'missionNo' }],
    });
    expect(twice.data.errors[0].field).toBe('fields.1.code');
    expect((await boss.call('GET', 'fac/facHeaderFieldConfig/list', { pageCode: 'missionTable' })).data.fields[0].code).toBe(
      'deliveryAt',
    );
    expect((await intruder.call('GET', 'fac/facHeaderFieldConfig/list', { pageCode: 'missionTable' })).data.isDefault).toBe(true);
    expect((await boss.call('GET', 'fac/facHeaderFieldConfig/list', { pageCode: 'x' })).data.errors[0].field).toBe('pageCode');
    expect((await noRights.call('POST', 'fac/facHeaderFieldConfig/deleted', { pageCode: 'missionTable' })).code).toBe(40301);
    expect((await boss.call('POST', 'fac/facHeaderFieldConfig/deleted', { pageCode: 'missionTable' })).data.isDefault).toBe(true);
  });
});

describe('getFacOrderConfig', () => {
  it('answers the factory’s 订单配置 goods-information fields, its own only, for the workbench readers', async () => {
    const url = 'fac/facHeaderFieldConfig/getFacOrderConfig';
    const before = await boss.call('POST', url, {});
    expect(before.code, before.msg).toBe(0);
    expect(before.data).toEqual((await boss.call('GET', 'facPrdOrder/getFieldConfig')).data);
    const saved = await boss.call('POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['price', 'styleName'] });
    expect(saved.code, saved.msg).toBe(0);
    const after = await boss.call('POST', url, {});
    expect(after.data.selectedConfigList.map((o: { code: string }) => o.code)).toEqual(['styleName', 'price']);
    expect(after.data.configAllList.length).toBeGreaterThan(2);
    expect(after.data.selectedConfigList[0]).toMatchObject({ checked: true, name: '商品名称' });
    // another factory keeps its own configuration; no session, no permission: refused
    const theirs = await intruder.call('POST', url, {});
    expect(theirs.code).toBe(0);
    expect(theirs.data.selectedConfigList.map((o: { code: string }) => o.code)).not.toEqual(['styleName', 'price']);
    expect((await call(h.app, 'POST', url, {})).code).toBe(440);
    expect((await noRights.call('POST', url, {})).code).toBe(40301);
  });
});

describe('grid', () => {
  it('getNodeList: the definitions of live missions with their counts', async () => {
    const nodes = (await boss.call('GET', 'fac/mission/workspace/getNodeList')).data as {
      prcdNodeId: string;
      missionCount: number;
    }[];
    const count = Object.fromEntries(nodes.map((n) => [n.prcdNodeId, n.missionCount]));
    expect(count).toEqual({ [w.nodeIds.cut]: 2, [w.nodeIds.sew]: 1, [w.nodeIds.pack]: 1 });
    expect((await noRights.call('GET', 'fac/mission/workspace/getNodeList')).code).toBe(40301);
  });

  it('getMissionNodeList: live missions x the chosen nodes, urgent first, filtered; another factory sees its own', async () => {
    const { cut, sew } = w.nodeIds;
    const res = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', { prcdNodeIds: [sew, cut] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.columns.map((c: { prcdNodeId: string }) => c.prcdNodeId)).toEqual([sew, cut]);
    const first = res.data.list[0];
    expect(first.missionNo).toBe('MWB-001');
    expect(first.leaderNames).toHaveLength(1);
    expect(first.nodes[sew]).toMatchObject({ missionNodeId: m1.nodeIds[1], status: 1, completedNum: '40.0000', isLate: true });
    expect(first.nodes[cut]).toMatchObject({ status: 2, isLate: false });
    expect(res.data.list[1].nodes[sew]).toBeUndefined();
    const cancelled = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', { prcdNodeIds: [cut], status: [5] });
    expect(cancelled.data.list.map((r: { missionNo: string }) => r.missionNo)).toEqual(['MWB-003']);
    const kw = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', { keyword: '002', deliveryTo: '2026-12-05' });
    expect(kw.data.list.map((r: { missionNo: string }) => r.missionNo)).toEqual(['MWB-002']);
    // Without nodes named, the current column set's (the first test left 裁车: sew, cut).
    const current = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', { pageSize: 1 });
    expect(current.data.columns.map((c: { prcdNodeId: string }) => c.prcdNodeId)).toEqual([sew, cut]);
    expect(current.data.list).toHaveLength(1);
    expect(current.data.totalCount).toBe(2);
    const theirs = await intruder.call('POST', 'fac/mission/workspace/getMissionNodeList', { prcdNodeIds: [cut] });
    expect(theirs.data.list.map((r: { nodes: object }) => r.nodes)).toEqual([{}]);
    const bad = await boss.call('POST', 'fac/mission/workspace/getMissionNodeList', { deliveryFrom: '2026-13-01' });
    expect(bad.data.errors[0].field).toBe('deliveryFrom');
    expect((await call(h.app, 'POST', 'fac/mission/workspace/getMissionNodeList', {})).code).toBe(440);
  });

  it('getFacMissionPrcdNodeProgress and scanCodeCheck', async () => {
    const p = await boss.call('POST', 'fac/mission/workspace/getFacMissionPrcdNodeProgress', { missionId: m1.missionId });
    expect(p.data.map((n: { progress: string | null }) => n.progress)).toEqual(['1', '0.4', '0']);
    expect(
      (await intruder.call('POST', 'fac/mission/workspace/getFacMissionPrcdNodeProgress', { missionId: m1.missionId })).code,
    ).toBe(40402);
    const scan = await boss.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: 'mwb-001' });
    expect(scan.data).toMatchObject({ missionId: m1.missionId, missionNo: 'MWB-001' });
    expect(scan.data.nodes).toHaveLength(3);
    const unknown = await boss.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: 'W123456' });
    expect(unknown.code).toBe(40402);
    expect(unknown.msg).toContain('唯一码');
    expect((await boss.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: '' })).data.errors[0].field).toBe('code');
    expect((await noRights.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: 'MWB-001' })).code).toBe(40301);
  });
});
