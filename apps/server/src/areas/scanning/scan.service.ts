import {
  Code,
  Dec,
  qualityReportInput,
  quantitativeReportInput,
  type BarcodeInfo,
  type NodeScanCount,
  type ScanInput,
  type ScanResult,
  type ScannedBundle,
  type WymLookup,
} from '@gf/contracts';
import { sql } from 'kysely';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, NO_PERMISSION, badState, invalid } from '../../platform/http/errors.js';
import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { canReportOn, lockNodeForReport, reportOnNode } from '../node-reports/index.js';
import { inspectedOfBundle, recordScannedInspection } from '../defects/index.js';
import { findUniqueCode, reportCodes } from '../unique-codes/index.js';
import * as pieces from './piece.repository.js';
import * as repo from './scan.repository.js';

type Node = NonNullable<Awaited<ReturnType<typeof repo.findScanNode>>>;

/** Nodes a scan reports at: quantity nodes (the bundle's pieces completed) and QC nodes (its pieces qualified). */
const SCAN_NODE_TYPES = ['quantitative', 'quality_checking'];

/** A scanned code: a bundle ticket, or one piece's unique code (唯一码). */
export type ScannedCode =
  { kind: 'BUNDLE'; bundle: repo.BundleRow; view: ScannedBundle } | { kind: 'PIECE'; piece: WymLookup; view: ScannedBundle };

function notFoundCode(code: string): AppError {
  return new AppError(Code.notFound, {
    zh: `未找到编码「${code}」对应的扎号或唯一码`,
    en: `No bundle ticket or unique code found for the code "${code}"`,
  });
}

/** A scanned code to its bundle (bundle ticket numbers of live lays only: history and hand-over are per bundle). */
export async function resolveCode(db: Db, ctx: RequestContext, code: string): Promise<repo.BundleRow> {
  const bundle = await repo.findBundleByTicket(db, ctx, code.trim());
  if (!bundle)
    throw new AppError(Code.notFound, {
      zh: `未找到编码「${code}」对应的扎号`,
      en: `No bundle ticket found for the code "${code}"`,
    });
  return bundle;
}

/**
 * A scanned code to what it is: a bundle ticket of a live lay first, else a unique code of a live cut (the unique-code
 * area's `findUniqueCode`); neither answers 40402 naming the code. Published as `resolveScanCode`.
 */
export async function resolveScanCode(db: Db, ctx: RequestContext, code: string): Promise<ScannedCode> {
  const bundle = await repo.findBundleByTicket(db, ctx, code.trim());
  if (bundle) return { kind: 'BUNDLE', bundle, view: bundleView(bundle) };
  const piece = await findUniqueCode(db, ctx.unitId, code);
  if (!piece) throw notFoundCode(code);
  const names = await pieces.pieceNames(db, ctx, piece.missionId, piece.goodsSkuId);
  return {
    kind: 'PIECE',
    piece,
    view: {
      kind: 'PIECE',
      bundleId: null,
      uniqueCodeId: piece.id,
      ticketNo: piece.code,
      missionId: piece.missionId,
      ...names,
      lathe: piece.lathe,
      num: '1',
    },
  };
}

export function bundleView(b: repo.BundleRow): ScannedBundle {
  return {
    kind: 'BUNDLE',
    bundleId: b.bundleId,
    uniqueCodeId: null,
    ticketNo: b.ticketNo,
    missionId: b.missionId,
    missionNo: b.missionNo,
    styleNo: b.styleNo,
    styleName: b.styleName,
    colorName: b.colorName,
    sizeName: b.sizeName,
    lathe: b.lathe,
    num: Dec.of(b.num).toString(),
  };
}

/** GET fac-mission-prcd-node-reports/barcode/{barcode}: what the code is, and at which of its mission's nodes it counts. */
export async function getBarcode(db: Db, ctx: RequestContext, code: string): Promise<BarcodeInfo> {
  const found = await resolveScanCode(db, ctx, code);
  if (found.kind === 'PIECE') {
    const nodes = await pieces.missionNodesForPiece(db, ctx, found.piece.missionId, found.piece.id);
    return { ...found.view, nodes: nodes.map((n) => ({ ...n, isCutting: n.missionNodeId === found.piece.missionNodeId })) };
  }
  const bundle = found.bundle;
  const nodes = await repo.missionNodesFor(db, ctx, bundle.missionId, bundle.bundleId);
  return {
    ...bundleView(bundle),
    nodes: nodes.map((n) => ({ ...n, isCutting: n.missionNodeId === bundle.cutNodeId })),
  };
}

