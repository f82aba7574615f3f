import type { FeeListInput, FeeRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billStatusText, offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listFees } from './fee.service.js';

/** finance/billfee/exportExcel: the list's filter, every page, as xlsx; 费用总额 summed in the 合计 row. */
export function feeListExport(db: Db, ctx: RequestContext, input: FeeListInput): ExportDefinition<FeeRow> {
  const en = ctx.lang === 'en';
  return {
    title: { zh: '费用单', en: 'Fee orders' },
    columns: [
      { type: 'text', header: { zh: '费用单号', en: 'Fee no.' }, value: (r) => r.feeNo },
      {
        type: 'text',
        header: { zh: '收支类型', en: 'Type' },
        value: (r) => (r.handleType === 1 ? (en ? 'Income' : '收入') : en ? 'Expense' : '支出'),
      },
      { type: 'text', header: { zh: '费用标签', en: 'Label' }, value: (r) => r.labelName },
      { type: 'money', scale: 2, total: true, header: { zh: '费用总额', en: 'Total' }, value: (r) => r.feePriceTotal },
      { type: 'text', header: { zh: '资金账户', en: 'Account' }, value: (r) => r.accountName },
      { type: 'text', header: { zh: '往来单位', en: 'Partner' }, value: (r) => r.supplierName },
      { type: 'date', header: { zh: '制单日期', en: 'Date' }, value: (r) => r.preparedDate },
      { type: 'text', header: { zh: '制单人', en: 'Prepared by' }, value: (r) => r.preparedBy },
      { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.status, ctx.lang) },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: offsetBatches(async (limit, offset) => {
      const page = await listFees(db, ctx, { ...input, pageNo: Math.floor(offset / limit) + 1, pageSize: limit });
      return page.list;
    }),
  };
}
