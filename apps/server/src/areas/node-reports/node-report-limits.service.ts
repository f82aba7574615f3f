import { Code, Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, notFound, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { lockMissionNode, missionLines, type LockedMissionNode } from '../missions/index.js';
import {
  COUNTED_AT_SUBMIT,
  POSTED_STATUSES,
  figuresBySku,
  limitBreaches,
  passedOf,
  usedOf,
  allowedOf,
  type SkuFigures,
} from './node-figures.js';
import * as figures from './node-figures.repository.js';
import type { ReportHead } from './node-report.repository.js';

const REVIEWED = POSTED_STATUSES;

/** Everything keyed by SKU collapsed onto one key '' (a total node, or an upstream total node). */
function collapse<T>(m: ReadonlyMap<string, T>, add: (a: T, b: T) => T): Map<string, T> {
  let acc: T | undefined;
  for (const v of m.values()) acc = acc === undefined ? v : add(acc, v);
  return acc === undefined ? new Map() : new Map([['', acc]]);
}
const addFigures = (a: SkuFigures, b: SkuFigures): SkuFigures => ({
  completed: a.completed.plus(b.completed),
  adjust: a.adjust.plus(b.adjust),
  defective: a.defective.plus(b.defective),
  waste: a.waste.plus(b.waste),
});

interface NodeLimitBasis {
  node: LockedMissionNode;
  targets: Map<string, Dec>;
  excessPercent: string | null;
}

/**
 * Locks the node for a report (its upstream node share-locked first, then the node and its mission `for update`:
 * always in that order, so a report and an upstream un-review queue instead of deadlocking) and works out the basis of
 * its limit per SKU (`targets`): the upstream node's reviewed passed quantity, else the mission's actual cut
 * (以实裁数为准) or ordered quantity. (The node's displayed target is the ordered quantity or the actual cut alone.)
 */
export async function lockNodeForReport(trx: Db, ctx: RequestContext, missionNodeId: string): Promise<NodeLimitBasis> {
  const opts = await figures.nodeOptions(trx, ctx, missionNodeId);
  if (!opts) throw notFound({ zh: '工单节点', en: 'Mission node' });
  const fromUpstream = opts.upstreamMissionNodeId && !opts.doac ? opts.upstreamMissionNodeId : null;
  if (fromUpstream) await figures.shareLockNode(trx, ctx, fromUpstream);
  const node = await lockMissionNode(trx, ctx, missionNodeId);
  if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
  if (node.mission.status === 5)
    throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
  return { node, ...(await nodeTargets(trx, ctx, opts, node.missionId)) };
}

/** The basis of the node's limit per SKU and its tolerance (no locks: the panel's read; the limits lock first). */
export async function nodeTargets(
  db: Db,
  ctx: RequestContext,
  opts: NonNullable<Awaited<ReturnType<typeof figures.nodeOptions>>>,
  missionId: string,
): Promise<{ targets: Map<string, Dec>; excessPercent: string }> {
  const fromUpstream = opts.upstreamMissionNodeId && !opts.doac ? opts.upstreamMissionNodeId : null;
  let targets: Map<string, Dec>;
  if (fromUpstream) {
    const up = await figures.lineSums(db, ctx, { missionNodeIds: [fromUpstream], statuses: REVIEWED });
    const upType = (await figures.nodeTypeOf(db, ctx, fromUpstream)) ?? '';
    targets = new Map([...figuresBySku(upType, up.get(fromUpstream) ?? [])].map(([k, f]) => [k, passedOf(f)]));
  } else {
    const lines = await figures.missionSkuTargets(db, ctx, missionId);
    targets = new Map(lines.map((l) => [l.goodsSkuId, Dec.of(opts.doac ? l.actualCutNum : l.num)]));
  }
  return { targets, excessPercent: opts.allowCompleteExcess ? (opts.completeExcessPercent ?? '0') : '0' };
}

/** Names of the mission's SKUs (颜色/尺码) for messages. */
async function skuNames(trx: Db, ctx: RequestContext, missionId: string): Promise<Map<string, string>> {
  const lines = await missionLines(trx, ctx, missionId);
  return new Map(lines.map((l) => [l.goodsSkuId, [l.colorName, l.sizeName, l.standardName].filter(Boolean).join('/')]));
}

/**
 * A bill may not take its node past the target × (1 + tolerance %) on any SKU, nor below zero (adjustments). At
 * submit the other pending bills count too; at the approval (where it takes effect) only the reviewed ones. Refused
 * with 40903 naming each SKU, its allowance and what would be reported.
 */
export async function assertWithinLimits(trx: Db, ctx: RequestContext, report: ReportHead, phase: 'submit' | 'approve') {
  const basis = await lockNodeForReport(trx, ctx, report.missionNodeId);
  const others = await figures.lineSums(trx, ctx, {
    missionNodeIds: [report.missionNodeId],
    statuses: phase === 'approve' ? REVIEWED : COUNTED_AT_SUBMIT,
    exceptReportId: report.id,
  });
  let mine = figuresBySku(report.typeCode, await figures.billSums(trx, ctx, report.id));
  let other = figuresBySku(report.typeCode, others.get(report.missionNodeId) ?? []);
  let targets = basis.targets;
  if (mine.has('') || (targets.has('') && targets.size === 1)) {
    mine = collapse(mine, addFigures);
    other = collapse(other, addFigures);
    targets = collapse(targets, (a, b) => a.plus(b));
    if (targets.size === 0) targets = new Map([['', Dec.of(0)]]);
  }
  const breaches = limitBreaches({ typeCode: report.typeCode, targets, excessPercent: basis.excessPercent, others: other, mine });
  if (breaches.length === 0) {
    await assertDownstreamHolds(trx, ctx, report);
    return basis;
  }
  const names = await skuNames(trx, ctx, basis.node.missionId);
  const lines = report.typeCode === 'total' ? [] : await figures.lineOrder(trx, ctx, report.id);
  const label = (key: string) => (key ? (names.get(key) ?? key) : '合计');
  const labelEn = (key: string) => (key ? (names.get(key) ?? key) : 'total');
  throw new AppError(
    Code.inUse,
    {
      zh: `超出可上报数量：${breaches.map((b) => (Dec.of(b.asked).lt(0) ? `${label(b.skuKey)} 调整后为 ${b.used}，不能小于 0` : `${label(b.skuKey)} 上限基数 ${b.target}，最多 ${b.allowed}，上报后 ${b.used}`)).join('；')}`,
      en: `Over the node's limit: ${breaches.map((b) => (Dec.of(b.asked).lt(0) ? `${labelEn(b.skuKey)} would be ${b.used}, below 0` : `${labelEn(b.skuKey)} limit basis ${b.target}, at most ${b.allowed}, would be ${b.used}`)).join('; ')}`,
    },
    {
      breaches: breaches.map((b) => ({ ...b, goodsSkuId: b.skuKey || null, sku: label(b.skuKey) })),
      errors: breaches.map((b) => ({
        field: b.skuKey ? `skus.${Math.max(lines.indexOf(b.skuKey), 0)}.num` : 'quantity',
        message: `over the limit of ${b.allowed}`,
      })),
    },
  );
}

/**
 * Un-reviewing a bill lowers what its node passed on: refused while a downstream node has reviewed more than the
 * lower figure allows (the downstream node's limit would no longer hold). The node is locked first, so a
 * downstream report (which share-locks it) waits and then sees the new figures.
 */
export async function unreviewBlock(trx: Db, ctx: RequestContext, report: ReportHead): Promise<LocalText | null> {
  const basis = await lockNodeForReport(trx, ctx, report.missionNodeId);
  const own = await ownFigureBlock(trx, ctx, report, basis);
  if (own) return own;
  const sums = await figures.lineSums(trx, ctx, {
    missionNodeIds: [report.missionNodeId],
    statuses: REVIEWED,
    exceptReportId: report.id,
  });
  return downstreamBlock(trx, ctx, report, figuresBySku(report.typeCode, sums.get(report.missionNodeId) ?? []));
}

/**
 * Whether a downstream node has posted more than the node's new figures (`upFigures`) allow: checked when the node's
 * figure goes down (an un-review, a negative adjustment).
 */
async function downstreamBlock(
  trx: Db,
  ctx: RequestContext,
  report: Pick<ReportHead, 'missionNodeId'>,
  upFigures: ReadonlyMap<string, SkuFigures>,
): Promise<LocalText | null> {
  const downstream = (await figures.downstreamNodes(trx, ctx, report.missionNodeId)).filter((d) => !d.doac);
  if (downstream.length === 0) return null;
  const sums = await figures.lineSums(trx, ctx, { missionNodeIds: downstream.map((d) => d.id), statuses: REVIEWED });
  const upPassed = new Map([...upFigures].map(([k, f]) => [k, passedOf(f)]));
  for (const d of downstream) {
    let used = new Map([...figuresBySku(d.typeCode, sums.get(d.id) ?? [])].map(([k, f]) => [k, usedOf(d.typeCode, f)]));
    let targets = upPassed;
    if (used.has('') || targets.has('')) {
      used = collapse(used, (a, b) => a.plus(b));
      targets = collapse(targets, (a, b) => a.plus(b));
    }
    const pct = d.allowCompleteExcess ? (d.completeExcessPercent ?? '0') : '0';
    for (const [key, u] of used) {
      const allowed = allowedOf(targets.get(key) ?? Dec.of(0), pct);
      if (u.gt(allowed))
        return {
          zh: `下游节点「${d.name}」已上报 ${u.toFixed()}，撤销后上游只剩 ${allowed.toFixed()}，请先撤销下游的上报`,
          en: `The downstream node "${d.name}" has ${u.toFixed()} reported; after this un-review only ${allowed.toFixed()} would be allowed: undo the downstream reports first`,
        };
    }
  }
  return null;
}

/**
 * The node's own figure without the bill: un-reviewing a negative adjustment raises it (not past the allowance),
 * un-reviewing a report lowers it (not below zero where adjustments took it down).
 */
async function ownFigureBlock(
  trx: Db,
  ctx: RequestContext,
  report: ReportHead,
  basis: NodeLimitBasis,
): Promise<LocalText | null> {
  const mine = figuresBySku(report.typeCode, await figures.billSums(trx, ctx, report.id));
  const others = await figures.lineSums(trx, ctx, {
    missionNodeIds: [report.missionNodeId],
    statuses: REVIEWED,
    exceptReportId: report.id,
  });
  let rest = figuresBySku(report.typeCode, others.get(report.missionNodeId) ?? []);
  let targets = basis.targets;
  let keys = [...mine.keys()];
  if (mine.has('') || (targets.has('') && targets.size === 1)) {
    rest = collapse(rest, addFigures);
    targets = collapse(targets, (a, b) => a.plus(b));
    keys = [''];
  }
  for (const key of keys) {
    const used = usedOf(report.typeCode, rest.get(key));
    const removed = usedOf(report.typeCode, key === '' && !mine.has('') ? collapse(mine, addFigures).get('') : mine.get(key));
    const allowed = allowedOf(targets.get(key) ?? Dec.of(0), basis.excessPercent);
    if (used.isNegative())
      return {
        zh: `撤销后该节点数量将为 ${used.toFixed()}，不能小于 0`,
        en: `Without this bill the node would stand at ${used.toFixed()}, below 0`,
      };
    if (removed.isNegative() && used.gt(allowed))
      return {
        zh: `撤销该调整后节点数量 ${used.toFixed()} 将超过可上报的 ${allowed.toFixed()}`,
        en: `Without this adjustment the node would reach ${used.toFixed()}, over its allowance of ${allowed.toFixed()}`,
      };
  }
  return null;
}

/**
 * Whether a downstream node now holds more than the node passes on (its posted figures as they stand, read inside the
 * caller's transaction after it moved them): defect management's 撤销 of a 合格 lowers the node's completed figure.
 */
export async function nodeDownstreamBlock(
  trx: Db,
  ctx: RequestContext,
  node: { missionNodeId: string; typeCode: string },
): Promise<LocalText | null> {
  const sums = await figures.lineSums(trx, ctx, { missionNodeIds: [node.missionNodeId], statuses: REVIEWED });
  return downstreamBlock(trx, ctx, node, figuresBySku(node.typeCode, sums.get(node.missionNodeId) ?? []));
}

/** A bill lowering the node's figure (a negative adjustment) may not leave a downstream node over its limit. */
async function assertDownstreamHolds(trx: Db, ctx: RequestContext, report: ReportHead): Promise<void> {
  const mine = figuresBySku(report.typeCode, await figures.billSums(trx, ctx, report.id));
  if (![...mine.values()].some((f) => passedOf(f).isNegative())) return;
  const posted = await figures.lineSums(trx, ctx, {
    missionNodeIds: [report.missionNodeId],
    statuses: REVIEWED,
    exceptReportId: report.id,
  });
  const after = figuresBySku(report.typeCode, posted.get(report.missionNodeId) ?? []);
  for (const [k, f] of mine) after.set(k, after.has(k) ? addFigures(after.get(k)!, f) : f);
  const blocked = await downstreamBlock(trx, ctx, report, after);
  if (blocked) throw new AppError(Code.inUse, blocked);
}
