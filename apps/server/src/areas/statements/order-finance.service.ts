import {
  Dec,
  pageOf,
  type OrderFinanceStatement,
  type OrderFinanceDetail,
  type OrderFinanceInput,
  type OrderFinanceRow,
  type SettlementFigures,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './order-finance.repository.js';
import { settlement } from './outside-statement.service.js';

const money = (v: string | null | undefined) => Dec.of(v ?? 0).toFixed(2);
const kindOf = (r: repo.OrderRow, p: 'p' | 'r'): SettlementFigures =>
  settlement({
    owed: r[`${p}Owed`],
    paid: r[`${p}Paid`],
    offset: r[`${p}Offset`],
    adjusted: r[`${p}Adjusted`],
    open: r[`${p}Open`],
  });
/** The order's amount less its material cost and what its outside processing came to (owed + adjusted), exactly. */
export const profitOf = (orderAmount: string, materialCost: string, processing: SettlementFigures): string =>
  Dec.of(orderAmount).minus(materialCost).minus(processing.owed).minus(processing.adjusted).toFixed(2);
const costs = (r: Pick<repo.OrderRow, 'orderAmount' | 'materialCost'>, processing: SettlementFigures) => ({
  orderAmount: money(r.orderAmount),
  materialCost: money(r.materialCost),
  profit: profitOf(r.orderAmount, r.materialCost, processing),
});
const rowOf = (r: repo.OrderRow): OrderFinanceRow => ({
  productionOrderId: r.id,
  orderNo: r.orderNo,
  buyNo: r.buyNo,
  placeorderAt: r.placeorderAt,
  processing: kindOf(r, 'p'),
  receivable: kindOf(r, 'r'),
  ...costs(r, kindOf(r, 'p')),
  bills: Number(r.bills),
});

/**
 * facPrdOrder/statement/finance: per production order its processing and receivable figures, material cost and profit,
 * newest first, totals.
 */
export async function orderFinanceStatement(
  db: Db,
  ctx: RequestContext,
  input: OrderFinanceInput,
): Promise<OrderFinanceStatement> {
  const { offset, pageSize } = pageOf(input);
  const { rows, totals } = await repo.orderRows(db, ctx.unitId, input, pageSize, offset);
  return {
    list: rows.map(rowOf),
    totalCount: Number(totals.n),
    totals: { processing: kindOf(totals, 'p'), receivable: kindOf(totals, 'r'), ...costs(totals, kindOf(totals, 'p')) },
  };
}

/** facPrdOrder/statement/finance/detail: one order's figures and every bill counted on it (drill-down). */
export async function orderFinanceDetail(db: Db, ctx: RequestContext, id: string): Promise<OrderFinanceDetail> {
  const [{ rows }, bills, materials] = await Promise.all([
    repo.orderRows(db, ctx.unitId, { id }, 1, 0),
    repo.orderBills(db, ctx.unitId, id),
    repo.orderMaterialRows(db, ctx.unitId, id),
  ]);
  const head = rows[0];
  if (!head) throw invalid('id', { zh: '生产单不存在', en: 'no such production order' });
  return {
    ...rowOf(head),
    list: bills.map((b) => ({ ...b, ...settlement(b), partnerName: b.partnerName ?? '' })),
    materials: materials.map((m) => ({ ...m, received: money(m.received), returned: money(m.returned), cost: money(m.cost) })),
  };
}
