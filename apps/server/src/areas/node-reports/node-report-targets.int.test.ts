import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { setNodeTargets } from '../missions/index.js';
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

describe('node targets follow the reference: 订货数, or 实裁数 where the node says 以实裁数为准', () => {
  it('downstream nodes keep the ordered total whatever the upstream posts; a 以实裁数为准 node follows the cut; the limit stays the upstream’s', async () => {
    const m = await makeMission(h.db, f, goods, {
      nodes: [
        { typeCode: 'actual_cutting' },
        { typeCode: 'quantitative', upstream: 0 },
        { typeCode: 'quantitative', upstream: 1 },
        { typeCode: 'quantitative', doac: true },
      ],
    });
    const [cut, sew, press, byCut] = m.nodeIds as [string, string, string, string];
    expect(await targets([cut, sew, press, byCut])).toEqual([300, 300, 300, 0]);

    const r1 = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${cut}/actual-cutting`,
      base({ lathe: '1', skus: skus(['50', '40', '29']) }),
    );
    expect(r1.code, r1.msg).toBe(0);
    expect(await targets([cut, sew, press, byCut])).toEqual([300, 300, 300, 119]);
    const cutPanel = await boss.call('GET', `fac-mission-prcd-nodes/${byCut}/progress`);
    expect(cutPanel.data.header).toMatchObject({ targetBasis: 'actualCut', targetNum: '119', orderedNum: '300' });
    expect(cutPanel.data.skus[0]).toMatchObject({ targetNum: '50', orderedNum: '100', allowanceNum: '50' });

    const r2 = await boss.call('POST', `fac-mission-prcd-nodes/${sew}/quantitative`, base({ skus: skus(['20', '10.5', '1']) }));
    expect(r2.code, r2.msg).toBe(0);
    expect(await targets([sew, press, byCut])).toEqual([300, 300, 119]);
    // The panel: target 300 (订货数); the limit is 车缝's passed 31.5 (10.5 on the second SKU), so 11 is refused.
    const panel = await boss.call('GET', `fac-mission-prcd-nodes/${press}/progress`);
    expect(panel.data.header).toMatchObject({
      targetBasis: 'ordered',
      targetNum: '300',
      limitBasis: 'upstream',
      limitNum: '31.5',
    });
    expect(panel.data.skus[1]).toMatchObject({ targetNum: '100', remainingNum: '100', allowanceNum: '10.5' });
    const over = await boss.call('POST', `fac-mission-prcd-nodes/${press}/quantitative`, base({ skus: skus(['1', '11', '1']) }));
    expect(over.code).toBe(40903);
    expect(over.data.errors[0].field).toBe('skus.1.num');

    // A quantity edit rewrites the targets: the ordered total, the actual cut where the node follows it.
    await h.db.transaction().execute((trx) => setNodeTargets(trx, f, m.missionId, '310'));
    expect(await targets([cut, sew, press, byCut])).toEqual([310, 310, 310, 119]);

    const undoSew = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${r2.data.billIds[0]}`);
    expect(undoSew.code, undoSew.msg).toBe(0);
    const undoCut = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${r1.data.billIds[0]}`);
    expect(undoCut.code, undoCut.msg).toBe(0);
    expect(await targets([cut, sew, press, byCut])).toEqual([310, 310, 310, 0]);
  });
});
