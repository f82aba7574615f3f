import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff, signIn, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { startMissionWorld, makeTemplate, missionBody, reviewedOrder, type MissionStyle } from './mission.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let style: MissionStyle;

beforeAll(async () => {
  ({ h, f, boss, intruder, style } = await startMissionWorld('mission reads'));
});
afterAll(() => h.close());

describe('mission reads', () => {
  it('lists card rows with node strips, filters, detail, op log, revoked list and the order’s linked missions', async () => {
    const t = await makeTemplate(h.db, f.unitId, f.boss.userId, ['裁', '缝']);
    const order = await reviewedOrder(boss, h.db, style);
    const prefill = await boss.call('GET', 'fac/mission/fromOrderGoods', { orderGoodsId: order.goodsId });
    expect(prefill.code, prefill.msg).toBe(0);
    expect(prefill.data.lines.map((l: { remainingNum: string }) => l.remainingNum)).toEqual(['10', '10']);
    const a = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { prcdTemplateId: t.templateId, productionOrderGoodsId: order.goodsId, priority: 2 }),
    );
    expect(a.code, a.msg).toBe(0);
    const b = await boss.call('POST', 'fac/mission/addMission', missionBody(style, f.boss.userId, { deliveryAt: '2026-12-30' }));
    expect(b.code, b.msg).toBe(0);

    const page = await boss.call('POST', 'fac/mission/queryFacMissionList', { sort: 'deliveryAt', sortDesc: false });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.list.map((r: { id: string }) => r.id)).toEqual([a.data.id, b.data.id]);
    const card = page.data.list[0];
    expect(card).toMatchObject({ productionOrderNo: order.orderNo, priority: 2, isFirstOrder: true, totalNum: '20.0000' });
    expect(card.nodes.map((n: { prcdNodeId: string }) => n.prcdNodeId)).toEqual(t.nodeIds);
    expect(page.data.list[1].isFirstOrder).toBe(false);
    const urgent = await boss.call('POST', 'fac/mission/queryFacMissionList', { priorities: [2] });
    expect(urgent.data.list.map((r: { id: string }) => r.id)).toEqual([a.data.id]);
    const byNode = await boss.call('POST', 'fac/mission/queryFacMissionList', { nodeIds: [t.nodeIds[0]] });
    expect(byNode.data.total).toBe(1);
    const bad = await boss.call('POST', 'fac/mission/queryFacMissionList', { sort: 'nope' });
    expect(bad.data.errors[0].field).toBe('sort');

    const detail = await boss.call('GET', 'fac/mission/getFacMission', { missionId: a.data.id });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.lines).toHaveLength(2);
    expect(detail.data.nodeCounts).toEqual({ waitStart: 2, ongoing: 0, finish: 0 });
    const log = await boss.call('POST', 'fac/mission/queryFactoryMissionOpLogPage', { missionId: a.data.id });
    expect(log.data.total).toBe(1);
    const linked = await boss.call('GET', 'fac/mission/byOrder', { orderId: order.id });
    expect(linked.data.map((m: { id: string }) => m.id)).toEqual([a.data.id]);

    expect((await boss.call('POST', 'fac/mission/cancelMission', { missionId: b.data.id })).code).toBe(0);
    const revoked = await boss.call('POST', 'fac/mission/cancelledList', {});
    expect(revoked.data.list.map((r: { id: string }) => r.id)).toEqual([b.data.id]);

    expect((await intruder.call('GET', 'fac/mission/getFacMission', { missionId: a.data.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/mission/queryFacMissionList', {})).data.total).toBe(0);
    const staff = await createStaff(h.db, f, []);
    const weak = await signIn(h.app, staff.loginName, staff.password);
    expect((await weak.call('POST', 'fac/mission/queryFacMissionList', {})).code).toBe(40301);
    const anon = await h.app.inject({ method: 'POST', url: '/v1/api/fac/mission/queryFacMissionList', payload: {} });
    expect(anon.json().code).not.toBe(0);
  });

  it('counts 剩余天数 and 延误天数 in the factory’s days, not UTC’s (18:00 UTC is already tomorrow in Shanghai)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const utcToday = day(0);
    const dueTomorrowUtc = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { placeorderAt: day(-5), deliveryAt: day(1) }),
    );
    const dueTodayUtc = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(style, f.boss.userId, { placeorderAt: day(-5), deliveryAt: utcToday }),
    );
    expect(dueTomorrowUtc.code, dueTomorrowUtc.msg).toBe(0);
    expect(dueTodayUtc.code, dueTodayUtc.msg).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${utcToday}T18:00:00Z`));
      const page = await boss.call('POST', 'fac/mission/queryFacMissionList', { sort: 'deliveryAt' });
      expect(page.code, page.msg).toBe(0);
      const row = (id: string) => page.data.list.find((r: { id: string }) => r.id === id);
      expect(row(dueTomorrowUtc.data.id)).toMatchObject({ daysLeft: 0, delayDays: null });
      expect(row(dueTodayUtc.data.id)).toMatchObject({ daysLeft: null, delayDays: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
