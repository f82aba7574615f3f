import { NodeReportPermission as P, type NodeProgress } from '@gf/contracts';
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
import { makeGoods, makeMission, makeOutsideFactory, type GoodsFixture } from './node-report.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let powerless: Client;
let otherFactory: Client;
let goods: GoodsFixture;
let storehouseId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'reports');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, [P.view]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'reports B');
  otherFactory = await signIn(h.app, f.boss.loginName, f.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  goods = await makeGoods(h.db, f, 3);
  storehouseId = await makeStorehouse(boss, true);
});
afterAll(() => h.close());

const base = (extra: Record<string, unknown> = {}) => ({
  actionType: 'REPORT',
  dateCompleted: '2026-11-20',
  finishUserId: f.boss.userId,
  ...extra,
});
const skus = (nums: string[]) => nums.map((num, i) => ({ goodsSkuId: goods.skuIds[i], num }));
const node = (id: string) => h.db.selectFrom('missionNode').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reportCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('missionNodeReport')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('quantitative report (direct mode)', () => {
  it('posts at once, rolls the node up and starts the mission; refuses over the upstream node naming the SKU', async () => {
    const m = await makeMission(h.db, f, goods, {
      nodes: [{ typeCode: 'actual_cutting' }, { typeCode: 'quantitative', upstream: 0, excessPercent: '10' }],
    });
    const cut = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[0]}/actual-cutting`,
      base({ lathe: '1', skus: skus(['50', '40', '30']) }),
    );
    expect(cut.code, cut.msg).toBe(0);
    expect(cut.data.status).toBe(2);
    const mission = await h.db.selectFrom('mission').selectAll().where('id', '=', m.missionId).executeTakeFirstOrThrow();
    expect(Number(mission.actualCutNum)).toBe(120);
    expect(mission.status).toBe(1);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(120);

    const dup = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[0]}/actual-cutting`,
      base({ lathe: '1', skus: skus(['1', '0.5', '1']) }),
    );
    expect(dup.code).toBe(40901);

    // upstream 50 + 10 % = 55 on the first SKU
    const over = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[1]}/quantitative`,
      base({ skus: skus(['56', '1', '1']) }),
    );
    expect(over.code).toBe(40903);
    expect(over.data.errors[0].field).toBe('skus.0.num');
    expect(over.msg).toContain('55');
    const ok = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[1]}/quantitative`,
      base({ skus: skus(['55', '1', '1']) }),
    );
    expect(ok.code, ok.msg).toBe(0);

    const progress = await boss.call('GET', `fac-mission-prcd-nodes/${m.nodeIds[1]}/progress`);
    expect(progress.code, progress.msg).toBe(0);
    // The target is the ordered 100 per SKU (reference 03 §4); the limit is the cut 50 / 40 / 30 + 10 %.
    expect(progress.data.header).toMatchObject({
      targetBasis: 'ordered',
      targetNum: '300',
      limitBasis: 'upstream',
      limitNum: '120',
    });
    expect(progress.data.skus[0]).toMatchObject({ targetNum: '100', completedNum: '55', remainingNum: '45', allowanceNum: '0' });
    expect(progress.data.skus[1]).toMatchObject({ targetNum: '100', completedNum: '1', allowanceNum: '43' });

    // un-reviewing the cut below what sewing reported is refused
    const list = await boss.call('PUT', 'fac-mission-prcd-node-reports/bills', { missionPrcdNodeId: m.nodeIds[0] });
    const undo = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${list.data.list[0].id}`);
    expect(undo.code).toBe(40902);
    expect(undo.msg).toContain('下游');
  });

  it('a draft writes a bill without effects; PUT with billId re-edits and submits it; undo voids and reverses', async () => {
    const m = await makeMission(h.db, f, goods, { nodes: [{ typeCode: 'quantitative' }] });
    const url = `fac-mission-prcd-nodes/${m.nodeIds[0]}/quantitative`;
    const draft = await boss.call('POST', url, base({ actionType: 'DRAFT', skus: skus(['5', '5', '5']) }));
    expect(draft.code, draft.msg).toBe(0);
    expect(draft.data.status).toBe(0);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(0);
    const put = await boss.call('PUT', url, base({ billId: draft.data.billIds[0], skus: skus(['7', '0.5', '1']) }));
    expect(put.code, put.msg).toBe(0);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(8.5);
    const undo = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${draft.data.billIds[0]}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(undo.data.status).toBe(5);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(0);
  });
});

describe('tail-in, tail-out and outside settlement', () => {
  it('puts goods into stock, ships them, records the factory payable, and reverses it all', async () => {
    const factoryId = await makeOutsideFactory(h.db, f);
    const m = await makeMission(h.db, f, goods, {
      nodes: [
        { typeCode: 'quantitative', outsideSettlement: true, outside: [{ factoryId, unitPrice: '2.5' }] },
        { typeCode: 'tail_in_store', upstream: 0 },
        { typeCode: 'tail_out_store', upstream: 1, isShipment: true },
      ],
    });
    const sew = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[0]}/quantitative`,
      base({ outsideFactoryId: factoryId, skus: skus(['10', '10', '10']) }),
    );
    expect(sew.code, sew.msg).toBe(0);
    const payable = await h.db
      .selectFrom('partnerAmount')
      .select(['amount'])
      .where('sourceId', '=', sew.data.billIds[0])
      .execute();
    expect(payable.map((p) => p.amount)).toEqual(['75.00']);
    const tin = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[1]}/tail-in-store`,
      base({ storehouseId, skus: skus(['10', '10', '4']) }),
    );
    expect(tin.code, tin.msg).toBe(0);
    const out = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[2]}/tail-out-store`,
      base({ storehouseId, customerId: goods.customerId, skus: skus(['6', '1', '1']) }),
    );
    expect(out.code, out.msg).toBe(0);
    const stock = await h.db
      .selectFrom('stockItem')
      .select(['skuId', 'quantity'])
      .where('storehouseId', '=', storehouseId)
      .orderBy('skuId')
      .execute();
    expect(stock.map((s) => Number(s.quantity))).toEqual([4, 9, 3]);
    const mission = await h.db.selectFrom('mission').select('shippedNum').where('id', '=', m.missionId).executeTakeFirstOrThrow();
    expect(Number(mission.shippedNum)).toBe(8);
    // a shipment from a storehouse without that stock (negative stock forbidden) is refused, nothing written
    const before = await reportCount();
    const empty = await makeStorehouse(boss, true);
    const tooMuch = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[2]}/tail-out-store`,
      base({ storehouseId: empty, customerId: goods.customerId, skus: skus(['1']) }),
    );
    expect(tooMuch.code).toBe(40904);
    expect(await reportCount()).toBe(before);
    // undo the sewing report: refused while the tail-in node relies on it; undo the shipment: stock back
    expect((await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${out.data.billIds[0]}`)).code).toBe(0);
    const after = await h.db
      .selectFrom('stockItem')
      .select(['quantity'])
      .where('storehouseId', '=', storehouseId)
      .orderBy('skuId')
      .execute();
    expect(after.map((s) => Number(s.quantity))).toEqual([10, 10, 4]);
    expect(
      Number(
        (await h.db.selectFrom('mission').select('shippedNum').where('id', '=', m.missionId).executeTakeFirstOrThrow())
          .shippedNum,
      ),
    ).toBe(0);
  });
});

