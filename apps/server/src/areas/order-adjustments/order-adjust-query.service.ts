import {
  dec,
  ORDER_GOODS_UNIT,
  pageOf,
  totalsByUnit,
  type AdjustCell,
  type AdjustGoodsInput,
  type AdjustGoodsView,
  type AdjustOrderIdInput,
  type AdjustOrderListQuery,
  type AdjustOrderListRow,
  type AdjustOrderView,
  type GoodsSku,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getStyleSkus } from '../goods/index.js';
import { orderCells as cellsRepo } from '../production-orders/index.js';
import * as repo from './order-adjust.repository.js';
import { lineKey, type AdjustHeadRow, type AdjustLineRow, type LineKey } from './order-adjust.repository.js';
import { bomNames } from './order-material.repository.js';
import { materialTables } from './order-material.service.js';
import { adjustableOrder, adjustNotFound, linesFromInput } from './order-adjust.service.js';

type Line = LineKey & { oldNum: string | null; newNum: string };

/** The order's cells with the bill's lines over them: old and new per cell key. */
function overlay(cells: readonly cellsRepo.OrderCellRow[], lines: readonly Line[]) {
  const out = new Map<string, LineKey & { oldNum: string | null; newNum: string }>();
  for (const c of cells) out.set(lineKey(c), { ...c, oldNum: c.num, newNum: c.num });
  for (const l of lines) out.set(lineKey(l), { ...l });
  return [...out.values()];
}

function toCells(
  rows: readonly (LineKey & { oldNum: string | null; newNum: string })[],
  skus: ReadonlyMap<string, GoodsSku>,
): AdjustCell[] {
  const by = new Map<string, AdjustCell>();
  for (const r of rows) {
    const s = skus.get(r.goodsSkuId);
    const seen = by.get(r.goodsSkuId);
    by.set(r.goodsSkuId, {
      goodsSkuId: r.goodsSkuId,
      colorId: s?.color_id ?? '',
      sizeId: s?.size_id ?? '',
      standardId: s?.standard_id ?? null,
      oldNum: seen?.oldNum || r.oldNum !== null ? dec.norm(dec.add(seen?.oldNum ?? '0', r.oldNum ?? '0')) : null,
      newNum: dec.norm(dec.add(seen?.newNum ?? '0', r.newNum)),
    });
  }
  return [...by.values()];
}

const sumOf = (cells: readonly AdjustCell[], side: 'oldNum' | 'newNum') => dec.sum(cells.map((c) => c[side] ?? '0'));

/** The order with the bill's lines over it: per goods block the old and new matrices and the material table. */
async function buildView(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  lines: readonly Line[],
  head: AdjustHeadRow | null,
): Promise<AdjustOrderView> {
  const order = await cellsRepo.findOrderHead(db, ctx, orderId);
  if (!order) throw adjustNotFound();
  const [goods, customers, cells] = await Promise.all([
    cellsRepo.goodsOfOrders(db, ctx, [orderId]),
    cellsRepo.customersOfOrder(db, ctx, orderId),
    cellsRepo.cellsOfOrder(db, ctx, orderId),
  ]);
  const rows = overlay(cells, lines);
  const skuLists = new Map(
    await Promise.all(goods.map(async (g) => [g.id, await getStyleSkus(db, ctx, g.goodsStyleId).catch(() => [])] as const)),
  );
  const boms = new Map(
    (
      await bomNames(
        db,
        ctx,
        goods.flatMap((g) => (g.bomId ? [g.bomId] : [])),
      )
    ).map((b) => [b.id, b.name]),
  );
  const blocks = goods.map((g) => {
    const skus = new Map((skuLists.get(g.id) ?? []).map((s) => [s.id, s]));
    const own = rows.filter((r) => r.productionOrderGoodsId === g.id);
    return { g, skus, own, cells: toCells(own, skus) };
  });
  const tables = await materialTables(
    db,
    ctx,
    orderId,
    blocks.map((b) => ({
      goodsId: b.g.id,
      styleId: b.g.goodsStyleId,
      bomId: b.g.bomId,
      before: new Map(b.cells.map((c) => [c.goodsSkuId, c.oldNum ?? '0'])),
      after: new Map(b.cells.map((c) => [c.goodsSkuId, c.newNum])),
    })),
  );
  const goodsList: AdjustGoodsView[] = blocks.map(({ g, skus, own, cells: summed }) => ({
    facPrdOrderGoodsId: g.id,
    styleId: g.goodsStyleId,
    styleNo: g.styleNo,
    styleName: g.styleName,
    bomId: g.bomId,
    bomName: g.bomId ? (boms.get(g.bomId) ?? null) : null,
    fillType: g.fillType === 1 ? 1 : 0,
    deliveryAt: g.deliveryAt,
    skuList: [...skus.values()],
    oldTotal: sumOf(summed, 'oldNum'),
    newTotal: sumOf(summed, 'newNum'),
    cells: summed,
    customers: customers
      .filter((c) => c.productionOrderGoodsId === g.id)
      .map((c) => ({
        facPrdOrderGoodsCustomerId: c.id,
        customerId: c.customerId,
        customerName: c.customerName,
        cells: toCells(
          own.filter((r) => r.productionOrderCustomerId === c.id),
          skus,
        ),
      })),
    materials: tables.get(g.id) ?? [],
  }));
  return {
    id: head?.id ?? null,
    orderNo: head?.adjustNo ?? null,
    status: head?.status ?? null,
    displayStatus: head?.status ?? null,
    placeorderAt: head?.placeorderAt ?? null,
    remark: head?.remark ?? null,
    createByName: head?.createByName ?? null,
    createdAt: head?.createdAt ?? null,
    oldOrderInfo: {
      id: order.id,
      orderNo: order.orderNo,
      status: order.status,
      placeorderAt: order.placeorderAt,
      totalNum: dec.norm(order.totalNum),
    },
    facPrdOrderGoodsList: goodsList,
    oldTotals: totalsByUnit(
      goodsList,
      (g) => g.oldTotal,
      () => ORDER_GOODS_UNIT,
    ),
    newTotals: totalsByUnit(
      goodsList,
      (g) => g.newTotal,
      () => ORDER_GOODS_UNIT,
    ),
  };
}

