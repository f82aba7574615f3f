import { Dec, type PartnerType, type PaymentKind } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { balanceKeyOf, lockBalances, lockOpenItems, openItemKey } from '../journal/index.js';
import { aheadLedger, openOrdersOf, partnerBalance, settledLedger } from './open-item.repository.js';
import * as repo from './payment.repository.js';

export interface Partner {
  type: PartnerType;
  id: string;
}
export interface Allocation {
  orderType: string;
  orderId: string;
  orderNo: string;
  amount: string;
}

/** Who may be paid (PAY) or collected from (COLLECT). */
const partnerTypesOf: Record<PaymentKind, readonly PartnerType[]> = {
  PAY: ['SUPPLIER', 'OUTSIDE_FACTORY'],
  COLLECT: ['CUSTOMER', 'SUPPLIER'],
};

/** The partner: a live one of this factory, of a type the kind allows. */
export async function assertPartner(db: Db, ctx: RequestContext, kind: PaymentKind, partner: Partner, field = 'partnerId') {
  if (!partnerTypesOf[kind].includes(partner.type))
    throw invalid(field === 'partnerId' ? 'partnerType' : field, {
      zh: kind === 'PAY' ? '付款对象只能是供应商或加工厂' : '收款对象只能是客户或供应商',
      en:
        kind === 'PAY'
          ? 'a payment goes to a supplier or a processing factory'
          : 'a collection comes from a customer or a supplier',
    });
  const found = await repo.findPartner(db, ctx.unitId, partner.type, partner.id);
  if (!found) throw invalid(field, { zh: '往来单位不存在', en: 'no such partner' });
  return found;
}

const overshoot = (i: number, orderNo: string, open: string, amount: string) =>
  invalid(`extOrders.${i}.amount`, {
    zh: `单据 ${orderNo} 未结 ${open}，本次核销 ${amount} 超出`,
    en: `bill ${orderNo} has ${open} open; ${amount} is more than that`,
  });

/**
 * The allocations against the partner's open bills: each bill once, the partner's, open on the ledger, and no more than
 * what is open. `lock`: read on the open items locked FOR UPDATE (the approving transaction); else a plain read (save).
 */
export async function checkAllocations(
  trx: Db,
  ctx: RequestContext,
  kind: PaymentKind,
  partner: Partner,
  orders: { orderType: string; orderId: string; amount: string }[],
  lock: boolean,
): Promise<Allocation[]> {
  const ledger = settledLedger(kind);
  const seen = new Set<string>();
  orders.forEach((o, i) => {
    const key = `${o.orderType}|${o.orderId}`;
    if (seen.has(key)) throw invalid(`extOrders.${i}.orderId`, { zh: '同一单据只能核销一次', en: 'the bill is listed twice' });
    seen.add(key);
  });
  if (orders.length === 0) return [];
  const open = new Map<string, { open: string; no: string; partnerType: string | null; partnerId: string | null }>();
  if (lock) {
    const locked = await lockOpenItems(
      trx,
      ctx,
      orders.map((o) => ({ ledger, type: o.orderType, id: o.orderId })),
    );
    for (const [k, v] of locked) open.set(k, { open: v.open, no: v.itemNo, partnerType: v.partnerType, partnerId: v.partnerId });
  } else {
    const rows = await openOrdersOf(
      trx,
      ctx.unitId,
      ledger,
      partner,
      orders.map((o) => ({ type: o.orderType, id: o.orderId })),
    );
    for (const r of rows)
      open.set(openItemKey(ledger, r.orderType, r.orderId), {
        open: r.open,
        no: r.orderNo,
        partnerType: partner.type,
        partnerId: partner.id,
      });
  }
  return orders.map((o, i) => {
    const item = open.get(openItemKey(ledger, o.orderType, o.orderId));
    if (!item || item.partnerType !== partner.type || item.partnerId !== partner.id)
      throw invalid(`extOrders.${i}.orderId`, {
        zh: '不是该往来单位的未结单据',
        en: 'is not an open bill of the partner',
      });
    if (Dec.of(o.amount).gt(item.open)) throw overshoot(i, item.no, item.open, o.amount);
    return { orderType: o.orderType, orderId: o.orderId, orderNo: item.no, amount: Dec.of(o.amount).toFixed(2) };
  });
}

