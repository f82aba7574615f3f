import {
  dec,
  Dec,
  pageOf,
  type InvoiceListInput,
  type InvoiceRow,
  type InvoiceSaveInput,
  type InvoiceView,
  type Page,
  type UninvoicedInput,
  type UninvoicedRow,
} from '@gf/contracts';
import { linkDocuments, unlinkDocument } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import * as bills from './invoice-bill.repository.js';
import * as repo from './invoice.repository.js';

/** The lineage type of an invoice: a document outside the workflow, named by its number on the link. */
export const FINANCE_INVOICE = 'FINANCE_INVOICE';
const invoiceNotFound = () => notFound({ zh: '发票', en: 'Invoice' });
const fixed = (v: string) => Dec.of(v).toFixed(2);

type StoredInvoice = NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>;
const rowOf = (i: StoredInvoice): InvoiceRow => ({
  id: i.id,
  kind: i.kind,
  invoiceNo: i.invoiceNo,
  invoiceType: i.invoiceType,
  partnerType: i.partnerType,
  partnerId: i.partnerId,
  partnerName: i.partnerName,
  invoiceDate: i.invoiceDay,
  excludingTaxTotal: fixed(i.excludingTaxTotal),
  taxTotal: fixed(i.taxTotal),
  priceTotal: fixed(i.priceTotal),
  remark: i.remark,
  status: i.status,
  billNos: i.billNos,
  createdByName: i.createdByName,
  createdAt: i.createdAt.toISOString(),
});

/** finance/invoice/list: with the totals of the registered invoices found (not only the page). */
export async function listInvoices(db: Db, ctx: RequestContext, input: InvoiceListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const { list, sums } = await repo.listInvoices(db, ctx, input, { offset, limit: pageSize });
  return {
    list: list.map(rowOf),
    totalCount: Number(sums.n),
    pageNo,
    pageSize,
    excludingTaxTotal: fixed(sums.ex),
    taxTotal: fixed(sums.tax),
    priceTotal: fixed(sums.total),
  };
}

export async function getInvoice(db: Db, ctx: RequestContext, id: string): Promise<InvoiceView> {
  const invoice = await repo.findInvoice(db, ctx, id);
  if (!invoice) throw invoiceNotFound();
  const lines = await repo.findLines(db, id);
  return {
    ...rowOf(invoice),
    financeInvoiceDetails: lines.map((l) => ({
      ...l,
      excludingTaxPrice: fixed(l.excludingTaxPrice),
      taxAmount: fixed(l.taxAmount),
      includingTaxPrice: fixed(l.includingTaxPrice),
    })),
  };
}

/** Lines' own arithmetic and the typed total: refused naming the field, never corrected silently. */
function checkArithmetic(input: InvoiceSaveInput) {
  for (const [i, l] of input.financeInvoiceDetails.entries())
    if (!Dec.of(l.excludingTaxPrice).plus(l.taxAmount).eq(l.includingTaxPrice))
      throw invalid(`financeInvoiceDetails.${i}.includingTaxPrice`, {
        zh: '{label}应等于不含税金额 + 税额',
        en: '{label} must equal the amount excluding tax + tax',
      });
  const total = dec.sum(
    input.financeInvoiceDetails.map((l) => l.includingTaxPrice),
    2,
  );
  if (input.priceTotal && !Dec.of(input.priceTotal).eq(total))
    throw invalid('priceTotal', {
      zh: `{label}与明细合计（${fixed(total)}）不符`,
      en: `{label} differs from the lines (${fixed(total)})`,
    });
  return {
    excludingTaxTotal: fixed(
      dec.sum(
        input.financeInvoiceDetails.map((l) => l.excludingTaxPrice),
        2,
      ),
    ),
    taxTotal: fixed(
      dec.sum(
        input.financeInvoiceDetails.map((l) => l.taxAmount),
        2,
      ),
    ),
    priceTotal: fixed(total),
  };
}

/**
 * The covered bills, re-read under their invoicing locks: each must be a bill of the factory with an amount of the
 * invoice's direction and partner, and what it is invoiced (other registered invoices + this one) never goes past
 * its amount. Answers the lines with the bills' numbers.
 */
