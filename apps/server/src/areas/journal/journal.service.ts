import { Code, Dec, journalLedgerInfo, type JournalLedger, type PartnerType } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import * as repo from './journal.repository.js';

export interface JournalPartner {
  type: PartnerType;
  id: string;
}

/** The open item a line belongs to: the bill a payable, receivable or prepayment is owed on. */
export interface JournalItemRef {
  type: string;
  id: string;
  no: string;
}

export interface JournalLineInput {
  ledger: JournalLedger;
  /** Signed, 2 decimals: positive = debit, negative = credit. */
  amount: string;
  partner?: JournalPartner | null;
  /** The cash or bank account (CASH lines); null = not named (e.g. a refund recorded by its remit method's name). */
  accountId?: string | null;
  /** The fee label (FEE_EXPENSE, FEE_INCOME lines). */
  labelId?: string | null;
  item?: JournalItemRef | null;
  memo?: string | null;
}

export interface JournalEntryInput {
  source: { type: string; id: string; no: string };
  /** The business date (YYYY-MM-DD); the factory's today when missing. */
  entryDate?: string | null;
  memo?: string | null;
  lines: JournalLineInput[];
}

export interface BalanceKeyInput {
  ledger: JournalLedger;
  partner?: JournalPartner | null;
  accountId?: string | null;
  labelId?: string | null;
}

/** The key of the balance row a line adds to: ledger × partner × account × label. */
export function balanceKeyOf(k: BalanceKeyInput): string {
  return [k.ledger, k.partner?.type ?? '', k.partner?.id ?? '', k.accountId ?? '', k.labelId ?? ''].join('|');
}

/** A balance read on the ledger's normal side: what we own or are owed (debit ledgers), what we owe (credit ledgers). */
export function normalBalance(ledger: JournalLedger, debit: string, credit: string): string {
  const d = Dec.of(debit).minus(credit);
  return (journalLedgerInfo[ledger].normal === 'debit' ? d : d.neg()).toFixed(2);
}

function booksClosed(closedUntil: string, date: string): AppError {
  return new AppError(Code.badState, {
    zh: `财务已结账至 ${closedUntil}，日期为 ${date} 的收支不能入账；请先反结账或改用之后的日期`,
    en: `The books are closed up to ${closedUntil}; an entry dated ${date} cannot be posted. Reopen the period or use a later date`,
  });
}

function checkLines(lines: JournalLineInput[]): void {
  if (lines.length < 2) throw badState({ zh: '凭证至少需要两行', en: 'A journal entry needs at least two lines' });
  let sum = Dec.zero;
  for (const l of lines) {
    const a = Dec.of(l.amount);
    if (a.isZero() || !a.round(2).eq(a))
      throw badState({ zh: `凭证金额 ${l.amount} 无效`, en: `Journal amount ${l.amount} is not a non-zero amount in cents` });
    if (journalLedgerInfo[l.ledger].partner !== Boolean(l.partner))
      throw badState({
        zh: `科目 ${l.ledger} 的往来单位不符`,
        en: `Ledger ${l.ledger} ${l.partner ? 'takes no' : 'needs a'} partner`,
      });
    sum = sum.plus(a);
  }
  if (!sum.isZero())
    throw badState({ zh: `凭证借贷不平（差 ${sum.toFixed(2)}）`, en: `The entry does not balance (off by ${sum.toFixed(2)})` });
}

/**
 * Posts one balanced entry inside the caller's transaction: the lines, then the balance and open-item rows (in key
 * order). Refused when its date falls in a closed period (read on the share-locked book row). Answers the entry id.
 */
export async function postJournalEntry(
  trx: Db,
  ctx: RequestContext,
  input: JournalEntryInput,
  link: { partnerAmountId?: string | null; reversesId?: string | null } = {},
): Promise<string> {
  checkLines(input.lines);
  const entryDate = input.entryDate ?? factoryToday();
  const closedUntil = await repo.shareLockBook(trx, ctx.unitId);
  if (closedUntil && entryDate <= closedUntil) throw booksClosed(closedUntil, entryDate);
  const entryId = await repo.insertEntry(trx, {
    unitId: ctx.unitId,
    entryDate,
    sourceType: input.source.type,
    sourceId: input.source.id,
    sourceNo: input.source.no,
    memo: input.memo ?? null,
    partnerAmountId: link.partnerAmountId ?? null,
    reversesId: link.reversesId ?? null,
    createdBy: ctx.userId,
  });
  const rows = input.lines.map((l) => {
    const a = Dec.of(l.amount);
    return {
      ledger: l.ledger,
      partnerType: l.partner?.type ?? null,
      partnerId: l.partner?.id ?? null,
      accountId: l.accountId ?? null,
      labelId: l.labelId ?? null,
      itemType: l.item?.type ?? null,
      itemId: l.item?.id ?? null,
      itemNo: l.item?.no ?? null,
      debit: a.isPositive() ? a.toFixed(2) : '0',
      credit: a.isNegative() ? a.neg().toFixed(2) : '0',
      memo: l.memo ?? null,
    };
  });
  await repo.insertLines(trx, entryId, ctx.unitId, entryDate, rows);
  await repo.addToBalances(
    trx,
    ctx.unitId,
    input.lines.map((l, i) => ({
      balanceKey: balanceKeyOf(l),
      ledger: l.ledger,
      partnerType: rows[i]!.partnerType,
      partnerId: rows[i]!.partnerId,
      accountId: rows[i]!.accountId,
      labelId: rows[i]!.labelId,
      debit: rows[i]!.debit,
      credit: rows[i]!.credit,
    })),
  );
  await repo.addToItems(
    trx,
    ctx.unitId,
    entryDate,
    input.lines.flatMap((l, i) =>
      l.item
        ? [
            {
              ledger: l.ledger,
              itemType: l.item.type,
              itemId: l.item.id,
              itemNo: l.item.no,
              partnerType: rows[i]!.partnerType,
              partnerId: rows[i]!.partnerId,
              debit: rows[i]!.debit,
              credit: rows[i]!.credit,
            },
          ]
        : [],
    ),
  );
  return entryId;
}

