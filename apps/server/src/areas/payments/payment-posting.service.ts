import { Dec, PAYMENT } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { financeConfigValue } from '../finance-config/index.js';
import {
  balanceKeyOf,
  lockBalances,
  postJournalEntry,
  reverseJournalEntriesOf,
  type JournalLineInput,
} from '../journal/index.js';
import { aheadLedger, settledLedger } from './open-item.repository.js';
import * as repo from './payment.repository.js';
import {
  applyRequired,
  assertPartner,
  checkAllocations,
  checkApplication,
  checkPrepayUse,
  checkTotals,
} from './payment-rules.service.js';

const partnerOf = (p: { partnerType: repo.PaymentHead['partnerType']; partnerId: string }) => ({
  type: p.partnerType,
  id: p.partnerId,
});

/**
 * A payment's rules, at submit and again at the final approval, on the rows they read locked in one order: the open
 * items it settles, the partner's balance ahead it uses, then the application it follows.
 */
export async function checkPayment(trx: Db, ctx: RequestContext, id: string): Promise<void> {
  const p = await repo.findPayment(trx, ctx.unitId, id);
  if (!p) return;
  const partner = partnerOf(p);
  await assertPartner(trx, ctx, p.kind, partner);
  const orders = await repo.findOrders(trx, ctx.unitId, PAYMENT, id);
  checkTotals(p.payAmount, p.prepayAmount, orders);
  await checkAllocations(trx, ctx, p.kind, partner, orders, true);
  await checkPrepayUse(trx, ctx, p.kind, partner, p.prepayAmount, true);
  const total = Dec.of(p.payAmount).plus(p.prepayAmount).toFixed(2);
  if (p.applyId) await checkApplication(trx, ctx, p.applyId, partner, total, id, true);
  else if (p.kind === 'PAY' && (await financeConfigValue(trx, ctx, 'ENABLE_PAYMENT_APPLY'))) throw applyRequired();
}

/** What the payment leaves ahead (+) or draws from ahead (−): the cash not allocated, less the prepayment used. */
function aheadChange(p: repo.PaymentHead, orders: { amount: string }[]): Dec {
  const allocated = orders.reduce((s, o) => s.plus(o.amount), Dec.zero);
  return Dec.of(p.payAmount).minus(allocated);
}

/**
 * Posts the payment. Paying: Dr AP per bill settled, Cr CASH (the account), and PREPAID for the difference (Dr what is
 * paid ahead, Cr the prepayment used). Collecting is the mirror on AR, CASH and ADVANCE.
 */
export async function postPayment(trx: Db, ctx: RequestContext, id: string): Promise<void> {
  const p = await repo.findPayment(trx, ctx.unitId, id);
  if (!p) return;
  const partner = partnerOf(p);
  const orders = await repo.findOrders(trx, ctx.unitId, PAYMENT, id);
  const sign = p.kind === 'PAY' ? 1 : -1;
  const signed = (d: Dec) => (sign === 1 ? d : d.neg()).toFixed(2);
  const lines: JournalLineInput[] = orders.map((o) => ({
    ledger: settledLedger(p.kind),
    amount: signed(Dec.of(o.amount)),
    partner,
    item: { type: o.orderType, id: o.orderId, no: o.orderNo },
  }));
  if (!Dec.of(p.payAmount).isZero())
    lines.push({ ledger: 'CASH', amount: signed(Dec.of(p.payAmount).neg()), accountId: p.accountId });
  const ahead = aheadChange(p, orders);
  if (!ahead.isZero()) lines.push({ ledger: aheadLedger(p.kind), amount: signed(ahead), partner });
  await postJournalEntry(trx, ctx, { source: { type: PAYMENT, id, no: p.payNo }, entryDate: p.payDate, lines });
}

/** Anti-review: the payment's entries reversed exactly (dated today, the posting day of the reversal). */
export async function unpostPayment(trx: Db, ctx: RequestContext, id: string): Promise<void> {
  await reverseJournalEntriesOf(trx, ctx, { type: PAYMENT, id });
}

/** A payment that left money ahead cannot be un-reviewed once that balance was used elsewhere (locked). */
export async function paymentUnreviewBlocker(trx: Db, ctx: RequestContext, id: string): Promise<LocalText | null> {
  const p = await repo.findPayment(trx, ctx.unitId, id);
  if (!p) return null;
  const ahead = aheadChange(p, await repo.findOrders(trx, ctx.unitId, PAYMENT, id));
  if (!ahead.isPositive()) return null;
  const ledger = aheadLedger(p.kind);
  const partner = partnerOf(p);
  const left = (await lockBalances(trx, ctx, [{ ledger, partner }])).get(balanceKeyOf({ ledger, partner })) ?? '0.00';
  return ahead.gt(left)
    ? {
        zh: `本单形成的预付款 ${ahead.toFixed(2)} 已被使用（余额 ${left}），不能反审`,
        en: `The ${ahead.toFixed(2)} this payment left ahead was used (${left} left); it cannot be un-reviewed`,
      }
    : null;
}
