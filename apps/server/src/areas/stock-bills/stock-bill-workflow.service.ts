import { STOCK_BILL_TYPES, type StockBillType } from '@gf/contracts';
import { assertNoLiveDownstream } from '../../bills/lineage.service.js';
import { findReviewConfig, isReviewInUse } from '../../bills/review-config.repository.js';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import { reviewBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { STOCK_BILL_SYSTEM_ACTIONS, stockBillTypes } from './stock-bill.bill-type.js';
import { unpostStockBill } from './stock-bill-posting.service.js';
import * as repo from './stock-bill.repository.js';
import { stockBillNotFound } from './stock-bill.service.js';

/**
 * 撤销 with a reason: a reviewed bill's movements are compensated and it ends voided (5), through the engine's system
 * transition (history event with the reason), refused while live documents point at it (a received notice's 入库).
 */
export async function revokeStockBill(db: Db, ctx: RequestContext, input: { id: string; cancelRemark: string }) {
  return db.transaction().execute(async (trx) => {
    const head = await repo.findHead(trx, ctx.unitId, input.id);
    if (!head) throw stockBillNotFound();
    const def = stockBillTypes[head.operateType];
    await assertNoLiveDownstream(trx, ctx, { type: def.type, billId: head.id }, 'void');
    const moved = await applySystemTransition(trx, ctx, def, head.id, STOCK_BILL_SYSTEM_ACTIONS.revoke, input.cancelRemark);
    await unpostStockBill(trx, ctx, head.id);
    await repo.setCancelRemark(trx, ctx.unitId, head.id, input.cancelRemark);
    return moved;
  });
}

/** stock/change/hasReviewConfig: whether each kind (or the one asked) is reviewed in this factory. */
export async function hasReviewConfig(db: Db, ctx: RequestContext, operateType: StockBillType | undefined) {
  const types = operateType ? [operateType] : STOCK_BILL_TYPES;
  const out: Record<string, boolean> = {};
  for (const t of types) out[t] = isReviewInUse(await findReviewConfig(db, ctx.unitId, t));
  return operateType ? out[operateType] : out;
}

/** stock/change/batchReview: each bill through the engine on its own; one refusal does not stop the others. */
export async function batchReviewStockBills(
  deps: WorkflowDeps,
  ctx: RequestContext,
  input: { billIds: string[]; result: boolean; message: string | null },
) {
  const results = [];
  for (const billId of [...new Set(input.billIds)]) {
    try {
      const head = await repo.findHead(deps.db, ctx.unitId, billId);
      if (!head) throw stockBillNotFound();
      const { status } = await reviewBill(deps, ctx, head.operateType, {
        billId,
        result: input.result,
        message: input.message ?? undefined,
      });
      results.push({ billId, ok: true, status, msg: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ billId, ok: false, status: null, msg: pick(error.text, ctx.lang) });
    }
  }
  return { successNum: results.filter((r) => r.ok).length, failNum: results.filter((r) => !r.ok).length, results };
}
