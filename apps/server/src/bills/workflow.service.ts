import { BillAction } from '@gf/contracts';
import type { Db } from '../platform/db/database.js';
import { transactionWithRetry } from '../platform/db/retry-transaction.js';
import { AppError, Code } from '../platform/http/errors.js';
import { can, type RequestContext } from '../platform/tenancy/context.js';
import { appendBillEvent } from './bill-event.repository.js';
import { lockBill, moveBill, softDeleteBill, type BillHead } from './bill-store.repository.js';
import type { BillRegistry, BillTypeDefinition } from './registry.js';
import { findReviewConfig, isReviewInUse, resolveReviewers, type ReviewConfig } from './review-config.repository.js';
import { assertNoLiveDownstream, unlinkDocument } from './lineage.service.js';
import { closeTask, findOpenTask, findOpenTaskById, openTask, recordApproval, type OpenTask } from './review-task.repository.js';
import { nextStatus, type WorkflowAction } from './transitions.js';
import {
  billNotFound,
  noPermission,
  noReviewers,
  notAllowedFrom,
  notYourTask,
  reasonRequired,
  unknownBillType,
} from './workflow-errors.js';

export interface WorkflowDeps {
  db: Db;
  bills: BillRegistry;
}

interface Step {
  trx: Db;
  ctx: RequestContext;
  def: BillTypeDefinition;
  bill: BillHead;
}

/** A bill type the review workflow moves (a 'system' type is moved only by its declared system transitions). */
export function definitionOf(bills: BillRegistry, typeOrFamily: string): BillTypeDefinition {
  const def = bills.find(typeOrFamily);
  if (!def || def.workflow === 'system') throw unknownBillType(typeOrFamily);
  return def;
}

const refOf = (step: Step) => ({ type: step.def.type, billId: step.bill.id });

/**
 * Un-review is refused while the bill type's own rule or live downstream documents say so. Checked when it is
 * applied for and again where it takes effect (the anti-review approval), on the locked bill.
 */
async function assertUnreviewable(step: Step): Promise<void> {
  const blocked = await step.def.hooks?.blocksUnreview?.(step.trx, step.ctx, step.bill.id);
  if (blocked) throw new AppError(Code.badState, blocked);
  await assertNoLiveDownstream(step.trx, step.ctx, refOf(step), 'unreview');
}

function requirePermission(ctx: RequestContext, code: string | undefined, fallback: string): void {
  if (!can(ctx, code ?? fallback)) throw noPermission();
}

/** Locks the bill, checks the action against the transition table, and runs the step in one transaction. */
async function withBill<T>(
  deps: WorkflowDeps,
  ctx: RequestContext,
  typeOrFamily: string,
  billId: string,
  run: (step: Step) => Promise<T>,
): Promise<T> {
  const def = definitionOf(deps.bills, typeOrFamily);
  // A deadlock between two approvals is run again a few times before it is answered as a conflict.
  return transactionWithRetry(deps.db, async (trx) => {
    const bill = await lockBill(trx, def, ctx.unitId, billId);
    if (!bill) throw billNotFound();
    return run({ trx, ctx, def, bill });
  });
}

function target(action: WorkflowAction, bill: BillHead, hasReview: boolean): number {
  const to = nextStatus(action, bill.status, hasReview);
  if (to === null || to === 'deleted') throw notAllowedFrom(action, bill.status);
  return to;
}

async function move(step: Step, to: number, action: string, message?: string | null): Promise<void> {
  const { trx, ctx, def, bill } = step;
  await moveBill(trx, def, bill.id, to, {
    unitId: ctx.unitId,
    billType: def.type,
    billId: bill.id,
    billNo: bill.billNo,
    actorId: ctx.userId,
    action,
    fromStatus: bill.status,
    toStatus: to,
    message: message ?? null,
  });
}

async function openReviewStep(step: Step, config: ReviewConfig, stepIndex: number, submitterId: string): Promise<void> {
  const s = config.steps[stepIndex];
  if (!s) throw noReviewers();
  const assignees = await resolveReviewers(step.trx, step.ctx.unitId, s.userIds, s.roleIds);
  if (assignees.length === 0) throw noReviewers();
  await openTask(step.trx, {
    unitId: step.ctx.unitId,
    billType: step.def.type,
    billId: step.bill.id,
    taskName: 'NORMAL_REVIEW',
    stepIndex,
    mode: s.mode,
    assigneeUserIds: assignees,
    submitterId,
  });
}

/** Anti-review approvers: the configured ones, else the reviewers of the last step. */
async function antiReviewers(step: Step, config: ReviewConfig): Promise<string[]> {
  const { trx, ctx } = step;
  const named = await resolveReviewers(trx, ctx.unitId, config.antiReviewerUserIds, config.antiReviewerRoleIds);
  if (named.length) return named;
  const last = config.steps[config.steps.length - 1];
  return last ? resolveReviewers(trx, ctx.unitId, last.userIds, last.roleIds) : [];
}

