import type {
  AgedReportInput,
  AgedRow,
  StatementDetailInput,
  StatementLine,
  StatementListInput,
  StatementPartnerType,
  StatementRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { agedReport, statementDetail, statementList } from './statements.service.js';

const t = (zh: string, en: string) => ({ zh, en });
const kindName = (type: StatementPartnerType) =>
  type === 'SUPPLIER' ? t('供应商', 'Supplier') : t('加工厂', 'Processing factory');
const moneyCol = <R>(header: { zh: string; en: string }, value: (r: R) => string, total = true) =>
  ({ type: 'money', scale: 2, header, value, total }) as const;

/** The statement list as xlsx: every partner (no paging), money columns summed under the rows. */
export function statementListExport(
  db: Db,
  ctx: RequestContext,
  type: StatementPartnerType,
  input: StatementListInput,
): ExportDefinition<StatementRow> {
  const kind = kindName(type);
  return {
    title: t(`${kind.zh}对账单`, `${kind.en} statements`),
    columns: [
      { type: 'text', header: kind, width: 28, value: (r) => r.partnerName },
      moneyCol(t('期初余额', 'Opening'), (r) => r.opening),
      moneyCol(t('本期增加', 'Increase'), (r) => r.increase),
      moneyCol(t('本期减少', 'Decrease'), (r) => r.decrease),
      moneyCol(t('期末余额', 'Closing'), (r) => r.closing),
    ],
    batches: (async function* () {
      yield (await statementList(db, ctx, type, { ...input, pageNo: 1, pageSize: 1_000_000 })).list;
    })(),
  };
}

/** One partner's statement as xlsx, line by line with the running balance; increases and decreases summed. */
export function statementDetailExport(
  db: Db,
  ctx: RequestContext,
  type: StatementPartnerType,
  input: StatementDetailInput,
): ExportDefinition<StatementLine> {
  return {
    title: t(`${kindName(type).zh}对账明细`, `${kindName(type).en} statement`),
    columns: [
      { type: 'date', header: t('日期', 'Date'), value: (r) => r.entryDate },
      { type: 'text', header: t('单据编号', 'Document'), width: 22, value: (r) => r.sourceNo },
      { type: 'text', header: t('对应单据', 'Bill'), width: 22, value: (r) => r.itemNo ?? '' },
      { type: 'text', header: t('科目', 'Ledger'), value: (r) => r.ledgerName },
      moneyCol(t('增加', 'Increase'), (r) => r.increase),
      moneyCol(t('减少', 'Decrease'), (r) => r.decrease),
      moneyCol(t('余额', 'Balance'), (r) => r.balance, false),
    ],
    batches: offsetBatches((limit, offset) =>
      statementDetail(db, ctx, type, { ...input, pageNo: offset / limit + 1, pageSize: limit }),
    ),
  };
}

/** The aged report as xlsx: one row per partner and direction, every bucket summed. */
export function agedExport(db: Db, ctx: RequestContext, input: AgedReportInput): ExportDefinition<AgedRow> {
  const directionName = (d: AgedRow['direction']) => (d === 'PAYABLE' ? t('应付', 'Payable') : t('应收', 'Receivable'))[ctx.lang];
  return {
    title: t('账龄分析', 'Aged payables and receivables'),
    columns: [
      { type: 'text', header: t('往来单位', 'Partner'), width: 28, value: (r) => r.partnerName },
      { type: 'text', header: t('方向', 'Direction'), value: (r) => directionName(r.direction) },
      moneyCol(t('未到期', 'Current'), (r) => r.current),
      moneyCol(t('1-30天', '1-30 days'), (r) => r.d1to30),
      moneyCol(t('31-60天', '31-60 days'), (r) => r.d31to60),
      moneyCol(t('61-90天', '61-90 days'), (r) => r.d61to90),
      moneyCol(t('90天以上', 'Over 90 days'), (r) => r.over90),
      moneyCol(t('合计', 'Total'), (r) => r.total),
    ],
    batches: (async function* () {
      yield (await agedReport(db, ctx, input)).list;
    })(),
  };
}
