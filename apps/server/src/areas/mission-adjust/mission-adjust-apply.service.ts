import { Dec, dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import {
  assertWithinOrder,
  lockMission,
  lockOrderGoodsRow,
  logDeliveryChange,
  missionLineRows,
  missionLines,
  relinkOrder,
  setNodeTargets,
  writeMissionQuantities,
  writeOpLog,
} from '../missions/index.js';
import { COUNTED_AT_SUBMIT, POSTED_STATUSES, figuresBySku, lineSums, usedOf } from '../node-reports/index.js';
import * as repo from './mission-adjust.repository.js';
import { lineKey, type AdjustHead, type AdjustLineRow, type LineKey } from './mission-adjust.repository.js';

const refused = (zh: string, en: string, data?: Record<string, unknown>) => new AppError(Code.badState, { zh, en }, data);

type Locked = {
  head: AdjustHead;
  lines: AdjustLineRow[];
  mission: NonNullable<Awaited<ReturnType<typeof lockMission>>>;
  nodes: Awaited<ReturnType<typeof repo.lockMissionNodes>>;
  present: Map<string, string>;
};

/**
 * The bill's mission locked: its node rows first (in their order), then the mission, then (from an order) the
 * order's goods block; the mission must still be waiting or in progress.
 */
async function loadLocked(trx: Db, ctx: RequestContext, adjustId: string): Promise<Locked> {
  const head = await repo.findAdjust(trx, ctx, { id: adjustId });
  if (!head) throw refused('调整单不存在', 'The adjustment bill does not exist');
  const nodes = await repo.lockMissionNodes(trx, ctx, head.missionId);
  const mission = await lockMission(trx, ctx, head.missionId);
  if (!mission) throw refused('工单不存在', 'The mission does not exist');
  if (mission.status === 2 || mission.status === 5)
    throw refused(
      `工单 ${mission.missionNo} 已完成或已撤销，不能调整`,
      `Mission ${mission.missionNo} is finished or revoked and cannot be adjusted`,
    );
  if (mission.productionOrderGoodsId) await lockOrderGoodsRow(trx, ctx, mission.productionOrderGoodsId);
  const [lines, rows] = await Promise.all([repo.linesOf(trx, ctx, [adjustId]), missionLineRows(trx, ctx, head.missionId)]);
  return { head, lines, mission, nodes, present: new Map(rows.map((r) => [lineKey(r), r.num])) };
}

const same = (a: string | null | undefined, b: string | null | undefined) => dec.cmp(a ?? '0', b ?? '0') === 0;

/** Names of the mission's SKUs (颜色/尺码) for messages. */
async function skuNames(trx: Db, ctx: RequestContext, missionId: string, skuIds: readonly string[]) {
  const lines = await missionLines(trx, ctx, missionId);
  const names = new Map(lines.map((l) => [l.goodsSkuId, [l.colorName, l.sizeName, l.standardName].filter(Boolean).join('/')]));
  return skuIds.map((id) => names.get(id) ?? id);
}

/** The mission's lines must still hold `expected` (the old figures at review, the new ones at un-review). */
async function assertLinesAre(trx: Db, ctx: RequestContext, l: Locked, expected: 'oldNum' | 'newNum') {
  const moved = l.lines.filter((line) => !same(l.present.get(lineKey(line)), line[expected]));
  if (moved.length === 0) return;
  const names = (
    await skuNames(
      trx,
      ctx,
      l.head.missionId,
      moved.map((m) => m.goodsSkuId),
    )
  ).slice(0, 5);
  throw expected === 'oldNum'
    ? refused(
        `工单 ${l.mission.missionNo} 的数量已被修改，请重新编辑本调整单：${names.join('、')}`,
        `The quantities of mission ${l.mission.missionNo} changed since this bill was saved; edit it again: ${names.join(', ')}`,
        { skus: moved.map((m) => m.goodsSkuId) },
      )
    : refused(
        `工单 ${l.mission.missionNo} 的数量已被之后的修改改变，不能反审：${names.join('、')}`,
        `The quantities of mission ${l.mission.missionNo} changed after this bill; it cannot be un-reviewed: ${names.join(', ')}`,
        { skus: moved.map((m) => m.goodsSkuId) },
      );
}

/** The mission's quantity per SKU (over customers) once the given figure of each bill line is written. */
function quantitiesPerSku(l: Locked, take: 'oldNum' | 'newNum'): Map<string, string> {
  const after = new Map(l.present);
  for (const line of l.lines) after.set(lineKey(line), line[take] ?? '0');
  const perSku = new Map<string, string>();
  for (const [key, num] of after) {
    const sku = key.split(':')[0]!;
    perSku.set(sku, dec.add(perSku.get(sku) ?? '0', num));
  }
  return perSku;
}

/**
 * The most any node of the mission has reported per SKU (key '' for a total node's figure): reviewed bills, and at
 * submit also the ones waiting for review. Read under the node rows' lock, so no report passes in between.
 */
export async function reportedPerSku(
  db: Db,
  ctx: RequestContext,
  nodes: readonly { id: string; typeCode: string }[],
  statuses: readonly number[],
): Promise<Map<string, Dec>> {
  const sums = await lineSums(db, ctx, { missionNodeIds: nodes.map((n) => n.id), statuses });
  const most = new Map<string, Dec>();
  for (const n of nodes)
    for (const [sku, f] of figuresBySku(n.typeCode, sums.get(n.id) ?? [])) {
      const used = usedOf(n.typeCode, f);
      if (used.gt(most.get(sku) ?? Dec.of(0))) most.set(sku, used);
    }
  return most;
}

/** No SKU may go below what the nodes reported on it (a total node: the mission's total). */
async function assertAboveReported(
  trx: Db,
  ctx: RequestContext,
  l: Locked,
  take: 'oldNum' | 'newNum',
  statuses: readonly number[],
) {
  const after = quantitiesPerSku(l, take);
  const reported = await reportedPerSku(trx, ctx, l.nodes, statuses);
  const total = dec.sum([...after.values()]);
  const below = [...reported].filter(([sku, r]) => r.gt(sku === '' ? total : (after.get(sku) ?? '0')));
  if (below.length === 0) return;
  const names = await skuNames(
    trx,
    ctx,
    l.head.missionId,
    below.map(([sku]) => sku),
  );
  const text = (sep: string, tot: string) =>
    below
      .map(
        ([sku, r], i) =>
          `${sku === '' ? tot : names[i]} ${dec.norm(sku === '' ? total : (after.get(sku) ?? '0'))} < ${r.toFixed()}`,
      )
      .join(sep);
  throw new AppError(
    Code.inUse,
    {
      zh: `调整后数量少于节点已上报数量：${text('；', '合计')}`,
      en: `Below what the nodes already reported: ${text('; ', 'total')}`,
    },
    { skus: below.map(([sku, r]) => ({ goodsSkuId: sku || null, reportedNum: r.toFixed() })) },
  );
}

/** From an order: the SKUs that grow may not take more than the order has left (unless the bill allows it). */
async function assertOrderLeft(trx: Db, ctx: RequestContext, l: Locked, take: 'oldNum' | 'newNum') {
  if (!l.mission.productionOrderGoodsId) return;
  const before = quantitiesPerSku(l, take === 'newNum' ? 'oldNum' : 'newNum');
  const after = quantitiesPerSku(l, take);
  const growing = [...after]
    .filter(([sku, num]) => dec.cmp(num, before.get(sku) ?? '0') > 0)
    .map(([goodsSkuId, num]) => ({ goodsSkuId, num }));
  if (growing.length)
    await assertWithinOrder(trx, ctx, l.mission.productionOrderGoodsId, growing, l.head.allowOvershoot, l.mission.id);
}

/** validateSubmit (submit, and again at the final approval, on the locked rows). */
export async function checkAdjustment(trx: Db, ctx: RequestContext, adjustId: string, phase: 'submit' | 'approve') {
  const l = await loadLocked(trx, ctx, adjustId);
  await assertLinesAre(trx, ctx, l, 'oldNum');
  await assertAboveReported(trx, ctx, l, 'newNum', phase === 'approve' ? POSTED_STATUSES : COUNTED_AT_SUBMIT);
  await assertOrderLeft(trx, ctx, l, 'newNum');
}

/** blocksUnreview: the old figures must still hold against the reports and the order. */
export async function unreviewBlocker(trx: Db, ctx: RequestContext, adjustId: string): Promise<LocalText | null> {
  const l = await loadLocked(trx, ctx, adjustId);
  await assertLinesAre(trx, ctx, l, 'newNum');
  await assertAboveReported(trx, ctx, l, 'oldNum', COUNTED_AT_SUBMIT);
  await assertOrderLeft(trx, ctx, l, 'oldNum');
  return null;
}

/** Writes one side of the bill into the mission: lines, total, node targets, delivery date, the order's 转工单数量. */
async function writeSide(trx: Db, ctx: RequestContext, adjustId: string, take: 'oldNum' | 'newNum') {
  const l = await loadLocked(trx, ctx, adjustId);
  const set = l.lines.filter((x) => x[take] !== null).map((x) => ({ ...x, num: x[take]! }));
  const remove: LineKey[] = l.lines.filter((x) => x[take] === null);
  const [from, to] =
    take === 'newNum' ? [l.head.oldDeliveryAt, l.head.newDeliveryAt] : [l.head.newDeliveryAt, l.head.oldDeliveryAt];
  const deliveryAt = l.head.newDeliveryAt && from !== to && to ? to : null;
  const totalNum = await writeMissionQuantities(trx, ctx, l.head.missionId, { set, remove, deliveryAt });
  if (deliveryAt)
    await logDeliveryChange(trx, ctx, l.head.missionId, {
      oldDeliveryAt: l.mission.deliveryAt,
      newDeliveryAt: deliveryAt,
      statusBefore: l.mission.status,
    });
  await setNodeTargets(trx, ctx, l.head.missionId, totalNum);
  await relinkOrder(trx, ctx, { ...l.mission, totalNum }, true);
  const verb = take === 'newNum' ? ['调整单', 'Adjustment'] : ['反审调整单', 'Un-reviewed adjustment'];
  await writeOpLog(trx, ctx, {
    missionId: l.head.missionId,
    action: take === 'newNum' ? 'ADJUST' : 'ADJUST_UNDO',
    content: `${verb[0]} ${l.head.adjustNo}：数量 ${dec.norm(l.mission.totalNum)} → ${dec.norm(totalNum)}|${verb[1]} ${l.head.adjustNo}: quantity ${dec.norm(l.mission.totalNum)} → ${dec.norm(totalNum)}`,
  });
}

/** onPosted: the mission takes the bill's new quantities (and delivery date). */
export const applyAdjustment = (trx: Db, ctx: RequestContext, adjustId: string) => writeSide(trx, ctx, adjustId, 'newNum');

/** onUnposted: the mission gets the old quantities back exactly (lines the bill added removed). */
export const restoreAdjustment = (trx: Db, ctx: RequestContext, adjustId: string) => writeSide(trx, ctx, adjustId, 'oldNum');
