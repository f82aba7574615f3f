import { dec, FAC_PRD_ORDER_ADJUST, type AdjustGoodsInput, type OrderAdjustInput, type OrderAdjustUpdate } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { FAC_PRD_ORDER } from '../production-orders/index.js';
import { getStyleSkus } from '../goods/index.js';
import { orderAdjustBillType as def } from './order-adjust.bill-type.js';
import { orderCells as cellsRepo } from '../production-orders/index.js';
import * as repo from './order-adjust.repository.js';
import { lineKey, type LineKey } from './order-adjust.repository.js';

registerNumberRule({
  billType: FAC_PRD_ORDER_ADJUST,
  kind: 'BILL',
  zh: '订单调整单',
  en: 'Order adjustment',
  segments: [
    { type: 'TEXT', value: 'TZ' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const adjustNotFound = () => notFound({ zh: '订单调整单', en: 'Order adjustment' });
const ADJUST_NO = { zh: '调整单号', en: 'Adjustment no.' };

/** The order adjusted: this factory's formal order, reviewed. */
export async function adjustableOrder(db: Db, ctx: RequestContext, orderId: string) {
  const order = await cellsRepo.findOrderHead(db, ctx, orderId);
  if (!order || order.type !== 1) throw invalid('facPrdOrderId', { zh: '生产订单不存在', en: 'production order not found' });
  if (order.status !== 2)
    throw invalid('facPrdOrderId', { zh: '只有已审核的订单可以开调整单', en: 'only a reviewed order can be adjusted' });
  return order;
}

type NewLine = LineKey & { oldNum: string | null; newNum: string };

/**
 * The bill's lines from the typed matrices: a block that is sent is its whole new matrix (a cell left out is 0);
 * only cells whose quantity changes become lines, each with the order's present quantity as its old one.
 */
export async function linesFromInput(db: Db, ctx: RequestContext, orderId: string, goodsInput: readonly AdjustGoodsInput[]) {
  const [goods, customers, cells] = await Promise.all([
    cellsRepo.goodsOfOrders(db, ctx, [orderId]),
    cellsRepo.customersOfOrder(db, ctx, orderId),
    cellsRepo.cellsOfOrder(db, ctx, orderId),
  ]);
  const present = new Map(cells.map((c) => [lineKey(c), c.num]));
  const typed = new Map<string, string>();
  const seenGoods = new Set<string>();
  for (const [i, block] of goodsInput.entries()) {
    const at = `facPrdOrderGoodsList.${i}`;
    const g = goods.find((x) => x.id === block.facPrdOrderGoodsId);
    if (!g) throw invalid(`${at}.facPrdOrderGoodsId`, { zh: '不是该订单的订货商品', en: 'is not a goods block of the order' });
    if (seenGoods.has(g.id))
      throw invalid(`${at}.facPrdOrderGoodsId`, { zh: '重复的订货商品', en: 'the goods block is sent twice' });
    seenGoods.add(g.id);
    const skuIds = new Set((await getStyleSkus(db, ctx, g.goodsStyleId)).map((s) => s.id));
    const matrices =
      g.fillType === 1
        ? block.facPrdOrderGoodsCustomerList.map((c, j) => {
            const own = customers.find((x) => x.id === c.facPrdOrderGoodsCustomerId && x.productionOrderGoodsId === g.id);
            if (!own)
              throw invalid(`${at}.facPrdOrderGoodsCustomerList.${j}.facPrdOrderGoodsCustomerId`, {
                zh: '不是该商品的客户',
                en: 'is not a customer block of the goods',
              });
            return {
              customerBlockId: own.id,
              cells: c.facPrdOrderGoodsDetailList,
              path: `${at}.facPrdOrderGoodsCustomerList.${j}.facPrdOrderGoodsDetailList`,
            };
          })
        : [{ customerBlockId: null, cells: block.facPrdOrderGoodsDetailList, path: `${at}.facPrdOrderGoodsDetailList` }];
    for (const m of matrices) {
      const keysOfMatrix = new Set<string>();
      for (const [k, cell] of m.cells.entries()) {
        if (!skuIds.has(cell.goodsSkuId))
          throw invalid(`${m.path}.${k}.goodsSkuId`, { zh: '不是该款的货品SKU', en: "is not a SKU of the goods' style" });
        const key = lineKey({
          productionOrderGoodsId: g.id,
          productionOrderCustomerId: m.customerBlockId,
          goodsSkuId: cell.goodsSkuId,
        });
        if (keysOfMatrix.has(key))
          throw invalid(`${m.path}.${k}.goodsSkuId`, { zh: '重复的货品SKU', en: 'the SKU is sent twice' });
        keysOfMatrix.add(key);
        typed.set(key, String(cell.num));
      }
      // The order's cells of this matrix that the input leaves out become 0.
      for (const c of cells)
        if (
          c.productionOrderGoodsId === g.id &&
          c.productionOrderCustomerId === m.customerBlockId &&
          !keysOfMatrix.has(lineKey(c))
        )
          typed.set(lineKey(c), '0');
    }
  }
  const lines: NewLine[] = [];
  for (const [key, newNum] of typed) {
    const oldNum = present.get(key) ?? null;
    if (dec.cmp(oldNum ?? '0', newNum) === 0) continue;
    const [goodsId, customer, goodsSkuId] = key.split(':') as [string, string, string];
    lines.push({
      productionOrderGoodsId: goodsId,
      productionOrderCustomerId: customer === '-' ? null : customer,
      goodsSkuId,
      oldNum,
      newNum,
    });
  }
  return lines;
}

async function adjustNumber(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    const taken = await repo.findAdjustIdByNo(trx, ctx, typed);
    if (taken && taken !== selfId) throw duplicate('orderNo', ADJUST_NO);
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType: FAC_PRD_ORDER_ADJUST });
}

/** A unique-index race between two saves of one typed number answers as the duplicate it is. */
async function guardDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('order_adjust_unit_no_key'))
      throw duplicate('orderNo', ADJUST_NO);
    throw error;
  }
}

