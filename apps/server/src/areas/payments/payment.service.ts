import { Dec, PAYMENT, type PaymentInput } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { assertFinanceAccount, financeConfigValue } from '../finance-config/index.js';
import { paymentBillType as def } from './payment.bill-type.js';
import { guardDuplicate, nextNumber, notFoundOf } from './payment-numbers.js';
import * as repo from './payment.repository.js';
import {
  applyRequired,
  assertPartner,
  checkAllocations,
  checkApplication,
  checkPrepayUse,
  checkTotals,
} from './payment-rules.service.js';

export const PAYMENT_NAME = { zh: '付款单', en: 'Payment' };

/**
 * finance/payment/addPayment and updatePayment: a draft (new, or a draft / rejected one re-edited) with its allocations
 * and invoices, every rule checked on what is open now (again, locked, when it is approved), linked by lineage to the
 * bills it settles and to the application it follows.
 */
export async function savePayment(db: Db, ctx: RequestContext, input: PaymentInput): Promise<{ id: string; payNo: string }> {
  const existing = input.id ? await repo.findPayment(db, ctx.unitId, input.id) : undefined;
  if (input.id && !existing) throw notFoundOf(PAYMENT_NAME);
  const partner = { type: input.partnerType, id: input.partnerId };
  return guardDuplicate('finance_payment_unit_no_key', 'payNo', PAYMENT_NAME, () =>
    db.transaction().execute(async (trx) => {
      const bill = existing ? await assertEditable(trx, def, ctx, existing.id) : undefined;
      await assertPartner(trx, ctx, input.kind, partner);
      checkTotals(input.payAmount, input.prepayAmount, input.extOrders);
      if (!Dec.of(input.payAmount).isZero() && !input.accountId)
        throw invalid('accountId', { zh: '请选择资金账户', en: 'choose the finance account' });
      const account = input.accountId ? await assertFinanceAccount(trx, ctx, input.accountId) : null;
      const orders = await checkAllocations(trx, ctx, input.kind, partner, input.extOrders, false);
      await checkPrepayUse(trx, ctx, input.kind, partner, input.prepayAmount, false);
      const total = Dec.of(input.payAmount).plus(input.prepayAmount).toFixed(2);
      const apply = input.applyId ? await checkApplication(trx, ctx, input.applyId, partner, total, existing?.id, false) : null;
      if (!apply && input.kind === 'PAY' && (await financeConfigValue(trx, ctx, 'ENABLE_PAYMENT_APPLY'))) throw applyRequired();
      const payNo = existing?.payNo ?? (await nextNumber(trx, ctx, PAYMENT));
      const head: repo.PaymentHeadValues = {
        payNo,
        kind: input.kind,
        partnerType: input.partnerType,
        partnerId: input.partnerId,
        accountId: account?.id ?? null,
        payAmount: Dec.of(input.payAmount).toFixed(2),
        prepayAmount: Dec.of(input.prepayAmount).toFixed(2),
        payDate: input.payDate ?? existing?.payDate ?? factoryToday(),
        applyId: apply?.id ?? null,
        remark: input.remark,
      };
      const id = existing
        ? (await repo.updatePayment(trx, ctx, existing.id, head), existing.id)
        : await repo.insertPayment(trx, ctx, head);
      await repo.saveOrdersAndInvoices(trx, ctx.unitId, PAYMENT, id, orders, [...new Set(input.financeInvoices)]);
      await linkDocuments(
        trx,
        ctx,
        { type: PAYMENT, billId: id, no: payNo },
        [
          ...orders.map((o) => ({ source: { type: o.orderType, billId: o.orderId }, amount: o.amount })),
          ...(apply ? [{ source: { type: 'PAYMENT_APPLY', billId: apply.id }, amount: total }] : []),
        ],
        { sourceStatuses: [2] },
      );
      await recordBillEvent(trx, ctx, def, { id, billNo: payNo, status: bill?.status ?? 0 }, existing ? 'SAVE' : 'CREATE');
      return { id, payNo };
    }),
  );
}
