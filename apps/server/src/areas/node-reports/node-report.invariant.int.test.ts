import { Dec, reportInputByPath, type ReportPath } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';
import { createBillRegistry, type BillRegistry } from '../../bills/registry.js';
import { applyAntiReview, reviewBill, submitBill } from '../../bills/workflow.service.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { figuresBySku, allowedOf, passedOf, usedOf } from './node-figures.js';
import { lineSums, reviewedReportFigures } from './node-figures.repository.js';
import { nodeReportBillTypes } from './node-report.bill-type.js';
import type { ReportInput } from './node-report-drafts.js';
import { makeGoods, makeMission, makeOutsideFactory, type GoodsFixture, type MissionFixture } from './node-report.fixture.js';
import { undoReport } from './node-report-undo.service.js';
import { reportOnNode } from './node-report.service.js';

/**
 * Issue 11 "must show": after a long random run of report, review, reject, anti-review, undo and draft submission
 * (service calls in one process) over missions with cutting, outside-settled sewing, tail-in and tail-out nodes, in
 * direct mode and with review: goods stock = reviewed in − out, no node over its limit, the rolled-up figures equal
 * the reviewed lines, outside payables = reviewed outside reports × price, wages = reviewed × wage. A refused
 * operation (limit, stock, state) must leave no trace.
 */
const OPS = Number(process.env.NODE_REPORT_OPS ?? 1000);
const PRICE = '1.5';
const WAGE = '0.8';

let h: Harness;
let f: FactoryFixture;
let ctx: RequestContext;
let bills: BillRegistry;
let goods: GoodsFixture;
let mainStore: string;
let transferStore: string;
let factoryId: string;
const missions: MissionFixture[] = [];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'report-invariant');
  const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  mainStore = await makeStorehouse(boss, true);
  transferStore = await makeStorehouse(boss, true);
  goods = await makeGoods(h.db, f, 3);
  factoryId = await makeOutsideFactory(h.db, f);
  bills = createBillRegistry();
  for (const def of nodeReportBillTypes) bills.register(def);
  ctx = {
    sessionId: 'test',
    userId: f.boss.userId,
    unitId: f.unitId,
    bossUnitId: f.bossUnitId,
    userKind: 'BOSS',
    loginName: f.boss.loginName,
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
  // Review configured for every report type; the first mission's template waives it (direct mode), the second's not.
  for (const billType of ['FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST'])
    expect(
      (
        await boss.call('POST', 'bill-review-config/updateOneConfig', {
          billType,
          isUse: true,
          steps: [{ mode: 'ANY', userIds: [f.boss.userId], roleIds: [] }],
        })
      ).code,
    ).toBe(0);
  for (const needsReview of [false, true])
    missions.push(
      await makeMission(h.db, f, goods, {
        num: ['30', '20', '10'],
        needsReview,
        nodes: [
          { typeCode: 'actual_cutting', excessPercent: '10', labourCost: WAGE },
          {
            typeCode: 'quantitative',
            upstream: 0,
            outsideSettlement: true,
            outside: [{ factoryId, unitPrice: PRICE }],
            labourCost: WAGE,
          },
          { typeCode: 'tail_in_store', upstream: 1, labourCost: WAGE },
          { typeCode: 'tail_out_store', upstream: 2, isShipment: true },
        ],
      }),
    );
}, 120_000);
afterAll(() => h.close());

const PATHS: ReportPath[] = ['actual-cutting', 'quantitative', 'tail-in-store', 'tail-out-store'];
const ACCEPTED = new Set([40001, 40901, 40902, 40903, 40904]);

