import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeBundles, makeDefects } from './defect.fixture.js';

// Issue 12 part 6: a defect's open quantity is checked on its locked row, so parallel passes never take it below 0.
// Overlapping transactions need PostgreSQL (node scripts/with-postgres.mjs ...); on PGlite they run one after another
// and the answer is the same.

let h: Harness;
let f: FactoryFixture;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'defect-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
});
afterAll(() => h.close());

describe('20 parallel passes (合格) of 1 piece on a defect of 10', () => {
  it('exactly 10 succeed, the others are refused naming the quantity; the defect ends at 0 and the node moved by 10', async () => {
    const d = await makeDefects(h.db, f, boss, ['10']);
    const id = d.defectIds[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => boss.call('PUT', 'defectived/qualifyBatch', { defectivedList: [{ id, num: '1' }] })),
    );
    const ok = answers.filter((a) => a.code === 0);
    expect(ok.length).toBe(10);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code, a.msg).toBe(40001);
    const defect = await h.db.selectFrom('defect').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(defect.openNum)).toBe(0);
    const lines = await h.db.selectFrom('defectBillLine').select('num').where('defectId', '=', id).execute();
    expect(lines.reduce((t, l) => t + Number(l.num), 0)).toBe(10);
    const qc = await h.db.selectFrom('missionNode').selectAll().where('id', '=', d.qcNodeId).executeTakeFirstOrThrow();
    expect([Number(qc.completedNum), Number(qc.defectiveNum)]).toEqual([20, 0]);
  });
});

describe('10 parallel batch QC reports of one bundle of 10 (6 qualified each)', () => {
  it('exactly one succeeds (the bundle’s inspected pieces are checked on its locked row), the others refused', async () => {
    const b = await makeBundles(h.db, f, boss, 1);
    const bundle = b.bundles[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
          missionNodeId: b.qcNodeId,
          dateCompleted: '2026-11-21',
          finishUserId: f.boss.userId,
          bundles: [{ ligationId: bundle.ligationId, qualified: '6' }],
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code, a.msg).toBe(40001);
    const lines = await h.db.selectFrom('qualityBundleLine').select('num').where('bundleId', '=', bundle.ligationId).execute();
    expect(lines.map((l) => Number(l.num))).toEqual([6]);
    const qc = await h.db.selectFrom('missionNode').selectAll().where('id', '=', b.qcNodeId).executeTakeFirstOrThrow();
    expect(Number(qc.completedNum)).toBe(6);
  });
});

describe('5 scans and 5 batch QC reports of one bundle of 10 at one QC node, all at once', () => {
  it('exactly one counts it (a scan and batch QC take the node lock and read one record of what was inspected)', async () => {
    const b = await makeBundles(h.db, f, boss, 1);
    const bundle = b.bundles[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? boss.call('POST', `fac-mission-prcd-node-reports/barcode/${bundle.ticketNo}`, { missionNodeId: b.qcNodeId })
          : boss.call('POST', 'fac-mission-prcd-nodes/batchReport/quality-checking-report', {
              missionNodeId: b.qcNodeId,
              dateCompleted: '2026-11-21',
              finishUserId: f.boss.userId,
              bundles: [{ ligationId: bundle.ligationId, qualified: '10' }],
            }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect([40001, 40901], a.msg).toContain(a.code);
    const lines = await h.db.selectFrom('qualityBundleLine').select('num').where('bundleId', '=', bundle.ligationId).execute();
    expect(lines.map((l) => Number(l.num))).toEqual([10]);
    const qc = await h.db.selectFrom('missionNode').selectAll().where('id', '=', b.qcNodeId).executeTakeFirstOrThrow();
    expect(Number(qc.completedNum)).toBe(10);
  });
});
