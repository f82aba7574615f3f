import {
  Code,
  dec,
  LABEL_BILL_TYPES,
  pageOf,
  PurchasePermission,
  type BillLabel,
  type PurchaseLineListRow,
  type PurchaseListQuery,
  type PurchaseListRow,
  type PurchaseListSummary,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, NO_PERMISSION } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import * as bills from './purchase-bill.repository.js';
import { badState, purchaseNotFound } from './purchase-errors.js';
import { existingLabelIds, findBillLabels, replaceBillLabels } from './purchase-label.repository.js';
import { billsSummary, linesWithBills, pageLines } from './purchase-line-list.repository.js';
import { setLinesArriveComplete } from './purchase-line.repository.js';
import { unitTotalsOfBills } from './purchase-list.repository.js';
import { factoryToday } from './purchase-query.service.js';

/**
 * purchase/purchaseList (单据 view): the bills with their labels and quantities per stock unit, and what the whole
 * filtered list adds up to per unit (never one sum of 米 and 个).
 */
export async function pagePurchaseList(db: Db, ctx: RequestContext, input: PurchaseListQuery) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const today = factoryToday();
  const [page, totals] = await Promise.all([
    bills.pageBills(db, ctx.unitId, input, today, pageSize, offset),
    billsSummary(db, ctx.unitId, input, today),
  ]);
  const ids = page.list.map((r) => r.id);
  const [labels, unitTotals] = await Promise.all([findBillLabels(db, ctx.unitId, ids), unitTotalsOfBills(db, ctx.unitId, ids)]);
  const list: PurchaseListRow[] = page.list.map((r) => ({
    ...r,
    labels: labels.get(r.id) ?? [],
    quantityByUnit: unitTotals.get(r.id)?.purchased ?? [],
    arrivedByUnit: unitTotals.get(r.id)?.arrived ?? [],
  }));
  const summary: PurchaseListSummary = { ...totals, amount: dec.fixed(totals.amount, 2) };
  // The purchase lists answer data.total (reference), the house lists data.totalCount: both are given.
  return { list, totalCount: page.totalCount, total: page.totalCount, pageNo, pageSize, summary };
}

/** purchase/purchaseLineList (明细 view): one row per purchase line, with the bill's labels and totals per unit. */
export async function pagePurchaseLines(db: Db, ctx: RequestContext, input: PurchaseListQuery) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await pageLines(db, ctx.unitId, input, factoryToday(), pageSize, offset);
  const labels = await findBillLabels(db, ctx.unitId, [...new Set(page.list.map((r) => r.purchaseBillId))]);
  const list: PurchaseLineListRow[] = page.list.map((r) => ({ ...r, labels: labels.get(r.purchaseBillId) ?? [] }));
  const summary: Omit<PurchaseListSummary, 'amount'> = page.totals;
  return { list, totalCount: page.totalCount, pageNo, pageSize, summary };
}

/** Lines of the line view in batches of 1000 (the line view's export). */
export async function* purchaseLineBatches(db: Db, ctx: RequestContext, input: PurchaseListQuery) {
  const today = factoryToday();
  for (let offset = 0; ; offset += 1000) {
    const { list } = await pageLines(db, ctx.unitId, input, today, 1000, offset);
    const labels = await findBillLabels(db, ctx.unitId, [...new Set(list.map((r) => r.purchaseBillId))]);
    if (list.length) yield list.map((r) => ({ ...r, labels: labels.get(r.purchaseBillId) ?? [] }));
    if (list.length < 1000) return;
  }
}

const requireSampleAdd = (ctx: RequestContext, isSample: boolean) => {
  if (isSample && !can(ctx, PurchasePermission.sampleAdd)) throw new AppError(Code.noPermission, NO_PERMISSION);
};

/**
 * 批量标完成 / 批量撤销完成: purchase lines marked 到齐 by hand (as 手动到齐 on the detail), or no longer. The rule of
 * 手动到齐 holds for each line: its bill is reviewed and not cancelled. All or nothing; answers how many lines changed.
 * Sample purchase lines need the sample purchase code too, unless the caller checked its own (the arrival line view).
 */
export async function setLinesCompleteByHand(
  db: Db,
  ctx: RequestContext,
  ids: readonly string[],
  complete: boolean,
  { checkSampleCode = true }: { checkSampleCode?: boolean } = {},
) {
  const unique = [...new Set(ids)];
  const lines = await linesWithBills(db, ctx.unitId, unique);
  const byId = new Map(lines.map((l) => [l.id, l]));
  ids.forEach((id, i) => {
    if (!byId.has(id)) throw invalid(`purchaseLineIds.${i}`, { zh: '采购明细不存在', en: 'purchase line not found' });
  });
  for (const l of lines) {
    if (checkSampleCode) requireSampleAdd(ctx, l.isSample);
    if (l.status !== 2 || l.isCancelled) {
      const what = `${l.no} ${l.materialNo} ${l.colorName} ${l.specNo}`.trim();
      throw badState(
        `${what}：只有已审核的采购单可以标记到齐`,
        `${what}: only the lines of a reviewed purchase bill can be marked arrived`,
      );
    }
  }
  const changed = await db.transaction().execute((trx) => setLinesArriveComplete(trx, ctx.unitId, unique, complete));
  return { changed: changed.length, complete };
}

/** GET purchase/billLabels: a bill's labels (the detail shows and edits them). */
export async function getPurchaseLabels(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; labels: BillLabel[] }> {
  const bill = await bills.findBill(db, ctx.unitId, id);
  if (!bill) throw purchaseNotFound();
  return { id: bill.id, labels: (await findBillLabels(db, ctx.unitId, [bill.id])).get(bill.id) ?? [] };
}

/** purchase/billLabels: the bill's label set (the factory's purchase labels), as the list and the detail edit it. */
export async function setPurchaseLabels(
  db: Db,
  ctx: RequestContext,
  input: { billMaterialPurchaseId: string; labelIds: string[] },
): Promise<{ id: string; labels: BillLabel[] }> {
  const bill = await bills.findBill(db, ctx.unitId, input.billMaterialPurchaseId);
  if (!bill) throw purchaseNotFound();
  requireSampleAdd(ctx, bill.belongModule === 1);
  const ids = [...new Set(input.labelIds)];
  const known = await existingLabelIds(db, ctx.unitId, LABEL_BILL_TYPES.purchase, ids);
  input.labelIds.forEach((id, i) => {
    if (!known.has(id)) throw invalid(`labelIds.${i}`, { zh: '标签不存在', en: 'label not found' });
  });
  await db.transaction().execute((trx) => replaceBillLabels(trx, ctx.unitId, bill.id, ids));
  return getPurchaseLabels(db, ctx, bill.id);
}
