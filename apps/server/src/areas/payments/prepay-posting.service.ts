import { Dec, type PaymentKind } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import {
  balanceKeyOf,
  lockBalances,
  postJournalEntry,
  reverseJournalEntriesOf,
  type JournalLineInput,
} from '../journal/index.js';
import { aheadLedger } from './open-item.repository.js';
import { assertPartner, checkPrepayUse, type Partner } from './payment-rules.service.js';
import { findPrepay, movedBetween, type PrepayHead, type PrepayKind } from './prepay.repository.js';

const fromOf = (p: PrepayHead) => ({ type: p.partnerType, id: p.partnerId });
const toOf = (p: PrepayHead) => ({ type: p.toPartnerType ?? p.partnerType, id: p.toPartnerId ?? p.partnerId });

/**
 * A transfer never sends money back where it came from: not to the same partner, and not from B to A more than B holds
 * of its own, beside what posted transfers A → B moved to it (that money goes back by un-reviewing those transfers, so
 * no cycle of transfers keeps both alive). Named on `toPartnerId`. At save on the balance now; at approval after both
 * balances were locked (a transfer either way locks them in the same order, so the two cannot cross).
 */
export async function checkTransferBack(
  trx: Db,
  ctx: RequestContext,
  kind: PaymentKind,
  from: Partner,
  to: Partner,
  amount: string,
): Promise<void> {
  if (from.type === to.type && from.id === to.id)
    throw invalid('toPartnerId', { zh: '不能转给同一往来单位', en: 'cannot move a balance to the same partner' });
  const received = Dec.of(await movedBetween(trx, ctx.unitId, kind, to, from));
  if (received.isZero()) return;
  const ledger = aheadLedger(kind);
  const left = (await lockBalances(trx, ctx, [{ ledger, partner: from }])).get(balanceKeyOf({ ledger, partner: from })) ?? '0';
  const own = Dec.max(Dec.of(left).minus(received), Dec.zero);
  if (Dec.of(amount).gt(own))
    throw invalid('toPartnerId', {
      zh: `转出单位的余额中有 ${received.toFixed(2)} 是从该转入单位转来的，不能转回（最多可转 ${own.toFixed(2)}）；如需退回请反审原转移单`,
      en: `${received.toFixed(2)} of the balance came from this partner by transfer and cannot go back (at most ${own.toFixed(2)} may); un-review that transfer instead`,
    });
}

/** At submit and approval: the partners still live; a transfer never beyond what the first has left (locked). */
export async function checkPrepay(trx: Db, ctx: RequestContext, kind: PrepayKind, id: string): Promise<void> {
  const p = await findPrepay(trx, ctx.unitId, kind, id);
  if (!p) return;
  if (kind === 'PREPAY') {
    await assertPartner(trx, ctx, p.kind, fromOf(p));
    return;
  }
  await assertPartner(trx, ctx, p.kind, fromOf(p), 'fromPartnerId');
  await assertPartner(trx, ctx, p.kind, toOf(p), 'toPartnerId');
  // Both balances locked in key order (a transfer the other way locks them in the same order), then the check.
  const ledger = aheadLedger(p.kind);
  await lockBalances(trx, ctx, [
    { ledger, partner: fromOf(p) },
    { ledger, partner: toOf(p) },
  ]);
  await checkPrepayUse(trx, ctx, p.kind, fromOf(p), p.amount, true, 'amount');
  await checkTransferBack(trx, ctx, p.kind, fromOf(p), toOf(p), p.amount);
}

/** Prepayment: Dr PREPAID / Cr CASH (received ahead: Dr CASH / Cr ADVANCE). Transfer: to the second partner. */
export async function postPrepay(trx: Db, ctx: RequestContext, kind: PrepayKind, id: string): Promise<void> {
  const p = await findPrepay(trx, ctx.unitId, kind, id);
  if (!p) return;
  const ledger = aheadLedger(p.kind);
  const toSide = (d: Dec) => (p.kind === 'PAY' ? d : d.neg()).toFixed(2);
  const amount = Dec.of(p.amount);
  const lines: JournalLineInput[] =
    kind === 'PREPAY'
      ? [
          { ledger, amount: toSide(amount), partner: fromOf(p) },
          { ledger: 'CASH', amount: toSide(amount.neg()), accountId: p.accountId },
        ]
      : [
          { ledger, amount: toSide(amount), partner: toOf(p) },
          { ledger, amount: toSide(amount.neg()), partner: fromOf(p) },
        ];
  await postJournalEntry(trx, ctx, { source: { type: kind, id, no: p.orderNo }, entryDate: p.date, lines });
}

export async function unpostPrepay(trx: Db, ctx: RequestContext, kind: PrepayKind, id: string): Promise<void> {
  await reverseJournalEntriesOf(trx, ctx, { type: kind, id });
}

/** Un-review takes the amount back from the partner who received it: refused once that balance was used (locked). */
export async function prepayUnreviewBlocker(
  trx: Db,
  ctx: RequestContext,
  kind: PrepayKind,
  id: string,
): Promise<LocalText | null> {
  const p = await findPrepay(trx, ctx.unitId, kind, id);
  if (!p) return null;
  const ledger = aheadLedger(p.kind);
  const holder = kind === 'PREPAY' ? fromOf(p) : toOf(p);
  const left =
    (await lockBalances(trx, ctx, [{ ledger, partner: holder }])).get(balanceKeyOf({ ledger, partner: holder })) ?? '0.00';
  return Dec.of(p.amount).gt(left)
    ? {
        zh: `该往来单位的余额 ${left} 已不足 ${Dec.of(p.amount).toFixed(2)}（已被使用或转出），不能反审`,
        en: `The partner has only ${left} left of ${Dec.of(p.amount).toFixed(2)} (used or moved on); it cannot be un-reviewed`,
      }
    : null;
}
