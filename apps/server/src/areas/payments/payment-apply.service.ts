import { Dec, PAYMENT_APPLY, type PaymentApplyInput } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { paymentApplyBillType as def } from './payment.bill-type.js';
import { guardDuplicate, nextNumber, notFoundOf } from './payment-numbers.js';
import * as repo from './payment.repository.js';
import { assertPartner, checkAllocations } from './payment-rules.service.js';

export const APPLY_NAME = { zh: '付款申请单', en: 'Payment application' };

const sumOf = (orders: { amount: string }[]) => orders.reduce((s, o) => s.plus(o.amount), Dec.zero);

function checkApplyTotal(applyAmount: string, orders: { amount: string }[]): void {
  if (sumOf(orders).gt(applyAmount))
    throw invalid('extOrders', {
      zh: `单据合计 ${sumOf(orders).toFixed(2)} 超过申请金额 ${Dec.of(applyAmount).toFixed(2)}`,
      en: `the bills (${sumOf(orders).toFixed(2)}) exceed the amount applied for`,
    });
}

/** At submit and approval: the partner still live, the bills still open by the amounts listed (locked). */
export async function checkApply(trx: Db, ctx: RequestContext, id: string): Promise<void> {
  const a = await repo.findApply(trx, ctx.unitId, id);
  if (!a) return;
  const partner = { type: a.partnerType, id: a.partnerId };
  await assertPartner(trx, ctx, 'PAY', partner);
  const orders = await repo.findOrders(trx, ctx.unitId, PAYMENT_APPLY, id);
  checkApplyTotal(a.applyAmount, orders);
  await checkAllocations(trx, ctx, 'PAY', partner, orders, true);
}

/** finance/payment/addPaymentApply, updatePaymentApply: a draft application, linked to the bills it means to pay. */
export async function saveApply(db: Db, ctx: RequestContext, input: PaymentApplyInput): Promise<{ id: string; orderNo: string }> {
  const existing = input.id ? await repo.findApply(db, ctx.unitId, input.id) : undefined;
  if (input.id && !existing) throw notFoundOf(APPLY_NAME);
  const partner = { type: input.partnerType, id: input.partnerId };
  return guardDuplicate('finance_payment_apply_unit_no_key', 'orderNo', APPLY_NAME, () =>
    db.transaction().execute(async (trx) => {
      const bill = existing ? await assertEditable(trx, def, ctx, existing.id) : undefined;
      await assertPartner(trx, ctx, 'PAY', partner);
      checkApplyTotal(input.applyAmount, input.extOrders);
      const orders = await checkAllocations(trx, ctx, 'PAY', partner, input.extOrders, false);
      const orderNo = existing?.orderNo ?? (await nextNumber(trx, ctx, PAYMENT_APPLY));
      const head: repo.ApplyHeadValues = {
        orderNo,
        partnerType: input.partnerType,
        partnerId: input.partnerId,
        applyAmount: Dec.of(input.applyAmount).toFixed(2),
        applyDate: input.applyDate ?? existing?.applyDate ?? factoryToday(),
        remark: input.remark,
      };
      const id = existing
        ? (await repo.updateApply(trx, ctx, existing.id, head), existing.id)
        : await repo.insertApply(trx, ctx, head);
      await repo.saveOrdersAndInvoices(trx, ctx.unitId, PAYMENT_APPLY, id, orders, [...new Set(input.financeInvoices)]);
      await linkDocuments(
        trx,
        ctx,
        { type: PAYMENT_APPLY, billId: id, no: orderNo },
        orders.map((o) => ({ source: { type: o.orderType, billId: o.orderId }, amount: o.amount })),
        { sourceStatuses: [2] },
      );
      await recordBillEvent(trx, ctx, def, { id, billNo: orderNo, status: bill?.status ?? 0 }, existing ? 'SAVE' : 'CREATE');
      return { id, orderNo };
    }),
  );
}
