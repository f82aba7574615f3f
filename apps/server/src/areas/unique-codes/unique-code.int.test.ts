import { NodeReportPermission, UniqueCodePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { findUniqueCode } from './index.js';
import { makeWymWorld, type WymWorld } from './unique-code.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let viewer: Client;
let nobody: Client;
let w: WymWorld;
let company: FactoryFixture;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'unique codes');
  company = f;
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'unique codes (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeWymWorld(h.db, f);
  const v = await createStaff(h.db, f, [UniqueCodePermission.list, NodeReportPermission.details]);
  viewer = await signIn(h.app, v.loginName, v.password);
  const n = await createStaff(h.db, f, []);
  nobody = await signIn(h.app, n.loginName, n.password);
}, 60_000);
afterAll(() => h.close());

const cut = (lathe: string, nums: [number, number, number, number]) => ({
  lathe,
  skus: w.skus.map((goodsSkuId, i) => ({ goodsSkuId, num: nums[i] ?? 0 })).filter((l) => l.num > 0),
});
const preview = (c: ReturnType<typeof cut>, who = boss) =>
  who.call('POST', 'fac-mission-prcd-nodes/previewWYM', { missionNodeId: w.cutNodeId, ...c });
const save = (c: ReturnType<typeof cut>, p: { firstWym: string; previewToken: string }, who = boss) =>
  who.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-wym`, {
    ...c,
    ...p,
    dateCompleted: '2026-11-25',
    finishUserId: boss.userId,
  });
const count = async (table: 'uniqueCode' | 'uniqueCodeMovement' | 'missionNodeReport') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('unitId', '=', boss.unitId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const completed = async (nodeId: string) =>
  Number(
    (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', nodeId).executeTakeFirstOrThrow()).completedNum,
  );
const list = async (filter: Record<string, unknown> = {}, who = boss) =>
  who.call('POST', 'fac-mission-prcd-nodes/WYMStatus', { missionNodeId: w.cutNodeId, pageSize: 100, ...filter });

describe('unique-code cutting: preview, then save exactly what was previewed', () => {
  it("answers the node with the mission's SKUs and the next lay number; refuses others", async () => {
    const info = await boss.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/wym`);
    expect(info.code, info.msg).toBe(0);
    expect(info.data).toMatchObject({ missionNo: w.missionNo, nextLathe: '1', usedLathes: [] });
    expect(info.data.skus.map((s: { goodsSkuId: string }) => s.goodsSkuId)).toEqual(w.skus);
    expect((await intruder.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/wym`)).code).toBe(40402);
    expect((await nobody.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/wym`)).code).toBe(40301);
    const bad = await boss.call('GET', 'fac-mission-prcd-nodes/x/wym');
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('id');
    expect((await h.app.inject({ method: 'GET', url: `/v1/api/fac-mission-prcd-nodes/${w.cutNodeId}/wym` })).json().code).toBe(
      440,
    );
  });

  it("offers the live missions' unique-code cutting nodes by mission number, its own factory's only", async () => {
    const found = await boss.call('GET', 'fac-mission-prcd-nodes/wymNodes', { searchParam: w.missionNo });
    expect(found.code, found.msg).toBe(0);
    expect(found.data).toEqual([expect.objectContaining({ missionNodeId: w.cutNodeId, missionNo: w.missionNo })]);
    expect((await intruder.call('GET', 'fac-mission-prcd-nodes/wymNodes', { searchParam: w.missionNo })).data).toEqual([]);
    expect((await nobody.call('GET', 'fac-mission-prcd-nodes/wymNodes')).code).toBe(40301);
    expect((await h.app.inject({ method: 'GET', url: '/v1/api/fac-mission-prcd-nodes/wymNodes' })).json().code).toBe(440);
    expect((await boss.call('GET', 'fac-mission-prcd-nodes/wymNodes', { searchParam: 'x'.repeat(60) })).code).toBe(40001);
  });

  it('previews one code per piece from the next free code and writes nothing', async () => {
    const p = await preview(cut('1', [2, 1, 0, 1]));
    expect(p.code, p.msg).toBe(0);
    expect(p.data.total).toBe(4);
    expect(p.data.rows.map((r: { seq: number }) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(p.data.rows[0].code).toBe(p.data.firstWym);
    expect(p.data.rows[3].code).toBe(p.data.lastWym);
    expect(p.data.rows[0].colorName).toMatch(/^红/);
    expect(await count('uniqueCode')).toBe(0);
    expect(await count('missionNodeReport')).toBe(0);
  });

  it('saves the previewed codes with the cutting report; the actual cut moves; a second save of the preview is refused', async () => {
    const c = cut('1', [2, 1, 0, 1]);
    const p = (await preview(c)).data;
    const other = cut('9', [1, 0, 0, 0]);
    const otherPreview = (await preview(other)).data;
    expect(otherPreview.firstWym).toBe(p.firstWym);
    const saved = await save(c, p);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ count: 4, firstWym: p.firstWym, lastWym: p.lastWym, status: 2 });
    const codes = await h.db
      .selectFrom('uniqueCode')
      .select(['code', 'seq'])
      .where('missionNodeId', '=', w.cutNodeId)
      .orderBy('seq')
      .execute();
    expect(codes.map((r) => r.code)).toEqual(p.rows.map((r: { code: string }) => r.code));
    expect(await completed(w.cutNodeId)).toBe(4);
    const counter = await h.db.selectFrom('uniqueCodeCounter').select('unitId').execute();
    expect(counter.map((r) => r.unitId)).toContain(boss.bossUnitId);
    // another cut previewed at the same time: its codes are taken now; nothing more is written
    const again = await save(other, otherPreview);
    expect(again.code).toBe(40902);
    expect(await count('uniqueCode')).toBe(4);
    expect(await count('missionNodeReport')).toBe(1);
  });

  it('refuses a cut that is not the one previewed, a used lay number and bad input, writing nothing', async () => {
    const p = (await preview(cut('2', [1, 1, 1, 1]))).data;
    const changed = await save(cut('2', [1, 1, 1, 2]), p);
    expect(changed.code).toBe(40902);
    const p1 = (await preview(cut('1', [1, 0, 0, 0]))).data;
    const usedLay = await save(cut('1', [1, 0, 0, 0]), p1);
    expect(usedLay.code).toBe(40901);
    const bad = await preview({ lathe: '3', skus: [{ goodsSkuId: w.skus[0], num: 'abc' as unknown as number }] }); // bad on purpose
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('skus.0.num');
    const foreignSku = await preview({ lathe: '3', skus: [{ goodsSkuId: '999999999', num: 1 }] });
    expect(foreignSku.code).toBe(40001);
    expect(JSON.stringify(foreignSku.data.errors)).toContain('skus.0.goodsSkuId');
    const notCutting = await boss.call('POST', 'fac-mission-prcd-nodes/previewWYM', {
      missionNodeId: w.sewNodeId,
      ...cut('3', [1, 0, 0, 0]),
    });
    expect(notCutting.code).toBe(40001);
    expect(await count('uniqueCode')).toBe(4);
    expect(await count('missionNodeReport')).toBe(1);
  });

  it('refuses without session, from another company and without the report permission', async () => {
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/api/fac-mission-prcd-nodes/previewWYM', payload: {} });
    expect(anonymous.json().code).toBe(440);
    expect((await preview(cut('5', [1, 0, 0, 0]), intruder)).code).toBe(40402);
    expect((await preview(cut('5', [1, 0, 0, 0]), viewer)).code).toBe(40301);
    const p = (await preview(cut('5', [1, 0, 0, 0]))).data;
    expect((await save(cut('5', [1, 0, 0, 0]), p, intruder)).code).toBe(40402);
    expect((await save(cut('5', [1, 0, 0, 0]), p, viewer)).code).toBe(40301);
    expect(await count('uniqueCode')).toBe(4);
  });
});

