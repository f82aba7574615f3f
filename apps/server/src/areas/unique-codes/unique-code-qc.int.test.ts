import { UniqueCodePermission, NodeReportPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { makeWymWorld, type WymWorld } from './unique-code.fixture.js';

// 唯一码质检: a code's piece reported at a QC node as qualified, defective (labels) or waste, once per code and node;
// a defective code passes after repair (返修合格) as defect management's 合格.

let h: Harness;
let boss: Client;
let intruder: Client;
let viewer: Client;
let w: WymWorld;
let ids: string[];
let labelId: string;
let foreignLabel: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'wym qc');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'wym qc (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const v = await createStaff(h.db, f, [UniqueCodePermission.list, NodeReportPermission.details]);
  viewer = await signIn(h.app, v.loginName, v.password);
  w = await makeWymWorld(h.db, f);
  const label = (unitId: string, name: string) =>
    h.db.insertInto('defectiveLabel').values({ unitId, name }).returning('id').executeTakeFirstOrThrow();
  labelId = (await label(f.unitId, `跳线${Date.now() % 100000}`)).id;
  foreignLabel = (await label(other.unitId, `破洞${Date.now() % 100000}`)).id;
  const c = { lathe: '1', skus: [{ goodsSkuId: w.skus[0], num: 5 }] };
  const p = (await boss.call('POST', 'fac-mission-prcd-nodes/previewWYM', { missionNodeId: w.cutNodeId, ...c })).data;
  const saved = await boss.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-wym`, {
    ...c,
    firstWym: p.firstWym,
    previewToken: p.previewToken,
    dateCompleted: '2026-11-25',
    finishUserId: boss.userId,
  });
  expect(saved.code, saved.msg).toBe(0);
  ids = (await list()).data.list.map((r: { id: string }) => r.id);
}, 60_000);
afterAll(() => h.close());

function list(who: Client = boss) {
  return who.call('POST', 'fac-mission-prcd-nodes/WYMStatus', { missionNodeId: w.cutNodeId, pageSize: 100 });
}
const qc = (kind: string, code: string, body: Record<string, unknown> = {}, who = boss, node = w.qcNodeId) =>
  who.call('POST', `fac-mission-prcd-node-reports/${kind}/${node}/${code}`, body);
const figures = async () => {
  const n = await h.db
    .selectFrom('missionNode')
    .select(['completedNum', 'defectiveNum', 'wasteNum'])
    .where('id', '=', w.qcNodeId)
    .executeTakeFirstOrThrow();
  return [Number(n.completedNum), Number(n.defectiveNum), Number(n.wasteNum)];
};
const written = async () =>
  Promise.all(
    (['uniqueCodeMovement', 'missionNodeReport', 'defectBill'] as const).map(async (t) =>
      Number(
        (
          await h.db
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('unitId', '=', boss.unitId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
const outcomes = async () =>
  ((await list()).data.list as { outcomes: Record<string, string> }[]).map((r) => r.outcomes[w.qcNodeId] ?? null);

describe('unique-code QC at a quality node', () => {
  it('reports one code qualified, one defective with a label, one waste: one bill of each kind, node figures agree', async () => {
    const ok = await qc('qualified', ids[0]!);
    expect(ok.code, ok.msg).toBe(0);
    const bad = await qc('defectived', ids[1]!, { defectiveLabelIds: [labelId] });
    expect(bad.code, bad.msg).toBe(0);
    const waste = await qc('wasted', ids[2]!);
    expect(waste.code, waste.msg).toBe(0);
    expect(await figures()).toEqual([1, 1, 1]);
    const bills = await h.db
      .selectFrom('missionNodeReport')
      .select(['billType', 'status'])
      .where('billNo', 'in', [ok.data.billNos[0], bad.data.billNos[0], waste.data.billNos[0]])
      .orderBy('billType')
      .execute();
    expect(bills).toEqual([
      { billType: 'FAC_MISSION_COMPLETE', status: 2 },
      { billType: 'FAC_MISSION_DEFECTIVE', status: 2 },
      { billType: 'FAC_MISSION_WASTE', status: 2 },
    ]);
    // The posted defective report opened its defect with the label.
    const defect = await h.db
      .selectFrom('defect')
      .select(['openNum', 'defectLabelIds'])
      .where('missionNodeId', '=', w.qcNodeId)
      .executeTakeFirstOrThrow();
    expect([Number(defect.openNum), defect.defectLabelIds]).toEqual([1, [labelId]]);
    expect(await outcomes()).toEqual(['QUALIFIED', 'DEFECTIVE', 'WASTE', null, null]);
  });

  it('counts a code once at the node whichever way: a second QC or manual report is refused', async () => {
    const before = await written();
    expect((await qc('wasted', ids[0]!)).code).toBe(40902);
    expect((await qc('qualified', ids[1]!)).code).toBe(40902);
    const manual = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.qcNodeId}/${ids[2]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(manual.code).toBe(40902);
    expect(await written()).toEqual(before);
    expect(await figures()).toEqual([1, 1, 1]);
  });

  it('返修合格: the defective code passes after repair (a 合格 defect bill); twice is refused', async () => {
    expect((await qc('repaired', ids[0]!)).code).toBe(40902);
    const res = await qc('repaired', ids[1]!, { defectiveLabelIds: [labelId] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.billNos[0]).toMatch(/^CP/);
    expect(await figures()).toEqual([2, 0, 1]);
    expect(await outcomes()).toEqual(['QUALIFIED', 'REPAIRED', 'WASTE', null, null]);
    const sheet = await downloadSheet(h.app, boss.sid, 'fac-mission-prcd-nodes/exportWYMStatus', { missionNodeId: w.cutNodeId });
    expect(sheet.column('质检')).toEqual(['合格', '返修合格', '报废', '未上报', '未上报']);
    expect((await qc('repaired', ids[1]!)).code).toBe(40902);
    // The defective report cannot be taken back while the defect bill stands on it.
    const undo = await boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.qcNodeId}/${ids[1]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(undo.code).not.toBe(0);
    expect(await figures()).toEqual([2, 0, 1]);
  });

  it('改为未上报 takes back a waste report: the node drops it and the code may be reported again', async () => {
    const undo = await boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.qcNodeId}/${ids[2]}`, {
      missionNodeId: w.cutNodeId,
    });
    expect(undo.code, undo.msg).toBe(0);
    expect(await figures()).toEqual([2, 0, 0]);
    expect((await qc('qualified', ids[2]!)).code).toBe(0);
    expect(await figures()).toEqual([3, 0, 0]);
  });

  it('refuses bad input naming the field, a non-QC node, another company, no permission and no session; writes nothing', async () => {
    const before = await written();
    const noLabel = await qc('defectived', ids[3]!);
    expect(noLabel.code).toBe(40001);
    expect(JSON.stringify(noLabel.data.errors)).toContain('defectiveLabelIds');
    const foreign = await qc('defectived', ids[3]!, { defectiveLabelIds: [foreignLabel] });
    expect(foreign.code).toBe(40001);
    expect(JSON.stringify(foreign.data.errors)).toContain('defectiveLabelIds');
    const badLabel = await qc('defectived', ids[3]!, { defectiveLabelIds: ['x'] });
    expect(badLabel.code).toBe(40001);
    expect(JSON.stringify(badLabel.data.errors)).toContain('defectiveLabelIds');
    const user = await qc('qualified', ids[3]!, { userId: '999999999' });
    expect(user.code).toBe(40001);
    expect(JSON.stringify(user.data.errors)).toContain('userId');
    const sew = await qc('qualified', ids[3]!, {}, boss, w.sewNodeId);
    expect(sew.code).toBe(40001);
    expect(JSON.stringify(sew.data.errors)).toContain('instanceId');
    const store = await qc('qualified', ids[3]!, { storehouseId: '999999999' });
    expect(store.code).toBe(40001);
    expect(JSON.stringify(store.data.errors)).toContain('storehouseId');
    expect((await qc('qualified', 'x')).code).toBe(40001);
    expect((await qc('qualified', ids[3]!, {}, intruder)).code).toBe(40402);
    expect((await qc('repaired', ids[1]!, {}, intruder)).code).toBe(40402);
    expect((await qc('qualified', ids[3]!, {}, viewer)).code).toBe(40301);
    expect((await qc('repaired', ids[1]!, {}, viewer)).code).toBe(40301);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/v1/api/fac-mission-prcd-node-reports/qualified/${w.qcNodeId}/${ids[3]}`,
      payload: {},
    });
    expect(anonymous.json().code).toBe(440);
    expect(await written()).toEqual(before);
    expect(await figures()).toEqual([3, 0, 0]);
  });
});