/** The node, checked: of this factory, of the bundle's mission, a quantity node after the cut, reportable by the user. */
async function scanNode(db: Db, ctx: RequestContext, missionNodeId: string, bundle: repo.BundleRow): Promise<Node> {
  const node = await repo.findScanNode(db, ctx, missionNodeId);
  if (!node) throw invalid('missionNodeId', { zh: '工单节点不存在', en: 'mission node not found' });
  if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
  if (node.missionId !== bundle.missionId)
    throw invalid('missionNodeId', {
      zh: `扎号 ${bundle.ticketNo} 属于工单 ${bundle.missionNo}，不是本节点的工单 ${node.missionNo}`,
      en: `bundle ${bundle.ticketNo} is of mission ${bundle.missionNo}, not of this node's mission ${node.missionNo}`,
    });
  if (!SCAN_NODE_TYPES.includes(node.typeCode))
    throw invalid('missionNodeId', {
      zh: '只有数量型节点和质检节点可以扫描扎号上报',
      en: 'only quantity nodes and QC nodes take bundle scans',
    });
  if (node.missionStatus === 5)
    throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
  return node;
}

/**
 * Out of order: the node before this one (its upstream node, else the previous node) has not done this bundle — it
 * is neither the bundle's cutting node, nor a node that scanned it, nor finished (已完成). Refused unless the node's
 * definition allows scanning out of order (允许跳序扫描).
 */
async function assertInOrder(db: Db, ctx: RequestContext, bundle: repo.BundleRow, node: Node): Promise<void> {
  if (node.allowOutOfOrder) return;
  const up = await repo.upstreamNode(db, ctx, node);
  if (!up || up.id === bundle.cutNodeId || up.status === 2) return;
  if (await repo.isScannedAt(db, ctx, bundle.bundleId, up.id)) return;
  throw badState({
    zh: `扎号 ${bundle.ticketNo} 的上道节点「${up.name}」尚未完成，不能跳序扫描`,
    en: `Bundle ${bundle.ticketNo} is not done at the node before ("${up.name}"): scanning out of order is not allowed here`,
  });
}

function alreadyScanned(bundle: repo.BundleRow, node: Node): AppError {
  return new AppError(Code.duplicate, {
    zh: `扎号 ${bundle.ticketNo} 已在「${node.name}」扫描过，不重复计数`,
    en: `Bundle ${bundle.ticketNo} was already scanned at "${node.name}": not counted twice`,
  });
}

/** The node's running count: bundles scanned there, their pieces plus the unique-code pieces counted there. */
export async function scanCount(db: Db, ctx: RequestContext, missionNodeId: string): Promise<NodeScanCount> {
  const c = await repo.nodeScanCount(db, ctx, missionNodeId);
  const codes = await pieces.nodePieceCount(db, ctx, missionNodeId);
  return { bundles: c.bundles, pieces: Dec.of(c.pieces).plus(codes).toString(), codes };
}

async function factoryToday(db: Db): Promise<string> {
  const row = await sql<{
    today: string;
  }>`select to_char(now() at time zone ${FACTORY_TIME_ZONE}, 'YYYY-MM-DD') as today`.execute(db);
  return row.rows[0]!.today;
}

/**
 * At a QC node a bundle is counted once, by a scan or by batch QC (areas/defects), never both: under the node lock
 * (batch QC takes the same lock) a scan refuses a bundle batch QC has inspected any of, and records itself as the
 * bundle's inspection, so a later batch QC finds nothing left to inspect.
 */
async function assertNotInspected(trx: Db, ctx: RequestContext, bundle: repo.BundleRow, node: Node): Promise<void> {
  const inspected = await inspectedOfBundle(trx, ctx, node, bundle.bundleId);
  if (Dec.of(inspected).gt(0))
    throw new AppError(Code.duplicate, {
      zh: `扎号 ${bundle.ticketNo} 已在「${node.name}」质检 ${Dec.of(inspected).toString()} 件，不重复计数`,
      en: `Bundle ${bundle.ticketNo} was already inspected at "${node.name}" (${Dec.of(inspected).toString()} pieces): not counted twice`,
    });
}

/** The bundle's pieces as the node's own report: completed at a quantity node, qualified at a QC node. */
async function reportBundle(
  trx: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  bundle: repo.BundleRow,
  node: Node,
  input: ScanInput,
) {
  const outsideFactoryId = input.outsideFactoryId ?? (await repo.missionOutsideFactory(trx, ctx, node.missionId));
  const head = {
    actionType: 'REPORT',
    dateCompleted: await factoryToday(trx),
    finishUserId: ctx.userId,
    outsideFactoryId,
    remark: `扫描 ${bundle.ticketNo}`.slice(0, 20),
  };
  const line = { goodsSkuId: bundle.goodsSkuId, num: Dec.of(bundle.num).toString() };
  const report =
    node.typeCode === 'quality_checking'
      ? await reportOnNode(
          joinTransaction(trx),
          bills,
          ctx,
          'quality-checking-report',
          node.id,
          qualityReportInput.parse({
            ...head,
            storehouseId: input.storehouseId ?? null,
            qualifieds: [line],
            quRemark: head.remark,
          }),
        )
      : await reportOnNode(
          joinTransaction(trx),
          bills,
          ctx,
          'quantitative',
          node.id,
          quantitativeReportInput.parse({ ...head, type: 'complete', skus: [line] }),
        );
  return { report, outsideFactoryId };
}

