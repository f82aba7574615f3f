import {
  arrivalLineOrders,
  dec,
  LABEL_BILL_TYPES,
  pageOf,
  type ArrivalLineListRow,
  type ArrivalListInput,
  type ArrivalListRow,
  type ArrivalListSummary,
  type BillLabel,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findLabelIdsOfType, setPurchaseLinesCompleteByHand } from '../purchasing/index.js';
import { pageArrivalLines, purchaseLinesOf } from './arrival-line-list.repository.js';
import {
  findArrivalLabels,
  replaceArrivalLabels,
  sumOfAmounts,
  unitTotalsOfArrivals,
  unitTotalsOfLines,
} from './arrival-list.repository.js';
import { withOrders } from './arrival-orders.service.js';
import { arrivalFilterOf } from './arrival.service.js';
import * as repo from './arrival.repository.js';

const unplannedText = (ctx: RequestContext) => (ctx.lang === 'en' ? 'Unplanned' : '计划外采购');

/** arrive/arriveList (单据 view): the arrivals with their labels and 本次到料 per stock unit, and the list's totals. */
export async function pageArrivalBills(db: Db, ctx: RequestContext, input: ArrivalListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const filter = arrivalFilterOf(input);
  const heads = repo.filteredHeads(db, ctx.unitId, filter).clearSelect().select('a.id');
  const [page, arrived, amount] = await Promise.all([
    repo.pageArrivals(db, ctx.unitId, filter, pageSize, offset),
    unitTotalsOfLines(db, ctx.unitId, db.selectFrom('arrivalLine as l').select('l.id').where('l.arrivalId', 'in', heads)),
    sumOfAmounts(db, ctx.unitId, heads),
  ]);
  const ids = page.list.map((r) => r.id);
  const [labels, totals] = await Promise.all([findArrivalLabels(db, ctx.unitId, ids), unitTotalsOfArrivals(db, ctx.unitId, ids)]);
  const list: ArrivalListRow[] = page.list.map((r) => ({
    ...r,
    labels: labels.get(r.id) ?? [],
    unitTotals: totals.get(r.id) ?? [],
  }));
  const summary: ArrivalListSummary = { arrived, amount: dec.fixed(amount, 2) };
  return { list, totalCount: page.totalCount, total: page.totalCount, pageNo, pageSize, summary };
}

async function linesPage(db: Db, ctx: RequestContext, input: ArrivalListInput, limit: number, offset: number) {
  const page = await pageArrivalLines(db, ctx.unitId, arrivalFilterOf(input), limit, offset);
  const [labels, ordered] = await Promise.all([
    findArrivalLabels(db, ctx.unitId, [...new Set(page.list.map((r) => r.arrivalId))]),
    withOrders(db, ctx, page.list),
  ]);
  const unplanned = unplannedText(ctx);
  const list: ArrivalLineListRow[] = ordered.map((line) => {
    const { arrivalNo, purchaseLineDemandId: _d, orderNo: _o, purchaseOrderNos: _p, ...r } = line;
    return {
      ...r,
      orderNo: arrivalNo,
      productionOrderNo: arrivalLineOrders(line, unplanned),
      labels: labels.get(r.arrivalId) ?? [],
    };
  });
  return { list, totalCount: page.totalCount, totals: page.totals };
}

/** arrive/arriveLineList (明细 view): one row per arrival line, with 生产单号, labels and 本次到料 per stock unit. */
export async function pageArrivalLineList(db: Db, ctx: RequestContext, input: ArrivalListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await linesPage(db, ctx, input, pageSize, offset);
  return { list: page.list, totalCount: page.totalCount, pageNo, pageSize, summary: { arrived: page.totals } };
}

/** The line view's lines in batches of 1000 (its export). */
export async function* arrivalLineBatches(db: Db, ctx: RequestContext, input: ArrivalListInput) {
  for (let offset = 0; ; offset += 1000) {
    const { list } = await linesPage(db, ctx, input, 1000, offset);
    if (list.length) yield list;
    if (list.length < 1000) return;
  }
}

const arrivalNotFound = () => notFound({ zh: '到料单', en: 'Arrival' });

/** GET arrive/billLabels: an arrival's labels (the detail shows and edits them); `mayRead` checks the type's code. */
export async function getArrivalLabels(
  db: Db,
  ctx: RequestContext,
  id: string,
  mayRead: (belongModule: 0 | 1) => void,
): Promise<{ id: string; labels: BillLabel[] }> {
  const head = await repo.findArrivalHead(db, ctx.unitId, id);
  if (!head) throw arrivalNotFound();
  mayRead(head.belongModule);
  return { id: head.id, labels: (await findArrivalLabels(db, ctx.unitId, [head.id])).get(head.id) ?? [] };
}

/** arrive/billLabels: the arrival's label set (the factory's arrival labels), as the list and the detail edit it. */
export async function setArrivalLabels(
  db: Db,
  ctx: RequestContext,
  input: { arriveId: string; labelIds: string[] },
  /** Checks the caller may edit arrivals of this kind (0 material, 1 sample); throws when not. */
  mayEdit: (belongModule: 0 | 1) => void,
): Promise<{ id: string; labels: BillLabel[] }> {
  const head = await repo.findArrivalHead(db, ctx.unitId, input.arriveId);
  if (!head) throw arrivalNotFound();
  mayEdit(head.belongModule);
  const ids = [...new Set(input.labelIds)];
  const known = await findLabelIdsOfType(db, ctx.unitId, LABEL_BILL_TYPES.arrival, ids);
  input.labelIds.forEach((id, i) => {
    if (!known.has(id)) throw invalid(`labelIds.${i}`, { zh: '标签不存在', en: 'label not found' });
  });
  await db.transaction().execute((trx) => replaceArrivalLabels(trx, ctx.unitId, head.id, ids));
  return getArrivalLabels(db, ctx, head.id, () => undefined);
}

/**
 * 批量标完成 / 批量撤销完成 on the arrival line view: the purchase lines these lines arrived against are marked 到齐 by
 * hand, or no longer (purchasing's rules: reviewed purchase bills only). An unplanned line (no purchase line) is refused.
 */
export async function completeArrivalLines(
  db: Db,
  ctx: RequestContext,
  input: { arriveLineIds: string[]; complete: boolean; belongModule: 0 | 1 },
) {
  const lines = new Map((await purchaseLinesOf(db, ctx.unitId, input.arriveLineIds)).map((l) => [l.id, l]));
  const purchaseLineIds = input.arriveLineIds.map((id, i) => {
    const line = lines.get(id);
    const field = `arriveLineIds.${i}`;
    if (!line || line.isSample !== (input.belongModule === 1))
      throw invalid(field, { zh: '到料明细不存在', en: 'arrival line not found' });
    if (!line.purchaseLineId)
      throw invalid(field, {
        zh: `${line.no} ${line.materialNo}：计划外到料没有采购单，不能标完成`,
        en: `${line.no} ${line.materialNo}: an unplanned line has no purchase line to complete`,
      });
    return line.purchaseLineId;
  });
  return setPurchaseLinesCompleteByHand(db, ctx, purchaseLineIds, input.complete, { checkSampleCode: false });
}
