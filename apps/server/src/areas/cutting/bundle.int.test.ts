import { CuttingPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { makeCuttingWorld, type CuttingWorld } from './cutting.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let listOnly: Client;
let w: CuttingWorld;

const submitLay = async (lathe: string, plies: [number, number], action = 'REPORT') => {
  const res = await boss.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-ligation`, {
    actionType: action,
    dateCompleted: lathe === '1' ? '2026-11-20' : '2026-11-21',
    finishUserId: boss.userId,
    lathe,
    fabrics: [
      { colorId: w.colors[0], plies: plies[0] },
      { colorId: w.colors[1], plies: plies[1] },
    ],
    ratios: [
      { sizeId: w.sizes[0], ratio: 1 },
      { sizeId: w.sizes[1], ratio: 1 },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { bundleIds: string[] };
};

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'bundle list');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'bundle list (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, f, [CuttingPermission.list]);
  listOnly = await signIn(h.app, staff.loginName, staff.password);
  w = await makeCuttingWorld(h.db, f);
  await submitLay('1', [10, 20]); // 4 bundles: red S 10, red M 10, blue S 20, blue M 20
  await submitLay('2', [5, 5]); // 4 more on the 21st
  await submitLay('3', [7, 7], 'DRAFT'); // a draft is not on the list
}, 60_000);
afterAll(() => h.close());

type Row = { id: string; ticketNo: string; lathe: string; colorName: string; sizeName: string; num: number };
const list = async (filter: Record<string, unknown> = {}, c: Client = boss) => {
  const res = await c.call('POST', 'fac-mission-prcd-nodes/ligationList', { pageNo: 1, pageSize: 50, ...filter });
  expect(res.code, res.msg).toBe(0);
  return res.data as { list: Row[]; totalCount: number; totalNum: number };
};

describe('扎号列表 (ligationList)', () => {
  it('lists the bundles of reported lays with the filters: mission, style, lay, colour, size, ticket number, date', async () => {
    expect(await list()).toMatchObject({ totalCount: 8, totalNum: 80 });
    expect((await list({ missionId: w.missionId })).totalCount).toBe(8);
    expect((await list({ goodsStyleId: w.styleId, lathes: ['2'] })).totalNum).toBe(20);
    expect((await list({ colorIds: [w.colors[1]] })).totalNum).toBe(50);
    expect((await list({ sizeIds: [w.sizes[0]], lathes: ['1'] })).list.map((r) => r.num).sort()).toEqual([10, 20]);
    const one = await list({ ticketNo: `${w.missionNo}-2-3` });
    expect(one.list.map((r) => r.ticketNo)).toEqual([`${w.missionNo}-2-3`]);
    expect((await list({ finishStartDate: '2026-11-21', finishEndDate: '2026-11-21' })).totalCount).toBe(4);
    const page = await boss.call('POST', 'fac-mission-prcd-nodes/ligationList', { pageNo: 2, pageSize: 3 });
    expect(page.data.list).toHaveLength(3);
    expect(page.data.totalCount).toBe(8);
  });

  it('refuses no session, another company (sees nothing), no permission and bad input naming the field', async () => {
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/api/fac-mission-prcd-nodes/ligationList', payload: {} });
    expect(anonymous.json().code).toBe(440);
    expect((await list({}, intruder)).totalCount).toBe(0);
    expect((await list({ missionId: w.missionId }, intruder)).totalCount).toBe(0);
    const staff = await createStaff(h.db, { ...(await factoryOf()) }, []);
    const nobody = await signIn(h.app, staff.loginName, staff.password);
    expect((await nobody.call('POST', 'fac-mission-prcd-nodes/ligationList', {})).code).toBe(40301);
    const bad = await boss.call('POST', 'fac-mission-prcd-nodes/ligationList', { finishStartDate: '2026-13-01' });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('finishStartDate');
  });

  it('exports the filter, or the chosen bundles, as xlsx with the pieces totalled', async () => {
    const all = await downloadSheet(h.app, boss.sid, 'fac-mission-prcd-nodes/generateExcelForLigation', { lathes: ['1'] });
    expect(all.column('扎号')).toHaveLength(4);
    expect(
      all
        .column('数量')
        .map(Number)
        .reduce((a, b) => a + b, 0),
    ).toBe(60);
    const ids = (await list({ lathes: ['2'] })).list.slice(0, 2).map((r) => r.id);
    const chosen = await downloadSheet(h.app, boss.sid, 'fac-mission-prcd-nodes/generateExcelForLigation', { ligationIds: ids });
    expect(chosen.column('扎号')).toHaveLength(2);
    const denied = await listOnly.call('POST', 'fac-mission-prcd-nodes/printLigation', { copies: 1 });
    expect(denied.code).toBe(40301);
  });
});

async function factoryOf() {
  const unit = await h.db.selectFrom('unit').select(['id', 'bossUnitId']).where('id', '=', boss.unitId).executeTakeFirstOrThrow();
  return {
    unitId: unit.id,
    bossUnitId: unit.bossUnitId!,
    bossCode: '',
    boss: { userId: boss.userId, loginName: '', password: '' },
  };
}

describe('裁片组配置 (cbsgc) and tickets (printLigation)', () => {
  let groups: { id: string; name: string }[];

  it("keeps a style's cut-piece groups in order, by id across renames", async () => {
    const saved = await boss.call('POST', 'fac-mission-prcd-nodes/cbsgc/update', {
      goodsStyleId: w.styleId,
      list: [{ name: '前片' }, { name: '后片' }, { name: '袖' }],
    });
    expect(saved.code, saved.msg).toBe(0);
    groups = saved.data;
    expect(groups.map((g) => g.name)).toEqual(['前片', '后片', '袖']);
    const swapped = await boss.call('POST', 'fac-mission-prcd-nodes/cbsgc/update', {
      goodsStyleId: w.styleId,
      list: [
        { id: groups[1]!.id, name: '前片' },
        { id: groups[0]!.id, name: '后片' },
      ],
    });
    expect(swapped.code, swapped.msg).toBe(0);
    const got = await boss.call('GET', 'fac-mission-prcd-nodes/cbsgc/getList', { goodsStyleId: w.styleId });
    expect(got.data.map((g: { id: string; name: string }) => [g.id, g.name])).toEqual([
      [groups[1]!.id, '前片'],
      [groups[0]!.id, '后片'],
    ]);
    groups = got.data;
  });

  it('refuses cut-piece group calls without session, permission or the style, and bad names', async () => {
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `/v1/api/fac-mission-prcd-nodes/cbsgc/getList?goodsStyleId=${w.styleId}`,
    });
    expect(anonymous.json().code).toBe(440);
    expect((await intruder.call('GET', 'fac-mission-prcd-nodes/cbsgc/getList', { goodsStyleId: w.styleId })).code).toBe(40402);
    const foreign = await intruder.call('POST', 'fac-mission-prcd-nodes/cbsgc/update', { goodsStyleId: w.styleId, list: [] });
    expect(foreign.code).toBe(40402);
    const denied = await listOnly.call('POST', 'fac-mission-prcd-nodes/cbsgc/update', { goodsStyleId: w.styleId, list: [] });
    expect(denied.code).toBe(40301);
    const twice = await boss.call('POST', 'fac-mission-prcd-nodes/cbsgc/update', {
      goodsStyleId: w.styleId,
      list: [{ name: '领' }, { name: '领' }],
    });
    expect(twice.code).toBe(40001);
    expect(JSON.stringify(twice.data.errors)).toContain('list.1.name');
    expect((await boss.call('GET', 'fac-mission-prcd-nodes/cbsgc/getList', { goodsStyleId: w.styleId })).data).toHaveLength(2);
  });

  it('prints the chosen bundles × groups × copies with the ticket fields, or the whole filter', async () => {
    const chosen = (await list({ lathes: ['1'] })).list.slice(0, 2);
    const res = await boss.call('POST', 'fac-mission-prcd-nodes/printLigation', {
      ligationIds: chosen.map((r) => r.id),
      groupIds: groups.map((g) => g.id),
      copies: 2,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toHaveLength(8);
    expect(res.data[0]).toMatchObject({
      ticketNo: chosen[0]!.ticketNo,
      missionNo: w.missionNo,
      lathe: '1',
      groupName: '前片',
      copy: 1,
    });
    expect(res.data[1]).toMatchObject({ ticketNo: chosen[0]!.ticketNo, groupName: '前片', copy: 2 });
    const whole = await boss.call('POST', 'fac-mission-prcd-nodes/printLigation', { lathes: ['2'], copies: 1 });
    expect(whole.data).toHaveLength(4);
    expect(whole.data[0].groupName).toBeNull();
  });

  it('refuses printing without session, with another company, and with bad copies or groups', async () => {
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac-mission-prcd-nodes/printLigation',
      payload: { copies: 1 },
    });
    expect(anonymous.json().code).toBe(440);
    const ids = (await list()).list.map((r) => r.id);
    const foreign = await intruder.call('POST', 'fac-mission-prcd-nodes/printLigation', { ligationIds: ids, copies: 1 });
    expect(foreign.data).toEqual([]);
    const tooMany = await boss.call('POST', 'fac-mission-prcd-nodes/printLigation', { ligationIds: ids, copies: 101 });
    expect(tooMany.code).toBe(40001);
    expect(JSON.stringify(tooMany.data.errors)).toContain('copies');
    const otherGroups = await intruder.call('POST', 'fac-mission-prcd-nodes/printLigation', {
      groupIds: [groups[0]!.id],
      copies: 1,
    });
    expect(otherGroups.code).toBe(40001);
  });
});
