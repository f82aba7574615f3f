import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFactory,
  signIn,
  startHarness,
  type Answer,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeGoods, makeMission } from './node-report.fixture.js';

// Issue 11 "must show": the node's limit is re-checked on the locked node where a report takes effect, so parallel
// reports never pass it together. Overlapping transactions need PostgreSQL (node scripts/with-postgres.mjs ...);
// on PGlite the same requests run one after another and the answer is the same.

let h: Harness;
let f: FactoryFixture;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'report-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
});
afterAll(() => h.close());

const report = (nodeId: string, goodsSkuId: string, num: string) =>
  boss.call('POST', `fac-mission-prcd-nodes/${nodeId}/quantitative`, {
    actionType: 'REPORT',
    dateCompleted: '2026-11-25',
    finishUserId: f.boss.userId,
    skus: [{ goodsSkuId, num }],
  });

const codes = (answers: Answer[]) => answers.map((a) => a.code);

describe('20 parallel reports of 10 on a node whose remaining allowance is 100', () => {
  it('exactly 10 pass, the others are refused naming the SKU and its limit; the node ends at 100', async () => {
    const goods = await makeGoods(h.db, f, 1);
    const m = await makeMission(h.db, f, goods, { num: '100', nodes: [{ typeCode: 'quantitative' }] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(m.nodeIds[0]!, goods.skuIds[0]!, '10')));
    const passed = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(passed, codes(answers).join(',')).toHaveLength(10);
    for (const r of refused) {
      expect(r.code, r.msg).toBe(40903);
      expect(r.status).toBe(409);
      expect(r.msg).toContain('最多 100');
      expect(r.data.errors[0].field).toBe('skus.0.num');
    }
    const node = await h.db
      .selectFrom('missionNode')
      .select('completedNum')
      .where('id', '=', m.nodeIds[0]!)
      .executeTakeFirstOrThrow();
    expect(Number(node.completedNum)).toBe(100);
    const bills = await h.db
      .selectFrom('missionNodeReport')
      .select('status')
      .where('missionNodeId', '=', m.nodeIds[0]!)
      .execute();
    // a refused report writes nothing: only the ten reviewed bills exist
    expect(bills.map((b) => b.status)).toEqual(Array(10).fill(2));
  });

  it('a downstream node racing its upstream node being un-reviewed: never over the upstream figure', async () => {
    const goods = await makeGoods(h.db, f, 1);
    const m = await makeMission(h.db, f, goods, {
      num: '100',
      nodes: [{ typeCode: 'quantitative' }, { typeCode: 'quantitative', upstream: 0 }],
    });
    const up = await Promise.all(Array.from({ length: 5 }, () => report(m.nodeIds[0]!, goods.skuIds[0]!, '20')));
    expect(codes(up)).toEqual(Array(5).fill(0));
    // downstream reports race the undo of upstream bills: whatever the order, downstream ≤ upstream at the end
    const undo = (id: string) => boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${id}`);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => report(m.nodeIds[1]!, goods.skuIds[0]!, '15')),
      ...up.slice(0, 3).map((u) => undo(u.data.billIds[0] as string)),
    ]);
    for (const a of answers) expect([0, 40902, 40903], a.msg).toContain(a.code);
    const nodes = await h.db
      .selectFrom('missionNode')
      .select(['id', 'completedNum'])
      .where('missionId', '=', m.missionId)
      .orderBy('sort')
      .execute();
    expect(Number(nodes[1]!.completedNum)).toBeLessThanOrEqual(Number(nodes[0]!.completedNum));
  });
});
