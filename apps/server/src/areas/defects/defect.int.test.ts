import { DefectPermission as P } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';
import { makeDefects } from './defect.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let viewer: Client;
let otherFactory: Client;
let storehouseId: string;
let labelId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'defects');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, [P.view, P.billView]);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'defects B');
  otherFactory = await signIn(h.app, f.boss.loginName, f.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  storehouseId = await makeStorehouse(boss, true);
  const label = await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '跳线' });
  expect(label.code, label.msg).toBe(0);
  labelId = label.data.id as string;
});
afterAll(() => h.close());

const node = (id: string) => h.db.selectFrom('missionNode').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const defect = (id: string) => h.db.selectFrom('defect').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const billCount = async () => (await h.db.selectFrom('defectBill').select('id').execute()).length;

describe('defect management', () => {
  it('lists reviewed QC defects with labels; 合格 into stock, 报废, 再修, 退回返修 move the open quantity and the node', async () => {
    const d = await makeDefects(h.db, f, boss, ['5', '4'], labelId);
    const list = await boss.call('POST', 'defectived/list', { missionId: d.mission.missionId });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.totalCount).toBe(2);
    expect(Number(list.data.totalOpen)).toBe(9);
    expect(list.data.list[0].defectLabelNames).toEqual(['跳线']);
    const byLabel = await boss.call('POST', 'defectived/list', { defectLabelId: labelId, missionId: d.mission.missionId });
    expect(byLabel.data.totalCount).toBe(2);

    const [a, b] = d.defectIds as [string, string];
    const pass = await boss.call('PUT', 'defectived/qualifyBatch', {
      defectivedList: [{ id: a, num: '3' }],
      storehouseId,
      remark: '返修合格',
    });
    expect(pass.code, pass.msg).toBe(0);
    expect(pass.data.billNo).toMatch(/^CP/);
    expect(Number((await defect(a)).openNum)).toBe(2);
    let qc = await node(d.qcNodeId);
    expect([Number(qc.completedNum), Number(qc.defectiveNum)]).toEqual([23, 6]);
    const moved = await h.db
      .selectFrom('stockMovement')
      .select(['quantity'])
      .where('sourceType', '=', 'FAC_DEFECT_BILL')
      .where('sourceId', '=', pass.data.billId)
      .execute();
    expect(moved.map((m) => Number(m.quantity))).toEqual([3]);

    const scrap = await boss.call('PUT', 'defectived/wasteBatch', { defectivedList: [{ id: a, num: '1' }] });
    expect(scrap.code, scrap.msg).toBe(0);
    qc = await node(d.qcNodeId);
    expect([Number(qc.defectiveNum), Number(qc.wasteNum)]).toEqual([5, 1]);

    const again = await boss.call('PUT', 'defectived/repairBatch', { defectivedList: [{ id: b }] });
    expect(again.code, again.msg).toBe(0);
    expect((await defect(b)).repairCount).toBe(1);

    // 退回返修 takes 完成人员 and 完成日期; each line goes back to its own target (a node, a workbay).
    const back = await boss.call('POST', 'defectived/repairConfirm', {
      dateCompleted: '2026-11-22',
      finishUserId: f.boss.userId,
      defectivedList: [
        { id: b, num: '1', returnNodeId: d.mission.nodeIds[0] },
        { id: a, num: '1', returnUserId: f.boss.userId },
      ],
      remark: '退回返修',
    });
    expect(back.code, back.msg).toBe(0);
    expect(Number((await defect(b)).openNum)).toBe(3);
    const returned = await boss.call('POST', 'defectived/list', { missionId: d.mission.missionId, status: 4 });
    expect(
      returned.data.list
        .map((r: { openNum: string; returnNodeName: string; returnUserName: string }) => [
          Number(r.openNum),
          r.returnNodeName ?? (r.returnUserName ? 'workbay' : null),
        ])
        .sort(),
    ).toEqual([
      [1, 'workbay'],
      [1, '裁剪'],
    ]);
    const backBill = await boss.call('GET', 'bill-repair/details', { id: back.data.billId });
    expect(backBill.data.lines.map((l: { returnNodeName: string | null }) => l.returnNodeName)).toContain('裁剪');
    expect((await boss.call('GET', 'bill-repair/undo', { id: back.data.billId })).code).toBe(0);

    // More than is open: refused naming the line, nothing written.
    const before = await billCount();
    const over = await boss.call('PUT', 'defectived/qualifyBatch', { defectivedList: [{ id: a, num: '2.5' }] });
    expect(over.code).toBe(40001);
    expect(JSON.stringify(over.data)).toContain('defectivedList.0.num');
    expect(await billCount()).toBe(before);
    expect(Number((await defect(a)).openNum)).toBe(1);

    // The defective report cannot be un-reviewed while defect bills stand on it.
    const report = await h.db
      .selectFrom('missionNodeReport')
      .select('id')
      .where('missionNodeId', '=', d.qcNodeId)
      .where('billType', '=', 'FAC_MISSION_DEFECTIVE')
      .executeTakeFirstOrThrow();
    const undoReport = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${report.id}`);
    expect(undoReport.code).toBe(40903);

    // The bills: listed, detailed; 撤销 of an earlier bill refused while a later one acted on the same defect.
    const bills = await boss.call('POST', 'bill-repair/list', { styleNo: '', pageSize: 50 });
    expect(bills.code, bills.msg).toBe(0);
    const mine = bills.data.list.filter((r: { id: string }) => [pass.data.billId, scrap.data.billId].includes(r.id));
    expect(mine.map((r: { action: string }) => r.action).sort()).toEqual(['QUALIFY', 'WASTE']);
    const detail = await boss.call('GET', 'bill-repair/details', { id: pass.data.billId });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.lines[0].defectLabelNames).toEqual(['跳线']);
    expect((await boss.call('GET', 'bill-repair/undo', { id: pass.data.billId })).code).toBe(40902);
    const undoScrap = await boss.call('GET', 'bill-repair/undo', { id: scrap.data.billId });
    expect(undoScrap.code, undoScrap.msg).toBe(0);
    const undoPass = await boss.call('GET', 'bill-repair/undo', { id: pass.data.billId });
    expect(undoPass.code, undoPass.msg).toBe(0);
    expect(Number((await defect(a)).openNum)).toBe(5);
    qc = await node(d.qcNodeId);
    expect([Number(qc.completedNum), Number(qc.defectiveNum), Number(qc.wasteNum)]).toEqual([20, 9, 0]);
    expect((await boss.call('GET', 'bill-repair/undo', { id: pass.data.billId })).code).toBe(40902);
    const undoneList = await boss.call('POST', 'bill-repair/list', { status: 5 });
    expect(undoneList.data.list.map((r: { id: string }) => r.id)).toContain(pass.data.billId);
  });

  it('opens defects when the defective report is reviewed, and its undo takes back those nothing acted on', async () => {
    const d = await makeDefects(h.db, f, boss, ['2', '3']);
    const report = await h.db
      .selectFrom('missionNodeReport')
      .select('id')
      .where('missionNodeId', '=', d.qcNodeId)
      .where('billType', '=', 'FAC_MISSION_DEFECTIVE')
      .executeTakeFirstOrThrow();
    const rows = () => h.db.selectFrom('defect').select('id').where('reportId', '=', report.id).execute();
    expect(await rows()).toHaveLength(2);
    const undo = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${report.id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(await rows()).toHaveLength(0);
    const list = await boss.call('POST', 'defectived/list', { missionId: d.mission.missionId });
    expect(list.data.totalCount).toBe(0);
  });

  it('acts on every open defect of the filter (全选操作) and exports the bills', async () => {
    const d = await makeDefects(h.db, f, boss, ['2', '3', '1']);
    const all = await boss.call('PUT', 'defectived/wasteBatch', {
      selectAllFlag: true,
      query: { missionId: d.mission.missionId },
    });
    expect(all.code, all.msg).toBe(0);
    expect([all.data.count, Number(all.data.totalNum)]).toEqual([3, 6]);
    const left = await boss.call('POST', 'defectived/list', { missionId: d.mission.missionId });
    expect(left.data.totalCount).toBe(0);
    expect(Number((await node(d.qcNodeId)).wasteNum)).toBe(6);
    const empty = await boss.call('PUT', 'defectived/wasteBatch', {
      selectAllFlag: true,
      query: { missionId: d.mission.missionId },
    });
    expect(empty.code).toBe(40001);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/bill-repair/export',
      payload: {},
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses without a session, without the permission, from another factory, and bad input naming the field', async () => {
    const d = await makeDefects(h.db, f, boss, ['4']);
    const id = d.defectIds[0]!;
    expect((await call(h.app, 'POST', 'defectived/list', {})).code).toBe(440);
    expect((await call(h.app, 'PUT', 'defectived/qualifyBatch', { defectivedList: [{ id }] })).code).toBe(440);
    expect((await call(h.app, 'POST', 'bill-repair/list', {})).code).toBe(440);

    expect((await viewer.call('POST', 'defectived/list', {})).code).toBe(0);
    expect((await viewer.call('PUT', 'defectived/wasteBatch', { defectivedList: [{ id }] })).code).toBe(40301);
    expect(
      (
        await viewer.call('POST', 'defectived/repairConfirm', {
          defectivedList: [{ id }],
          returnUserId: f.boss.userId,
          finishUserId: f.boss.userId,
          dateCompleted: '2026-11-22',
        })
      ).code,
    ).toBe(40301);

    const seen = await otherFactory.call('POST', 'defectived/list', { pageSize: 100 });
    expect(seen.code).toBe(0);
    expect(seen.data.list.map((r: { id: string }) => r.id)).not.toContain(id);
    const before = await billCount();
    const foreign = await otherFactory.call('PUT', 'defectived/qualifyBatch', { defectivedList: [{ id }] });
    expect(foreign.code).toBe(40001);
    const foreignAll = await otherFactory.call('PUT', 'defectived/wasteBatch', {
      selectAllFlag: true,
      query: { missionId: d.mission.missionId },
    });
    expect(foreignAll.code).toBe(40001);
    expect((await otherFactory.call('GET', 'bill-repair/details', { id: '1' })).code).not.toBe(0);
    expect(Number((await defect(id)).openNum)).toBe(4);

    const none = await boss.call('PUT', 'defectived/qualifyBatch', {});
    expect(none.code).toBe(40001);
    expect(JSON.stringify(none.data)).toContain('defectivedList');
    const who = { finishUserId: f.boss.userId, dateCompleted: '2026-11-22' };
    const target = await boss.call('POST', 'defectived/repairConfirm', { ...who, defectivedList: [{ id }] });
    expect(target.code).toBe(40001);
    expect(JSON.stringify(target.data)).toContain('defectivedList.0.returnNodeId');
    const negative = await boss.call('PUT', 'defectived/wasteBatch', { defectivedList: [{ id, num: '-1' }] });
    expect(negative.code).toBe(40001);
    const store = await boss.call('PUT', 'defectived/qualifyBatch', { defectivedList: [{ id }], storehouseId: '999999999' });
    expect(store.code).toBe(40001);
    expect(JSON.stringify(store.data)).toContain('storehouseId');
    const otherNode = await boss.call('POST', 'defectived/repairConfirm', {
      ...who,
      defectivedList: [{ id, returnNodeId: '999999999' }],
    });
    expect(JSON.stringify(otherNode.data)).toContain('defectivedList.0.returnNodeId');
    expect(JSON.stringify(otherNode.data)).toContain('returnNodeId');
    expect((await boss.call('POST', 'defectived/list', { status: 7 })).code).toBe(40001);
    expect(await billCount()).toBe(before);
    expect(Number((await defect(id)).openNum)).toBe(4);
  });
});

describe('合格 / 报废 in the node figures (one source: the panel per SKU and the limits see them)', () => {
  it('the QC panel counts passed and scrapped defects per SKU, the downstream node may report them, and 撤销 keeps it whole', async () => {
    const d = await makeDefects(h.db, f, boss, ['5'], undefined, { downstream: true });
    const [id, sku, packNode] = [d.defectIds[0]!, d.goods.skuIds[0]!, d.mission.nodeIds[2]!];
    const pack = (num: string) =>
      boss.call('POST', `fac-mission-prcd-nodes/${packNode}/quantitative`, {
        actionType: 'REPORT',
        dateCompleted: '2026-11-21',
        finishUserId: f.boss.userId,
        skus: [{ goodsSkuId: sku, num }],
      });
    // QC passed 10: the packing node may take 10, not 12.
    expect((await pack('12')).code).toBe(40903);
    const pass = await boss.call('PUT', 'defectived/qualifyBatch', { defectivedList: [{ id, num: '3' }] });
    expect(pass.code, pass.msg).toBe(0);
    const scrap = await boss.call('PUT', 'defectived/wasteBatch', { defectivedList: [{ id, num: '1' }] });
    expect(scrap.code, scrap.msg).toBe(0);
    const panel = await boss.call('GET', `fac-mission-prcd-nodes/${d.qcNodeId}/progress`);
    expect(panel.code, panel.msg).toBe(0);
    const row = panel.data.skus.find((s: { goodsSkuId: string }) => s.goodsSkuId === sku);
    expect([row.completedNum, row.defectiveNum, row.wasteNum].map(Number)).toEqual([13, 1, 1]);
    // The first inspection's 合格率 stays (10 of 15).
    expect(panel.data.header.inspection.passRate).toBe('66.67');
    // The packing node's limit is what QC passed on: now 13.
    const packed = await pack('12');
    expect(packed.code, packed.msg).toBe(0);
    // Taking the 3 passed pieces back would leave the packing node over its limit (10 < 12): refused, nothing moves.
    expect((await boss.call('GET', 'bill-repair/undo', { id: scrap.data.billId })).code).toBe(0);
    const undo = await boss.call('GET', 'bill-repair/undo', { id: pass.data.billId });
    expect(undo.code, undo.msg).toBe(40903);
    expect(Number((await defect(id)).openNum)).toBe(2);
    expect(Number((await node(d.qcNodeId)).completedNum)).toBe(13);
  });
});
