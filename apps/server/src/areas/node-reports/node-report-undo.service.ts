import { AppError, Code, NO_PERMISSION, badState, notFound } from '../../platform/http/errors.js';
import type { BillRegistry } from '../../bills/registry.js';
import { applyAntiReview, undoSubmit, voidBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertCanReportOn, canReportOn } from './node-report-access.service.js';
import * as refs from './node-report-refs.repository.js';
import { findReport } from './node-report.repository.js';

const UNDO_MESSAGE = '撤销上报';

/**
 * DELETE fac-mission-prcd-node-reports/undo/{logId} (logId = the report bill): every step through the engine, in one
 * transaction. Draft or rejected: voided. Pending: withdrawn, then voided. Reviewed: un-reviewed (its effects
 * reversed) and voided when no review is configured; with review the anti-review is requested (3) and the bill stays
 * until approved.
 */
export async function undoReport(db: Db, bills: BillRegistry, ctx: RequestContext, billId: string): Promise<{ status: number }> {
  return transactionWithRetry(db, async (trx) => {
    const report = await findReport(trx, ctx, billId);
    if (!report) throw notFound({ zh: '上报单据', en: 'Report bill' });
    const node = await refs.findNodeForReport(trx, ctx, report.missionNodeId);
    if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
    assertCanReportOn(ctx, node);
    const deps: WorkflowDeps = { db: joinTransaction(trx), bills };
    let status = report.status;
    if (status === 3) throw badState({ zh: '该单据正在反审批准中', en: 'An anti-review of this bill is pending' });
    if (status === 5) throw badState({ zh: '该单据已作废', en: 'This bill is already voided' });
    if (status === 2) status = (await applyAntiReview(deps, ctx, report.billType, report.id, UNDO_MESSAGE)).status;
    if (status === 1) status = (await undoSubmit(deps, ctx, report.billType, report.id)).status;
    if (status === 0 || status === 4) status = (await voidBill(deps, ctx, report.billType, report.id, UNDO_MESSAGE)).status;
    return { status };
  });
}

/** GET fac-mission-prcd-node-reports/checkReportPermission: code 0 when the user may report on the node, else 40301. */
export async function checkReportPermission(db: Db, ctx: RequestContext, missionNodeId: string): Promise<{ canReport: true }> {
  const node = await refs.findNodeForReport(db, ctx, missionNodeId);
  if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
  if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
  return { canReport: true };
}
