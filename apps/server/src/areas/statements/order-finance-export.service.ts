import type { OrderFinanceInput, OrderFinanceRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { orderFinanceStatement } from './order-finance.service.js';

const t = (zh: string, en: string) => ({ zh, en });
const moneyCol = (header: { zh: string; en: string }, value: (r: OrderFinanceRow) => string) =>
  ({ type: 'money', scale: 2, header, value, total: true }) as const;

/** The production-order finance statement as xlsx: every order, each figure summed. */
export function orderFinanceExport(db: Db, ctx: RequestContext, input: OrderFinanceInput): ExportDefinition<OrderFinanceRow> {
  return {
    title: t('生产单对账', 'Production order statement'),
    columns: [
      { type: 'text', header: t('生产单号', 'Order'), width: 20, value: (r) => r.orderNo },
      { type: 'date', header: t('下单日期', 'Order date'), value: (r) => r.placeorderAt },
      moneyCol(t('订单金额', 'Order amount'), (r) => r.orderAmount),
      moneyCol(t('应收', 'Receivable'), (r) => r.receivable.owed),
      moneyCol(t('已收', 'Collected'), (r) => r.receivable.paid),
      moneyCol(t('未收', 'Uncollected'), (r) => r.receivable.open),
      moneyCol(t('外发加工应付', 'Processing owed'), (r) => r.processing.owed),
      moneyCol(t('外发加工已付', 'Processing paid'), (r) => r.processing.paid),
      moneyCol(t('外发加工未付', 'Processing open'), (r) => r.processing.open),
      moneyCol(t('物料成本', 'Material cost'), (r) => r.materialCost),
      moneyCol(t('毛利', 'Profit'), (r) => r.profit),
    ],
    batches: offsetBatches((limit, offset) =>
      orderFinanceStatement(db, ctx, { ...input, pageNo: offset / limit + 1, pageSize: limit }),
    ),
  };
}
