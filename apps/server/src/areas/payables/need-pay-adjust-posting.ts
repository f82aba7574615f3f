import { Dec, NEED_PAY_ADJUST_ORDER } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { lockOpenItems, openItemKey, postJournalEntry, reverseJournalEntriesOf } from '../journal/index.js';
import { adjustFacts } from './need-pay-adjust.repository.js';

type Facts = NonNullable<Awaited<ReturnType<typeof adjustFacts>>>;

const ledgerWord = (ledger: string): LocalText =>
  ledger === 'AP' ? { zh: '应付', en: 'payable' } : { zh: '应收', en: 'receivable' };

/** What is open on the adjusted item, its row locked FOR UPDATE (a posting on it waits for this transaction). */
async function lockedOpen(trx: Db, ctx: RequestContext, f: Facts): Promise<string> {
  const items = await lockOpenItems(trx, ctx, [{ ledger: f.ledger, type: f.itemType, id: f.itemId }]);
  const item = items.get(openItemKey(f.ledger, f.itemType, f.itemId));
  if (!item)
    throw badState({
      zh: `单据 ${f.itemNo} 没有${ledgerWord(f.ledger).zh}款`,
      en: `Bill ${f.itemNo} has no ${ledgerWord(f.ledger).en}`,
    });
  return item.open;
}

/** The refusal when a change would take an item below zero open. */
export function belowZero(itemNo: string, ledger: string, open: string, change: string): LocalText {
  const w = ledgerWord(ledger);
  const after = Dec.of(open).plus(change).toFixed(2);
  return {
    zh: `单据 ${itemNo} 未结${w.zh} ${Dec.of(open).toFixed(2)}，调整 ${Dec.of(change).toFixed(2)} 后为 ${after}，不能小于 0`,
    en: `Bill ${itemNo} has ${Dec.of(open).toFixed(2)} ${w.en} open; a change of ${Dec.of(change).toFixed(2)} would leave ${after}, below zero`,
  };
}

async function factsOf(trx: Db, ctx: RequestContext, billId: string): Promise<Facts> {
  const f = await adjustFacts(trx, ctx.unitId, billId);
  if (!f) throw badState({ zh: '应付调整单不存在', en: 'No such payable adjustment' });
  return f;
}

/** At submit and at the final approval: the item (locked) stays at or above zero open after the adjustment. */
export async function checkAdjustment(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const f = await factsOf(trx, ctx, billId);
  const open = await lockedOpen(trx, ctx, f);
  if (Dec.of(open).plus(f.amount).isNegative()) throw badState(belowZero(f.itemNo, f.ledger, open, f.amount));
}

/**
 * Review: one entry on the item against ADJUSTMENT. On AP a positive amount credits the payable (we owe more); on AR
 * a positive amount debits the receivable (they owe more). The item was locked and checked by validateSubmit.
 */
export async function postAdjustment(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const f = await factsOf(trx, ctx, billId);
  const itemSide = f.ledger === 'AP' ? Dec.of(f.amount).neg() : Dec.of(f.amount);
  await postJournalEntry(trx, ctx, {
    source: { type: NEED_PAY_ADJUST_ORDER, id: f.id, no: f.adjustNo },
    entryDate: f.adjustDate,
    lines: [
      {
        ledger: f.ledger,
        amount: itemSide.toFixed(2),
        partner: { type: f.partnerType, id: f.partnerId },
        item: { type: f.itemType, id: f.itemId, no: f.itemNo },
      },
      { ledger: 'ADJUSTMENT', amount: itemSide.neg().toFixed(2) },
    ],
  });
}

/** Anti-review: the entry reversed (dated the factory's today). */
export async function unpostAdjustment(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  await reverseJournalEntriesOf(trx, ctx, { type: NEED_PAY_ADJUST_ORDER, id: billId });
}

/** A positive adjustment already settled cannot be taken back: its reversal would leave the item below zero open. */
export async function adjustmentUnreviewBlocker(trx: Db, ctx: RequestContext, billId: string): Promise<LocalText | null> {
  const f = await factsOf(trx, ctx, billId);
  const open = await lockedOpen(trx, ctx, f);
  const change = Dec.of(f.amount).neg().toFixed(2);
  return Dec.of(open).plus(change).isNegative() ? belowZero(f.itemNo, f.ledger, open, change) : null;
}
