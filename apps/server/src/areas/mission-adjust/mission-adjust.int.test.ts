import { MissionAdjustPermission } from '@gf/contracts';
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
import { readSheet } from '../../../test/xlsx.js';
import { missionAdjustBillType } from './mission-adjust.bill-type.js';
import {
  makeMission,
  makeStyle,
  makeTemplate,
  missionState,
  report,
  reviewedOrderGoods,
  type AdjustStyle,
} from './mission-adjust.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let powerless: Client;
let otherFactory: Client;
let style: AdjustStyle;
let templateId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'mission-adjust');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, [MissionAdjustPermission.query]);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'mission-adjust B');
  otherFactory = await signIn(h.app, f.boss.loginName, f.boss.password);
  expect((await otherFactory.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  style = await makeStyle(boss, 2);
  templateId = await makeTemplate(h.db, f);
});
afterAll(() => h.close());

const T = 'FAC_MISSION_ADJUST_ORDER';
const count = async () =>
  Number(
    (
      await h.db
        .selectFrom('missionAdjust')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const add = (c: Client, missionId: string, lines: { goodsSkuId: string; num: number }[], over: Record<string, unknown> = {}) =>
  c.call('POST', 'fac/missionAdjust/add', { missionId, placeorderAt: '2026-11-28', reason: '客户加单', lines, ...over });

describe('a mission adjustment bill', () => {
  it('saves a draft linked to the mission, applies on submit (direct mode) and restores exactly on anti-review', async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const [a, b] = style.skuIds as [string, string];
    const options = await boss.call('GET', 'fac/missionAdjust/options', { missionId: m.id });
    expect(options.code, options.msg).toBe(0);
    expect(options.data).toMatchObject({ missionNo: m.missionNo, totalNum: '20', fromOrder: false });
    expect(options.data.skus.map((s: { num: string }) => s.num)).toEqual(['10', '10']);

    const made = await add(
      boss,
      m.id,
      [
        { goodsSkuId: a, num: 15 },
        { goodsSkuId: b, num: 10 },
      ],
      { deliveryAt: '2026-12-25' },
    );
    expect(made.code, made.msg).toBe(0);
    expect(made.data.adjustNo).toMatch(/^GT\d{6}\d{4}$/);
    expect(made.data.status).toBe(0);
    const detail = await boss.call('GET', 'fac/missionAdjust/detail', { id: made.data.id });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({
      status: 0,
      missionNo: m.missionNo,
      reason: '客户加单',
      oldDeliveryAt: '2026-12-20',
      newDeliveryAt: '2026-12-25',
    });
    // only the changed line is kept
    expect(detail.data.lines).toEqual([expect.objectContaining({ goodsSkuId: a, oldNum: '10', newNum: '15' })]);
    expect((await missionState(h.db, m.id)).total).toBe(20);

    const state = await boss.call('GET', `uflo/${T}/state`, { id: made.data.id });
    // The mission is shown in its own status words (未开始), not as a bill under review.
    expect(state.data.lineage.upstream[0]).toMatchObject({
      type: 'FAC_MISSION',
      billId: m.id,
      status: 0,
      ownStatus: { zh: '未开始', en: 'Not started' },
    });

    const submitted = await boss.call('POST', `uflo/${T}/submit`, { id: made.data.id });
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data.status).toBe(2);
    expect(await missionState(h.db, m.id)).toMatchObject({
      total: 25,
      bySku: { [a]: 15, [b]: 10 },
      targets: [25],
      deliveryAt: '2026-12-25',
      changes: 1,
    });

    const list = await boss.call('POST', 'fac/missionAdjust/list', { pageNo: 1, pageSize: 10, missionNo: m.missionNo });
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0]).toMatchObject({ adjustNo: made.data.adjustNo, status: 2, oldTotalNum: '10', newTotalNum: '15' });
    const none = await boss.call('POST', 'fac/missionAdjust/list', {
      pageNo: 1,
      pageSize: 10,
      missionNo: m.missionNo,
      statusList: [0],
    });
    expect(none.data.totalCount).toBe(0);
    const dated = await boss.call('POST', 'fac/missionAdjust/list', { pageNo: 1, pageSize: 10, dateStart: '2026-11-29' });
    expect(dated.data.list.map((r: { id: string }) => r.id)).not.toContain(made.data.id);

    const back = await boss.call('POST', `uflo/${T}/apply-anti-review`, { id: made.data.id, message: '录错' });
    expect(back.code, back.msg).toBe(0);
    expect(back.data.status).toBe(0);
    expect(await missionState(h.db, m.id)).toMatchObject({
      total: 20,
      bySku: { [a]: 10, [b]: 10 },
      targets: [20],
      deliveryAt: '2026-12-20',
    });
  });

  it("exports the list's filter as xlsx and shows the net change on the review desk", async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const [a, b] = style.skuIds as [string, string];
    const made = await add(boss, m.id, [
      { goodsSkuId: a, num: 4 },
      { goodsSkuId: b, num: 12 },
    ]);
    expect(made.code, made.msg).toBe(0);
    const desk = await missionAdjustBillType.hooks!.describeForDesk!(h.db, f.unitId, [made.data.id]);
    expect(desk.get(made.data.id)).toMatchObject({ missionNo: m.missionNo, placeorderAt: '2026-11-28', change: '-4' });
    const exported = async (c: Client, body: Record<string, unknown>) =>
      h.app.inject({
        method: 'POST',
        url: '/v1/api/fac/missionAdjust/export',
        payload: body,
        headers: { cookie: `sid=${c.sid}` },
      });
    const res = await exported(boss, { missionNo: m.missionNo });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.column('调整单号')).toEqual([made.data.adjustNo]);
    expect(sheet.column('调整前数量')).toEqual([20]);
    expect(sheet.column('调整后数量')).toEqual([16]);
    expect(sheet.column('状态')).toEqual(['草稿']);
    // another factory's export holds none of this factory's bills; a bad filter names its field
    expect((await readSheet((await exported(otherFactory, { missionNo: m.missionNo })).rawPayload)).column('调整单号')).toEqual(
      [],
    );
    expect(JSON.parse((await exported(boss, { dateStart: '2026-13-01' })).body).data.errors[0].field).toBe('dateStart');
    expect((await exported(powerless, {})).statusCode).toBe(200);
    const anon = await h.app.inject({ method: 'POST', url: '/v1/api/fac/missionAdjust/export', payload: {} });
    expect(JSON.parse(anon.body).code).toBe(440);
  });

  it('refuses to go below what the nodes reported, naming the SKU; nothing changes', async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const [a] = style.skuIds as [string];
    expect((await report(boss, f, m.nodeId, a, '8')).code).toBe(0);
    const options = await boss.call('GET', 'fac/missionAdjust/options', { missionId: m.id });
    expect(options.data.skus.find((s: { goodsSkuId: string }) => s.goodsSkuId === a).reportedNum).toBe('8');
    const made = await add(boss, m.id, [{ goodsSkuId: a, num: 6 }]);
    expect(made.code, made.msg).toBe(0);
    const refused = await boss.call('POST', `uflo/${T}/submit`, { id: made.data.id });
    expect(refused.code).toBe(40903);
    expect(refused.msg).toContain('6 < 8');
    expect((await boss.call('GET', 'fac/missionAdjust/detail', { id: made.data.id })).data.status).toBe(0);
    expect((await missionState(h.db, m.id)).bySku[a]).toBe(10);
    // submitting at once in the add call answers the same refusal; the draft stays
    const again = await add(boss, m.id, [{ goodsSkuId: a, num: 8 }], { submit: true });
    expect(again.code, again.msg).toBe(0);
    expect(again.data.status).toBe(2);
    expect((await missionState(h.db, m.id)).bySku[a]).toBe(8);
    // the first bill was saved against 10: refused now that the mission holds 8
    const stale = await boss.call('POST', `uflo/${T}/submit`, { id: made.data.id });
    expect(stale.status).toBe(409);
    expect(stale.msg).toContain(m.missionNo);
  });

  it("keeps a from-order mission within the order's left quantities unless the bill allows more; 转工单数量 follows", async () => {
    const goodsId = await reviewedOrderGoods(boss, h.db, style, 10);
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId, orderGoodsId: goodsId });
    const [a] = style.skuIds as [string];
    const over = await add(boss, m.id, [{ goodsSkuId: a, num: 12 }], { submit: true });
    expect(over.code).toBe(40902);
    expect(over.data.needsConfirm).toBe(true);
    const draft = (await boss.call('POST', 'fac/missionAdjust/list', { pageNo: 1, pageSize: 10, missionNo: m.missionNo })).data
      .list[0];
    expect(draft.status).toBe(0);
    const ok = await add(boss, m.id, [{ goodsSkuId: a, num: 12 }], { id: draft.id, allowOvershoot: true, submit: true });
    expect(ok.code, ok.msg).toBe(0);
    const block = await h.db
      .selectFrom('productionOrderGoods')
      .select('convertedNum')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    expect(Number(block.convertedNum)).toBe(22);
    const less = await add(boss, m.id, [{ goodsSkuId: a, num: 4 }], { submit: true });
    expect(less.code, less.msg).toBe(0);
    const after = await h.db
      .selectFrom('productionOrderGoods')
      .select('convertedNum')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    expect(Number(after.convertedNum)).toBe(14);
  });

  it('batch-submits several bills answering each, and voids a draft (cancel)', async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const [a, b] = style.skuIds as [string, string];
    expect((await report(boss, f, m.nodeId, b, '9')).code).toBe(0);
    const one = await add(boss, m.id, [{ goodsSkuId: a, num: 11 }]);
    const two = await add(boss, m.id, [{ goodsSkuId: b, num: 5 }]);
    const batch = await boss.call('POST', 'fac/missionAdjust/batch', { ids: [one.data.id, two.data.id], action: 'submit' });
    expect(batch.code, batch.msg).toBe(0);
    expect(batch.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(batch.data.results[1].msg).toContain('5 < 9');
    const cancelled = await boss.call('POST', 'fac/missionAdjust/cancel', { id: two.data.id });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data.status).toBe(5);
    expect((await boss.call('POST', 'fac/missionAdjust/cancel', { id: one.data.id })).code).not.toBe(0);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const before = await count();
    const noReason = await add(boss, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 3 }], { reason: '' });
    expect(noReason.code).toBe(40001);
    expect(noReason.data.errors[0].field).toBe('reason');
    const foreign = await add(boss, m.id, [{ goodsSkuId: '999999999', num: 3 }]);
    expect(foreign.data.errors[0].field).toBe('lines.0.goodsSkuId');
    const nothing = await add(boss, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 10 }]);
    expect(nothing.data.errors[0].field).toBe('lines');
    const fraction = await add(boss, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 1.5 }]);
    expect(fraction.data.errors[0].field).toBe('lines.0.num');
    const badDate = await add(boss, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 3 }], { deliveryAt: '2026-02-30' });
    expect(badDate.data.errors[0].field).toBe('deliveryAt');
    expect(await count()).toBe(before);
  });

  it('answers 440 without a session, 403 without the code, and nothing of another factory', async () => {
    const m = await makeMission(boss, h.db, f, style, { num: 10, templateId });
    const made = await add(boss, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 12 }]);
    const before = await count();
    const anon = await call(h.app, 'POST', 'fac/missionAdjust/list', { pageNo: 1, pageSize: 10 });
    expect(anon.code).toBe(440);
    const denied = await add(powerless, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 12 }]);
    expect(denied.code).toBe(40301);
    expect((await powerless.call('POST', 'fac/missionAdjust/batch', { ids: [made.data.id], action: 'submit' })).code).toBe(40301);
    expect((await powerless.call('GET', 'fac/missionAdjust/detail', { id: made.data.id })).code).toBe(0);
    expect((await otherFactory.call('GET', 'fac/missionAdjust/detail', { id: made.data.id })).code).toBe(40402);
    expect((await add(otherFactory, m.id, [{ goodsSkuId: style.skuIds[0]!, num: 12 }])).data.errors[0].field).toBe('missionId');
    expect((await otherFactory.call('GET', 'fac/missionAdjust/options', { missionId: m.id })).data.errors[0].field).toBe(
      'missionId',
    );
    const foreignList = await otherFactory.call('POST', 'fac/missionAdjust/list', { pageNo: 1, pageSize: 50 });
    expect(foreignList.data.list.map((r: { id: string }) => r.id)).not.toContain(made.data.id);
    expect((await otherFactory.call('POST', `uflo/${T}/submit`, { id: made.data.id })).code).toBe(40402);
    expect(await count()).toBe(before);
  });
});
