import {
  Dec,
  PAYMENT,
  PAYMENT_APPLY,
  type OpenOrderView,
  type PartnerType,
  type PaymentDetail,
  type PaymentKind,
  type PaymentListInput,
  type PaymentRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billStatusText, offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { aheadLedger, openOrdersOf, partnerBalance, settledLedger } from './open-item.repository.js';
import { APPLY_NAME } from './payment-apply.service.js';
import { notFoundOf } from './payment-numbers.js';
import { assertPartner } from './payment-rules.service.js';
import * as repo from './payment.repository.js';
import { PAYMENT_NAME } from './payment.service.js';

export const listPayments = (db: Db, ctx: RequestContext, input: PaymentListInput) => repo.pagePayments(db, ctx.unitId, input);

/** detail / payApplyDetails: the bill with its extOrders and financeInvoices; an application with what it still allows. */
export async function getPaymentDetail(db: Db, ctx: RequestContext, type: 0 | 1, id: string): Promise<PaymentDetail> {
  const row = await repo.findRow(db, ctx.unitId, type, id);
  if (!row) throw notFoundOf(type === 0 ? PAYMENT_NAME : APPLY_NAME);
  const billType = type === 0 ? PAYMENT : PAYMENT_APPLY;
  const [extOrders, financeInvoices] = await Promise.all([
    repo.findOrders(db, ctx.unitId, billType, id),
    repo.findInvoiceIds(db, ctx.unitId, billType, id),
  ]);
  if (type === 0) return { ...row, extOrders, financeInvoices };
  const used = Dec.of(await repo.usedOfApply(db, ctx.unitId, id)).toFixed(2);
  return { ...row, extOrders, financeInvoices, used, left: Dec.of(row.amount).minus(used).toFixed(2) };
}

/** The open bills of a partner the payment form lists (what is open on each), after checking the partner. */
export async function listOpenOrders(
  db: Db,
  ctx: RequestContext,
  q: { kind: PaymentKind; partnerType: PartnerType; partnerId: string },
): Promise<{ list: OpenOrderView[]; totalOpen: string; aheadBalance: string }> {
  const partner = { type: q.partnerType, id: q.partnerId };
  await assertPartner(db, ctx, q.kind, partner);
  const [list, aheadBalance] = await Promise.all([
    openOrdersOf(db, ctx.unitId, settledLedger(q.kind), partner),
    partnerBalance(db, ctx.unitId, aheadLedger(q.kind), partner),
  ]);
  return { list, totalOpen: list.reduce((s, o) => s.plus(o.open), Dec.zero).toFixed(2), aheadBalance };
}

/** getAvailablePrepayBalance: what the partner has ahead (prepaid, or received ahead when collecting). */
export async function availableBalance(
  db: Db,
  ctx: RequestContext,
  q: { kind: PaymentKind; partnerType: PartnerType; partnerId: string },
) {
  const partner = { type: q.partnerType, id: q.partnerId };
  await assertPartner(db, ctx, q.kind, partner);
  return { balance: await partnerBalance(db, ctx.unitId, aheadLedger(q.kind), partner) };
}

/** The payment list (its filter, every page) as xlsx; amounts summed in the 合计 row. */
export function paymentListExport(db: Db, ctx: RequestContext, input: PaymentListInput): ExportDefinition<PaymentRow> {
  const kindText = (k: PaymentKind) =>
    k === 'PAY' ? (ctx.lang === 'en' ? 'Pay' : '付款') : ctx.lang === 'en' ? 'Collect' : '收款';
  return {
    title: input.type === 0 ? { zh: '付款单', en: 'Payments' } : { zh: '付款申请单', en: 'Payment applications' },
    columns: [
      { type: 'text', header: { zh: '单号', en: 'No.' }, value: (r) => r.orderNo },
      { type: 'text', header: { zh: '收付类型', en: 'Kind' }, value: (r) => kindText(r.kind) },
      { type: 'text', header: { zh: '往来单位', en: 'Partner' }, value: (r) => r.partnerName },
      { type: 'text', header: { zh: '资金账户', en: 'Account' }, value: (r) => r.accountName },
      { type: 'money', scale: 2, total: true, header: { zh: '金额', en: 'Amount' }, value: (r) => r.amount },
      { type: 'money', scale: 2, total: true, header: { zh: '使用预付款', en: 'Prepayment used' }, value: (r) => r.prepayAmount },
      { type: 'money', scale: 2, total: true, header: { zh: '核销金额', en: 'Allocated' }, value: (r) => r.allocated },
      { type: 'date', header: { zh: '日期', en: 'Date' }, value: (r) => r.date },
      { type: 'text', header: { zh: '付款申请单', en: 'Application' }, value: (r) => r.applyNo },
      { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.status, ctx.lang) },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: offsetBatches(async (limit, offset) => {
      const page = await repo.pagePayments(db, ctx.unitId, { ...input, pageNo: Math.floor(offset / limit) + 1, pageSize: limit });
      return page.list;
    }),
  };
}
