import {
  Dec,
  qualityReportInput,
  type BatchQualityReportInput,
  type BatchQualityReportResult,
  type DefectListAnswer,
  type NodeDefectsQuery,
  type QualityBundleRow,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { lockNodeForReport, reportOnNode } from '../node-reports/index.js';
import { listDefects } from './defect-query.service.js';
import * as repo from './defect.repository.js';
import * as batch from './quality-batch.repository.js';

const NODE = { zh: '质检节点', en: 'Quality node' };

async function qualityNode(db: Db, ctx: RequestContext, missionNodeId: string) {
  const node = await batch.findQualityNode(db, ctx, missionNodeId);
  if (!node) throw notFound(NODE);
  if (node.typeCode !== 'quality_checking')
    throw invalid('missionNodeId', { zh: '该节点不是质检节点', en: 'this node is not a quality node' });
  return node;
}

/** The bundles the node may inspect, with what it already inspected of each (the batch QC dialog's rows). */
export async function listQualityBundles(
  db: Db,
  ctx: RequestContext,
  q: { missionNodeId: string; lathe?: string | undefined; ticketNo?: string | undefined },
): Promise<QualityBundleRow[]> {
  const node = await qualityNode(db, ctx, q.missionNodeId);
  return batch.qualityBundles(db, ctx, node, q);
}

/** One bundle's inspection in one report bill of a batch QC. */
export interface InspectedBundle {
  bundleId: string;
  missionId: string;
  missionNodeId: string;
  reportId: string;
  num: string;
  outsideFactoryId: string | null;
}
type InspectedListener = (trx: Db, ctx: RequestContext, rows: readonly InspectedBundle[]) => Promise<void>;

/**
 * Who hears of the bundles a batch QC inspected, inside its transaction: areas/scanning registers itself at wiring and
 * records them as QC movements (scanning already imports this area, so it is told rather than imported). A Set, so an
 * area wired again (each test app) is not told twice.
 */
const inspectedListeners = new Set<InspectedListener>();
export function onBundlesInspected(listener: InspectedListener): void {
  inspectedListeners.add(listener);
}

type Kind = 'qualified' | 'defective' | 'waste';
const BLOCKS: { kind: Kind; billType: string }[] = [
  { kind: 'qualified', billType: 'FAC_MISSION_COMPLETE' },
  { kind: 'defective', billType: 'FAC_MISSION_DEFECTIVE' },
  { kind: 'waste', billType: 'FAC_MISSION_WASTE' },
];

/**
 * batchReport/quality-checking-report: many bundles inspected at a QC node as one quality report (one bill per block
 * filled, submitted through the engine by node reports' `reportOnNode`, so the node's limits, review mode and effects —
 * defects opened on posting — apply as for a matrix report). Locks: the node (as a report locks it), then the bundles
 * `for update` in id order; a bundle may not be inspected beyond its pieces at the node (its live lines counted on the
 * locked rows, 40001 naming `bundles.N.qualified`). Each report line records its bundle, and each bundle's inspection in a
 * report is a QC movement in its history (areas/scanning).
 */
export async function reportQualityBatch(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  input: BatchQualityReportInput,
): Promise<BatchQualityReportResult> {
  return transactionWithRetry(db, async (trx) => {
    const node = await qualityNode(trx, ctx, input.missionNodeId);
    await lockNodeForReport(trx, ctx, node.id);
    const ids = input.bundles.map((b) => b.ligationId);
    await batch.lockBundles(trx, ctx, ids);
    const rows = new Map((await batch.qualityBundles(trx, ctx, node, { ids })).map((r) => [r.ligationId, r]));
    const labels = await repo.labelNames(
      trx,
      ctx,
      input.bundles.flatMap((b) => b.defectLabelIds),
    );
    for (const [i, b] of input.bundles.entries()) {
      const row = rows.get(b.ligationId);
      if (!row) throw invalid(`bundles.${i}.ligationId`, { zh: '扎号不是该工单的', en: 'the bundle is not of this mission' });
      if (b.defectLabelIds.some((id) => !labels.has(id)))
        throw invalid(`bundles.${i}.defectLabelIds`, { zh: '次品标签不存在', en: 'defect label not found' });
      const asked = Dec.of(b.qualified ?? 0)
        .plus(b.defective ?? 0)
        .plus(b.waste ?? 0);
      if (asked.gt(row.remainingNum))
        throw invalid(`bundles.${i}.qualified`, {
          zh: `扎号 ${row.ticketNo} 共 ${row.num} 件，已质检 ${row.inspectedNum}，本次 ${asked.toFixed()} 超出`,
          en: `bundle ${row.ticketNo} has ${row.num} pieces, ${row.inspectedNum} inspected: ${asked.toFixed()} more is too many`,
        });
    }
    const of = (kind: Kind) =>
      input.bundles.flatMap((b) => {
        const num = b[kind];
        return num ? [{ bundleId: b.ligationId, goodsSkuId: rows.get(b.ligationId)!.goodsSkuId, num, bundle: b }] : [];
      });
    const blocks = { qualified: of('qualified'), defective: of('defective'), waste: of('waste') };
    const report = await reportOnNode(
      joinTransaction(trx),
      bills,
      ctx,
      'quality-checking-report',
      node.id,
      qualityReportInput.parse({
        actionType: 'REPORT',
        dateCompleted: input.dateCompleted,
        finishUserId: input.finishUserId,
        outsideFactoryId: input.outsideFactoryId ?? null,
        storehouseId: input.storehouseId ?? null,
        qualifieds: blocks.qualified.map((l) => ({ goodsSkuId: l.goodsSkuId, num: l.num })),
        defectiveds: blocks.defective.map((l) => ({
          goodsSkuId: l.goodsSkuId,
          num: l.num,
          defectLabelIds: l.bundle.defectLabelIds,
        })),
        wasteds: blocks.waste.map((l) => ({ goodsSkuId: l.goodsSkuId, num: l.num, reason: l.bundle.reason })),
        quRemark: input.remark,
        dcRemark: input.remark,
        wsRemark: input.remark,
      }),
    );
    // reportOnNode writes one bill per block filled, in this order, each line in the order given.
    const filled = BLOCKS.filter((b) => blocks[b.kind].length > 0);
    const links = [];
    for (const [i, { kind }] of filled.entries()) {
      const reportId = report.billIds[i]!;
      const lines = await batch.reportLines(trx, ctx, reportId);
      for (const [j, l] of blocks[kind].entries())
        links.push({ missionNodeId: node.id, bundleId: l.bundleId, reportId, reportLineId: lines[j]!.id, kind, num: l.num });
    }
    await batch.insertBundleLines(trx, ctx, ctx.userId, links);
    for (const listener of inspectedListeners)
      await listener(
        trx,
        ctx,
        links.map((l) => ({
          bundleId: l.bundleId,
          missionId: node.missionId,
          missionNodeId: node.id,
          reportId: l.reportId,
          num: l.num,
          outsideFactoryId: input.outsideFactoryId ?? null,
        })),
      );
    return { ...report, bundleCount: input.bundles.length };
  });
}

/**
 * What a QC node already inspected of one bundle (batch QC lines and scans, of live reports). The scanning area reads it
 * on the node locked as a report locks it, so a bundle is counted at a QC node by a scan or by batch QC, never both.
 */
export async function inspectedOfBundle(
  db: Db,
  ctx: RequestContext,
  node: { id: string; missionId: string },
  bundleId: string,
): Promise<string> {
  const [row] = await batch.qualityBundles(db, ctx, node, { ids: [bundleId] });
  return row?.inspectedNum ?? '0';
}

/** A scan's qualified report at a QC node, recorded against its bundle (one line), so batch QC sees it inspected. */
export async function recordScannedInspection(
  trx: Db,
  ctx: RequestContext,
  scan: { missionNodeId: string; bundleId: string; reportId: string; num: string },
): Promise<void> {
  const [line] = await batch.reportLines(trx, ctx, scan.reportId);
  if (!line) throw new Error(`report ${scan.reportId} has no line`);
  await batch.insertBundleLines(trx, ctx, ctx.userId, [{ ...scan, reportLineId: line.id, kind: 'qualified' }]);
}

/** getDefectives: the node's open defects (under repair and returned), by lay, label or bundle. */
export async function nodeDefects(db: Db, ctx: RequestContext, q: NodeDefectsQuery): Promise<DefectListAnswer> {
  await qualityNode(db, ctx, q.missionNodeId);
  return listDefects(db, ctx, {
    pageNo: 1,
    pageSize: 2000,
    missionNodeId: q.missionNodeId,
    lathes: q.lathes,
    defectLabelIds: q.defectiveLabelIds,
    ligationIds: q.ligationIds,
  });
}

/** getLathe: the lays (床次) of the node's mission, as option pairs. */
export async function nodeLathes(
  db: Db,
  ctx: RequestContext,
  missionNodeId: string,
): Promise<{ value: string; label: string }[]> {
  const node = await qualityNode(db, ctx, missionNodeId);
  return (await batch.missionLathes(db, ctx, node.missionId)).map((l) => ({ value: l, label: l }));
}