/** The partner's balance ahead (prepaid, received ahead) covers what the payment uses; locked when approving. */
export async function checkPrepayUse(
  trx: Db,
  ctx: RequestContext,
  kind: PaymentKind,
  partner: Partner,
  amount: string,
  lock: boolean,
  field = 'prepayAmount',
): Promise<void> {
  if (Dec.of(amount).isZero()) return;
  const ledger = aheadLedger(kind);
  const left = lock
    ? ((await lockBalances(trx, ctx, [{ ledger, partner }])).get(balanceKeyOf({ ledger, partner })) ?? '0.00')
    : await partnerBalance(trx, ctx.unitId, ledger, partner);
  if (Dec.of(amount).gt(left))
    throw invalid(field, {
      zh: `可用${kind === 'PAY' ? '预付款' : '预收款'}余额 ${left}，不足 ${Dec.of(amount).toFixed(2)}`,
      en: `only ${left} is available ahead; ${Dec.of(amount).toFixed(2)} is more than that`,
    });
}

/** A reviewed application of the same partner still allowing the payment's total (its row locked when approving). */
export async function checkApplication(
  trx: Db,
  ctx: RequestContext,
  applyId: string,
  partner: Partner,
  total: string,
  paymentId: string | undefined,
  lock: boolean,
): Promise<repo.ApplyHead> {
  const apply = await repo.findApply(trx, ctx.unitId, applyId, lock);
  if (!apply) throw invalid('applyId', { zh: '付款申请单不存在', en: 'no such payment application' });
  if (apply.status !== 2) throw invalid('applyId', { zh: '付款申请单尚未审核', en: 'the application is not approved' });
  if (apply.partnerType !== partner.type || apply.partnerId !== partner.id)
    throw invalid('applyId', { zh: '付款申请单的往来单位不同', en: 'the application is for another partner' });
  const used = await repo.usedOfApply(trx, ctx.unitId, applyId, paymentId);
  const left = Dec.of(apply.applyAmount).minus(used);
  if (Dec.of(total).gt(left))
    throw new AppError(
      Code.invalidInput,
      {
        zh: `付款申请单 ${apply.orderNo} 还可付 ${left.toFixed(2)}，本次 ${Dec.of(total).toFixed(2)} 超出`,
        en: `Application ${apply.orderNo} allows ${left.toFixed(2)} more; ${Dec.of(total).toFixed(2)} is beyond it`,
      },
      { errors: [{ field: 'payAmount', message: 'exceeds what the application allows' }] },
    );
  return apply;
}

/** Σ of the allocations, and the rule tying them to the money: never more; all of it when prepaid balance is used. */
export function checkTotals(payAmount: string, prepayAmount: string, orders: { amount: string }[]): void {
  const total = Dec.of(payAmount).plus(prepayAmount);
  if (total.isZero())
    throw invalid('payAmount', {
      zh: '付款金额与使用预付款不能都为 0',
      en: 'the amount and the prepayment used cannot both be 0',
    });
  const allocated = orders.reduce((s, o) => s.plus(o.amount), Dec.zero);
  if (allocated.gt(total))
    throw invalid('extOrders', {
      zh: `核销合计 ${allocated.toFixed(2)} 超过付款合计 ${total.toFixed(2)}`,
      en: `the allocations (${allocated.toFixed(2)}) exceed the payment (${total.toFixed(2)})`,
    });
  if (!Dec.of(prepayAmount).isZero() && !allocated.eq(total))
    throw invalid('extOrders', {
      zh: '使用预付款时，付款须全部核销到单据',
      en: 'when prepaid balance is used, the whole payment must be allocated to bills',
    });
}

/** ENABLE_PAYMENT_APPLY is on: a payment follows an approved application. */
export const applyRequired = () =>
  invalid('applyId', {
    zh: '已启用付款申请，付款须选择已审核的付款申请单',
    en: 'payment applications are enabled: choose an approved application',
  });
