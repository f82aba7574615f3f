import type {
  MissionStatementInput,
  MissionStatementRow,
  OutsidePayDetailsInput,
  OutsidePayListInput,
  OutsidePayRow,
  StatementLine,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { missionStatement, outsidePayDetails, outsidePayList } from './outside-statement.service.js';

const t = (zh: string, en: string) => ({ zh, en });
const moneyCol = <R>(header: { zh: string; en: string }, value: (r: R) => string, total = true) =>
  ({ type: 'money', scale: 2, header, value, total }) as const;
const figureCols = <R extends { owed: string; paid: string; offset: string; adjusted: string; open: string }>() => [
  moneyCol<R>(t('累计应付', 'Owed'), (r) => r.owed),
  moneyCol<R>(t('已付', 'Paid'), (r) => r.paid),
  moneyCol<R>(t('对冲', 'Offset'), (r) => r.offset),
  moneyCol<R>(t('调整', 'Adjusted'), (r) => r.adjusted),
  moneyCol<R>(t('欠款', 'Open'), (r) => r.open),
];

/** The mission statement as xlsx: every row (in pages of 1,000), the figures summed, the running balance per factory. */
export function missionStatementExport(
  db: Db,
  ctx: RequestContext,
  input: MissionStatementInput,
): ExportDefinition<MissionStatementRow> {
  return {
    title: t('外发任务对账', 'Outside mission statement'),
    columns: [
      { type: 'text', header: t('外发厂', 'Processing factory'), width: 24, value: (r) => r.outsideFactoryName },
      { type: 'text', header: t('任务单号', 'Mission'), width: 20, value: (r) => r.missionNo },
      { type: 'text', header: t('生产单号', 'Production order'), width: 20, value: (r) => r.productionOrderNo ?? '' },
      { type: 'date', header: t('首次上报', 'First report'), value: (r) => r.firstDate },
      ...figureCols<MissionStatementRow>(),
      moneyCol(t('累计欠款', 'Running balance'), (r) => r.balance, false),
    ],
    batches: offsetBatches((limit, offset) =>
      missionStatement(db, ctx, { ...input, pageNo: offset / limit + 1, pageSize: limit }),
    ),
  };
}

/** outside/factory/pay/list as xlsx: per processing factory, the figures and prepaid summed. */
export function outsidePayListExport(db: Db, ctx: RequestContext, input: OutsidePayListInput): ExportDefinition<OutsidePayRow> {
  return {
    title: t('外发厂加工结算', 'Outside-factory settlement'),
    columns: [
      { type: 'text', header: t('外发厂', 'Processing factory'), width: 24, value: (r) => r.outsideFactoryName },
      { type: 'integer', header: t('总加工单数', 'Bills'), value: (r) => r.bills, total: true },
      ...figureCols<OutsidePayRow>(),
      moneyCol(t('预付余额', 'Prepaid'), (r) => r.prepaid),
    ],
    batches: offsetBatches((limit, offset) => outsidePayList(db, ctx, { ...input, pageNo: offset / limit + 1, pageSize: limit })),
  };
}

/** outside/factory/pay/exportExcel: the factory's lines with the running balance; increases and decreases summed. */
export function outsidePayDetailsExport(
  db: Db,
  ctx: RequestContext,
  input: OutsidePayDetailsInput,
): ExportDefinition<StatementLine> {
  return {
    title: t('外发厂加工结算详情', 'Outside-factory settlement detail'),
    columns: [
      { type: 'date', header: t('时间', 'Date'), value: (r) => r.entryDate },
      { type: 'text', header: t('单据号', 'Document'), width: 22, value: (r) => r.sourceNo },
      { type: 'text', header: t('单据类型', 'Document type'), width: 22, value: (r) => r.sourceType },
      { type: 'text', header: t('对应单据', 'Bill'), width: 22, value: (r) => r.itemNo ?? '' },
      moneyCol(t('应付增加', 'Payable up'), (r) => r.increase),
      moneyCol(t('应付减少', 'Payable down'), (r) => r.decrease),
      moneyCol(t('累计欠款', 'Balance'), (r) => r.balance, false),
    ],
    batches: offsetBatches((limit, offset) =>
      outsidePayDetails(db, ctx, { ...input, pageNo: offset / limit + 1, pageSize: limit }),
    ),
  };
}
