import { BillAction, dec } from '@gf/contracts';
import { appendBillEvent } from '../../bills/bill-event.repository.js';
import { assertNoLiveDownstream } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { purchaseBillTypeOf } from './purchase-bill.bill-type.js';
import * as repo from './purchase-bill.repository.js';
import { updateDemands } from './purchase-demand.repository.js';
import { requireDemands } from './purchase-demand.service.js';
import { badState, notFoundRemittance, purchaseNotFound, userNotFound } from './purchase-errors.js';
import { setLineArriveComplete } from './purchase-line.repository.js';
import { isUnitUser } from './purchase-reference.repository.js';
import { insertRemittance, remittedTotal, undoRemittance } from './purchase-remittance.repository.js';

type LockedBill = NonNullable<Awaited<ReturnType<typeof repo.lockBillRow>>>;

/** Runs a change on the locked bill; cancel, close and reopen are appended to the bill's history. */
async function withLockedBill<T>(
  db: Db,
  ctx: RequestContext,
  id: string,
  action: string | null,
  run: (trx: Db, bill: LockedBill) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const bill = await repo.lockBillRow(trx, ctx.unitId, id);
    if (!bill) throw purchaseNotFound();
    const result = await run(trx, bill);
    if (!action) return result;
    await appendBillEvent(trx, {
      unitId: ctx.unitId,
      billType: purchaseBillTypeOf(bill.isSample).type,
      billId: id,
      billNo: bill.no,
      actorId: ctx.userId,
      action,
      fromStatus: bill.status,
      toStatus: bill.status,
      message: null,
    });
    return result;
  });
}

/** 撤销: a draft or rejected bill stops counting (its demand splits free up); a reviewed one is anti-reviewed first. */
export function cancelPurchase(db: Db, ctx: RequestContext, id: string) {
  return withLockedBill(db, ctx, id, BillAction.cancel, async (trx, bill) => {
    if (bill.isCancelled) throw badState('采购单已撤销', 'The purchase bill is already cancelled');
    if (![0, 4].includes(bill.status))
      throw badState(
        '只有草稿或已驳回的采购单可以撤销，已审核的请先反审核',
        'Only a draft or rejected bill can be cancelled; anti-review a reviewed one first',
      );
    // Like a void: refused while live documents (a quality check of the draft) point at the bill.
    await assertNoLiveDownstream(trx, ctx, { type: purchaseBillTypeOf(bill.isSample).type, billId: id }, 'void');
    await repo.updateBill(trx, ctx.unitId, id, { isCancelled: true, updatedBy: ctx.userId });
    return { id, cancel: true };
  });
}

/** 关闭 / 重新打开 a reviewed bill: closed, only what arrived still counts as purchased. */
export function closePurchase(db: Db, ctx: RequestContext, id: string, closed: boolean) {
  return withLockedBill(db, ctx, id, closed ? BillAction.close : BillAction.reopen, async (trx, bill) => {
    if (bill.isCancelled) throw badState('采购单已撤销', 'The purchase bill is cancelled');
    if (bill.status !== 2) throw badState('只有已审核的采购单可以关闭', 'Only a reviewed bill can be closed or reopened');
    if (bill.isClosed === closed)
      throw badState(closed ? '采购单已关闭' : '采购单未关闭', closed ? 'Already closed' : 'Not closed');
    await repo.updateBill(trx, ctx.unitId, id, { isClosed: closed, updatedBy: ctx.userId });
    return { id, closed };
  });
}

/** 付款: a payment against a reviewed bill, never above what is still unpaid. */
export function remitPurchase(
  db: Db,
  ctx: RequestContext,
  input: { billMaterialPurchaseId: string; amount: string; dateOperated: string; operatorId: string },
) {
  // payments are listed on their own tab, not in the approval history
  return withLockedBill(db, ctx, input.billMaterialPurchaseId, null, async (trx, bill) => {
    if (bill.isCancelled || bill.status !== 2) throw badState('只有已审核的采购单可以付款', 'Only a reviewed bill can be paid');
    if (!(await isUnitUser(trx, ctx.unitId, input.operatorId))) throw userNotFound('operatorId');
    const unpaid = dec.fixed(dec.sub(bill.amount, await remittedTotal(trx, ctx.unitId, bill.id), 2), 2);
    if (dec.cmp(input.amount, unpaid) > 0)
      throw badState(`付款金额不能超过未付金额 ${unpaid}`, `The payment cannot exceed the unpaid ${unpaid}`);
    const remittanceId = await insertRemittance(trx, {
      unitId: ctx.unitId,
      purchaseBillId: bill.id,
      supplierId: bill.supplierId,
      amount: input.amount,
      dateOperated: input.dateOperated,
      operatorId: input.operatorId,
      createdBy: ctx.userId,
    });
    return { remittanceId };
  });
}

export async function undoRemit(db: Db, ctx: RequestContext, remittanceId: string) {
  if (!(await undoRemittance(db, ctx.unitId, remittanceId))) throw notFoundRemittance();
  return { remittanceId };
}

/**
 * 手动到齐 (complete) / 手动未到齐 (undo): the purchase line of this bill and SKU, and with demandSourceBillId
 * that demand line too.
 */
export async function setManualArrive(
  db: Db,
  ctx: RequestContext,
  q: { billMaterialPurchaseId: string; materialSkuId: string; demandSourceBillId?: string | undefined },
  complete: boolean,
) {
  const bill = await repo.findBill(db, ctx.unitId, q.billMaterialPurchaseId);
  if (!bill) throw purchaseNotFound();
  if (bill.status !== 2 || bill.cancel)
    throw badState('只有已审核的采购单可以标记到齐', 'Only a reviewed bill can be marked arrived');
  if (q.demandSourceBillId) await requireDemands(db, ctx, [q.demandSourceBillId]);
  return db.transaction().execute(async (trx) => {
    const lineId = await setLineArriveComplete(trx, ctx.unitId, bill.id, q.materialSkuId, complete);
    if (!lineId) throw badState('采购单中没有这个物料', 'This material is not on the purchase bill');
    if (q.demandSourceBillId) await updateDemands(trx, ctx.unitId, [q.demandSourceBillId], { isArriveComplete: complete });
    return { purchaseLineId: lineId, complete };
  });
}
