import { DefectPermission } from '@gf/contracts';
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
import { makeBundles } from './defect.fixture.js';

// Batch QC per bundle (batchReport/quality-checking-report), getDefectives and getLathe.

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let viewer: Client;
let otherFactory: Client;
let labelId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'quality-batch');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, [DefectPermission.view]);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'quality-batch B');
  otherFactory = await signIn(h.app, f.boss.loginName, f.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  const label = await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '断线' });
  expect(label.code, label.msg).toBe(0);
  labelId = label.data.id as string;
});
afterAll(() => h.close());

const reportCount = async () => (await h.db.selectFrom('missionNodeReport').select('id').execute()).length;
const head = { dateCompleted: '2026-11-21', finishUserId: '' };

describe('batch QC per bundle', () => {
  it('inspects many bundles at once as the node’s quality report; defects keep their bundle and lay', async () => {
    const b = await makeBundles(h.db, f, boss);
    expect(b.bundles.map((x) => Number(x.remainingNum))).toEqual([10, 10]);
    const [one, two] = b.bundles as [(typeof b.bundles)[0], (typeof b.bundles)[0]];
    const res = await boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
      ...head,
      finishUserId: f.boss.userId,
      missionNodeId: b.qcNodeId,
      bundles: [
        { ligationId: one.ligationId, qualified: '8', defective: '2', defectLabelIds: [labelId] },
        { ligationId: two.ligationId, qualified: '9', waste: '1', reason: '污渍' },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    expect([res.data.billIds.length, res.data.status, res.data.bundleCount]).toEqual([3, 2, 2]);
    const node = await h.db.selectFrom('missionNode').selectAll().where('id', '=', b.qcNodeId).executeTakeFirstOrThrow();
    expect([node.completedNum, node.defectiveNum, node.wasteNum].map(Number)).toEqual([17, 2, 1]);
    const after = await boss.call('GET', 'fac-mission-prcd-nodes/batchReport/bundles', { missionNodeId: b.qcNodeId });
    expect(after.data.map((x: { remainingNum: string }) => Number(x.remainingNum))).toEqual([0, 0]);

    const defects = await boss.call('POST', 'fac-mission-prcd-node-reports/getDefectives', {
      missionNodeId: b.qcNodeId,
      lathes: ['1'],
      defectiveLabelIds: [labelId],
    });
    expect(defects.code, defects.msg).toBe(0);
    expect(defects.data.list.map((d: { ticketNo: string; openNum: string }) => [d.ticketNo, Number(d.openNum)])).toEqual([
      [one.ticketNo, 2],
    ]);
    const byBundle = await boss.call('POST', 'fac-mission-prcd-node-reports/getDefectives', {
      missionNodeId: b.qcNodeId,
      ligationIds: [two.ligationId],
    });
    expect(byBundle.data.totalCount).toBe(0);
    const lathes = await boss.call('GET', 'fac-mission-prcd-node-reports/getLathe', { missionNodeId: b.qcNodeId });
    expect(lathes.code, lathes.msg).toBe(0);
    expect(lathes.data).toEqual([{ value: '1', label: '1' }]);

    // Each bundle's inspection is a QC movement in its history (one per report bill), at the QC node; undoing the
    // waste bill strikes the second bundle's waste movement only.
    const history = async (ticket: string) =>
      (await boss.call('GET', `scanning/bundles/${ticket}/history`)).data as {
        locationNodeName: string;
        movements: { kind: string; num: string; isUndone: boolean; reportBillNo: string | null }[];
      };
    const qcOf = async (ticket: string) =>
      (await history(ticket)).movements.filter((m) => m.kind === 'QC').map((m) => [Number(m.num), m.isUndone]);
    expect(await qcOf(one.ticketNo)).toEqual([
      [8, false],
      [2, false],
    ]);
    expect(await qcOf(two.ticketNo)).toEqual([
      [9, false],
      [1, false],
    ]);
    expect((await history(one.ticketNo)).locationNodeName).toBe(node.name);
    const undone = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${res.data.billIds[2]}`);
    expect(undone.code, undone.msg).toBe(0);
    expect(await qcOf(two.ticketNo)).toEqual([
      [9, false],
      [1, true],
    ]);
    const redo = await boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
      ...head,
      finishUserId: f.boss.userId,
      missionNodeId: b.qcNodeId,
      bundles: [{ ligationId: two.ligationId, waste: '1', reason: '污渍' }],
    });
    expect(redo.code, redo.msg).toBe(0);

    // Beyond the bundle's pieces: refused naming the row, nothing written.
    const before = await reportCount();
    const over = await boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
      ...head,
      finishUserId: f.boss.userId,
      missionNodeId: b.qcNodeId,
      bundles: [{ ligationId: one.ligationId, qualified: '1' }],
    });
    expect(over.code).toBe(40001);
    expect(JSON.stringify(over.data)).toContain('bundles.0.qualified');
    expect(await reportCount()).toBe(before);
  });

  it('counts a bundle once at the QC node, by a scan or by batch QC, never both', async () => {
    const b = await makeBundles(h.db, f, boss);
    const [one, two] = b.bundles as [(typeof b.bundles)[0], (typeof b.bundles)[0]];
    const scan = (ticket: string) =>
      boss.call('POST', `fac-mission-prcd-node-reports/barcode/${ticket}`, { missionNodeId: b.qcNodeId });
    const qc = (ligationId: string, qualified: string) =>
      boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
        ...head,
        finishUserId: f.boss.userId,
        missionNodeId: b.qcNodeId,
        bundles: [{ ligationId, qualified }],
      });
    const scanned = await scan(one.ticketNo);
    expect(scanned.code, scanned.msg).toBe(0);
    const afterScan = await qc(one.ligationId, '1');
    expect(afterScan.code).toBe(40001);
    expect(afterScan.data.errors[0].field).toBe('bundles.0.qualified');
    expect((await qc(two.ligationId, '4')).code).toBe(0);
    const afterQc = await scan(two.ticketNo);
    expect(afterQc.code).toBe(40901);
    expect(afterQc.msg).toContain('质检 4 件');
    const node = await h.db.selectFrom('missionNode').selectAll().where('id', '=', b.qcNodeId).executeTakeFirstOrThrow();
    expect(Number(node.completedNum)).toBe(14);
    const listed = await boss.call('GET', 'fac-mission-prcd-nodes/batchReport/bundles', { missionNodeId: b.qcNodeId });
    expect(listed.data.map((r: { remainingNum: string }) => Number(r.remainingNum))).toEqual([0, 6]);
  });

  it('refuses without a session, without the permission, from another factory, and bad input naming the field', async () => {
    const b = await makeBundles(h.db, f, boss, 1);
    const body = {
      ...head,
      finishUserId: f.boss.userId,
      missionNodeId: b.qcNodeId,
      bundles: [{ ligationId: b.bundles[0]!.ligationId, qualified: '1' }],
    };
    const url = 'fac-mission-prcd-nodes/batchReport/quality-checking-report';
    const before = await reportCount();
    expect((await call(h.app, 'POST', url, body)).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac-mission-prcd-node-reports/getDefectives', { missionNodeId: b.qcNodeId })).code).toBe(
      440,
    );
    expect((await call(h.app, 'GET', 'fac-mission-prcd-node-reports/getLathe', { missionNodeId: b.qcNodeId })).code).toBe(440);
    expect((await viewer.call('POST', url, body)).code).toBe(40301);
    expect((await viewer.call('GET', 'fac-mission-prcd-nodes/batchReport/bundles', { missionNodeId: b.qcNodeId })).code).toBe(
      40301,
    );
    expect((await viewer.call('GET', 'fac-mission-prcd-node-reports/getLathe', { missionNodeId: b.qcNodeId })).code).toBe(40301);
    expect((await otherFactory.call('POST', url, body)).code).not.toBe(0);
    expect(
      (await otherFactory.call('GET', 'fac-mission-prcd-node-reports/getLathe', { missionNodeId: b.qcNodeId })).code,
    ).not.toBe(0);
    const other = await otherFactory.call('POST', 'fac-mission-prcd-node-reports/getDefectives', { missionNodeId: b.qcNodeId });
    expect(other.code).not.toBe(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, bundles: [] }, 'bundles'],
      [{ ...body, bundles: [{ ligationId: b.bundles[0]!.ligationId }] }, 'bundles.0.qualified'],
      [{ ...body, bundles: [{ ligationId: b.bundles[0]!.ligationId, defective: '1' }] }, 'bundles.0.defectLabelIds'],
      [{ ...body, bundles: [{ ligationId: b.bundles[0]!.ligationId, qualified: 'abc' }] }, 'bundles.0.qualified'],
      [{ ...body, bundles: [{ ligationId: '999999999', qualified: '1' }] }, 'bundles.0.ligationId'],
      [{ ...body, missionNodeId: b.mission.nodeIds[0] }, 'missionNodeId'],
      [{ ...body, finishUserId: undefined }, 'finishUserId'],
    ];
    for (const [bad, field] of cases) {
      const r = await boss.call('POST', url, bad);
      expect(r.code, field).toBe(40001);
      expect(JSON.stringify(r.data), field).toContain(field);
    }
    expect(await reportCount()).toBe(before);
  });
});
