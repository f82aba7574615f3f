import { MissionWorkbenchPermission as P } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { readSheet } from '../../../test/xlsx.js';
import { makeMission, makeReport, makeWorld } from './workbench.fixture.js';

// 员工计件工资, 工位-节点进度 and 工厂进度 with their xlsx exports.
let h: Harness;
let boss: Client;
let intruder: Client;
let reader: Client;
let workbayA: string;
let workbayB: string;
let world: { f: Awaited<ReturnType<typeof createFactory>>; w: Awaited<ReturnType<typeof makeWorld>> };

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'wages');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, f, [P.query]);
  reader = await signIn(h.app, s.loginName, s.password);
  workbayA = (await createStaff(h.db, f, [])).userId;
  workbayB = (await createStaff(h.db, f, [])).userId;
  const w = await makeWorld(h.db, f);
  world = { f, w };
  const m = await makeMission(h.db, f.unitId, f.boss.userId, w, {
    missionNo: 'WG-1',
    status: 1,
    nodes: [
      { prcdNodeId: w.nodeIds.sew, labourCost: '1.250', completedNum: '35' },
      { prcdNodeId: w.nodeIds.pack, labourCost: '0.300', completedNum: '10' },
    ],
  });
  const [sew, pack] = m.nodeIds as [string, string];
  const r = (missionNodeId: string, finishUserId: string, num: string, date: string, extra = {}) =>
    makeReport(h.db, f.unitId, f.boss.userId, { missionId: m.missionId, missionNodeId, finishUserId, num, date, ...extra });
  await r(sew, workbayA, '30', '2026-11-10');
  await r(sew, workbayA, '-5', '2026-11-11', { billType: 'FAC_MISSION_ADJUST' });
  await r(sew, workbayB, '10', '2026-11-12');
  await r(pack, workbayA, '10', '2026-11-12');
  // Not counted: not reviewed, outside the period, a defective report.
  await r(sew, workbayA, '99', '2026-11-12', { status: 1 });
  await r(sew, workbayA, '99', '2026-10-31');
  await r(sew, workbayA, '99', '2026-11-12', { billType: 'FAC_MISSION_DEFECTIVE' });
});
afterAll(() => h.close());

const period = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };

describe('piece-rate wages', () => {
  it('Σ reviewed completed and adjusted quantities x the node labour cost per workbay and node', async () => {
    const res = await boss.call('POST', 'fac/report/pieceWages', period);
    expect(res.code, res.msg).toBe(0);
    const byUser = Object.fromEntries(
      res.data.totals.map((t: { finishUserId: string; amount: string; num: string }) => [t.finishUserId, [t.num, t.amount]]),
    );
    // A: 25 x 1.25 + 10 x 0.3 = 34.25; B: 10 x 1.25 = 12.5
    expect(byUser).toEqual({ [workbayA]: ['35', '34.25'], [workbayB]: ['10', '12.5'] });
    expect(res.data.amount).toBe('46.75');
    const one = await boss.call('POST', 'fac/report/pieceWages', { ...period, finishUserId: workbayB });
    expect(one.data.list).toHaveLength(1);
    expect((await intruder.call('POST', 'fac/report/pieceWages', period)).data.list).toEqual([]);
    expect((await reader.call('POST', 'fac/report/pieceWages', period)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/report/pieceWages', period)).code).toBe(440);
    const backwards = await boss.call('POST', 'fac/report/pieceWages', { dateFrom: '2026-11-30', dateTo: '2026-11-01' });
    expect(backwards.data.errors[0].field).toBe('dateTo');
    expect((await boss.call('POST', 'fac/report/pieceWages', { dateFrom: 'x', dateTo: '2026-11-01' })).data.errors[0].field).toBe(
      'dateFrom',
    );
  });

  it('exports numbers', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/report/pieceWages/export',
      payload: period,
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    const wages = sheet.column('计件工资');
    expect(wages).toHaveLength(3);
    expect(wages.every((v) => typeof v === 'number')).toBe(true);
    expect((wages as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(46.75, 6);
  });
});

describe('workbay x node progress and factory progress', () => {
  it('per workbay and mission node, the reviewed quantity beside the node figures', async () => {
    const res = await boss.call('POST', 'fac/report/workbayNodeProgress', period);
    expect(res.code, res.msg).toBe(0);
    const a = res.data.list.filter((r: { finishUserId: string }) => r.finishUserId === workbayA);
    expect(a.map((r: { num: string; nodeCompletedNum: string }) => [r.num, r.nodeCompletedNum])).toEqual([
      ['25.0000', '35.0000'],
      ['10.0000', '10.0000'],
    ]);
    expect((await reader.call('POST', 'fac/report/workbayNodeProgress', period)).code).toBe(40301);
    expect((await intruder.call('POST', 'fac/report/workbayNodeProgress', period)).data.list).toEqual([]);
    const xlsx = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/report/workbayNodeProgress/export',
      payload: period,
      headers: { cookie: `sid=${boss.sid}` },
    });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.column('工单上报数').every((v) => typeof v === 'number')).toBe(true);
  });

  it('factory progress: missions with every node', async () => {
    const res = await boss.call('POST', 'fac/report/factoryProgress', {});
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0].nodes.map((n: { completedNum: string }) => n.completedNum)).toEqual(['35.0000', '10.0000']);
    expect((await intruder.call('POST', 'fac/report/factoryProgress', {})).data.list).toEqual([]);
    expect((await boss.call('POST', 'fac/report/factoryProgress', { status: [9] })).data.errors[0].field).toBe('status.0');
    const xlsx = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/report/factoryProgress/export',
      payload: {},
      headers: { cookie: `sid=${boss.sid}` },
    });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.column('完成数')).toEqual([35, 10]);
  });
});

// Last: its mission would join the factory progress above.
describe('workbay x node pass rate', () => {
  it('合格率 of a quality node per workbay: qualified ÷ (qualified + defective + waste); none on other nodes', async () => {
    const { f, w } = world;
    const m = await makeMission(h.db, f.unitId, f.boss.userId, w, {
      missionNo: 'WG-QC',
      nodes: [{ prcdNodeId: w.nodeIds.pack }],
    });
    const qc = m.nodeIds[0]!;
    await h.db.updateTable('missionNode').set({ typeCode: 'quality_checking' }).where('id', '=', qc).execute();
    const line = async (
      billType: 'FAC_MISSION_COMPLETE' | 'FAC_MISSION_DEFECTIVE',
      kind: 'qualified' | 'defective',
      num: string,
    ) => {
      await makeReport(h.db, f.unitId, f.boss.userId, {
        missionId: m.missionId,
        missionNodeId: qc,
        finishUserId: workbayB,
        num,
        date: '2026-11-15',
        billType,
      });
      const report = await h.db
        .selectFrom('missionNodeReport')
        .select('id')
        .where('missionNodeId', '=', qc)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await h.db.insertInto('missionNodeReportLine').values({ unitId: f.unitId, reportId: report.id, kind, num }).execute();
    };
    await line('FAC_MISSION_COMPLETE', 'qualified', '20');
    await line('FAC_MISSION_DEFECTIVE', 'defective', '1');
    const res = await boss.call('POST', 'fac/report/workbayNodeProgress', period);
    const rows = res.data.list as { missionNodeId: string; passRate: string | null; finishUserId: string }[];
    expect(rows.find((r) => r.missionNodeId === qc)?.passRate).toBe('95.24');
    expect(rows.filter((r) => r.missionNodeId !== qc).every((r) => r.passRate === null)).toBe(true);
  });
});
