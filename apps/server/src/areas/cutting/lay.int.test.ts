import { CuttingPermission, NodeReportPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeCuttingWorld, type CuttingWorld } from './cutting.fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let w: CuttingWorld;
let bossId: string;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'bundle cutting');
  bossId = f.boss.userId;
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'bundle cutting (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeCuttingWorld(h.db, f);
  const viewer = await createStaff(h.db, f, [CuttingPermission.list, NodeReportPermission.details]);
  noReport = await signIn(h.app, viewer.loginName, viewer.password);
  const notCharger = await createStaff(h.db, f, [NodeReportPermission.report, NodeReportPermission.details]);
  otherCutter = await signIn(h.app, notCharger.loginName, notCharger.password);
}, 60_000);
afterAll(() => h.close());

let noReport: Client;
let otherCutter: Client;

const url = () => `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-ligation`;
const lay = (over: Record<string, unknown> = {}) => ({
  actionType: 'DRAFT',
  dateCompleted: '2026-11-20',
  finishUserId: bossId,
  lathe: '1',
  bundleCap: 20,
  fabrics: [
    { colorId: w.colors[0], lot: 'R-01', plies: 30 },
    { colorId: w.colors[1], lot: 'D-7', plies: 25 },
  ],
  ratios: [
    { sizeId: w.sizes[0], ratio: 1 },
    { sizeId: w.sizes[1], ratio: 2 },
    { sizeId: w.sizes[2], ratio: 0 },
  ],
  ...over,
});
const count = async (table: 'cuttingLay' | 'cuttingBundle' | 'missionNodeReport') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('unitId', '=', boss.unitId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const nodeOf = (id: string) =>
  h.db.selectFrom('missionNode').select(['completedNum', 'targetNum']).where('id', '=', id).executeTakeFirstOrThrow();

describe('bundle cutting (fac-mission-prcd-nodes/{id}/actual-cutting-ligation)', () => {
  let layId: string;

  it("answers the node's colours, sizes and next lay number", async () => {
    const info = await boss.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/ligation`);
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ missionNo: w.missionNo, nextLathe: '1', lays: [] });
    expect(info.data.colors.map((c: { id: string }) => c.id)).toEqual(w.colors);
    expect(info.data.sizes.map((s: { id: string }) => s.id)).toEqual(w.sizes);
  });

  it('saves a draft with bundles generated from the fabric table, numbered order-lay-sequence; the node does not move', async () => {
    const res = await boss.call('POST', url(), lay());
    expect(res.code, res.msg).toBe(0);
    expect(res.data.status).toBe(0);
    layId = res.data.layId;
    const detail = (await boss.call('GET', `cutting/lays/${layId}`)).data;
    // red 30 plies: S ×1 → 20 + 10; M ×2 → (20 + 10) × 2; blue 25 plies: S → 20 + 5; M → (20 + 5) × 2
    expect(detail.bundles.map((b: { num: number }) => b.num)).toEqual([20, 10, 20, 10, 20, 10, 20, 5, 20, 5, 20, 5]);
    expect(detail.bundles[0].ticketNo).toBe(`${w.missionNo}-1-1`);
    expect(detail.bundles[11].ticketNo).toBe(`${w.missionNo}-1-12`);
    expect(detail.bundles[0]).toMatchObject({ lot: 'R-01', colorId: w.colors[0], sizeId: w.sizes[0] });
    expect(detail.fabrics).toHaveLength(2);
    expect(Number((await nodeOf(w.cutNodeId)).completedNum)).toBe(0);
    expect(await count('missionNodeReport')).toBe(0);
  });

  it('submits the draft with an edited quantity: one cutting report, the mission cut and the 以实裁数为准 target move', async () => {
    const detail = (await boss.call('GET', `cutting/lays/${layId}`)).data;
    const bundles = detail.bundles.map((b: { fabricIndex: number; sizeId: string; num: number }, i: number) => ({
      fabricIndex: b.fabricIndex,
      sizeId: b.sizeId,
      num: i === 0 ? 18 : b.num,
    }));
    const res = await boss.call('PUT', url(), lay({ layId, version: detail.version, actionType: 'REPORT', bundles }));
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ status: 1, reportBillNo: expect.stringMatching(/^SB/) });
    const total = 18 + 10 + 60 + 25 + 50;
    expect(Number((await nodeOf(w.cutNodeId)).completedNum)).toBe(total);
    const mission = await h.db
      .selectFrom('mission')
      .select('actualCutNum')
      .where('id', '=', w.missionId)
      .executeTakeFirstOrThrow();
    expect(Number(mission.actualCutNum)).toBe(total);
    expect(Number((await nodeOf(w.sewNodeId)).targetNum)).toBe(total);
    const lines = await h.db
      .selectFrom('missionNodeReportLine')
      .select(['goodsSkuId', 'num'])
      .where('reportId', '=', res.data.reportBillId)
      .execute();
    const red = (size: number) => lines.find((l) => l.goodsSkuId === w.sku.get(`${w.colors[0]}/${w.sizes[size]}`))!;
    expect(Number(red(0).num)).toBe(28);
    expect(Number(red(1).num)).toBe(60);
    expect(lines).toHaveLength(4);
    const info = (await boss.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/ligation`)).data;
    expect(info.nextLathe).toBe('2');
    expect(info.lays[0]).toMatchObject({ status: 1, totalNum: total, bundleCount: 12 });
  });

  it('refuses a submitted lay re-edited, and a lay number the mission has used (nothing written)', async () => {
    expect((await boss.call('PUT', url(), lay({ layId, actionType: 'DRAFT' }))).code).toBe(40902);
    const lays = await count('cuttingLay');
    const bundles = await count('cuttingBundle');
    const dup = await boss.call('POST', url(), lay({ actionType: 'REPORT' }));
    expect(dup.code).toBe(40901);
    expect(await count('cuttingLay')).toBe(lays);
    expect(await count('cuttingBundle')).toBe(bundles);
  });

  it('refuses no session, another company, no permission and a non-charger without the report-all code', async () => {
    const anonymous = await h.app.inject({ method: 'POST', url: `/v1/api/${url()}`, payload: lay({ lathe: '9' }) });
    expect(anonymous.json().code).toBe(440);
    expect((await intruder.call('POST', url(), lay({ lathe: '9' }))).code).toBe(40402);
    expect((await intruder.call('GET', `cutting/lays/${layId}`)).code).toBe(40402);
    expect((await intruder.call('GET', `fac-mission-prcd-nodes/${w.cutNodeId}/ligation`)).code).toBe(40402);
    expect((await noReport.call('POST', url(), lay({ lathe: '9' }))).code).toBe(40301);
    expect((await otherCutter.call('POST', url(), lay({ lathe: '9' }))).code).toBe(40301);
    expect(await count('cuttingLay')).toBe(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ratios: [{ sizeId: w.sizes[0], ratio: 0 }] }, 'ratios'],
      [{ fabrics: [{ colorId: w.colors[0], plies: 'abc' }] }, 'fabrics.0.plies'],
      [{ lathe: '' }, 'lathe'],
      [{ bundles: [{ fabricIndex: 5, sizeId: w.sizes[0], num: 3 }] }, 'bundles.0.fabricIndex'],
      [{ fabrics: [{ colorId: w.sizes[0], plies: 3 }] }, 'fabrics.0.colorId'],
    ];
    for (const [over, field] of cases) {
      const bad = await boss.call('POST', url(), lay({ lathe: '9', ...over }));
      expect(bad.code, field).toBe(40001);
      expect(JSON.stringify(bad.data?.errors ?? bad.msg), field).toContain(field);
    }
    expect(
      (await boss.call('POST', `fac-mission-prcd-nodes/${w.sewNodeId}/actual-cutting-ligation`, lay({ lathe: '9' }))).code,
    ).toBe(40001);
    expect(await count('cuttingLay')).toBe(1);
  });
});