async function scanBundle(
  trx: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  bundle: repo.BundleRow,
  input: ScanInput,
): Promise<ScanResult> {
  const node = await scanNode(trx, ctx, input.missionNodeId, bundle);
  await lockNodeForReport(trx, ctx, node.id);
  const earlier = await repo.scansAt(trx, ctx, bundle.bundleId, node.id);
  if (earlier.live > 0) throw alreadyScanned(bundle, node);
  if (node.typeCode === 'quality_checking') await assertNotInspected(trx, ctx, bundle, node);
  await assertInOrder(trx, ctx, bundle, node);
  const { report, outsideFactoryId } = await reportBundle(trx, bills, ctx, bundle, node, input);
  const reportId = report.billIds[0]!;
  const num = Dec.of(bundle.num).toString();
  const movementId = await repo.appendMovement(trx, ctx, {
    bundleId: bundle.bundleId,
    missionId: bundle.missionId,
    missionNodeId: node.id,
    kind: 'SCAN',
    generation: earlier.total,
    num,
    outsideFactoryId,
    workbayUserId: ctx.userKind === 'WORKBAY' ? ctx.userId : null,
    reportId,
    remark: null,
  });
  if (!movementId) throw alreadyScanned(bundle, node);
  if (node.typeCode === 'quality_checking')
    await recordScannedInspection(trx, ctx, { missionNodeId: node.id, bundleId: bundle.bundleId, reportId, num });
  return {
    ...bundleView(bundle),
    missionNodeId: node.id,
    nodeName: node.name,
    reportBillId: reportId,
    reportBillNo: report.billNos[0]!,
    reportStatus: report.status,
    count: await scanCount(trx, ctx, node.id),
  };
}

/**
 * POST fac-mission-prcd-node-reports/barcode/{barcode}: what the code is, reported at the chosen node in one
 * transaction. A bundle: its quantity as the node's own report (node-reports' call: limits, review mode, effects) and a
 * SCAN movement, with the node locked as a report locks it; a second live scan of the bundle at the node is refused
 * and never counted (the movement's unique index per generation backs the check made under the lock), while a scan
 * whose report was undone frees the ticket. A piece: reported through the unique-code area's `reportCodes` (the same
 * locks as its manual report, so a code counts once however it is reported). A refusal writes nothing.
 */
export async function scanBarcode(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  code: string,
  input: ScanInput,
): Promise<ScanResult> {
  return transactionWithRetry(db, async (trx) => {
    const found = await resolveScanCode(trx, ctx, code);
    if (found.kind === 'BUNDLE') return scanBundle(trx, bills, ctx, found.bundle, input);
    return scanPiece(trx, bills, ctx, found, input, await factoryToday(trx));
  });
}

async function scanPiece(
  trx: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  found: Extract<ScannedCode, { kind: 'PIECE' }>,
  input: ScanInput,
  today: string,
): Promise<ScanResult> {
  const node = await repo.findScanNode(trx, ctx, input.missionNodeId);
  if (!node) throw invalid('missionNodeId', { zh: '工单节点不存在', en: 'mission node not found' });
  const { piece, view } = found;
  const nodes = await pieces.missionNodesForPiece(trx, ctx, piece.missionId, piece.id);
  if (nodes.some((n) => n.missionNodeId === node.id && n.isScanned))
    throw new AppError(Code.duplicate, {
      zh: `唯一码 ${piece.code} 已在「${node.name}」上报过，不重复计数`,
      en: `Unique code ${piece.code} was already reported at "${node.name}": not counted twice`,
    });
  const done = await reportCodes(joinTransaction(trx), bills, ctx, node.id, {
    missionNodeId: piece.missionNodeId,
    wymIds: [piece.id],
    dateCompleted: today,
    ...(input.storehouseId ? { storehouseId: input.storehouseId } : {}),
  });
  const report = await pieces.reportByNo(trx, ctx, done.billNos[0]!);
  return {
    ...view,
    missionNodeId: node.id,
    nodeName: node.name,
    reportBillId: report.id,
    reportBillNo: done.billNos[0]!,
    reportStatus: report.status,
    count: await scanCount(trx, ctx, node.id),
  };
}
