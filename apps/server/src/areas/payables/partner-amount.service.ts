import {
  Code,
  pageOf,
  type AmountDirection,
  type PartnerAmountKind,
  type PartnerAmountPageInput,
  type PartnerType,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { postAmount, reverseAmount } from './partner-amount-journal.js';
import * as repo from './partner-amount.repository.js';

export interface AmountSource {
  billType: string;
  billId: string;
  billNo: string;
}

export interface AmountEntry {
  partnerType: PartnerType;
  partnerId: string;
  direction: AmountDirection;
  kind: PartnerAmountKind;
  /** Including tax, 2 decimals at most once rounded. */
  amount: string;
  /** Percent, e.g. "13" for 13 %; 0 when missing. */
  taxRate?: string | null;
  /** The business date (YYYY-MM-DD); the factory's today when missing. */
  occurredOn?: string | null;
  /** The bill this amount settles when it is not the source (a refund settling a return): its open item in the journal. */
  settles?: { billType: string; billId: string; billNo: string } | null;
}

/** Splits an amount including tax at a percent rate: excluding = amount / (1 + rate/100), rounded half-up to cents. */
export function splitTax(amount: string, taxRate: string | null | undefined): { amountExcludingTax: string; taxAmount: string } {
  const gross = Dec.of(amount);
  const rate = Dec.of(taxRate || 0);
  const net = gross.div(rate.div(100).plus(1), 2);
  return { amountExcludingTax: net.toFixed(2), taxAmount: gross.minus(net).toFixed(2) };
}

/**
 * Records what a reviewed bill makes payable or receivable, per partner, inside the bill's posting
 * transaction (ARCHITECTURE section 7, finance side). Zero amounts are skipped; rows are never edited.
 */
export async function recordPartnerAmounts(
  trx: Db,
  ctx: RequestContext,
  input: { source: AmountSource; entries: AmountEntry[] },
): Promise<void> {
  const rows = input.entries
    .filter((e) => !Dec.of(e.amount).isZero())
    .map((e) => {
      const amount = Dec.of(e.amount).round(2).toFixed(2);
      if (Dec.of(e.taxRate || 0).isNegative())
        throw new AppError(Code.invalidInput, { zh: '税率不能为负数', en: 'A tax rate cannot be negative' });
      return {
        unitId: ctx.unitId,
        partnerType: e.partnerType,
        partnerId: e.partnerId,
        direction: e.direction,
        kind: e.kind,
        amount,
        taxRate: Dec.of(e.taxRate || 0).toFixed(),
        ...splitTax(amount, e.taxRate),
        sourceType: input.source.billType,
        sourceId: input.source.billId,
        sourceNo: input.source.billNo,
        reversesId: null,
        settlesType: e.settles?.billType ?? null,
        settlesId: e.settles?.billId ?? null,
        settlesNo: e.settles?.billNo ?? null,
        occurredOn: e.occurredOn || factoryToday(),
        createdBy: ctx.userId,
      };
    });
  const inserted = await repo.insertAmounts(trx, rows);
  for (const [i, id] of inserted.entries()) await postAmount(trx, ctx, id, rows[i]!);
}

/** Compensates every open amount of a bill (anti-review, undo, void): opposite rows pointing at the originals. */
export async function reversePartnerAmounts(
  trx: Db,
  ctx: RequestContext,
  source: { billType: string; billId: string },
): Promise<number> {
  const open = await repo.openAmountsOfSource(trx, ctx.unitId, source.billType, source.billId);
  const reversals = await repo.insertAmounts(
    trx,
    open.map((a) => ({
      unitId: a.unitId,
      partnerType: a.partnerType,
      partnerId: a.partnerId,
      direction: a.direction,
      kind: a.kind,
      amount: Dec.of(a.amount).neg().toFixed(2),
      taxRate: a.taxRate,
      amountExcludingTax: Dec.of(a.amountExcludingTax).neg().toFixed(2),
      taxAmount: Dec.of(a.taxAmount).neg().toFixed(2),
      sourceType: a.sourceType,
      sourceId: a.sourceId,
      sourceNo: a.sourceNo,
      reversesId: a.id,
      settlesType: a.settlesType,
      settlesId: a.settlesId,
      settlesNo: a.settlesNo,
      occurredOn: factoryToday(),
      createdBy: ctx.userId,
    })),
  );
  for (const [i, id] of reversals.entries()) await reverseAmount(trx, ctx, open[i]!.id, id);
  return open.length;
}

export async function amountsOfSource(db: Db, ctx: RequestContext, billType: string, billId: string) {
  return repo.pageAmounts(db, ctx.unitId, { sourceType: billType, sourceId: billId }, 500, 0);
}

export async function pagePartnerAmounts(db: Db, ctx: RequestContext, input: PartnerAmountPageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageAmounts(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}
