import { noTaxPriceOf, orderGoodsPrice, ProductionOrderPermission } from '@gf/contracts';
import { reviewBill, voidBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, duplicate, NO_PERMISSION, pick } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { setOrderGoodsBom } from './order-bom-assign.service.js';
import { FAC_PRD_ORDER } from './production-order.bill-type.js';
import * as repo from './production-order.repository.js';
import { orderNotFound } from './production-order.service.js';

/** facPrdOrder/pass: the caller's open review task of the order, approved. */
export function passOrder(deps: WorkflowDeps, ctx: RequestContext, orderId: string, message: string | null) {
  return reviewBill(deps, ctx, FAC_PRD_ORDER, { billId: orderId, result: true, message: message ?? undefined });
}

/** facPrdOrder/reject: the caller's open review task of the order, rejected with a reason. */
export function rejectOrder(deps: WorkflowDeps, ctx: RequestContext, orderId: string, message: string | null) {
  if (!can(ctx, ProductionOrderPermission.reject)) throw new AppError(Code.noPermission, NO_PERMISSION);
  return reviewBill(deps, ctx, FAC_PRD_ORDER, { billId: orderId, result: false, message: message ?? undefined });
}

/** facPrdOrder/cancel: 作废 a draft or rejected order or pre-order (the engine refuses it while others draw on it). */
export function cancelOrder(deps: WorkflowDeps, ctx: RequestContext, orderId: string) {
  return voidBill(deps, ctx, FAC_PRD_ORDER, orderId);
}

/**
 * uflo/fac-prd-order/batchReview: several orders passed (or rejected) at once, each in its own transaction, so one
 * refusal (not the caller's task, a required field missing) names that order and leaves the others decided.
 */
export async function batchReviewOrders(
  deps: WorkflowDeps,
  ctx: RequestContext,
  input: { billIds: string[]; result: boolean; message: string | null },
) {
  const results = [];
  for (const billId of [...new Set(input.billIds)]) {
    try {
      const { status } = await reviewBill(deps, ctx, FAC_PRD_ORDER, {
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

/** facPrdOrder/updateFacPrdOrderNo: a new number for a live order, free in the factory. */
export async function updateOrderNo(db: Db, ctx: RequestContext, input: { facPrdOrderId: string; orderNo: string }) {
  try {
    return await db.transaction().execute(async (trx) => {
      const head = await repo.lockOrderHead(trx, ctx, input.facPrdOrderId);
      if (!head) throw orderNotFound();
      if (head.status === 5) throw new AppError(Code.badState, { zh: '订单已作废', en: 'The order is voided' });
      const taken = await repo.findOrderIdByNo(trx, ctx, input.orderNo);
      if (taken && taken !== head.id) throw duplicate('orderNo', { zh: '生产单号', en: 'Order no.' });
      await repo.setOrderNo(trx, ctx, head.id, input.orderNo);
      return { id: head.id, orderNo: input.orderNo };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate('orderNo', { zh: '生产单号', en: 'Order no.' });
    throw error;
  }
}

/**
 * facPrdOrder/updateBomPrice: the BOM a goods block of a live formal order is priced and exploded by. Allowed while
 * the order is not voided; a BOM the BOM area does not know for the style is refused.
 */
export async function updateOrderBom(db: Db, ctx: RequestContext, input: { facPrdOrderGoodsId: string; bomId: string | null }) {
  return db.transaction().execute(async (trx) => {
    await setOrderGoodsBom(trx, ctx, [input.facPrdOrderGoodsId], input.bomId, {
      goods: () => 'facPrdOrderGoodsId',
      bom: 'bomId',
    });
    return { facPrdOrderGoodsId: input.facPrdOrderGoodsId, bomId: input.bomId };
  });
}

/** facPrdOrder/tax-rate: the prices of a goods block from a price (without or with tax), a rate and a quantity. */
export function taxRateBreakdown(input: {
  noTaxPrice: string | null;
  taxPrice: string | null;
  taxRate: string;
  totalNum: string | null;
  processUnitPrice: string | null;
}) {
  const noTaxPrice = input.noTaxPrice ?? noTaxPriceOf(input.taxPrice, input.taxRate);
  return orderGoodsPrice({
    noTaxPrice,
    taxRate: input.taxRate,
    totalNum: input.totalNum ?? '0',
    processUnitPrice: input.processUnitPrice,
  });
}
