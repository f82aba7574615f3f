import { dec, totalsByUnit, type PurchaseBillDetail, type PurchaseBillRow, type PurchaseListQuery } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './purchase-bill.repository.js';
import { purchaseNotFound } from './purchase-errors.js';
import { exceedingDemands, findLines } from './purchase-line.repository.js';
import { listRemittances, statementRows } from './purchase-remittance.repository.js';

export { factoryToday };

/** Bills of a filtered list in pages of 1000, for the export. */
export async function* purchaseBatches(db: Db, ctx: RequestContext, input: PurchaseListQuery): AsyncGenerator<PurchaseBillRow[]> {
  const today = factoryToday();
  for (let offset = 0; ; offset += 1000) {
    const { list } = await repo.pageBills(db, ctx.unitId, input, today, 1000, offset);
    if (list.length) yield list;
    if (list.length < 1000) return;
  }
}

export async function getPurchase(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; orderNo?: string | undefined },
): Promise<PurchaseBillDetail> {
  const id = by.id ?? (by.orderNo ? await repo.findBillIdByNo(db, ctx.unitId, by.orderNo) : undefined);
  const bill = id ? await repo.findBill(db, ctx.unitId, id) : undefined;
  if (!bill || !id) throw purchaseNotFound();
  const [lines, remittances] = await Promise.all([findLines(db, ctx.unitId, [id]), listRemittances(db, ctx.unitId, id)]);
  return {
    ...bill,
    lines: lines.map(({ purchaseBillId: _b, purchaseBillNo: _n, supplierId: _s, ...l }) => l),
    unitTotals: totalsByUnit(
      lines,
      (l) => l.totalQuantity,
      (l) => l.stockUnit,
    ),
    remittances,
  };
}

/** checkIsExceed: which demand lines this bill would over-buy (the same check submit runs). */
export async function checkIsExceed(db: Db, ctx: RequestContext, id: string) {
  if (!(await repo.findBill(db, ctx.unitId, id))) throw purchaseNotFound();
  const list = (await exceedingDemands(db, ctx.unitId, id)).map((e) => ({
    ...e,
    allowed: dec.norm(e.allowed),
    purchased: dec.norm(e.purchased),
  }));
  return { exceed: list.length > 0, list };
}

/** 采购对账: per supplier, the counted bills' amounts, what was paid and what is still owed. */
export async function purchaseStatement(
  db: Db,
  ctx: RequestContext,
  input: {
    belongModule: 0 | 1;
    supplierIds?: string[] | undefined;
    dateStart?: string | undefined;
    dateEnd?: string | undefined;
  },
) {
  const rows = await statementRows(db, ctx.unitId, input);
  const dataList = rows.map((r) => ({ ...r, unpaidAmount: dec.fixed(dec.sub(r.amount, r.remittedAmount, 2), 2) }));
  return {
    dataList,
    total: {
      amount: dec.fixed(
        dec.sum(
          dataList.map((r) => r.amount),
          2,
        ),
        2,
      ),
      remittedAmount: dec.fixed(
        dec.sum(
          dataList.map((r) => r.remittedAmount),
          2,
        ),
        2,
      ),
      unpaidAmount: dec.fixed(
        dec.sum(
          dataList.map((r) => r.unpaidAmount),
          2,
        ),
        2,
      ),
    },
  };
}