describe('quality and sampling', () => {
  it('a quality report writes one bill per block; sampling rows count produced as completed', async () => {
    const m = await makeMission(h.db, f, goods, {
      nodes: [{ typeCode: 'quality_checking' }, { typeCode: 'select_check_quantity' }],
    });
    const qc = await boss.call(
      'PUT',
      `fac-mission-prcd-nodes/${m.nodeIds[0]}/quality-checking-report`,
      base({
        qualifieds: skus(['89', '10']),
        defectiveds: [{ goodsSkuId: goods.skuIds[0], num: '8', defectLabelIds: [] }],
        wasteds: [{ goodsSkuId: goods.skuIds[0], num: '3', reason: '破洞' }],
      }),
    );
    expect(qc.code, qc.msg).toBe(0);
    expect(qc.data.billIds).toHaveLength(3);
    const n = await node(m.nodeIds[0]!);
    expect([n.completedNum, n.defectiveNum, n.wasteNum].map(Number)).toEqual([99, 8, 3]);
    // 89 + 8 + 3 = 100 checked of 100 ordered on the first SKU: one more defective is over
    const over = await boss.call(
      'PUT',
      `fac-mission-prcd-nodes/${m.nodeIds[0]}/quality-checking-report`,
      base({ defectiveds: [{ goodsSkuId: goods.skuIds[0], num: '0.5', defectLabelIds: [] }] }),
    );
    expect(over.code).toBe(40903);
    const sampling = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[1]}/select_check_quantity`,
      base({ rows: [{ goodsSkuId: goods.skuIds[0], produced: 40, sampled: 10, passed: 8, defective: 1, waste: 1 }] }),
    );
    expect(sampling.code, sampling.msg).toBe(0);
    const s = await node(m.nodeIds[1]!);
    expect([s.completedNum, s.defectiveNum, s.wasteNum].map(Number)).toEqual([40, 1, 1]);
    // 合格率 on the panel: qualified ÷ (qualified + defective + waste), 2 places.
    const inspection = async (id: string) =>
      ((await boss.call('GET', `fac-mission-prcd-nodes/${id}/progress`)).data as NodeProgress).header.inspection;
    const qcRate = await inspection(m.nodeIds[0]!);
    expect([qcRate?.qualified, qcRate?.defective, qcRate?.waste].map(Number)).toEqual([99, 8, 3]);
    expect(qcRate?.passRate).toBe('90.00');
    expect((await inspection(m.nodeIds[1]!))?.passRate).toBe('80.00');
    const bad = await boss.call(
      'POST',
      `fac-mission-prcd-nodes/${m.nodeIds[1]}/select_check_quantity`,
      base({ rows: [{ produced: 1, sampled: 2, passed: 0, defective: 0, waste: 0 }] }),
    );
    expect(bad.code).toBe(40001);
    expect(bad.msg).toContain('抽检');
  });
});

describe('review mode, list and access', () => {
  it('with review the bill waits; the list filters and offers the actions; approval posts', async () => {
    await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'FAC_MISSION_COMPLETE',
      isUse: true,
      steps: [{ mode: 'ANY', userIds: [f.boss.userId], roleIds: [] }],
    });
    const m = await makeMission(h.db, f, goods, { needsReview: true, nodes: [{ typeCode: 'total' }] });
    const res = await boss.call('POST', `fac-mission-prcd-nodes/${m.nodeIds[0]}/total`, base({ quantity: '12' }));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.status).toBe(1);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(0);
    const list = await boss.call('PUT', 'fac-mission-prcd-node-reports/bills', {
      missionId: m.missionId,
      statuses: ['AUDITING'],
      billTypes: ['FAC_MISSION_COMPLETE'],
    });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0].actions).toEqual(expect.arrayContaining(['approve', 'reject', 'undoSubmit']));
    const pass = await boss.call('POST', 'uflo/FAC_MISSION_COMPLETE/review', { billId: res.data.billIds[0], result: true });
    expect(pass.code, pass.msg).toBe(0);
    expect(Number((await node(m.nodeIds[0]!)).completedNum)).toBe(12);
    const detail = await boss.call('GET', `fac-mission-prcd-node-reports/bills/${res.data.billIds[0]}`);
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.lines[0].num).toBe('12');
    await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'FAC_MISSION_COMPLETE', isUse: false, steps: [] });
  });

  it('no session, no permission, another factory, per-node check, bad input naming the field with nothing written', async () => {
    const m = await makeMission(h.db, f, goods, { nodes: [{ typeCode: 'quantitative' }] });
    const url = `fac-mission-prcd-nodes/${m.nodeIds[0]}/quantitative`;
    expect((await call(h.app, 'POST', url, base({ skus: skus(['1']) }))).code).toBe(440);
    expect((await powerless.call('POST', url, base({ skus: skus(['1']) }))).code).toBe(40301);
    expect((await otherFactory.call('POST', url, base({ skus: skus(['1']) }))).code).toBe(40402);
    expect((await otherFactory.call('GET', `fac-mission-prcd-nodes/${m.nodeIds[0]}/progress`)).code).toBe(40402);
    const reporter = await createStaff(h.db, f, [P.report, P.details]);
    const r = await signIn(h.app, reporter.loginName, reporter.password);
    const refused = await r.call('POST', url, base({ skus: skus(['1']) }));
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect(
      (await r.call('GET', 'fac-mission-prcd-node-reports/checkReportPermission', { facMissionPrcdNodeId: m.nodeIds[0] })).code,
    ).toBe(40301);
    await h.db
      .updateTable('missionNode')
      .set({ chargerIds: JSON.stringify([reporter.userId]) })
      .where('id', '=', m.nodeIds[0]!)
      .execute();
    expect(
      (await r.call('GET', 'fac-mission-prcd-node-reports/checkReportPermission', { facMissionPrcdNodeId: m.nodeIds[0] })).code,
    ).toBe(0);
    expect((await r.call('POST', url, base({ skus: skus(['1']) }))).code).toBe(0);
    const before = await reportCount();
    const bad = await boss.call('POST', url, base({ skus: [{ goodsSkuId: goods.skuIds[0], num: '-1' }] }));
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('skus.0.num');
    const wrongKind = await boss.call('POST', `fac-mission-prcd-nodes/${m.nodeIds[0]}/total`, base({ quantity: '1' }));
    expect(wrongKind.code).toBe(40001);
    expect(await reportCount()).toBe(before);
  });
});
