import {
  Dec,
  PREPAY,
  PREPAY_TRANSFER,
  type PrepayInput,
  type PrepayListInput,
  type PrepayRow,
  type PrepayTransferInput,
} from '@gf/contracts';
import { recordBillEvent, assertEditable } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { billStatusText, offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { assertFinanceAccount } from '../finance-config/index.js';
import { prepayBillType, prepayTransferBillType } from './payment.bill-type.js';
import { guardDuplicate, nextNumber, notFoundOf } from './payment-numbers.js';
import { assertPartner, checkPrepayUse } from './payment-rules.service.js';
import { checkTransferBack } from './prepay-posting.service.js';
import { findPrepay, pagePrepays, savePrepayRow, type PrepayKind, type PrepayValues } from './prepay.repository.js';

export const PREPAY_NAMES = {
  PREPAY: { zh: '预付款单', en: 'Prepayment' },
  PREPAY_TRANSFER: { zh: '预付款转移单', en: 'Prepayment transfer' },
} as const;

async function saveDraft(
  db: Db,
  ctx: RequestContext,
  kind: PrepayKind,
  id: string | undefined,
  check: (trx: Db) => Promise<Omit<PrepayValues, 'orderNo'>>,
): Promise<{ id: string; orderNo: string }> {
  const def = kind === PREPAY ? prepayBillType : prepayTransferBillType;
  const existing = id ? await findPrepay(db, ctx.unitId, kind, id) : undefined;
  if (id && !existing) throw notFoundOf(PREPAY_NAMES[kind]);
  const index = kind === PREPAY ? 'finance_prepay_unit_no_key' : 'finance_prepay_transfer_unit_no_key';
  return guardDuplicate(index, 'orderNo', PREPAY_NAMES[kind], () =>
    db.transaction().execute(async (trx) => {
      const bill = existing ? await assertEditable(trx, def, ctx, existing.id) : undefined;
      const values = await check(trx);
      const orderNo = existing?.orderNo ?? (await nextNumber(trx, ctx, kind));
      const saved = await savePrepayRow(trx, ctx, kind, { ...values, orderNo }, existing?.id);
      await recordBillEvent(
        trx,
        ctx,
        def,
        { id: saved, billNo: orderNo, status: bill?.status ?? 0 },
        existing ? 'SAVE' : 'CREATE',
      );
      return { id: saved, orderNo };
    }),
  );
}

/** finance/prepay/addPrepay, updatePrepay. */
export function savePrepay(db: Db, ctx: RequestContext, input: PrepayInput) {
  return saveDraft(db, ctx, PREPAY, input.id, async (trx) => {
    await assertPartner(trx, ctx, input.kind, { type: input.partnerType, id: input.partnerId });
    const account = await assertFinanceAccount(trx, ctx, input.accountId);
    return {
      kind: input.kind,
      partnerType: input.partnerType,
      partnerId: input.partnerId,
      toPartnerType: null,
      toPartnerId: null,
      accountId: account.id,
      amount: Dec.of(input.amount).toFixed(2),
      date: input.prepayDate ?? factoryToday(),
      remark: input.remark,
    };
  });
}

/** finance/prepayTransfer/addPrepayTransfer, updatePrepayTransfer: checked on the balance now (locked again at approval). */
export function savePrepayTransfer(db: Db, ctx: RequestContext, input: PrepayTransferInput) {
  return saveDraft(db, ctx, PREPAY_TRANSFER, input.id, async (trx) => {
    const from = { type: input.fromPartnerType, id: input.fromPartnerId };
    const to = { type: input.toPartnerType, id: input.toPartnerId };
    await assertPartner(trx, ctx, input.kind, from, 'fromPartnerId');
    await assertPartner(trx, ctx, input.kind, to, 'toPartnerId');
    await checkPrepayUse(trx, ctx, input.kind, from, input.amount, false, 'amount');
    await checkTransferBack(trx, ctx, input.kind, from, to, input.amount);
    return {
      kind: input.kind,
      partnerType: from.type,
      partnerId: from.id,
      toPartnerType: to.type,
      toPartnerId: to.id,
      accountId: null,
      amount: Dec.of(input.amount).toFixed(2),
      date: input.transferDate ?? factoryToday(),
      remark: input.remark,
    };
  });
}

/** The prepayment (or transfer) list, its filter over every page, as xlsx; amounts summed in the 合计 row. */
export function prepayListExport(
  db: Db,
  ctx: RequestContext,
  kind: PrepayKind,
  input: PrepayListInput,
): ExportDefinition<PrepayRow> {
  const en = ctx.lang === 'en';
  const isTransfer = kind === PREPAY_TRANSFER;
  return {
    title: { zh: `${PREPAY_NAMES[kind].zh}`, en: `${PREPAY_NAMES[kind].en}s` },
    columns: [
      { type: 'text', header: { zh: '单号', en: 'No.' }, value: (r) => r.orderNo },
      {
        type: 'text',
        header: { zh: '收付类型', en: 'Kind' },
        value: (r) => (r.kind === 'PAY' ? (en ? 'Pay' : '付款') : en ? 'Collect' : '收款'),
      },
      {
        type: 'text',
        header: isTransfer ? { zh: '转出单位', en: 'From' } : { zh: '往来单位', en: 'Partner' },
        value: (r) => r.partnerName,
      },
      isTransfer
        ? { type: 'text', header: { zh: '转入单位', en: 'To' }, value: (r) => r.toPartnerName ?? null }
        : { type: 'text', header: { zh: '资金账户', en: 'Account' }, value: (r) => r.accountName ?? null },
      { type: 'money', scale: 2, total: true, header: { zh: '金额', en: 'Amount' }, value: (r) => r.amount },
      { type: 'date', header: { zh: '日期', en: 'Date' }, value: (r) => r.date },
      { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.status, ctx.lang) },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: offsetBatches(async (limit, offset) => {
      const page = await pagePrepays(db, ctx.unitId, kind, { ...input, pageNo: Math.floor(offset / limit) + 1, pageSize: limit });
      return page.list;
    }),
  };
}
