import {
  MAX_WYM_SELECTION,
  qualityReportInput,
  quantitativeReportInput,
  tailInReportInput,
  tailOutReportInput,
  totalReportInput,
  type ReportPath,
  type WymBatchResult,
  type WymManualReportInput,
  type WymSelectionInput,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, Code, NO_PERMISSION, badState, invalid, notFound } from '../../platform/http/errors.js';
import { dateParts } from '../../platform/numbering/number-rule.js';
import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { canReportOn, reportOnNode, undoReport } from '../node-reports/index.js';
import { wymCuttingNode } from './unique-code-cut.service.js';
import * as repo from './unique-code.repository.js';

type Node = NonNullable<Awaited<ReturnType<typeof repo.findNode>>>;
export type CodePath = Exclude<ReportPath, 'logic'>;

/** What a QC node's report of the pieces says: qualified (the manual report's), defective with labels, or waste. */
export type QcOutcome = { kind: 'qualified' } | { kind: 'defective'; defectLabelIds: string[] } | { kind: 'waste' };
const QUALIFIED: QcOutcome = { kind: 'qualified' };

/** How a code is reported at a node of each kind: one piece as the node's own report (qualified at a QC node). */
const PATHS: Record<string, Exclude<ReportPath, 'logic'>> = {
  quantitative: 'quantitative',
  total: 'total',
  quality_checking: 'quality-checking-report',
  tail_in_store: 'tail-in-store',
  tail_out_store: 'tail-out-store',
};

export interface ReportHead {
  dateCompleted: string;
  finishUserId: string;
  storehouseId?: string | null | undefined;
  customerId?: string | null | undefined;
}

export function today(): string {
  const d = dateParts(new Date(), FACTORY_TIME_ZONE);
  return `${d.yyyy}-${d.MM}-${d.dd}`;
}

/** The node the codes are reported at, checked: of the codes' mission, linked to unique codes, the user may report. */
export async function targetNode(
  trx: Db,
  ctx: RequestContext,
  nodeId: string,
  cutNodeId: string,
): Promise<{ node: Node; path: CodePath }> {
  const node = await repo.findNode(trx, ctx, nodeId);
  if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
  if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
  const cut = await wymCuttingNode(trx, ctx, cutNodeId, 'missionNodeId');
  if (node.missionId !== cut.missionId || node.id === cut.id || !node.associateWym)
    throw invalid('instanceId', { zh: '该节点未关联这些唯一码', en: 'this node is not linked to these codes' });
  const path = PATHS[node.typeCode];
  if (!path)
    throw invalid('instanceId', { zh: '该类型的节点不能按唯一码上报', en: 'this kind of node cannot be reported by code' });
  if (node.missionStatus === 5)
    throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
  return { node, path };
}

/** The selection's code ids: the chosen ones within the filter, or every code of the filter (全选). */
async function selectionIds(trx: Db, ctx: RequestContext, input: WymSelectionInput): Promise<string[]> {
  const rows = await repo.selectedCodes(trx, ctx, input, input.wymIds, MAX_WYM_SELECTION + 1);
  if (rows.length > MAX_WYM_SELECTION)
    throw invalid('wymIds', { zh: `一次最多${MAX_WYM_SELECTION}个唯一码`, en: `at most ${MAX_WYM_SELECTION} codes at once` });
  if (!rows.length) throw invalid('wymIds', { zh: '没有符合条件的唯一码', en: 'no code matches the selection' });
  return rows.map((r) => r.id);
}

/** The quality report's one filled block for the outcome, with its storehouse. */
function qualityBlock(outcome: QcOutcome, skus: { goodsSkuId: string; num: string }[], storehouseId: string | null) {
  if (outcome.kind === 'defective')
    return {
      defectiveds: skus.map((l) => ({ ...l, defectLabelIds: outcome.defectLabelIds })),
      defectivedsStorehouseId: storehouseId,
    };
  if (outcome.kind === 'waste') return { wasteds: skus, wastedsStorehouseId: storehouseId };
  return { qualifieds: skus, storehouseId };
}

/**
 * One report bill at the node counting one piece per code, and the codes' REPORT movements. At a QC node the outcome
 * picks the block (qualified, defective with its labels, waste), so the bill is the matrix report's of that block.
 */
export async function reportPieces(
  trx: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  node: Node,
  path: CodePath,
  codes: { id: string; goodsSkuId: string }[],
  head: ReportHead,
  outcome: QcOutcome = QUALIFIED,
): Promise<string> {
  const perSku = new Map<string, number>();
  for (const c of codes) perSku.set(c.goodsSkuId, (perSku.get(c.goodsSkuId) ?? 0) + 1);
  const skus = [...perSku].map(([goodsSkuId, n]) => ({ goodsSkuId, num: String(n) }));
  const common = { actionType: 'REPORT', type: 'complete', dateCompleted: head.dateCompleted, finishUserId: head.finishUserId };
  if ((path === 'tail-in-store' || path === 'tail-out-store') && !head.storehouseId)
    throw invalid('storehouseId', { zh: '请选择仓库', en: 'choose the storehouse' });
  if (path === 'tail-out-store' && !head.customerId) throw invalid('customerId', { zh: '请选择客户', en: 'choose the customer' });
  const input =
    path === 'quantitative'
      ? quantitativeReportInput.parse({ ...common, skus })
      : path === 'total'
        ? totalReportInput.parse({ ...common, quantity: String(codes.length) })
        : path === 'quality-checking-report'
          ? qualityReportInput.parse({ ...common, ...qualityBlock(outcome, skus, head.storehouseId ?? null) })
          : path === 'tail-in-store'
            ? tailInReportInput.parse({ ...common, storehouseId: head.storehouseId, skus })
            : tailOutReportInput.parse({ ...common, storehouseId: head.storehouseId, customerId: head.customerId, skus });
  const result = await reportOnNode(joinTransaction(trx), bills, ctx, path, node.id, input);
  const reportId = result.billIds[0]!;
  await repo.insertMovements(
    trx,
    ctx.unitId,
    ctx.userId,
    codes.map((c) => ({ uniqueCodeId: c.id, missionNodeId: node.id, reportId, kind: 'REPORT' as const })),
  );
  return result.billNos[0]!;
}