export async function submitBill(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  billId: string,
): Promise<{ status: number }> {
  return withBill(deps, ctx, type, billId, async (step) => {
    requirePermission(ctx, step.def.permissions.submit, step.def.permissions.edit);
    const config = await findReviewConfig(step.trx, ctx.unitId, step.def.type);
    const withReview = isReviewInUse(config) && !(await step.def.hooks?.skipsReview?.(step.trx, ctx, billId));
    const to = target('submit', step.bill, withReview);
    await step.def.hooks?.validateSubmit?.(step.trx, ctx, billId, 'submit');
    if (withReview) await openReviewStep(step, config, 0, ctx.userId);
    await move(step, to, BillAction.submit);
    if (!withReview) await step.def.hooks?.onPosted?.(step.trx, ctx, billId);
    return { status: to };
  });
}

export interface ReviewDecision {
  taskId?: string | undefined;
  billId?: string | undefined;
  result: boolean;
  message?: string | undefined;
}

/** Approve or reject the current step; on an anti-review task, approve (back to draft) or refuse. */
export async function reviewBill(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  decision: ReviewDecision,
): Promise<{ status: number }> {
  const def = definitionOf(deps.bills, type);
  let billId = decision.billId;
  if (decision.taskId) {
    const task = await findOpenTaskById(deps.db, ctx.unitId, decision.taskId);
    if (!task || task.billType !== def.type)
      throw new AppError(Code.badState, {
        zh: '审核任务不存在或已处理',
        en: 'The review task does not exist or was already handled',
      });
    billId = task.billId;
  }
  if (!billId)
    throw new AppError(
      Code.invalidInput,
      { zh: 'taskId：必填', en: 'taskId: is required' },
      { errors: [{ field: 'taskId', message: 'is required' }] },
    );
  return withBill(deps, ctx, type, billId, async (step) => {
    const task = await findOpenTask(step.trx, ctx.unitId, def.type, step.bill.id);
    if (!task || (decision.taskId && task.id !== decision.taskId))
      throw new AppError(Code.badState, {
        zh: '审核任务不存在或已处理',
        en: 'The review task does not exist or was already handled',
      });
    if (!task.assigneeUserIds.includes(ctx.userId) || task.approvedUserIds.includes(ctx.userId)) throw notYourTask();
    if (!decision.result && !decision.message) throw reasonRequired();
    return task.taskName === 'NORMAL_REVIEW' ? decideReview(step, task, decision) : decideAntiReview(step, task, decision);
  });
}

async function decideReview(step: Step, task: OpenTask, decision: ReviewDecision): Promise<{ status: number }> {
  const { trx, ctx } = step;
  if (!decision.result) {
    const to = target('reject', step.bill, true);
    await closeTask(trx, task.id, 'DONE');
    await move(step, to, BillAction.reject, decision.message);
    return { status: to };
  }
  const approved = [...task.approvedUserIds, ctx.userId];
  if (task.mode === 'ALL' && !task.assigneeUserIds.every((u) => approved.includes(u))) {
    await recordApproval(trx, task.id, approved);
    await move(step, step.bill.status, BillAction.pass, decision.message);
    return { status: step.bill.status };
  }
  await closeTask(trx, task.id, 'DONE');
  const config = await findReviewConfig(trx, ctx.unitId, step.def.type);
  if (config && task.stepIndex + 1 < config.steps.length) {
    await openReviewStep(step, config, task.stepIndex + 1, task.submitterId);
    await move(step, step.bill.status, BillAction.pass, decision.message);
    return { status: step.bill.status };
  }
  const to = target('approve', step.bill, true);
  // The submit rules read rows other bills change (limits, stock, plans): checked again where the bill takes effect.
  await step.def.hooks?.validateSubmit?.(trx, ctx, step.bill.id, 'approve');
  await move(step, to, BillAction.pass, decision.message);
  await step.def.hooks?.onPosted?.(trx, ctx, step.bill.id);
  return { status: to };
}

async function decideAntiReview(step: Step, task: OpenTask, decision: ReviewDecision): Promise<{ status: number }> {
  await closeTask(step.trx, task.id, 'DONE');
  if (!decision.result) {
    const to = target('antiReviewRefuse', step.bill, true);
    await move(step, to, BillAction.antiReviewReject, decision.message);
    return { status: to };
  }
  const to = target('antiReviewApprove', step.bill, true);
  await assertUnreviewable(step);
  await move(step, to, BillAction.antiReviewPass, decision.message);
  await step.def.hooks?.onUnposted?.(step.trx, step.ctx, step.bill.id);
  return { status: to };
}

/** Withdrawing is for whoever opened the task (the submitter or applicant) or the boss. */
async function withdraw(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  billId: string,
  kind: { action: 'undoSubmit' | 'undoAntiReview'; event: string; onlyOwner: { zh: string; en: string } },
): Promise<{ status: number }> {
  return withBill(deps, ctx, type, billId, async (step) => {
    const to = target(kind.action, step.bill, true);
    const task = await findOpenTask(step.trx, ctx.unitId, step.def.type, billId);
    if (task && task.submitterId !== ctx.userId && ctx.userKind !== 'BOSS') throw new AppError(Code.noPermission, kind.onlyOwner);
    if (task) await closeTask(step.trx, task.id, 'CANCELLED');
    await move(step, to, kind.event);
    return { status: to };
  });
}