async function checkBills(
  trx: Db,
  ctx: RequestContext,
  input: InvoiceSaveInput,
  exceptId?: string,
): Promise<{ lines: repo.InvoiceLineValues[]; partner: Pick<repo.InvoiceHeadValues, 'partnerType' | 'partnerId'> }> {
  const refs = input.financeInvoiceDetails.map((l) => ({ billType: l.billType, billId: l.billId }));
  await bills.lockInvoiceBills(trx, ctx.unitId, refs);
  const found = await bills.billAmounts(trx, ctx.unitId, input.kind, refs, exceptId);
  const byKey = new Map(found.map((b) => [`${b.billType}:${b.billId}`, b]));
  const taking = new Map<string, string>();
  const lines = input.financeInvoiceDetails.map((l, i) => {
    const key = `${l.billType}:${l.billId}`;
    const bill = byKey.get(key);
    if (!bill)
      throw invalid(`financeInvoiceDetails.${i}.billId`, {
        zh: '单据不存在或不能开票',
        en: 'the bill does not exist or cannot be invoiced',
      });
    if (input.partnerId && bill.partnerId && (bill.partnerId !== input.partnerId || bill.partnerType !== input.partnerType))
      throw invalid(`financeInvoiceDetails.${i}.billId`, {
        zh: `单据 ${bill.billNo} 不属于该往来单位`,
        en: `bill ${bill.billNo} is not the partner's`,
      });
    const now = Dec.of(taking.get(key) ?? bill.invoiced).plus(l.includingTaxPrice);
    taking.set(key, now.toFixed(2));
    if (now.abs().gt(Dec.of(bill.amount).abs()))
      throw invalid(`financeInvoiceDetails.${i}.includingTaxPrice`, {
        zh: `单据 ${bill.billNo} 开票超出：金额 ${fixed(bill.amount)}，已开票 ${fixed(bill.invoiced)}`,
        en: `bill ${bill.billNo} over-invoiced: amount ${fixed(bill.amount)}, already invoiced ${fixed(bill.invoiced)}`,
      });
    return { ...l, billNo: bill.billNo };
  });
  return { lines, partner: partnerOfBills(input, found) };
}

/**
 * The invoice's partner: the one typed, or else the one partner the covered bills belong to (an invoice is issued by
 * one partner; bills of several partners need the partner chosen, which then refuses the others' bills).
 */
function partnerOfBills(
  input: InvoiceSaveInput,
  found: bills.BillAmountRow[],
): Pick<repo.InvoiceHeadValues, 'partnerType' | 'partnerId'> {
  if (input.partnerId) return { partnerType: input.partnerType, partnerId: input.partnerId };
  const partners = new Map(found.filter((b) => b.partnerId).map((b) => [`${b.partnerType}:${b.partnerId}`, b]));
  if (partners.size > 1)
    throw invalid('partnerId', {
      zh: '发票覆盖的单据属于多个往来单位，请选择往来单位',
      en: 'the bills belong to several partners: choose the partner',
    });
  const only = [...partners.values()][0];
  return only ? { partnerType: only.partnerType, partnerId: only.partnerId } : { partnerType: null, partnerId: null };
}

