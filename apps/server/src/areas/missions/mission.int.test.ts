import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeStyle, startMissionWorld, makeTemplate, missionBody, reviewedOrder, type MissionStyle } from './mission.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let style: MissionStyle;

beforeAll(async () => {
  ({ h, f, boss, intruder, style } = await startMissionWorld('missions'));
});
afterAll(() => h.close());

const countMissions = async () =>
  Number(
    (
      await h.db
        .selectFrom('mission')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('fac/mission/addMission', () => {
  it('creates a mission numbered by the rule, with its lines and the template nodes dated from the delivery date', async () => {
    const t = await makeTemplate(h.db, f.unitId, f.boss.userId);
    const res = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { prcdTemplateId: t.templateId }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.missionNo).toMatch(/^GD\d{6}\d{4}$/);
    const m = await h.db.selectFrom('mission').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(m.totalNum).toBe('20.0000');
    expect(m.status).toBe(0);
    const nodes = await h.db
      .selectFrom('missionNode')
      .select(['prcdNodeId', 'targetNum', (e) => e.fn<string>('to_char', [e.ref('planEndAt'), e.val('YYYY-MM-DD')]).as('end')])
      .where('missionId', '=', res.data.id)
      .orderBy('sort')
      .execute();
    expect(nodes.map((n) => n.prcdNodeId)).toEqual(t.nodeIds);
    expect(nodes.map((n) => n.end)).toEqual(['2026-12-17', '2026-12-18', '2026-12-19']);
    expect(nodes.every((n) => n.targetNum === '20.0000')).toBe(true);
  });

  it('refuses a duplicate number, a delivery before the order date and a foreign SKU, naming the field, writing nothing', async () => {
    const first = await boss.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId, { missionNo: 'GD-DUP-1' }));
    expect(first.code, first.msg).toBe(0);
    const before = await countMissions();
    const dup = await boss.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId, { missionNo: 'GD-DUP-1' }));
    expect(dup.code).toBe(40901);
    const early = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { deliveryAt: '2026-11-01' }),
    );
    expect(early.data.errors[0].field).toBe('deliveryAt');
    const other = await makeStyle(boss);
    const foreign = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { lines: [{ goodsSkuId: other.skus[0]!.id, num: 1 }] }),
    );
    expect(foreign.data.errors[0].field).toBe('lines.0.goodsSkuId');
    const noLeader = await boss.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId, { leaderIds: [] }));
    expect(noLeader.data.errors[0].field).toBe('leaderIds');
    const zero = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { lines: [{ goodsSkuId: style.skus[0]!.id, num: 0 }] }),
    );
    expect(zero.data.errors[0].field).toBe('lines.0.num');
    expect(await countMissions()).toBe(before);
  });

  it('is refused without a session, without the permission, and for another company’s style', async () => {
    const anon = await h.app.inject({
      method: 'POST',
      url: '/v1/api/fac/mission/addMission',
      payload: missionBody(style, f.boss.userId),
    });
    expect(anon.json().code).not.toBe(0);
    const staff = await createStaff(h.db, f, ['fac.mission.list']);
    const weak = await signIn(h.app, staff.loginName, staff.password);
    expect((await weak.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId))).code).toBe(40301);
    const res = await intruder.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId));
    expect(res.data.errors[0].field).toBe('styleId');
  });
});

describe('updateMission, status, priority, cancelMission', () => {
  it('logs a delivery change, edits nodes, finishes with the warning first, and cannot be revoked once finished', async () => {
    const t = await makeTemplate(h.db, f.unitId, f.boss.userId, ['裁', '缝']);
    const made = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { prcdTemplateId: t.templateId }),
    );
    const id = made.data.id as string;
    const nodes = await h.db
      .selectFrom('missionNode')
      .select(['id', 'prcdNodeId'])
      .where('missionId', '=', id)
      .orderBy('sort')
      .execute();
    const upd = await boss.call(
      'POST',
      'fac/mission/updateMission',
      missionBody(style, f.boss.userId, {
        id,
        deliveryAt: '2026-12-25',
        prcdTemplateId: t.templateId,
        nodes: [{ id: nodes[1]!.id, prcdNodeId: nodes[1]!.prcdNodeId, planEndAt: '2026-12-24' }],
      }),
    );
    expect(upd.code, upd.msg).toBe(0);
    const log = await h.db.selectFrom('missionDeliveryChange').selectAll().where('missionId', '=', id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.statusBefore).toBe(0);
    const m = await h.db
      .selectFrom('mission')
      .select(['deliveryChangeCount', 'priority'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(m.deliveryChangeCount).toBe(1);
    expect(await h.db.selectFrom('missionNode').select('id').where('missionId', '=', id).execute()).toEqual([
      { id: nodes[1]!.id },
    ]);

    expect((await boss.call('PUT', `fac/mission/${id}/priority/2`, {})).code).toBe(0);
    expect((await boss.call('PUT', `fac/mission/${id}/priority/7`, {})).data.errors[0].field).toBe('priorityId');
    const check = await boss.call('PUT', `fac/mission/${id}/status/2`, {});
    expect(check.data).toMatchObject({ needsConfirm: true, unfinishedNodes: 1, status: 0 });
    const done = await boss.call('PUT', `fac/mission/${id}/status/2`, { confirm: true });
    expect(done.data).toMatchObject({ needsConfirm: false, status: 2 });
    expect(
      (await h.db.selectFrom('missionNode').select('status').where('missionId', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe(2);
    expect((await boss.call('PUT', `fac/mission/${id}/status/1`, {})).code).toBe(40902);
    expect((await boss.call('POST', 'fac/mission/cancelMission', { missionId: id })).data.errors[0].field).toBe('missionId');
    expect((await intruder.call('PUT', `fac/mission/${id}/status/1`, {})).code).toBe(40402);
  });
});

describe('转工单 from a reviewed order', () => {
  it('links to the order, keeps 转工单数量, refuses more than ordered naming the SKU unless confirmed, and blocks un-review', async () => {
    const order = await reviewedOrder(boss, h.db, style);
    const body = missionBody(style, f.boss.userId, { productionOrderGoodsId: order.goodsId });
    expect((await boss.call('POST', 'fac/mission/addMission', body)).code).toBe(0);
    const converted = async () =>
      (
        await h.db
          .selectFrom('productionOrderGoods')
          .select('convertedNum')
          .where('id', '=', order.goodsId)
          .executeTakeFirstOrThrow()
      ).convertedNum;
    expect(await converted()).toBe('20.0000');
    const over = await boss.call('POST', 'fac/mission/addMission', {
      ...body,
      lines: [{ goodsSkuId: style.skus[0]!.id, num: 1 }],
    });
    expect(over.code).toBe(40902);
    expect(over.msg).toContain(style.styleNo);
    expect(over.data.overshoot[0].goodsSkuId).toBe(style.skus[0]!.id);
    const forced = await boss.call('POST', 'fac/mission/addMission', {
      ...body,
      allowOvershoot: true,
      lines: [{ goodsSkuId: style.skus[0]!.id, num: 1 }],
    });
    expect(forced.code, forced.msg).toBe(0);
    expect(await converted()).toBe('21.0000');
    const unreview = await boss.call('POST', 'uflo/FAC_PRD_ORDER/apply-anti-review', { id: order.id, message: 'x' });
    expect(unreview.code).not.toBe(0);
    expect((await boss.call('POST', 'fac/mission/cancelMission', { missionId: forced.data.id })).code).toBe(0);
    expect(await converted()).toBe('20.0000');
  });
});
