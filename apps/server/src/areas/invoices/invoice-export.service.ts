import type { InvoiceListInput, InvoiceRow, UninvoicedInput, UninvoicedRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listInvoices, listUninvoiced } from './invoice.service.js';

const pageAt = (limit: number, offset: number) => ({ pageNo: Math.floor(offset / limit) + 1, pageSize: limit });
const kindText = (kind: string, en: boolean) => (kind === 'ISSUED' ? (en ? 'Issued' : '开出发票') : en ? 'Received' : '收到发票');

/**
 * finance/invoice/exportExcel: the invoice list's filter, every page, as xlsx. Amounts are signed as stored (a red
 * invoice is negative), so the 合计 row equals the list's totals when the filter takes the valid invoices (status 1).
 */
export function invoiceListExport(db: Db, ctx: RequestContext, input: InvoiceListInput): ExportDefinition<InvoiceRow> {
  const en = ctx.lang === 'en';
  return {
    title: { zh: '发票', en: 'Invoices' },
    columns: [
      { type: 'text', header: { zh: '发票号', en: 'Invoice no.' }, value: (r) => r.invoiceNo },
      { type: 'text', header: { zh: '发票方向', en: 'Direction' }, value: (r) => kindText(r.kind, en) },
      {
        type: 'text',
        header: { zh: '发票类型', en: 'Type' },
        value: (r) => (r.invoiceType === 'SPECIAL' ? (en ? 'Special' : '专用发票') : en ? 'Normal' : '普通发票'),
      },
      { type: 'text', header: { zh: '往来单位', en: 'Partner' }, value: (r) => r.partnerName },
      { type: 'text', header: { zh: '单据号', en: 'Bills' }, value: (r) => r.billNos },
      { type: 'money', scale: 2, total: true, header: { zh: '不含税金额', en: 'Excl. tax' }, value: (r) => r.excludingTaxTotal },
      { type: 'money', scale: 2, total: true, header: { zh: '税额', en: 'Tax' }, value: (r) => r.taxTotal },
      { type: 'money', scale: 2, total: true, header: { zh: '价税合计', en: 'Total incl. tax' }, value: (r) => r.priceTotal },
      { type: 'date', header: { zh: '开票日期', en: 'Date' }, value: (r) => r.invoiceDate },
      {
        type: 'text',
        header: { zh: '状态', en: 'Status' },
        value: (r) => (r.status === 1 ? (en ? 'Valid' : '有效') : en ? 'Undone' : '已撤销'),
      },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: offsetBatches(async (limit, offset) => (await listInvoices(db, ctx, { ...input, ...pageAt(limit, offset) })).list),
  };
}

/** finance/invoice/unInvoice/exportExcel: the bills not yet invoiced (its filter, every page), the three amounts summed. */
export function uninvoicedExport(db: Db, ctx: RequestContext, input: UninvoicedInput): ExportDefinition<UninvoicedRow> {
  return {
    title: { zh: '未开票单据', en: 'Bills not yet invoiced' },
    columns: [
      { type: 'text', header: { zh: '单据号', en: 'Bill no.' }, value: (r) => r.billNo },
      { type: 'text', header: { zh: '往来单位', en: 'Partner' }, value: (r) => r.partnerName },
      { type: 'money', scale: 2, total: true, header: { zh: '单据金额', en: 'Amount' }, value: (r) => r.amount },
      { type: 'money', scale: 2, total: true, header: { zh: '已开票', en: 'Invoiced' }, value: (r) => r.invoicedAmount },
      { type: 'money', scale: 2, total: true, header: { zh: '未开票', en: 'Not invoiced' }, value: (r) => r.uninvoicedAmount },
    ],
    batches: offsetBatches(async (limit, offset) => (await listUninvoiced(db, ctx, { ...input, ...pageAt(limit, offset) })).list),
  };
}