/** Reverses one entry: a new entry with every line on the other side, pointing at it (an entry is reversed once). */
export async function reverseJournalEntry(
  trx: Db,
  ctx: RequestContext,
  entryId: string,
  opts: { entryDate?: string | null; partnerAmountId?: string | null; memo?: string | null } = {},
): Promise<string> {
  const entry = await repo.findEntry(trx, ctx.unitId, entryId);
  if (!entry) throw badState({ zh: '凭证不存在', en: 'No such journal entry' });
  const lines = await repo.linesOf(trx, entryId);
  return postJournalEntry(
    trx,
    ctx,
    {
      source: { type: entry.sourceType, id: entry.sourceId, no: entry.sourceNo },
      entryDate: opts.entryDate ?? null,
      memo: opts.memo ?? entry.memo,
      lines: lines.map((l) => ({
        ledger: l.ledger as JournalLedger,
        amount: Dec.of(l.credit).minus(l.debit).toFixed(2),
        partner: l.partnerType && l.partnerId ? { type: l.partnerType, id: l.partnerId } : null,
        accountId: l.accountId,
        labelId: l.labelId,
        item: l.itemType && l.itemId ? { type: l.itemType, id: l.itemId, no: l.itemNo ?? '' } : null,
        memo: l.memo,
      })),
    },
    { reversesId: entryId, partnerAmountId: opts.partnerAmountId ?? null },
  );
}

/**
 * Reverses every open entry a source posted directly (not those posted from payables rows: reversePartnerAmounts
 * undoes those). Answers how many; 0 when nothing is open, so an undo can be repeated safely.
 */
export async function reverseJournalEntriesOf(
  trx: Db,
  ctx: RequestContext,
  source: { type: string; id: string },
  opts: { entryDate?: string | null } = {},
): Promise<number> {
  const open = await repo.openEntriesOfSource(trx, ctx.unitId, source.type, source.id);
  for (const e of open) await reverseJournalEntry(trx, ctx, e.id, opts);
  return open.length;
}

/**
 * Locks balance rows FOR UPDATE in key order and answers each on its ledger's normal side (e.g. a partner's
 * prepaid balance before a payment draws on it). Rows that do not exist yet are made at zero first.
 */
export async function lockBalances(trx: Db, ctx: RequestContext, keys: BalanceKeyInput[]): Promise<Map<string, string>> {
  const rows = await repo.lockBalanceRows(
    trx,
    ctx.unitId,
    keys.map((k) => ({
      balanceKey: balanceKeyOf(k),
      ledger: k.ledger,
      partnerType: k.partner?.type ?? null,
      partnerId: k.partner?.id ?? null,
      accountId: k.accountId ?? null,
      labelId: k.labelId ?? null,
    })),
  );
  const ledgerOf = new Map(keys.map((k) => [balanceKeyOf(k), k.ledger]));
  return new Map(rows.map((r) => [r.balanceKey, normalBalance(ledgerOf.get(r.balanceKey)!, r.debitTotal, r.creditTotal)]));
}

export interface OpenItem {
  /** What is still open on the ledger's normal side (owed to the partner on AP, owed by them on AR, prepaid left). */
  open: string;
  itemNo: string;
  partnerType: PartnerType | null;
  partnerId: string | null;
}

/** Locks open items FOR UPDATE (key order) and answers what is open on each, keyed `ledger|type|id`; absent = never posted. */
export async function lockOpenItems(
  trx: Db,
  ctx: RequestContext,
  items: { ledger: JournalLedger; type: string; id: string }[],
): Promise<Map<string, OpenItem>> {
  const rows = await repo.lockItemRows(
    trx,
    ctx.unitId,
    items.map((i) => ({ ledger: i.ledger, itemType: i.type, itemId: i.id })),
  );
  return new Map(
    rows.map((r) => [
      repo.itemKey(r.ledger, r.itemType, r.itemId),
      {
        open: normalBalance(r.ledger as JournalLedger, r.debitTotal, r.creditTotal),
        itemNo: r.itemNo,
        partnerType: r.partnerType,
        partnerId: r.partnerId,
      },
    ]),
  );
}

export const openItemKey = (ledger: JournalLedger, type: string, id: string) => repo.itemKey(ledger, type, id);

/** The entry a payables row was posted as (undefined for rows not posted: PURCHASE commitments, zero amounts). */
export async function entryOfPartnerAmount(trx: Db, partnerAmountId: string): Promise<string | undefined> {
  return (await repo.entryOfPartnerAmount(trx, partnerAmountId))?.id;
}
