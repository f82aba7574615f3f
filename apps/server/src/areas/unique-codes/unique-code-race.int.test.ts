import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeWymWorld, type WymWorld } from './unique-code.fixture.js';

// A code is counted once at a node: its row is locked for update before its live reports are read and the report is
// posted. Overlapping transactions need PostgreSQL (node scripts/with-postgres.mjs ...); on PGlite the same requests
// run one after another and the answer is the same.

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let w: WymWorld;
let codeId: string;
let codeIds: string[];

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'wym-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  w = await makeWymWorld(h.db, f);
  const c = { lathe: '1', skus: [{ goodsSkuId: w.skus[0], num: 2 }] };
  const p = (await boss.call('POST', 'fac-mission-prcd-nodes/previewWYM', { missionNodeId: w.cutNodeId, ...c })).data;
  const saved = await boss.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-wym`, {
    ...c,
    firstWym: p.firstWym,
    previewToken: p.previewToken,
    dateCompleted: '2026-11-25',
    finishUserId: boss.userId,
  });
  expect(saved.code, saved.msg).toBe(0);
  const list = (await boss.call('POST', 'fac-mission-prcd-nodes/WYMStatus', { missionNodeId: w.cutNodeId })).data.list;
  codeIds = list.map((r: { id: string }) => r.id);
  codeId = codeIds[0]!;
}, 60_000);
afterAll(() => h.close());

const sewCompleted = async () =>
  Number(
    (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', w.sewNodeId).executeTakeFirstOrThrow())
      .completedNum,
  );

describe('parallel reports of one code at one node', () => {
  it('two parallel reports of the same code count once; the other is refused', async () => {
    const report = () =>
      boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}/${codeId}`, { missionNodeId: w.cutNodeId });
    const answers = await Promise.all([report(), report()]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 40902)).toBe(true);
    expect(await sewCompleted()).toBe(1);
  });

  it('ten parallel reports and undos of it leave the node agreeing with the code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        boss.call('POST', `fac-mission-prcd-node-reports/${i % 2 ? 'manual' : 'canceled'}/${w.sewNodeId}/${codeId}`, {
          missionNodeId: w.cutNodeId,
        }),
      ),
    );
    expect(answers.every((a) => a.code === 0 || a.code === 40902)).toBe(true);
    const row = (await boss.call('POST', 'fac-mission-prcd-nodes/WYMStatus', { missionNodeId: w.cutNodeId })).data.list[0];
    expect(await sewCompleted()).toBe(row.statuses[w.sewNodeId] === 2 ? 1 : 0);
  });

  it('two codes of one bill undone in parallel: each drops its own piece, both end unreported with an UNDO each', async () => {
    await boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
      wymIds: codeIds,
    });
    const both = await boss.call('POST', `fac-mission-prcd-node-reports/manual/${w.sewNodeId}`, {
      missionNodeId: w.cutNodeId,
      wymIds: codeIds,
    });
    expect(both.code, both.msg).toBe(0);
    expect(both.data.billNos).toHaveLength(1);
    expect(await sewCompleted()).toBe(2);
    const answers = await Promise.all(
      codeIds.map((id) =>
        boss.call('POST', `fac-mission-prcd-node-reports/canceled/${w.sewNodeId}/${id}`, { missionNodeId: w.cutNodeId }),
      ),
    );
    expect(answers.map((a) => [a.code, a.data?.count])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(await sewCompleted()).toBe(0);
    const rows = (await boss.call('POST', 'fac-mission-prcd-nodes/WYMStatus', { missionNodeId: w.cutNodeId })).data.list;
    expect(rows.map((r: { statuses: Record<string, number> }) => r.statuses[w.sewNodeId])).toEqual([0, 0]);
    // The movement ledger agrees: per code, as many UNDO as REPORT movements at the node.
    const moves = await h.db
      .selectFrom('uniqueCodeMovement')
      .select(['uniqueCodeId', 'kind'])
      .where('missionNodeId', '=', w.sewNodeId)
      .execute();
    for (const id of codeIds) {
      const of = (k: string) => moves.filter((m) => m.uniqueCodeId === id && m.kind === k).length;
      expect(of('UNDO')).toBe(of('REPORT'));
    }
  });

  it('ten parallel QC reports of one code (qualified, defective, waste, manual) count once at the QC node', async () => {
    const [label] = await h.db
      .insertInto('defectiveLabel')
      .values({ unitId: f.unitId, name: `race${Date.now() % 100000}` })
      .returning('id')
      .execute();
    const qcFigures = async () => {
      const n = await h.db
        .selectFrom('missionNode')
        .select(['completedNum', 'defectiveNum', 'wasteNum'])
        .where('id', '=', w.qcNodeId)
        .executeTakeFirstOrThrow();
      return Number(n.completedNum) + Number(n.defectiveNum) + Number(n.wasteNum);
    };
    const url = (kind: string) => `fac-mission-prcd-node-reports/${kind}/${w.qcNodeId}/${codeId}`;
    const qualified = await Promise.all(Array.from({ length: 10 }, () => boss.call('POST', url('qualified'), {})));
    expect(qualified.filter((a) => a.code === 0)).toHaveLength(1);
    expect(qualified.filter((a) => a.code !== 0).every((a) => a.code === 40902)).toBe(true);
    expect(await qcFigures()).toBe(1);
    const other = codeIds[1]!;
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const kind = ['qualified', 'defectived', 'wasted', 'manual'][i % 4]!;
        return boss.call('POST', `fac-mission-prcd-node-reports/${kind}/${w.qcNodeId}/${other}`, {
          missionNodeId: w.cutNodeId,
          defectiveLabelIds: [label!.id],
        });
      }),
    );
    expect(mixed.filter((a) => a.code === 0)).toHaveLength(1);
    expect(await qcFigures()).toBe(2);
  });
});