/**
 * POST fac-mission-prcd-node-reports/manual/{instanceId}[/{wymId}] (手动上报): the chosen codes (or every code of the
 * filter) not yet reported at the node are reported there, one piece each, as one node report bill through
 * node-reports (limits, review mode, effects). The codes are locked first, so a code is never counted twice.
 */
export async function reportCodes(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  nodeId: string,
  input: WymManualReportInput,
): Promise<WymBatchResult> {
  return transactionWithRetry(db, async (trx) => {
    const { node, path } = await targetNode(trx, ctx, nodeId, input.missionNodeId);
    const ids = await selectionIds(trx, ctx, input);
    const locked = await repo.lockCodes(trx, ctx, ids);
    const done = new Set((await repo.liveReports(trx, ctx, ids, [node.id])).map((r) => r.uniqueCodeId));
    const todo = locked.filter((c) => !done.has(c.id));
    if (!todo.length)
      throw badState({ zh: '所选唯一码已在该节点上报', en: 'The chosen codes are already reported at this node' });
    const head = { ...input, dateCompleted: input.dateCompleted ?? today(), finishUserId: ctx.userId };
    const billNo = await reportPieces(trx, bills, ctx, node, path, todo, head);
    return { count: todo.length, billNos: [billNo] };
  });
}

/**
 * POST fac-mission-prcd-node-reports/canceled/{instanceId}[/{wymId}] (改为未上报): each report bill counting a chosen
 * code at the node is undone through node-reports (voided, its figures reversed); the bill's other codes are
 * reported again in a new bill, so only the chosen codes drop. With review configured, undoing a reviewed bill
 * requests its anti-review: the bill's codes show 待审核 until it is decided.
 */
export async function undoCodes(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  nodeId: string,
  input: WymSelectionInput,
): Promise<WymBatchResult> {
  return transactionWithRetry(db, async (trx) => {
    const { node, path } = await targetNode(trx, ctx, nodeId, input.missionNodeId);
    const ids = await selectionIds(trx, ctx, input);
    const billIds = [...new Set((await repo.liveReports(trx, ctx, ids, [node.id])).map((r) => r.reportId))].sort();
    const billCodes = new Map<string, string[]>();
    for (const b of billIds) billCodes.set(b, await repo.codesOfReport(trx, ctx, b));
    // Every code of the bills touched is locked, in id order, before the bills move.
    const all = await repo.lockCodes(trx, ctx, [...new Set([...ids, ...[...billCodes.values()].flat()])]);
    const byId = new Map(all.map((c) => [c.id, c]));
    const live = await repo.liveReports(trx, ctx, ids, [node.id]);
    if (!live.length) throw badState({ zh: '所选唯一码在该节点未上报', en: 'The chosen codes are not reported at this node' });
    // While this waited for the locks, a parallel undo of another code of the same bill may have voided it and
    // reported the rest in a new bill: the codes of the bills live now are read again, and any not yet locked are.
    for (const b of new Set(live.map((r) => r.reportId)))
      if (!billCodes.has(b)) billCodes.set(b, await repo.codesOfReport(trx, ctx, b));
    const unlocked = [...new Set([...billCodes.values()].flat())].filter((c) => !byId.has(c));
    for (const c of unlocked.length ? await repo.lockCodes(trx, ctx, unlocked) : []) byId.set(c.id, c);
    const chosen = new Set(ids);
    const billNos: string[] = [];
    let count = 0;
    for (const billId of [...new Set(live.map((r) => r.reportId))].sort()) {
      const head = await repo.reportHead(trx, ctx, billId);
      const { status } = await undoReport(joinTransaction(trx), bills, ctx, billId);
      const codes = billCodes.get(billId) ?? [];
      if (status !== 5) {
        count += codes.filter((c) => chosen.has(c)).length;
        continue;
      }
      await repo.insertMovements(
        trx,
        ctx.unitId,
        ctx.userId,
        codes.map((c) => ({ uniqueCodeId: c, missionNodeId: node.id, reportId: billId, kind: 'UNDO' as const })),
      );
      count += codes.filter((c) => chosen.has(c)).length;
      const rest = codes.filter((c) => !chosen.has(c)).map((c) => byId.get(c)!);
      if (rest.length) billNos.push(await reportPieces(trx, bills, ctx, node, path, rest, head, head.outcome));
    }
    return { count, billNos };
  });
}