function noChange() {
  return invalid('facPrdOrderGoodsList', { zh: '没有调整任何数量', en: 'no quantity changes' });
}

/** facPrdOrder/addAdjustPrdOrder: a draft adjustment bill linked to its order (which must stay reviewed). */
export async function createAdjust(db: Db, ctx: RequestContext, input: OrderAdjustInput) {
  await adjustableOrder(db, ctx, input.facPrdOrderId);
  const lines = await linesFromInput(db, ctx, input.facPrdOrderId, input.facPrdOrderGoodsList);
  if (lines.length === 0) throw noChange();
  return guardDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const adjustNo = await adjustNumber(trx, ctx, input.orderNo);
      const id = await repo.insertAdjust(trx, ctx, {
        adjustNo,
        productionOrderId: input.facPrdOrderId,
        placeorderAt: input.placeorderAt,
        remark: input.remark,
      });
      await repo.saveLines(trx, ctx, id, lines);
      await linkDocuments(
        trx,
        ctx,
        { type: FAC_PRD_ORDER_ADJUST, billId: id, no: adjustNo },
        [{ source: { type: FAC_PRD_ORDER, billId: input.facPrdOrderId } }],
        {
          sourceStatuses: [2],
        },
      );
      await recordBillEvent(trx, ctx, def, { id, billNo: adjustNo, status: 0 }, 'CREATE');
      return { id, orderNo: adjustNo };
    }),
  );
}

/** facPrdOrder/updateAdjustOrder: a draft or rejected bill re-edited (its old quantities read again from the order). */
export async function updateAdjust(db: Db, ctx: RequestContext, input: OrderAdjustUpdate) {
  const head = await repo.findAdjust(db, ctx, input.adjustOrderId);
  if (!head) throw adjustNotFound();
  const lines = await linesFromInput(db, ctx, head.productionOrderId, input.facPrdOrderGoodsList);
  if (lines.length === 0) throw noChange();
  return guardDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const bill = await assertEditable(trx, def, ctx, head.id);
      const adjustNo = await adjustNumber(trx, ctx, input.orderNo ?? head.adjustNo, head.id);
      await repo.updateAdjustHead(trx, head.id, ctx.userId, { adjustNo, placeorderAt: input.placeorderAt, remark: input.remark });
      await repo.saveLines(trx, ctx, head.id, lines);
      await linkDocuments(
        trx,
        ctx,
        { type: FAC_PRD_ORDER_ADJUST, billId: head.id, no: adjustNo },
        [{ source: { type: FAC_PRD_ORDER, billId: head.productionOrderId } }],
        {
          sourceStatuses: [2],
        },
      );
      await recordBillEvent(trx, ctx, def, { id: head.id, billNo: adjustNo, status: bill.status }, 'SAVE');
      return { id: head.id, orderNo: adjustNo };
    }),
  );
}
