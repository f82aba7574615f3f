import { Dec, dec, FEE, FeePermission, feeHandleTypes } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertFinanceAccount } from '../finance-config/index.js';
import {
  lockOpenItems,
  openItemKey,
  postJournalEntry,
  reverseJournalEntriesOf,
  type JournalLineInput,
} from '../journal/index.js';
import { liveLabelIds } from './fee-label.repository.js';
import { feeDeskValues, findFee, findLines } from './fee.repository.js';

async function feeOf(trx: Db, ctx: RequestContext, billId: string) {
  const fee = await findFee(trx, ctx, { id: billId });
  if (!fee) throw badState({ zh: '费用单不存在', en: 'Fee order not found' });
  return { fee, lines: await findLines(trx, billId) };
}

/** The open item a fee charged to a partner leaves: AP for an expense, AR for an income. */
const itemLedger = (handleType: number) => (handleType === feeHandleTypes.income ? 'AR' : 'AP');

/**
 * Rules of submit and of the final approval, re-read on locked rows: lines with live labels (FOR SHARE), a partner or
 * an account to settle with, the account live (FOR SHARE: it cannot be deleted while the fee posts), the total equal
 * to the lines.
 */
async function checkFee(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const { fee, lines } = await feeOf(trx, ctx, billId);
  if (lines.length === 0) throw invalid('details', { zh: '请添加费用明细', en: 'add at least one fee line' });
  const live = await liveLabelIds(
    trx,
    ctx,
    lines.map((l) => l.sysLabelId),
    true,
  );
  const gone = lines.findIndex((l) => !live.has(l.sysLabelId));
  if (gone >= 0)
    throw invalid(`details.${gone}.sysLabelId`, { zh: '{label}已删除，请重新选择', en: '{label} was deleted; choose another' });
  if (!fee.supplierId && !fee.accountId)
    throw invalid('accountId', { zh: '请选择往来单位或资金账户', en: 'choose a partner or a finance account' });
  if (fee.accountId) await assertFinanceAccount(trx, ctx, fee.accountId);
  const sum = dec.sum(
    lines.map((l) => l.feePrice),
    2,
  );
  if (!Dec.of(sum).eq(fee.feePriceTotal))
    throw invalid('feePriceTotal', { zh: '{label}与明细合计不符', en: '{label} differs from the lines' });
}

/** Review: Dr fee expense per label / Cr the account or the partner's AP (an income: the mirror, AR or the account). */
async function postFee(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const { fee, lines } = await feeOf(trx, ctx, billId);
  const sign = fee.handleType === feeHandleTypes.income ? -1 : 1;
  const signed = (amount: string, s: number) => (s > 0 ? Dec.of(amount) : Dec.of(amount).neg()).toFixed(2);
  const feeLines: JournalLineInput[] = lines.map((l) => ({
    ledger: sign > 0 ? 'FEE_EXPENSE' : 'FEE_INCOME',
    amount: signed(l.feePrice, sign),
    labelId: l.sysLabelId,
    memo: l.remark,
  }));
  const counter: JournalLineInput =
    fee.supplierType && fee.supplierId
      ? {
          ledger: itemLedger(fee.handleType),
          amount: signed(fee.feePriceTotal, -sign),
          partner: { type: fee.supplierType, id: fee.supplierId },
          item: { type: FEE, id: fee.id, no: fee.feeNo },
        }
      : { ledger: 'CASH', amount: signed(fee.feePriceTotal, -sign), accountId: fee.accountId };
  await postJournalEntry(trx, ctx, {
    source: { type: FEE, id: fee.id, no: fee.feeNo },
    entryDate: fee.preparedDay,
    memo: fee.remark,
    lines: [...feeLines, counter],
  });
}

/** A fee charged to a partner cannot be re-opened once a payment or offset settled part of it. */
async function settledBlocker(trx: Db, ctx: RequestContext, billId: string) {
  const { fee } = await feeOf(trx, ctx, billId);
  if (!fee.supplierId) return null;
  const ledger = itemLedger(fee.handleType);
  const open = (await lockOpenItems(trx, ctx, [{ ledger, type: FEE, id: fee.id }])).get(openItemKey(ledger, FEE, fee.id));
  if (open && Dec.of(open.open).eq(fee.feePriceTotal)) return null;
  return { zh: '费用单已有收付款核销，不能反审', en: 'The fee order has been settled in part; it cannot be un-reviewed' };
}

export const feeBillType: BillTypeDefinition = {
  type: FEE,
  table: 'fee_bill',
  numberColumn: 'fee_no',
  families: ['fee'],
  deskColumns: [
    { key: 'feePriceTotal', zh: '费用总额', en: 'Fee total' },
    { key: 'preparedDate', zh: '制单日期', en: 'Date' },
  ],
  permissions: {
    edit: FeePermission.add,
    submit: FeePermission.add,
    applyAntiReview: FeePermission.applyAntiReview,
    void: FeePermission.cancel,
    delete: FeePermission.cancel,
  },
  hooks: {
    validateSubmit: (trx, ctx, billId) => checkFee(trx, ctx, billId),
    onPosted: (trx, ctx, billId) => postFee(trx, ctx, billId),
    onUnposted: async (trx, ctx, billId) => {
      await reverseJournalEntriesOf(trx, ctx, { type: FEE, id: billId });
    },
    blocksUnreview: (trx, ctx, billId) => settledBlocker(trx, ctx, billId),
    describeForDesk: (db, unitId, billIds) => feeDeskValues(db, unitId, billIds),
  },
};