/** finance/invoice/add and update: registered at once (a document, no money posted), linked to the bills it covers. */
export async function saveInvoice(db: Db, ctx: RequestContext, input: InvoiceSaveInput): Promise<{ id: string }> {
  const totals = checkArithmetic(input);
  if (Boolean(input.partnerType) !== Boolean(input.partnerId))
    throw invalid(input.partnerId ? 'partnerType' : 'partnerId', { zh: '{label}：请选择', en: '{label}: choose one' });
  return db.transaction().execute(async (trx) => {
    const head = input.id ? await repo.findInvoice(trx, ctx, input.id, true) : undefined;
    if (input.id && !head) throw invoiceNotFound();
    if (head && head.status !== 1)
      throw badState({ zh: '发票已撤销，不能修改', en: 'The invoice was undone; it cannot be edited' });
    if (head && head.kind !== input.kind)
      throw invalid('kind', { zh: '发票方向不能更改', en: "an invoice's direction cannot change" });
    if (await repo.invoiceNoTaken(trx, ctx, input.kind, input.invoiceNo, head?.id))
      throw duplicate('invoiceNo', { zh: '发票号', en: 'Invoice no.' });
    const { lines, partner } = await checkBills(trx, ctx, input, head?.id);
    const values: repo.InvoiceHeadValues = {
      kind: input.kind,
      invoiceNo: input.invoiceNo,
      invoiceType: input.invoiceType,
      ...partner,
      invoiceDate: input.invoiceDate ?? head?.invoiceDay ?? factoryToday(),
      remark: input.remark,
      ...totals,
    };
    const id = head ? head.id : await repo.insertInvoice(trx, ctx, values, ctx.userId);
    if (head) await repo.updateInvoice(trx, id, values, ctx.userId);
    await repo.replaceLines(trx, ctx, id, lines);
    await linkDocuments(
      trx,
      ctx,
      { type: FINANCE_INVOICE, billId: id, no: input.invoiceNo },
      lines.map((l) => ({ source: { type: l.billType, billId: l.billId }, amount: l.includingTaxPrice })),
      { sourceStatuses: [2] },
    );
    return { id };
  });
}

/** finance/invoice/undo: the invoice no longer counts, and no longer holds its bills. */
export async function undoInvoice(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; status: number }> {
  return db.transaction().execute(async (trx) => {
    const invoice = await repo.findInvoice(trx, ctx, id, true);
    if (!invoice) throw invoiceNotFound();
    if (invoice.status !== 1) throw badState({ zh: '发票已撤销', en: 'The invoice was already undone' });
    await repo.setInvoiceStatus(trx, id, 0, ctx.userId);
    await unlinkDocument(trx, ctx, { type: FINANCE_INVOICE, billId: id });
    return { id, status: 0 };
  });
}

/** unInvoice/facPrdOrder: per bill, its amount − invoiced, for bills neither fully invoiced nor marked done. */
export async function listUninvoiced(
  db: Db,
  ctx: RequestContext,
  input: UninvoicedInput,
): Promise<Page<UninvoicedRow> & { amountTotal: string; invoicedTotal: string; uninvoicedTotal: string }> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const found = await bills.listUninvoiced(db, ctx.unitId, input, { offset, limit: pageSize });
  return {
    list: found.rows.map((r) => ({
      billType: r.billType,
      billId: r.billId,
      billNo: r.billNo,
      partnerType: r.partnerType,
      partnerId: r.partnerId,
      partnerName: r.partnerName,
      amount: fixed(r.amount),
      invoicedAmount: fixed(r.invoiced),
      uninvoicedAmount: Dec.of(r.amount).minus(r.invoiced).toFixed(2),
      isDone: r.isDone,
    })),
    totalCount: found.total,
    pageNo,
    pageSize,
    amountTotal: fixed(found.amount),
    invoicedTotal: fixed(found.invoiced),
    uninvoicedTotal: Dec.of(found.amount).minus(found.invoiced).toFixed(2),
  };
}

/** updateOrderStatus: mark a bill's invoicing done (it leaves the not-yet-invoiced list) or open again. */
export async function updateOrderStatus(
  db: Db,
  ctx: RequestContext,
  input: { billType: string; billId: string; isDone: boolean },
): Promise<{ billType: string; billId: string; isDone: boolean }> {
  return db.transaction().execute(async (trx) => {
    const kind = input.billType === 'FAC_PRD_ORDER' ? 'ISSUED' : 'RECEIVED';
    const [bill] = await bills.billAmounts(trx, ctx.unitId, kind, [input]);
    if (!bill) throw invalid('billId', { zh: '单据不存在或不能开票', en: 'the bill does not exist or cannot be invoiced' });
    await bills.setBillDone(trx, ctx.unitId, input, input.isDone, ctx.userId);
    return { ...input };
  });
}