/** The submitter takes a pending bill back to draft. */
export function undoSubmit(deps: WorkflowDeps, ctx: RequestContext, type: string, billId: string): Promise<{ status: number }> {
  return withdraw(deps, ctx, type, billId, {
    action: 'undoSubmit',
    event: BillAction.undoSubmit,
    onlyOwner: { zh: '只有提报人可以撤回', en: 'Only the submitter can withdraw' },
  });
}

/** The applicant withdraws a pending anti-review request: the bill stays reviewed. */
export function undoAntiReview(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  billId: string,
): Promise<{ status: number }> {
  return withdraw(deps, ctx, type, billId, {
    action: 'undoAntiReview',
    event: BillAction.undoAntiReview,
    onlyOwner: { zh: '只有申请人可以撤回申请', en: 'Only the applicant can withdraw the request' },
  });
}

export async function applyAntiReview(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  billId: string,
  message: string,
): Promise<{ status: number }> {
  if (!message) throw reasonRequired();
  return withBill(deps, ctx, type, billId, async (step) => {
    requirePermission(ctx, step.def.permissions.applyAntiReview, step.def.permissions.edit);
    const config = await findReviewConfig(step.trx, ctx.unitId, step.def.type);
    const withReview = isReviewInUse(config) && !(await step.def.hooks?.skipsReview?.(step.trx, ctx, billId));
    const to = target('applyAntiReview', step.bill, withReview);
    await assertUnreviewable(step);
    if (withReview) {
      const approvers = await antiReviewers(step, config);
      if (approvers.length === 0) throw noReviewers();
      await openTask(step.trx, {
        unitId: ctx.unitId,
        billType: step.def.type,
        billId,
        taskName: 'ANTI_REVIEW',
        stepIndex: 0,
        mode: 'ANY',
        assigneeUserIds: approvers,
        submitterId: ctx.userId,
      });
    }
    await move(step, to, BillAction.applyAntiReview, message);
    if (!withReview) await step.def.hooks?.onUnposted?.(step.trx, ctx, billId);
    return { status: to };
  });
}

export async function voidBill(
  deps: WorkflowDeps,
  ctx: RequestContext,
  type: string,
  billId: string,
  message?: string,
): Promise<{ status: number }> {
  return withBill(deps, ctx, type, billId, async (step) => {
    requirePermission(ctx, step.def.permissions.void, step.def.permissions.edit);
    const to = target('void', step.bill, true);
    await assertNoLiveDownstream(step.trx, ctx, refOf(step), 'void');
    await move(step, to, BillAction.void, message);
    await unlinkDocument(step.trx, ctx, refOf(step));
    return { status: to };
  });
}

/** Soft delete of a draft; the row stays for the audit trail. */
export async function deleteBill(deps: WorkflowDeps, ctx: RequestContext, type: string, billId: string): Promise<void> {
  await withBill(deps, ctx, type, billId, async (step) => {
    requirePermission(ctx, step.def.permissions.delete, step.def.permissions.edit);
    if (nextStatus('delete', step.bill.status, true) !== 'deleted') throw notAllowedFrom('delete', step.bill.status);
    await assertNoLiveDownstream(step.trx, ctx, refOf(step), 'delete');
    await softDeleteBill(step.trx, step.def, ctx.unitId, billId);
    await unlinkDocument(step.trx, ctx, refOf(step));
    await appendBillEvent(step.trx, {
      unitId: ctx.unitId,
      billType: step.def.type,
      billId,
      billNo: step.bill.billNo,
      actorId: ctx.userId,
      action: BillAction.delete,
      fromStatus: step.bill.status,
      toStatus: null,
    });
  });
}

/** For an area's save: the bill must still be editable (draft or rejected). Call inside its transaction. */
export async function assertEditable(trx: Db, def: BillTypeDefinition, ctx: RequestContext, billId: string): Promise<BillHead> {
  const bill = await lockBill(trx, def, ctx.unitId, billId);
  if (!bill) throw billNotFound();
  if (nextStatus('save', bill.status, true) === null) throw notAllowedFrom('save', bill.status);
  await assertNoLiveDownstream(trx, ctx, { type: def.type, billId: bill.id }, 'edit');
  return bill;
}

export async function recordBillEvent(
  trx: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  bill: { id: string; billNo: string | null; status: number },
  action: 'CREATE' | 'SAVE',
): Promise<void> {
  await appendBillEvent(trx, {
    unitId: ctx.unitId,
    billType: def.type,
    billId: bill.id,
    billNo: bill.billNo,
    actorId: ctx.userId,
    action,
    fromStatus: action === 'CREATE' ? null : bill.status,
    toStatus: bill.status,
  });
}
