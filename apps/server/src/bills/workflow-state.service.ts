import {
  BillStatus,
  billActionLabels,
  billStatusLabels,
  type BillActionCode,
  type BillEventRow,
  type BillWorkflowState,
} from '@gf/contracts';
import type { Db } from '../platform/db/database.js';
import { can, type RequestContext } from '../platform/tenancy/context.js';
import { listBillEvents } from './bill-event.repository.js';
import { readBill } from './bill-store.repository.js';
import { getLineage } from './lineage.service.js';
import type { BillRegistry, BillTypeDefinition, WithheldAction } from './registry.js';
import { findReviewConfig, isReviewInUse } from './review-config.repository.js';
import { findOpenTask } from './review-task.repository.js';
import { isAllowed } from './transitions.js';
import { billNotFound } from './workflow-errors.js';
import { definitionOf } from './workflow.service.js';

export function toEventRow(
  e: Awaited<ReturnType<typeof listBillEvents>>[number],
  lang: 'zh' | 'en',
  def?: BillTypeDefinition,
): BillEventRow {
  const label = billActionLabels[e.action as BillActionCode] ?? def?.systemTransitions?.find((s) => s.action === e.action)?.label;
  return {
    id: e.id,
    billType: e.billType,
    billId: e.billId,
    billNo: e.billNo,
    action: e.action,
    actionText: label ? label[lang] : e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    message: e.message,
    operatorId: e.actorId,
    operatorName: e.actorName,
    createdAt: new Date(e.createdAt).toISOString(),
  };
}

const noWorkflowActions: BillWorkflowState['allowed'] = {
  edit: false,
  submit: false,
  approve: false,
  reject: false,
  undoSubmit: false,
  applyAntiReview: false,
  antiReviewApprove: false,
  antiReviewRefuse: false,
  undoAntiReview: false,
  void: false,
  delete: false,
};

/** What the BillDetail frame shows: status, the actions this user may take now, and the history. */
export async function getWorkflowState(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  type: string,
  billId: string,
): Promise<BillWorkflowState> {
  // A 'system' type (moved by its declared transitions only) has a state too: status, history and lineage, no actions.
  const found = bills.find(type);
  const def = found?.workflow === 'system' ? found : definitionOf(bills, type);
  const isSystem = def.workflow === 'system';
  const bill = await readBill(db, def, ctx.unitId, billId);
  if (!bill) throw billNotFound();
  const config = await findReviewConfig(db, ctx.unitId, def.type);
  const task = await findOpenTask(db, ctx.unitId, def.type, billId);
  const events = await listBillEvents(db, ctx.unitId, def.type, billId);
  const names = task?.assigneeUserIds.length
    ? await db.selectFrom('appUser').select(['id', 'userName']).where('id', 'in', task.assigneeUserIds).execute()
    : [];
  const isAssignee = Boolean(task && task.assigneeUserIds.includes(ctx.userId) && !task.approvedUserIds.includes(ctx.userId));
  const isTaskOwner = Boolean(task && (task.submitterId === ctx.userId || ctx.userKind === 'BOSS'));
  const mayEdit = can(ctx, def.permissions.edit);
  const s = bill.status;
  const lineage = await getLineage(db, ctx, { type: def.type, billId });
  const withheld = new Set(isSystem ? [] : ((await def.hooks?.withheldActions?.(db, ctx, billId)) ?? []));
  const offered = (action: WithheldAction, allowed: boolean) => allowed && !withheld.has(action);
  const displayStatus =
    !isSystem && s === BillStatus.reviewed && lineage.downstream.some((d) => !d.followsSource) ? BillStatus.cannotUnreview : s;
  const status = (def.statusLabels ?? billStatusLabels)[displayStatus] ?? { zh: String(s), en: String(s) };
  return {
    billType: def.type,
    billId,
    status: s,
    displayStatus,
    statusText: status[ctx.lang],
    lineage,
    reviewEnabled: isReviewInUse(config),
    openTask: task
      ? {
          taskId: task.id,
          taskName: task.taskName,
          assigneeNames: names.map((n) => n.userName),
          stepIndex: task.stepIndex,
          stepCount: config?.steps.length ?? 1,
        }
      : null,
    allowed: isSystem
      ? noWorkflowActions
      : {
          edit: offered('edit', mayEdit && isAllowed('save', s)),
          submit: offered('submit', can(ctx, def.permissions.submit ?? def.permissions.edit) && isAllowed('submit', s)),
          approve: isAllowed('approve', s) && task?.taskName === 'NORMAL_REVIEW' && isAssignee,
          reject: isAllowed('reject', s) && task?.taskName === 'NORMAL_REVIEW' && isAssignee,
          undoSubmit: isAllowed('undoSubmit', s) && isTaskOwner,
          applyAntiReview:
            can(ctx, def.permissions.applyAntiReview ?? def.permissions.edit) &&
            isAllowed('applyAntiReview', s) &&
            displayStatus !== BillStatus.cannotUnreview,
          antiReviewApprove: isAllowed('antiReviewApprove', s) && task?.taskName === 'ANTI_REVIEW' && isAssignee,
          antiReviewRefuse: isAllowed('antiReviewRefuse', s) && task?.taskName === 'ANTI_REVIEW' && isAssignee,
          undoAntiReview: isAllowed('undoAntiReview', s) && isTaskOwner,
          void: offered('void', can(ctx, def.permissions.void ?? def.permissions.edit) && isAllowed('void', s)),
          delete: offered('delete', can(ctx, def.permissions.delete ?? def.permissions.edit) && isAllowed('delete', s)),
        },
    history: events.map((e) => toEventRow(e, ctx.lang, def)),
  };
}
