import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeGoods, makeMission, type GoodsFixture } from './node-report.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let goods: GoodsFixture;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'report targets');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  goods = await makeGoods(h.db, f, 3);
});
afterAll(() => h.close());

const base = (extra: Record<string, unknown>) => ({
  actionType: 'REPORT',
  dateCompleted: '2026-11-20',
  finishUserId: f.boss.userId,
  ...extra,
});
const skus = (nums: string[]) => nums.map((num, i) => ({ goodsSkuId: goods.skuIds[i], num }));
/** The stored targets (what the mission card and table show) of the nodes, in order. */
const targets = async (ids: string[]) => {
  const rows = await h.db.selectFrom('missionNode').select(['id', 'targetNum']).where('id', 'in', ids).execute();
  return ids.map((id) => Number(rows.find((r) => r.id === id)!.targetNum));
};

describe('stored node targets follow the reviewed figures', () => {
  it('a downstream node takes its upstream node’s passed quantity, a 以实裁数为准 node the actual cut; undo moves them back', async () => {
    const m = await makeMission(h.db, f, goods, {
      nodes: [
        { typeCode: 'actual_cutting' },
        { typeCode: 'quantitative', upstream: 0 },
        { typeCode: 'quantitative', upstream: 1 },
        { typeCode: 'quantitative', doac: true },
      ],
    });
    const [cut, sew, press, byCut] = m.nodeIds as [string, string, string, string];
    const r1 = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${cut}/actual-cutting`,
      base({ lathe: '1', skus: skus(['50', '40', '29']) }),
    );
    expect(r1.code, r1.msg).toBe(0);
    expect(await targets([sew, byCut])).toEqual([119, 119]);

    const r2 = await boss.call('POST', `fac-mission-prcd-nodes/${sew}/quantitative`, base({ skus: skus(['20', '10.5', '1']) }));
    expect(r2.code, r2.msg).toBe(0);
    expect(await targets([sew, press, byCut])).toEqual([119, 31.5, 119]);
    // The panel says the same.
    const panel = await boss.call('GET', `fac-mission-prcd-nodes/${press}/progress`);
    expect(Number(panel.data.header.targetNum)).toBe(31.5);

    const undo = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${r2.data.billIds[0]}`);
    expect(undo.code, undo.msg).toBe(0);
    expect((await targets([press]))[0]).toBe(0);
  });
});
