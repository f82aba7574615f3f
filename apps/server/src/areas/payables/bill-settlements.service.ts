import {
  Dec,
  type BillSettlementItem,
  type BillSettlementRow,
  type BillSettlementsView,
  type NeedPayLedger,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { downstreamItemIds, entryMoney, type EntryMoney } from './bill-settlements.repository.js';
import * as items from './need-pay-list.repository.js';

const money = (v: Dec | string) => Dec.of(v).toFixed(2);

/**
 * This item's share of what a payment drew from prepaid balance: the entry's use × this allocation ÷ all it allocated
 * (a payment that uses prepaid balance allocates all of itself). Zero when the entry left money ahead instead.
 */
function prepayShare(m: EntryMoney | undefined, settled: Dec): Dec {
  if (!m) return Dec.zero;
  const used = Dec.of(m.aheadUsed);
  const allocated = Dec.of(m.allocated);
  if (used.isZero() || allocated.isZero() || used.isNegative() !== allocated.isNegative()) return Dec.zero;
  return used.times(settled).div(allocated).round(2);
}

type Settlement = Awaited<ReturnType<typeof items.settlementsOfItem>>[number];

function rowOf(s: Settlement, m: EntryMoney | undefined): BillSettlementRow {
  const isAdjust = s.kind === 'ADJUSTMENT';
  const settled = isAdjust ? Dec.zero : Dec.of(s.amount).neg();
  return {
    entryId: s.entryId,
    entryDate: s.entryDate,
    kind: s.kind === 'OWN' ? 'PAYMENT' : s.kind,
    sourceType: s.sourceType,
    sourceId: s.sourceId,
    sourceNo: s.sourceNo,
    settled: money(settled),
    prepayUsed: money(s.kind === 'PAYMENT' ? prepayShare(m, settled) : Dec.zero),
    adjusted: money(isAdjust ? Dec.of(s.amount) : Dec.zero),
    isReversal: s.isReversal,
    isReversed: s.isReversed,
  };
}

/**
 * billSettlements: the 财务收支 tab of any bill. Its own open items (an arrival's payable, a return's receivable), or,
 * when it posted none (a purchase), those of the bills made from it; each with what it came to (owed), every
 * payment, offset and adjustment on it (and their reversals), what of the payments came from prepaid balance, and what
 * is open; the figures summed per ledger. Everything is read from the journal.
 */
export async function billSettlements(
  db: Db,
  ctx: RequestContext,
  bill: { billType: string; billId: string },
): Promise<BillSettlementsView> {
  let ids = await items.itemIdsOfSource(db, ctx.unitId, bill.billType, bill.billId);
  const isDownstream = ids.length === 0;
  if (isDownstream) ids = await downstreamItemIds(db, ctx.unitId, bill.billType, bill.billId);
  const rows = ids.length ? (await items.pageItems(db, ctx.unitId, { ids }, ids.length, 0)).rows : [];
  const postings = await Promise.all(rows.map((r) => items.settlementsOfItem(db, ctx.unitId, r.id)));
  const others = postings.map((list) => list.filter((s) => s.kind !== 'OWN'));
  const entryIds = [
    ...new Set(
      others
        .flat()
        .filter((s) => s.kind === 'PAYMENT')
        .map((s) => s.entryId),
    ),
  ];
  const moneyOf = await entryMoney(db, ctx.unitId, entryIds);

  const list: BillSettlementItem[] = rows
    .map((r, i) => {
      const settlements = (others[i] ?? []).map((s) => rowOf(s, moneyOf.get(s.entryId)));
      return {
        id: r.id,
        ledger: r.ledger,
        itemType: r.itemType,
        itemId: r.itemId,
        itemNo: r.itemNo,
        partnerType: r.partnerType,
        partnerId: r.partnerId,
        partnerName: r.partnerName,
        firstDate: r.firstDate,
        owed: money(r.owed),
        paid: money(r.paid),
        offset: money(r.offset),
        adjusted: money(r.adjusted),
        open: money(r.open),
        prepayUsed: money(settlements.reduce((sum, s) => sum.plus(s.prepayUsed), Dec.zero)),
        settlements,
      };
    })
    .sort((a, b) => (a.firstDate ?? '').localeCompare(b.firstDate ?? '') || Number(BigInt(a.id) - BigInt(b.id)));

  const ledgers = [...new Set(list.map((i) => i.ledger))].sort() as NeedPayLedger[];
  const keys = ['owed', 'paid', 'offset', 'adjusted', 'open', 'prepayUsed'] as const;
  const totals = ledgers.map((ledger) => {
    const of = list.filter((i) => i.ledger === ledger);
    const sums = Object.fromEntries(keys.map((k) => [k, money(of.reduce((s, i) => s.plus(i[k]), Dec.zero))]));
    return { ledger, ...(sums as Record<(typeof keys)[number], string>) };
  });
  return { billType: bill.billType, billId: bill.billId, isDownstream, items: list, totals };
}
