import { MATERIALS_RETURN } from '@gf/contracts';
import {
  applyAntiReview,
  deleteBill,
  reviewBill,
  submitBill,
  undoAntiReview,
  undoSubmit,
  voidBill,
  type WorkflowDeps,
} from '../../bills/workflow.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findReturnHead } from './return.repository.js';
import { returnNotFound } from './return.service.js';

/**
 * The return calls of SPEC 7 mapped onto the engine's actions (the same actions answer under
 * uflo/MATERIALS_RETURN/...). Every status change goes through workflow.service.
 */
async function statusOf(deps: WorkflowDeps, ctx: RequestContext, id: string): Promise<number> {
  const bill = await findReturnHead(deps.db, ctx.unitId, id);
  if (!bill) throw returnNotFound();
  return bill.status;
}

/** return/examine: submit a draft or rejected return; on a pending one, the reviewer's decision. */
export async function examineReturn(
  deps: WorkflowDeps,
  ctx: RequestContext,
  input: { id: string; result: boolean; message: string | null },
): Promise<{ status: number }> {
  const status = await statusOf(deps, ctx, input.id);
  if (status === 1)
    return reviewBill(deps, ctx, MATERIALS_RETURN, {
      billId: input.id,
      result: input.result,
      message: input.message ?? undefined,
    });
  return submitBill(deps, ctx, MATERIALS_RETURN, input.id);
}

/** return/undo/{id}: withdraw a pending submission (back to draft) or a pending anti-review request. */
export async function undoReturn(deps: WorkflowDeps, ctx: RequestContext, id: string): Promise<{ status: number }> {
  const status = await statusOf(deps, ctx, id);
  return status === 3 ? undoAntiReview(deps, ctx, MATERIALS_RETURN, id) : undoSubmit(deps, ctx, MATERIALS_RETURN, id);
}

export const antiReviewReturn = (deps: WorkflowDeps, ctx: RequestContext, id: string, message: string) =>
  applyAntiReview(deps, ctx, MATERIALS_RETURN, id, message);

export const invalidateReturn = (deps: WorkflowDeps, ctx: RequestContext, id: string, message: string | null) =>
  voidBill(deps, ctx, MATERIALS_RETURN, id, message ?? undefined);

export const deleteReturn = (deps: WorkflowDeps, ctx: RequestContext, id: string) => deleteBill(deps, ctx, MATERIALS_RETURN, id);
