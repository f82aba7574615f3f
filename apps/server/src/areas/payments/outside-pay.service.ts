import { Dec, type OutsideFactoryPayInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertFinanceAccount } from '../finance-config/index.js';
import { openOrdersOf } from './open-item.repository.js';
import { assertPartner } from './payment-rules.service.js';
import { savePayment } from './payment.service.js';

/**
 * outside/factory/pay/add (付款 on the processing-factory settlement): a payment to the factory of `payAmount` from the
 * account `remitMethodId`, settling its open processing bills oldest first; what is left over stays with the factory
 * as prepaid balance (the payment's own posting). It is a PAYMENT like any other — saved by savePayment (every rule,
 * the application rule included) and submitted by the caller through the engine, which re-checks what is open on
 * the locked items when it is approved.
 */
export async function payOutsideFactory(db: Db, ctx: RequestContext, input: OutsideFactoryPayInput) {
  const partner = { type: 'OUTSIDE_FACTORY' as const, id: input.outsideFactoryId };
  // Named by this call's own fields (savePayment would name partnerId and accountId).
  await assertPartner(db, ctx, 'PAY', partner, 'outsideFactoryId');
  await assertFinanceAccount(db, ctx, input.remitMethodId).catch(() => {
    throw invalid('remitMethodId', {
      zh: '{label}不存在或已删除，请重新选择',
      en: '{label} does not exist or was deleted; choose another',
    });
  });
  let left = Dec.of(input.payAmount);
  const extOrders = [];
  for (const o of await openOrdersOf(db, ctx.unitId, 'AP', partner)) {
    if (!left.isPositive()) break;
    const amount = Dec.min(left, o.open);
    if (!amount.isPositive()) continue;
    extOrders.push({ orderType: o.orderType, orderId: o.orderId, amount: amount.toFixed(2) });
    left = left.minus(amount);
  }
  return savePayment(db, ctx, {
    kind: 'PAY',
    partnerType: partner.type,
    partnerId: partner.id,
    accountId: input.remitMethodId,
    payAmount: input.payAmount,
    prepayAmount: '0',
    payDate: input.payDate,
    applyId: null,
    remark: input.remark,
    extOrders,
    financeInvoices: [],
    submit: true,
  });
}
