import {
  Code,
  Dec,
  quantitativeReportInput,
  type BarcodeInfo,
  type ScanInput,
  type ScanResult,
  type ScannedBundle,
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
import * as repo from './scan.repository.js';

type Node = NonNullable<Awaited<ReturnType<typeof repo.findScanNode>>>;

/**
 * A scanned code to its bundle: a bundle ticket number (扎号) of a live lay. Unique piece codes (唯一码) are not
 * issued yet; when the unique-code area is built, its published lookup is tried here after the tickets.
 */
export async function resolveCode(db: Db, ctx: RequestContext, code: string): Promise<repo.BundleRow> {
  const bundle = await repo.findBundleByTicket(db, ctx, code.trim());
  if (!bundle)
    throw new AppError(Code.notFound, {
      zh: `未找到编码「${code}」对应的扎号`,
      en: `No bundle ticket found for the code "${code}"`,
    });
  return bundle;
}

export function bundleView(b: repo.BundleRow): ScannedBundle {
  return {
    kind: 'BUNDLE',
    bundleId: b.bundleId,
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

/** GET fac-mission-prcd-node-reports/barcode/{barcode}: what the code is, and at which of its mission's nodes it was scanned. */
export async function getBarcode(db: Db, ctx: RequestContext, code: string): Promise<BarcodeInfo> {
  const bundle = await resolveCode(db, ctx, code);
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
  if (node.typeCode !== 'quantitative')
    throw invalid('missionNodeId', { zh: '只有数量型节点可以扫描扎号上报', en: 'only quantity nodes take bundle scans' });
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

/** The node's running count: bundles scanned there and their pieces. */
export async function scanCount(db: Db, ctx: RequestContext, missionNodeId: string) {
  const c = await repo.nodeScanCount(db, ctx, missionNodeId);
  return { bundles: c.bundles, pieces: Dec.of(c.pieces).toString() };
}

async function factoryToday(db: Db): Promise<string> {
  const row = await sql<{
    today: string;
  }>`select to_char(now() at time zone ${FACTORY_TIME_ZONE}, 'YYYY-MM-DD') as today`.execute(db);
  return row.rows[0]!.today;
}

/**
 * POST fac-mission-prcd-node-reports/barcode/{barcode}: the bundle's quantity reported at the chosen node, as the
 * node's quantity report (node-reports' own call: its limits, review mode and effects), and a SCAN movement. One
 * transaction, with the node locked as a report locks it; a second scan of the bundle at the node is refused and
 * never counted (the movement's unique index backs the check made under the lock). A refusal writes nothing.
 */
export async function scanBarcode(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  code: string,
  input: ScanInput,
): Promise<ScanResult> {
  return transactionWithRetry(db, async (trx) => {
    const bundle = await resolveCode(trx, ctx, code);
    const node = await scanNode(trx, ctx, input.missionNodeId, bundle);
    await lockNodeForReport(trx, ctx, node.id);
    if (await repo.isScannedAt(trx, ctx, bundle.bundleId, node.id)) throw alreadyScanned(bundle, node);
    await assertInOrder(trx, ctx, bundle, node);
    const outsideFactoryId = input.outsideFactoryId ?? (await repo.missionOutsideFactory(trx, ctx, node.missionId));
    const report = await reportOnNode(
      joinTransaction(trx),
      bills,
      ctx,
      'quantitative',
      node.id,
      quantitativeReportInput.parse({
        actionType: 'REPORT',
        type: 'complete',
        dateCompleted: await factoryToday(trx),
        finishUserId: ctx.userId,
        outsideFactoryId,
        remark: `扫描 ${bundle.ticketNo}`.slice(0, 20),
        skus: [{ goodsSkuId: bundle.goodsSkuId, num: Dec.of(bundle.num).toString() }],
      }),
    );
    const movementId = await repo.appendMovement(trx, ctx, {
      bundleId: bundle.bundleId,
      missionId: bundle.missionId,
      missionNodeId: node.id,
      kind: 'SCAN',
      num: Dec.of(bundle.num).toString(),
      outsideFactoryId,
      workbayUserId: ctx.userKind === 'WORKBAY' ? ctx.userId : null,
      reportId: report.billIds[0]!,
      remark: null,
    });
    if (!movementId) throw alreadyScanned(bundle, node);
    return {
      ...bundleView(bundle),
      missionNodeId: node.id,
      nodeName: node.name,
      reportBillId: report.billIds[0]!,
      reportBillNo: report.billNos[0]!,
      reportStatus: report.status,
      count: await scanCount(trx, ctx, node.id),
    };
  });
}