describe('node report invariants', () => {
  it(`hold after ${OPS} random reports, reviews, anti-reviews and undos`, async () => {
    const seed = Number(process.env.NODE_REPORT_SEED ?? 20261125);
    const random = rng(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const qty = () => String(Math.floor(random() * 6) + 1 + (random() < 0.2 ? 0.5 : 0));
    let lathe = 0;
    const counts: Record<string, number> = {};
    const attempt = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
        counts[name] = (counts[name] ?? 0) + 1;
      } catch (e) {
        if (!(e instanceof AppError) || !ACCEPTED.has(e.code)) throw new Error(`seed ${seed} ${name}: ${String(e)}`);
        counts[`${name} refused`] = (counts[`${name} refused`] ?? 0) + 1;
      }
    };
    const billsIn = (statuses: number[]) =>
      h.db
        .selectFrom('missionNodeReport')
        .select(['id', 'billType', 'status'])
        .where('unitId', '=', f.unitId)
        .where('status', 'in', statuses)
        .where('isDeleted', '=', false)
        .execute();

    for (let op = 0; op < OPS; op++) {
      const r = random();
      if (r < 0.5) {
        const m = pick(missions);
        const i = Math.floor(random() * 4);
        const path = PATHS[i]!;
        const isAdjust = i === 1 && random() < 0.15;
        const chosen = goods.skuIds.filter(() => random() < 0.7);
        const skus = (chosen.length ? chosen : [goods.skuIds[0]!]).map((goodsSkuId) => ({
          goodsSkuId,
          num: isAdjust && random() < 0.5 ? `-${qty()}` : qty(),
        }));
        const raw: Record<string, unknown> = {
          actionType: random() < 0.85 ? 'REPORT' : 'DRAFT',
          type: isAdjust ? 'adjust' : 'complete',
          adjustReason: isAdjust ? '返工' : null,
          dateCompleted: '2026-11-25',
          finishUserId: f.boss.userId,
          skus,
        };
        if (path === 'actual-cutting') raw.lathe = String(++lathe);
        if (path === 'quantitative') raw.outsideFactoryId = factoryId;
        if (path === 'tail-in-store') raw.storehouseId = mainStore;
        if (path === 'tail-out-store') {
          raw.storehouseId = mainStore;
          if (random() < 0.7) raw.customerId = goods.customerId;
          else raw.inStorehouseId = transferStore;
        }
        const input = reportInputByPath[path].parse(raw) as ReportInput;
        await attempt('report', () => reportOnNode(h.db, bills, ctx, path as Exclude<ReportPath, 'logic'>, m.nodeIds[i]!, input));
      } else if (r < 0.68) {
        const pending = await billsIn([1, 3]);
        if (pending.length) {
          const b = pick(pending);
          const result = random() < 0.8;
          await attempt(b.status === 1 ? 'review' : 'anti-review decision', () =>
            reviewBill({ db: h.db, bills }, ctx, b.billType, { billId: b.id, result, message: result ? undefined : '不对' }),
          );
        }
      } else if (r < 0.8) {
        const reviewed = await billsIn([2]);
        if (reviewed.length) {
          const b = pick(reviewed);
          await attempt('apply anti-review', () => applyAntiReview({ db: h.db, bills }, ctx, b.billType, b.id, '重报'));
        }
      } else if (r < 0.9) {
        const live = await billsIn([0, 1, 2, 4]);
        if (live.length) await attempt('undo', () => undoReport(h.db, bills, ctx, pick(live).id));
      } else {
        const drafts = await billsIn([0, 4]);
        if (drafts.length) {
          const b = pick(drafts);
          await attempt('submit draft', () => submitBill({ db: h.db, bills }, ctx, b.billType, b.id));
        }
      }
    }
    console.info(`node report invariant run (seed ${seed}):`, counts);
    expect((counts.report ?? 0) + (counts.review ?? 0) + (counts.undo ?? 0)).toBeGreaterThan(OPS / 4);

    // 1. Rolled-up figures equal the reviewed lines; no node over its limit or below zero.
    const allNodes = missions.flatMap((m) => m.nodeIds);
    const sums = await lineSums(h.db, ctx, { missionNodeIds: allNodes, statuses: [2, 3] });
    const rows = await h.db.selectFrom('missionNode').selectAll().where('id', 'in', allNodes).execute();
    const byId = new Map(rows.map((n) => [n.id, n]));
    const ordered = new Map(goods.skuIds.map((s, i) => [s, Dec.of(['30', '20', '10'][i]!)]));
    for (const m of missions)
      for (const [i, id] of m.nodeIds.entries()) {
        const n = byId.get(id)!;
        const figs = figuresBySku(n.typeCode, sums.get(id) ?? []);
        const total = [...figs.values()].reduce((t, x) => t.plus(x.completed), Dec.of(0));
        const adjust = [...figs.values()].reduce((t, x) => t.plus(x.adjust), Dec.of(0));
        expect(Dec.of(n.completedNum).eq(total), `node ${id} completed`).toBe(true);
        expect(Dec.of(n.adjustNum).eq(adjust), `node ${id} adjusted`).toBe(true);
        const up = i === 0 ? null : figuresBySku(byId.get(m.nodeIds[i - 1]!)!.typeCode, sums.get(m.nodeIds[i - 1]!) ?? []);
        for (const sku of goods.skuIds) {
          const target = up ? passedOf(up.get(sku)) : ordered.get(sku)!;
          const used = usedOf(n.typeCode, figs.get(sku));
          expect(
            used.lte(allowedOf(target, i === 0 ? '10' : '0')),
            `node ${id} sku ${sku}: ${used.toFixed()} over ${target.toFixed()}`,
          ).toBe(true);
          expect(used.isNegative(), `node ${id} sku ${sku} below zero`).toBe(false);
        }
      }

    // 2. Goods stock = reviewed tail-in − reviewed tail-out (transfers move it to the other storehouse).
    const reviewedLines = await h.db
      .selectFrom('missionNodeReport as r')
      .innerJoin('missionNodeReportLine as l', 'l.reportId', 'r.id')
      .select(['r.typeCode', 'r.toStorehouseId', 'l.goodsSkuId', 'l.num'])
      .where('r.unitId', '=', f.unitId)
      .where('r.status', 'in', [2, 3])
      .where('r.isDeleted', '=', false)
      .where('r.typeCode', 'in', ['tail_in_store', 'tail_out_store'])
      .execute();
    for (const sku of goods.skuIds) {
      const mine = reviewedLines.filter((l) => l.goodsSkuId === sku);
      const sumOf = (pred: (l: (typeof mine)[number]) => boolean) => mine.filter(pred).reduce((t, l) => t.plus(l.num), Dec.of(0));
      const expectMain = sumOf((l) => l.typeCode === 'tail_in_store').minus(sumOf((l) => l.typeCode === 'tail_out_store'));
      const expectTransfer = sumOf((l) => l.typeCode === 'tail_out_store' && l.toStorehouseId === transferStore);
      const stock = async (storehouseId: string) =>
        Dec.of(
          (
            await h.db
              .selectFrom('stockItem')
              .select('quantity')
              .where('storehouseId', '=', storehouseId)
              .where('skuId', '=', sku)
              .where('skuKind', '=', 'GOODS')
              .executeTakeFirst()
          )?.quantity ?? 0,
        );
      expect((await stock(mainStore)).eq(expectMain), `main stock of ${sku}`).toBe(true);
      expect((await stock(transferStore)).eq(expectTransfer), `transfer stock of ${sku}`).toBe(true);
    }

    // 3. Outside payables = reviewed outside-settled reports × price (each bill rounded to cents).
    const outsideBills = await h.db
      .selectFrom('missionNodeReport')
      .select(['id', 'totalNum'])
      .where('unitId', '=', f.unitId)
      .where('status', 'in', [2, 3])
      .where('isDeleted', '=', false)
      .where('typeCode', '=', 'quantitative')
      .execute();
    const expectedPayable = outsideBills.reduce((t, b) => t.plus(Dec.of(b.totalNum).times(PRICE).round(2)), Dec.of(0));
    const amounts = await h.db
      .selectFrom('partnerAmount')
      .select('amount')
      .where('unitId', '=', f.unitId)
      .where('partnerId', '=', factoryId)
      .execute();
    expect(amounts.reduce((t, a) => t.plus(a.amount), Dec.of(0)).eq(expectedPayable), 'outside payable').toBe(true);

    // 4. Wages = reviewed completed and adjusted quantities × the node's wage, from the workbench's figures and from
    //    the nodes' rolled-up figures alike.
    const figures = await reviewedReportFigures(h.db, ctx, { missionIds: missions.map((m) => m.missionId) });
    const wages = figures.reduce((t, r) => t.plus(Dec.of(r.quantity).times(r.labourCost ?? 0)), Dec.of(0));
    const fromNodes = rows.reduce(
      (t, n) =>
        t.plus(
          Dec.of(n.completedNum)
            .plus(n.adjustNum)
            .times(n.labourCost ?? 0),
        ),
      Dec.of(0),
    );
    expect(wages.eq(fromNodes), `wages ${wages.toFixed()} vs ${fromNodes.toFixed()}`).toBe(true);

    // 5. The missions' actual cut and shipped figures follow the cutting and shipment nodes.
    for (const m of missions) {
      const mission = await h.db
        .selectFrom('mission')
        .select(['actualCutNum', 'shippedNum'])
        .where('id', '=', m.missionId)
        .executeTakeFirstOrThrow();
      const cut = byId.get(m.nodeIds[0]!)!;
      const ship = byId.get(m.nodeIds[3]!)!;
      expect(Dec.of(mission.actualCutNum).eq(Dec.of(cut.completedNum).plus(cut.adjustNum))).toBe(true);
      expect(Dec.of(mission.shippedNum).eq(Dec.of(ship.completedNum).plus(ship.adjustNum))).toBe(true);
    }
  }, 600_000);
});