/** facPrdOrder/adjustPrdOrderDetail: the bill with the order's old and new matrices and the material tables. */
export async function getAdjustDetail(db: Db, ctx: RequestContext, input: AdjustOrderIdInput): Promise<AdjustOrderView> {
  const id = input.adjustOrderId ?? (input.orderNo ? await repo.findAdjustIdByNo(db, ctx, input.orderNo) : undefined);
  const head = id ? await repo.findAdjust(db, ctx, id) : undefined;
  if (!head) throw adjustNotFound();
  const lines: AdjustLineRow[] = await repo.linesOf(db, ctx, [head.id]);
  return buildView(db, ctx, head.productionOrderId, lines, head);
}

/** facPrdOrder/adjustOrderSource: what a new adjustment of the order starts from (new = the present quantities). */
export async function getAdjustSource(db: Db, ctx: RequestContext, orderId: string): Promise<AdjustOrderView> {
  await adjustableOrder(db, ctx, orderId);
  return buildView(db, ctx, orderId, [], null);
}

/** facPrdOrder/adjustOrderMaterials: the view for quantities being typed (nothing saved). */
export async function previewAdjust(
  db: Db,
  ctx: RequestContext,
  input: { facPrdOrderId: string; facPrdOrderGoodsList: AdjustGoodsInput[] },
) {
  await adjustableOrder(db, ctx, input.facPrdOrderId);
  const lines = await linesFromInput(db, ctx, input.facPrdOrderId, input.facPrdOrderGoodsList);
  return buildView(db, ctx, input.facPrdOrderId, lines, null);
}

/** facPrdOrder/adjustOrderPage: the factory's adjustment bills, newest first. */
export async function pageAdjusts(
  db: Db,
  ctx: RequestContext,
  input: AdjustOrderListQuery,
): Promise<{ list: AdjustOrderListRow[]; totalCount: number }> {
  const { pageSize, offset } = pageOf(input);
  const statuses = input.statusList?.filter((s) => s <= 5);
  const page = await repo.pageAdjusts(
    db,
    ctx,
    { keyWord: input.keyWord, statuses, facPrdOrderId: input.facPrdOrderId },
    pageSize,
    offset,
  );
  const ids = page.rows.map((r) => r.id);
  const [lines, goods] = await Promise.all([
    repo.linesOf(db, ctx, ids),
    cellsRepo.goodsOfOrders(db, ctx, [...new Set(page.rows.map((r) => r.productionOrderId))]),
  ]);
  const list = page.rows.map((r) => {
    const own = lines.filter((l) => l.orderAdjustId === r.id);
    const styleIds = new Set(own.map((l) => l.productionOrderGoodsId));
    return {
      id: r.id,
      orderNo: r.adjustNo,
      status: r.status,
      displayStatus: r.status,
      placeorderAt: r.placeorderAt,
      remark: r.remark,
      facPrdOrderId: r.productionOrderId,
      concatPrdOrderNo: r.concatPrdOrderNo,
      styleNos: goods.filter((g) => styleIds.has(g.id)).map((g) => g.styleNo),
      oldTotalNum: dec.sum(own.map((l) => l.oldNum ?? '0')),
      newTotalNum: dec.sum(own.map((l) => l.newNum)),
      createByName: r.createByName,
      createdAt: r.createdAt,
    };
  });
  return { list, totalCount: page.totalCount };
}