describe('the codes × nodes matrix, manual report and undo', () => {
  let ids: string[];

  it('lists the codes with the cutting node and the nodes linked to codes as columns', async () => {
    const res = await list();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.nodes.map((n: { missionNodeId: string }) => n.missionNodeId)).toEqual([w.cutNodeId, w.sewNodeId, w.qcNodeId]);
    expect(res.data.totalCount).toBe(4);
    ids = res.data.list.map((r: { id: string }) => r.id);
    expect(res.data.list[0].statuses).toEqual({ [w.cutNodeId]: 2, [w.sewNodeId]: 0, [w.qcNodeId]: 0 });
    const byCode = await list({ code: res.data.list[1].code.slice(-3) });
    expect(byCode.data.list.map((r: { id: string }) => r.id)).toContain(ids[1]);
    expect((await list({ lathes: ['7'] })).data.totalCount).toBe(0);
    expect((await list({}, viewer)).code).toBe(0);
  });

  it('reports three codes at the sewing node once each; a second report of one is refused', async () => {
    const res = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
      wymIds: ids.slice(0, 3),
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.count).toBe(3);
    expect(await completed(w.sewNodeId)).toBe(3);
    const twice = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}/${ids[0]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(twice.code).toBe(40902);
    expect(await completed(w.sewNodeId)).toBe(3);
    const done = await list({ statusNodeId: w.sewNodeId, status: 2 });
    expect(done.data.totalCount).toBe(3);
    expect((await list({ statusNodeId: w.sewNodeId, status: 0 })).data.list.map((r: { id: string }) => r.id)).toEqual([ids[3]]);
  });

  it('undoes one code: its bill is voided and the other two are reported again, so the node drops by one', async () => {
    const res = await boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}/${ids[1]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.count).toBe(1);
    expect(res.data.billNos).toHaveLength(1);
    expect(await completed(w.sewNodeId)).toBe(2);
    const rows = (await list()).data.list as { id: string; statuses: Record<string, number> }[];
    expect(rows.map((r) => r.statuses[w.sewNodeId])).toEqual([2, 0, 2, 0]);
    const notReported = await boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}/${ids[1]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(notReported.code).toBe(40902);
  });

  it('选择全部: a report by the filter takes every code of it not yet reported', async () => {
    const res = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.qcNodeId}`, {
      missionNodeId: w.cutNodeId,
      lathes: ['1'],
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.count).toBe(4);
    const qc = await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', w.qcNodeId).executeTakeFirstOrThrow();
    expect(Number(qc.completedNum)).toBe(4);
  });

  it('refuses a node not linked to codes, bad input, another company and no permission, writing nothing', async () => {
    const before = [await count('uniqueCodeMovement'), await count('missionNodeReport')];
    const pack = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.packNodeId}`, { missionNodeId: w.cutNodeId });
    expect(pack.code).toBe(40001);
    expect(JSON.stringify(pack.data.errors)).toContain('instanceId');
    const bad = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
      wymIds: ['x'],
    });
    expect(bad.code).toBe(40001);
    expect(JSON.stringify(bad.data.errors)).toContain('wymIds');
    const foreign = await intruder.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(foreign.code).toBe(40402);
    const foreignUndo = await intruder.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(foreignUndo.code).toBe(40402);
    expect(
      (await viewer.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}`, { missionNodeId: w.cutNodeId })).code,
    ).toBe(40301);
    expect(
      (await viewer.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}`, { missionNodeId: w.cutNodeId })).code,
    ).toBe(40301);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/v1/api/fac-mission-prcd-node-reports/manual/${w.sewNodeId}`,
      payload: {},
    });
    expect(anonymous.json().code).toBe(440);
    expect([await count('uniqueCodeMovement'), await count('missionNodeReport')]).toEqual(before);
    expect((await list({}, intruder)).code).toBe(40402);
    expect((await list({ statusNodeId: w.packNodeId, status: 0 })).code).toBe(40001);
  });

  it('exports the matrix of the filter with the reported pieces totalled, and answers the labels', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'fac-mission-prcd-nodes/exportWYMStatus', { missionNodeId: w.cutNodeId });
    expect(sheet.column('唯一码')).toHaveLength(4);
    expect(sheet.column('车缝').filter((v) => v === '已上报')).toHaveLength(2);
    const chosen = await downloadSheet(h.app, boss.sid, 'fac-mission-prcd-nodes/exportWYMStatus', {
      missionNodeId: w.cutNodeId,
      wymIds: ids.slice(0, 2),
    });
    expect(chosen.column('唯一码')).toHaveLength(2);
    const labels = await boss.call('POST', 'fac-mission-prcd-nodes/printWym', { missionNodeId: w.cutNodeId, wymIds: [ids[0]] });
    expect(labels.code).toBe(0);
    expect(labels.data[0]).toMatchObject({ id: ids[0], missionNo: w.missionNo, lathe: '1', seq: 1 });
    expect((await viewer.call('POST', 'fac-mission-prcd-nodes/printWym', { missionNodeId: w.cutNodeId })).code).toBe(40301);
    expect((await intruder.call('POST', 'fac-mission-prcd-nodes/printWym', { missionNodeId: w.cutNodeId })).code).toBe(40402);
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/api/fac-mission-prcd-nodes/exportWYMStatus', payload: {} });
    expect(anonymous.json().code).toBe(440);
  });

  it('finds a code by its text in its own factory only (the scan lookup)', async () => {
    const code = (await list()).data.list[0].code as string;
    expect(await findUniqueCode(h.db, boss.unitId, code.toLowerCase())).toMatchObject({ id: ids[0], missionNodeId: w.cutNodeId });
    expect(await findUniqueCode(h.db, intruder.unitId, code)).toBeUndefined();
  });
});

describe('codes across the factories of one company', () => {
  it("a second factory's cut continues the company's serial and sees none of the first factory's codes", async () => {
    const unitId = await addFactory(h.db, company);
    const w2 = await makeWymWorld(h.db, { ...company, unitId });
    const inB = await signIn(h.app, company.boss.loginName, company.boss.password);
    expect((await inB.call('POST', 'login/switchUnit', { unitId })).code).toBe(0);
    const last = (await list()).data.list.at(-1).code as string;
    const c = { lathe: '1', skus: [{ goodsSkuId: w2.skus[0], num: 1 }] };
    const p = await inB.call('POST', 'fac-mission-prcd-nodes/previewWYM', { missionNodeId: w2.cutNodeId, ...c });
    expect(p.code, p.msg).toBe(0);
    expect(Number(p.data.firstWym.slice(1))).toBe(Number(last.slice(1)) + 1);
    const saved = await inB.call('POST', `fac-mission-prcd-nodes/${w2.cutNodeId}/actual-cutting-wym`, {
      ...c,
      firstWym: p.data.firstWym,
      previewToken: p.data.previewToken,
      dateCompleted: '2026-11-25',
      finishUserId: inB.userId,
    });
    expect(saved.code, saved.msg).toBe(0);
    expect((await list({}, inB)).code).toBe(40402);
    expect(await findUniqueCode(h.db, unitId, last)).toBeUndefined();
    expect(await findUniqueCode(h.db, unitId, p.data.firstWym)).toMatchObject({ missionNodeId: w2.cutNodeId });
  });
});

describe('手动上报 at a tail-out (发货) node', () => {
  it('is refused naming storehouseId, then customerId, when they are missing, writing nothing', async () => {
    const f = await createFactory(h.db, 'unique codes (tail-out)');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const w3 = await makeWymWorld(h.db, f);
    const c = { lathe: '1', skus: [{ goodsSkuId: w3.skus[0], num: 1 }] };
    const p = await me.call('POST', 'fac-mission-prcd-nodes/previewWYM', { missionNodeId: w3.cutNodeId, ...c });
    const saved = await me.call('POST', `fac-mission-prcd-nodes/${w3.cutNodeId}/actual-cutting-wym`, {
      ...c,
      ...p.data,
      dateCompleted: '2026-11-25',
      finishUserId: me.userId,
    });
    expect(saved.code, saved.msg).toBe(0);
    const prcd = await h.db
      .insertInto('prcdNode')
      .values({
        unitId: f.unitId,
        name: `发货${w3.missionNo}`,
        typeCode: 'tail_out_store',
        associateWym: true,
        createdBy: me.userId,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const ship = await h.db
      .insertInto('missionNode')
      .values({
        unitId: f.unitId,
        missionId: w3.missionId,
        prcdNodeId: prcd.id,
        name: '发货',
        typeCode: 'tail_out_store',
        sort: 4,
        chargerIds: '[]',
        targetNum: '200',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const reports = async () =>
      Number(
        (
          await h.db
            .selectFrom('missionNodeReport')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('missionNodeId', '=', ship.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const report = (extra: Record<string, unknown>) =>
      me.call('POST', `fac-mission-prcd-node-reports/manual/${ship.id}`, { missionNodeId: w3.cutNodeId, ...extra });
    const noStore = await report({});
    expect(noStore.code).toBe(40001);
    expect(noStore.data.errors[0].field).toBe('storehouseId');
    const noCustomer = await report({ storehouseId: '999999' });
    expect(noCustomer.code).toBe(40001);
    expect(noCustomer.data.errors[0].field).toBe('customerId');
    expect(await reports()).toBe(0);
  });
});
