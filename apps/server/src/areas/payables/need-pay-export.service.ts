import { journalLedgerInfo, type NeedPayListInput, type NeedPayRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listNeedPay } from './need-pay-query.service.js';

const money = (zh: string, en: string, value: (r: NeedPayRow) => string) =>
  ({ type: 'money', scale: 2, total: true, header: { zh, en }, value }) as const;

/** The payables list as xlsx: its filter and grouping, every page; the five figures are summed in 合计. */
export function needPayExport(db: Db, ctx: RequestContext, input: NeedPayListInput): ExportDefinition<NeedPayRow> {
  return {
    title: { zh: '应付应收', en: 'Payables and receivables' },
    columns: [
      { type: 'text', header: { zh: '类型', en: 'Ledger' }, value: (r) => journalLedgerInfo[r.ledger][ctx.lang] },
      { type: 'text', header: { zh: '往来单位', en: 'Partner' }, value: (r) => r.partnerName },
      { type: 'text', header: { zh: '单据号', en: 'Bill no.' }, value: (r) => r.itemNo ?? '' },
      { type: 'date', header: { zh: '单据日期', en: 'Bill date' }, value: (r) => r.firstDate },
      { type: 'integer', header: { zh: '单据数', en: 'Bills' }, value: (r) => r.billCount },
      money('应付/应收', 'Owed', (r) => r.owed),
      money('已付/已收', 'Paid', (r) => r.paid),
      money('对冲', 'Offset', (r) => r.offset),
      money('调整', 'Adjusted', (r) => r.adjusted),
      money('结欠', 'Open', (r) => r.open),
    ],
    batches: offsetBatches(
      async (limit, offset) =>
        (await listNeedPay(db, ctx, { ...input, pageNo: Math.floor(offset / limit) + 1, pageSize: limit })).list,
    ),
  };
}
