import {
  dec,
  orderGoodsPrice,
  pageOf,
  PRICE_ADJUSTMENT_ORDER,
  type PriceAdjustListQuery,
  type PriceAdjustListRow,
  type PriceAdjustSaveInput,
  type PriceAdjustView,
} from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import {
  applyAntiReview,
  assertEditable,
  deleteBill,
  recordBillEvent,
  undoAntiReview,
  undoSubmit,
  type WorkflowDeps,
} from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { FAC_PRD_ORDER } from '../production-orders/index.js';
import { orderCells as cellsRepo } from '../production-orders/index.js';
import { priceAdjustBillType as def } from './price-adjust.bill-type.js';
import * as repo from './price-adjust.repository.js';
import { samePrice, type PriceHeadRow, type PriceLineRow, type PriceLineValues } from './price-adjust.repository.js';

registerNumberRule({
  billType: PRICE_ADJUSTMENT_ORDER,
  kind: 'BILL',
  zh: '订单调价单',
  en: 'Price adjustment',
  segments: [
    { type: 'TEXT', value: 'TJ' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const priceAdjustNotFound = () => notFound({ zh: '订单调价单', en: 'Price adjustment' });
const ADJUST_NO = { zh: '调价单号', en: 'Price adjustment no.' };

async function reviewedOrder(db: Db, ctx: RequestContext, orderId: string) {
  const order = await cellsRepo.findOrderHead(db, ctx, orderId);
  if (!order || order.type !== 1) throw invalid('facPrdOrderId', { zh: '生产订单不存在', en: 'production order not found' });
  if (order.status !== 2)
    throw invalid('facPrdOrderId', { zh: '只有已审核的订单可以调价', en: 'only a reviewed order can be re-priced' });
  return order;
}

/** The bill's lines: per goods block sent, the order's present prices (old) and the typed ones (new). */
async function linesFromInput(db: Db, ctx: RequestContext, input: PriceAdjustSaveInput): Promise<PriceLineValues[]> {
  const goods = await cellsRepo.goodsOfOrders(db, ctx, [input.facPrdOrderId]);
  const seen = new Set<string>();
  const lines: PriceLineValues[] = [];
  for (const [i, g] of input.goodsList.entries()) {
    const own = goods.find((x) => x.id === g.facPrdOrderGoodsId);
    if (!own)
      throw invalid(`goodsList.${i}.facPrdOrderGoodsId`, { zh: '不是该订单的订货商品', en: 'is not a goods block of the order' });
    if (seen.has(own.id))
      throw invalid(`goodsList.${i}.facPrdOrderGoodsId`, { zh: '重复的订货商品', en: 'the goods block is sent twice' });
    seen.add(own.id);
    const line = {
      productionOrderGoodsId: own.id,
      oldNoTaxPrice: own.noTaxPrice,
      oldTaxRate: own.taxRate,
      oldProcessUnitPrice: own.processUnitPrice,
      newNoTaxPrice: g.noTaxPrice,
      newTaxRate: g.taxRate,
      newProcessUnitPrice: g.processUnitPrice,
    };
    const changes =
      !samePrice(line.oldNoTaxPrice, line.newNoTaxPrice) ||
      !samePrice(line.oldTaxRate, line.newTaxRate) ||
      !samePrice(line.oldProcessUnitPrice, line.newProcessUnitPrice);
    if (changes) lines.push(line);
  }
  if (lines.length === 0) throw invalid('goodsList', { zh: '没有调整任何价格', en: 'no price changes' });
  return lines;
}

async function adjustNumber(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string) {
  if (typed) {
    const taken = await repo.findPriceAdjustIdByNo(trx, ctx, typed);
    if (taken && taken !== selfId) throw duplicate('orderNo', ADJUST_NO);
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType: PRICE_ADJUSTMENT_ORDER });
}

/** priceAdjustmentOrder/save: a new draft (no id) or a draft / rejected bill re-edited; linked to its order. */
export async function savePriceAdjust(db: Db, ctx: RequestContext, input: PriceAdjustSaveInput) {
  const head = input.id ? await repo.findPriceAdjust(db, ctx, input.id) : undefined;
  if (input.id && !head) throw priceAdjustNotFound();
  if (head && head.productionOrderId !== input.facPrdOrderId)
    throw invalid('facPrdOrderId', { zh: '调价单的订单不能更换', en: "a price adjustment's order cannot change" });
  await reviewedOrder(db, ctx, input.facPrdOrderId);
  const lines = await linesFromInput(db, ctx, input);
  try {
    return await db.transaction().execute(async (trx) => {
      const status = head ? (await assertEditable(trx, def, ctx, head.id)).status : 0;
      const adjustNo = await adjustNumber(trx, ctx, input.orderNo ?? head?.adjustNo ?? null, head?.id);
      const values = { adjustNo, adjustDate: input.adjustDate, remark: input.remark };
      const id = head ? head.id : await repo.insertPriceAdjust(trx, ctx, { ...values, productionOrderId: input.facPrdOrderId });
      if (head) await repo.updatePriceAdjustHead(trx, id, ctx.userId, values);
      await repo.savePriceLines(trx, ctx, id, lines);
      await linkDocuments(
        trx,
        ctx,
        { type: PRICE_ADJUSTMENT_ORDER, billId: id, no: adjustNo },
        [{ source: { type: FAC_PRD_ORDER, billId: input.facPrdOrderId } }],
        {
          sourceStatuses: [2],
        },
      );
      await recordBillEvent(trx, ctx, def, { id, billNo: adjustNo, status }, head ? 'SAVE' : 'CREATE');
      return { id, orderNo: adjustNo };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('price_adjust_unit_no_key'))
      throw duplicate('orderNo', ADJUST_NO);
    throw error;
  }
}

/** priceAdjustmentOrder/delete: a draft removed (soft, audited) through the engine. */
export async function deletePriceAdjust(deps: WorkflowDeps, ctx: RequestContext, id: string) {
  if (!(await repo.findPriceAdjust(deps.db, ctx, id))) throw priceAdjustNotFound();
  await deleteBill(deps, ctx, PRICE_ADJUSTMENT_ORDER, id);
  return null;
}

/**
 * uflo/price-adjustment-order/undoWorkflow: the workflow step taken back by what the bill's status allows: a
 * pending bill withdrawn, a pending anti-review request withdrawn, a reviewed bill un-reviewed (reason required).
 */
export async function undoPriceWorkflow(deps: WorkflowDeps, ctx: RequestContext, id: string, message: string | null) {
  const head = await repo.findPriceAdjust(deps.db, ctx, id);
  if (!head) throw priceAdjustNotFound();
  if (head.status === 1) return undoSubmit(deps, ctx, PRICE_ADJUSTMENT_ORDER, id);
  if (head.status === 3) return undoAntiReview(deps, ctx, PRICE_ADJUSTMENT_ORDER, id);
  if (head.status === 2) return applyAntiReview(deps, ctx, PRICE_ADJUSTMENT_ORDER, id, message ?? '');
  throw new AppError(Code.badState, {
    zh: '当前状态没有可撤回的流程',
    en: 'Nothing in the workflow to take back in this status',
  });
}

/** A sum of money amounts as shown: 2 decimals, padded. */
const money = (amounts: readonly string[]) => dec.fixed(dec.sum(amounts, 2), 2);

const priceOf = (p: { noTaxPrice: string | null; taxRate: string | null; processUnitPrice: string | null }, totalNum: string) =>
  orderGoodsPrice({ ...p, totalNum });

async function toView(
  db: Db,
  ctx: RequestContext,
  head: PriceHeadRow | null,
  orderId: string,
  lines: readonly PriceLineRow[],
): Promise<PriceAdjustView> {
  const order = await cellsRepo.findOrderHead(db, ctx, orderId);
  if (!order) throw priceAdjustNotFound();
  const goods = await cellsRepo.goodsOfOrders(db, ctx, [orderId]);
  const goodsList = goods.map((g) => {
    const line = lines.find((l) => l.productionOrderGoodsId === g.id);
    const present = { noTaxPrice: g.noTaxPrice, taxRate: g.taxRate, processUnitPrice: g.processUnitPrice };
    const old = line
      ? { noTaxPrice: line.oldNoTaxPrice, taxRate: line.oldTaxRate, processUnitPrice: line.oldProcessUnitPrice }
      : present;
    const now = line
      ? { noTaxPrice: line.newNoTaxPrice, taxRate: line.newTaxRate, processUnitPrice: line.newProcessUnitPrice }
      : present;
    return {
      facPrdOrderGoodsId: g.id,
      styleId: g.goodsStyleId,
      styleNo: g.styleNo,
      styleName: g.styleName,
      totalNum: dec.norm(g.totalNum),
      old: priceOf(old, g.totalNum),
      new: priceOf(now, g.totalNum),
    };
  });
  return {
    id: head?.id ?? null,
    orderNo: head?.adjustNo ?? null,
    status: head?.status ?? null,
    displayStatus: head?.status ?? null,
    adjustDate: head?.adjustDate ?? null,
    remark: head?.remark ?? null,
    createByName: head?.createByName ?? null,
    createdAt: head?.createdAt ?? null,
    facPrdOrderId: order.id,
    concatPrdOrderNo: order.orderNo,
    orderStatus: order.status,
    isOutsideFac: order.isOutsideFac,
    goodsList,
    oldAmount: money(goodsList.map((g) => g.old.amount)),
    newAmount: money(goodsList.map((g) => g.new.amount)),
  };
}

/** priceAdjustmentOrder/getById: the bill (by id or number) with the old and new prices per goods. */
export async function getPriceAdjust(
  db: Db,
  ctx: RequestContext,
  input: { id?: string | undefined; orderNo?: string | undefined },
) {
  const id = input.id ?? (input.orderNo ? await repo.findPriceAdjustIdByNo(db, ctx, input.orderNo) : undefined);
  const head = id ? await repo.findPriceAdjust(db, ctx, id) : undefined;
  if (!head) throw priceAdjustNotFound();
  return toView(db, ctx, head, head.productionOrderId, await repo.priceLinesOf(db, ctx, [head.id]));
}

/** priceAdjustmentOrder/byFacPrdOrderId: the order's price adjustments, and what a new one starts from. */
export async function priceAdjustsOfOrder(db: Db, ctx: RequestContext, orderId: string) {
  const order = await cellsRepo.findOrderHead(db, ctx, orderId);
  if (!order || order.type !== 1) throw notFound({ zh: '生产订单', en: 'Production order' });
  const heads = await repo.priceAdjustsOfOrder(db, ctx, orderId);
  const lines = await repo.priceLinesOf(
    db,
    ctx,
    heads.map((h) => h.id),
  );
  return {
    source: await toView(db, ctx, null, orderId, []),
    list: await Promise.all(
      heads.map((h) =>
        toView(
          db,
          ctx,
          h,
          orderId,
          lines.filter((l) => l.priceAdjustId === h.id),
        ),
      ),
    ),
  };
}

/** priceAdjustmentOrder/page. */
export async function pagePriceAdjusts(
  db: Db,
  ctx: RequestContext,
  input: PriceAdjustListQuery,
): Promise<{ list: PriceAdjustListRow[]; totalCount: number }> {
  const { pageSize, offset } = pageOf(input);
  const statuses = input.statusList?.filter((s) => s <= 5);
  const page = await repo.pagePriceAdjusts(
    db,
    ctx,
    { keyWord: input.keyWord, statuses, facPrdOrderId: input.facPrdOrderId },
    pageSize,
    offset,
  );
  const lines = await repo.priceLinesOf(
    db,
    ctx,
    page.rows.map((r) => r.id),
  );
  const goods = await cellsRepo.goodsOfOrders(db, ctx, [...new Set(page.rows.map((r) => r.productionOrderId))]);
  const list = page.rows.map((r) => {
    const own = lines.filter((l) => l.priceAdjustId === r.id);
    const amounts = own.map((l) => {
      const g = goods.find((x) => x.id === l.productionOrderGoodsId);
      const total = g?.totalNum ?? '0';
      return {
        styleNo: g?.styleNo ?? '',
        old: priceOf({ noTaxPrice: l.oldNoTaxPrice, taxRate: l.oldTaxRate, processUnitPrice: l.oldProcessUnitPrice }, total)
          .amount,
        now: priceOf({ noTaxPrice: l.newNoTaxPrice, taxRate: l.newTaxRate, processUnitPrice: l.newProcessUnitPrice }, total)
          .amount,
      };
    });
    return {
      id: r.id,
      orderNo: r.adjustNo,
      status: r.status,
      displayStatus: r.status,
      adjustDate: r.adjustDate,
      remark: r.remark,
      facPrdOrderId: r.productionOrderId,
      concatPrdOrderNo: r.concatPrdOrderNo,
      styleNos: amounts.map((a) => a.styleNo),
      oldAmount: money(amounts.map((a) => a.old)),
      newAmount: money(amounts.map((a) => a.now)),
      createByName: r.createByName,
      createdAt: r.createdAt,
    };
  });
  return { list, totalCount: page.totalCount };
}
