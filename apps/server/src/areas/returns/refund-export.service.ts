import type { RefundPageInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './refund.repository.js';

type RefundExportRow = Awaited<ReturnType<typeof repo.refundsAfter>>[number];

/** refund/excel: one row per refund (streamed); 金额 a money cell totalled in 合计, 日期 a date. */
export function refundExport(db: Db, ctx: RequestContext, filter: RefundPageInput): ExportDefinition<RefundExportRow> {
  return {
    title: { zh: '退料回款单', en: 'Return refunds' },
    columns: [
      { type: 'text', header: { zh: '回款单号', en: 'Refund no.' }, value: (r) => r.orderNo },
      { type: 'date', header: { zh: '日期', en: 'Date' }, value: (r) => r.dateRefund },
      { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 18, value: (r) => r.supplierName },
      { type: 'text', header: { zh: '业务员', en: 'Salesman' }, value: (r) => r.salesmanName },
      { type: 'money', scale: 2, header: { zh: '金额', en: 'Amount' }, value: (r) => r.amount, total: true },
      { type: 'text', header: { zh: '关联退料单', en: 'Returns' }, width: 24, value: (r) => r.returnNos.join('，') },
      { type: 'text', header: { zh: '收款方式', en: 'Method' }, value: (r) => r.remitMethodName },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, width: 20, value: (r) => r.remark },
      {
        type: 'text',
        header: { zh: '状态', en: 'Status' },
        value: (r) => pick(r.isUndone ? { zh: '已撤销', en: 'Undone' } : { zh: '未撤销', en: 'Active' }, ctx.lang),
      },
    ],
    batches: keysetBatches(
      (after: string | null, limit) => repo.refundsAfter(db, ctx.unitId, filter, after, limit),
      (r) => r.id,
    ),
  };
}
