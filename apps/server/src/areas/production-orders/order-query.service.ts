import {
  dec,
  ORDER_GOODS_INFO_FIELDS,
  ORDER_GOODS_UNIT,
  orderGoodsPrice,
  pageOf,
  totalsByUnit,
  type GoodsStyleDetail,
  type OrderDetail,
  type OrderForDemand,
  type OrderGoodsDetail,
  type OrderIdInput,
  type OrderListPage,
  type OrderListQuery,
  type OrderSimpleItem,
} from '@gf/contracts';
import { sql } from 'kysely';
import { getLineage } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { fileUrl } from '../../platform/files/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { getStyleDetail } from '../goods/index.js';
import { findOrderConfig } from './order-config.repository.js';
import * as list from './order-list.repository.js';
import { colorNames } from './order-reference.repository.js';
import { toListRows } from './order-rows.service.js';
import { FAC_PRD_ORDER } from './production-order.bill-type.js';
import { findOrderIdByNo } from './production-order.repository.js';
import { orderNotFound } from './production-order.service.js';
import { likeContains } from '../../platform/db/keyword.js';

/** facPrdOrder/page: the filtered orders, newest first (or by the sort the header asks for). */
export async function pageOrderList(db: Db, ctx: RequestContext, input: OrderListQuery): Promise<OrderListPage> {
  const { pageSize, offset } = pageOf(input);
  const page = await list.pageListOrders(db, ctx, input, pageSize, offset);
  return { list: toListRows(page.rows), totalCount: page.totalCount };
}

async function resolveId(db: Db, ctx: RequestContext, input: OrderIdInput): Promise<string> {
  const id = input.facPrdOrderId ?? (input.orderNo ? await findOrderIdByNo(db, ctx, input.orderNo) : undefined);
  if (!id) throw orderNotFound();
  return id;
}

interface LineRecord {
  id: string;
  productionOrderGoodsId: string;
  productionOrderCustomerId: string | null;
  goodsSkuId: string | null;
  colorId: string;
  sizeId: string | null;
  standardId: string | null;
  num: string;
}

async function linesOfGoods(db: Db, tenant: Tenant, goodsIds: readonly string[]): Promise<LineRecord[]> {
  if (goodsIds.length === 0) return [];
  return db
    .selectFrom('productionOrderLine as l')
    .leftJoin('goodsSku as k', 'k.id', 'l.goodsSkuId')
    .select([
      'l.id',
      'l.productionOrderGoodsId',
      'l.productionOrderCustomerId',
      'l.goodsSkuId',
      'l.colorId',
      'k.sizeId',
      'k.standardId',
      'l.num',
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'productionOrderLine'))
    .where('l.productionOrderGoodsId', 'in', [...goodsIds])
    .orderBy('l.id')
    .execute();
}

async function customersOfGoods(db: Db, tenant: Tenant, goodsIds: readonly string[]) {
  if (goodsIds.length === 0) return [];
  return db
    .selectFrom('productionOrderCustomer as c')
    .innerJoin('customer as cu', 'cu.id', 'c.customerId')
    .select(['c.id', 'c.productionOrderGoodsId', 'c.customerId', 'cu.name as customerName', 'c.totalNum'])
    .where('c.unitId', 'in', readableUnits(tenant, 'productionOrderCustomer'))
    .where('c.productionOrderGoodsId', 'in', [...goodsIds])
    .orderBy('c.sort')
    .execute();
}

const skuCell = (l: LineRecord) => ({
  id: l.id,
  goodsSkuId: l.goodsSkuId!,
  colorId: l.colorId,
  sizeId: l.sizeId ?? '',
  standardId: l.standardId,
  num: dec.norm(l.num),
});

/** Per SKU over every customer (the block's matrix when filled per customer). */
function sumBySku(lines: LineRecord[]) {
  const by = new Map<string, ReturnType<typeof skuCell>>();
  for (const l of lines) {
    const seen = by.get(l.goodsSkuId!);
    by.set(l.goodsSkuId!, seen ? { ...seen, num: dec.add(seen.num, l.num) } : skuCell(l));
  }
  return [...by.values()];
}

async function styleDetails(db: Db, ctx: RequestContext, styleIds: string[]): Promise<Map<string, GoodsStyleDetail | null>> {
  const details = await Promise.all(
    [...new Set(styleIds)].map(async (id) => [id, await getStyleDetail(db, ctx, id).catch(() => null)] as const),
  );
  return new Map(details);
}

function goodsInfoOf(style: GoodsStyleDetail | null, codes: readonly string[]): Record<string, string | null> {
  const info: Record<string, string | null> = {};
  for (const code of codes) {
    if (!ORDER_GOODS_INFO_FIELDS.some((f) => f.code === code)) continue;
    const value = code === 'mainPicture' ? style?.mainPictureUrl : (style as unknown as Record<string, unknown> | null)?.[code];
    info[code] = value === null || value === undefined ? null : String(value);
  }
  return info;
}

/** facPrdOrder/facPrdOrderDetail: the order, its goods with matrices (per customer too), 订货合计 and history. */
export async function getOrderDetail(db: Db, ctx: RequestContext, input: OrderIdInput): Promise<{ facPrdOrder: OrderDetail }> {
  const id = await resolveId(db, ctx, input);
  const [record] = await list.ordersByIds(db, ctx, [id]);
  if (!record) throw orderNotFound();
  const [[row], goods, config] = await Promise.all([
    toListRows([record]),
    list.goodsOfOrders(db, ctx, [id]),
    findOrderConfig(db, ctx),
  ]);
  const goodsIds = goods.map((g) => g.id);
  const [lines, customers, styles, files] = await Promise.all([
    linesOfGoods(db, ctx, goodsIds),
    customersOfGoods(db, ctx, goodsIds),
    styleDetails(
      db,
      ctx,
      goods.map((g) => g.goodsStyleId),
    ),
    filesOf(db, ctx, id),
  ]);
  const colors = await colorNames(
    db,
    ctx,
    lines.filter((l) => !l.goodsSkuId).map((l) => l.colorId),
  );
  const goodsOut: OrderGoodsDetail[] = goods.map((g) => {
    const own = lines.filter((l) => l.productionOrderGoodsId === g.id);
    const style = styles.get(g.goodsStyleId) ?? null;
    const price = orderGoodsPrice({
      noTaxPrice: g.noTaxPrice,
      taxRate: g.taxRate,
      processUnitPrice: g.processUnitPrice,
      totalNum: g.totalNum,
    });
    return {
      ...price,
      id: g.id,
      styleId: g.goodsStyleId,
      styleNo: g.styleNo,
      styleName: g.styleName,
      mainPictureUrl: g.mainPictureId ? fileUrl(g.mainPictureId) : null,
      deliveryAt: g.deliveryAt,
      bomId: g.bomId,
      fillType: g.fillType === 1 ? 1 : 0,
      remark: g.remark,
      totalNum: dec.norm(g.totalNum),
      skuList: style?.skuList ?? [],
      facPrdOrderGoodsDetailList: sumBySku(own.filter((l) => l.goodsSkuId)),
      facPrdOrderGoodsCustomerList: customers
        .filter((c) => c.productionOrderGoodsId === g.id)
        .map((c) => ({
          id: c.id,
          customerId: c.customerId,
          customerName: c.customerName,
          totalNum: dec.norm(c.totalNum),
          facPrdOrderGoodsDetailList: own.filter((l) => l.productionOrderCustomerId === c.id).map(skuCell),
        })),
      facPrdOrderGoodsAdvanceDetailList: own
        .filter((l) => !l.goodsSkuId)
        .map((l) => ({ id: l.id, colorId: l.colorId, colorName: colors.get(l.colorId) ?? '', num: dec.norm(l.num) })),
      toMissionNum: dec.norm(g.convertedNum),
      goodsInfo: goodsInfoOf(style, config.goodsInfoFields),
    };
  });
  const advance = record.advanceOrderId ? (await list.ordersByIds(db, ctx, [record.advanceOrderId]))[0] : undefined;
  const history = toListRows(advance ? [record, advance] : [record]);
  const turned = record.type === 0 ? history[0]?.concatPrdOrderNo : null;
  const turnedId = turned ? await findOrderIdByNo(db, ctx, turned) : null;
  const lineage = await getLineage(db, ctx, { type: FAC_PRD_ORDER, billId: id });
  return {
    facPrdOrder: {
      id,
      orderNo: row!.orderNo,
      type: row!.type,
      status: row!.status,
      displayStatus: row!.displayStatus,
      placeorderAt: row!.placeorderAt,
      placeOrderTypeId: row!.placeOrderTypeId,
      placeOrderType: row!.placeOrderType,
      buyNo: row!.buyNo,
      chargerIds: row!.chargerIds,
      chargerName: row!.chargerName,
      isOutsideFac: row!.isOutsideFac,
      commonOutsideFactoryId: row!.commonOutsideFactoryId,
      commonOutsideFactoryName: row!.commonOutsideFactoryName,
      remark: row!.remark,
      attachments: files,
      isFirstOrder: row!.isFirstOrder,
      advanceOrderId: record.advanceOrderId,
      advanceOrderNo: advance?.orderNo ?? null,
      turnedOrderId: turnedId ?? null,
      turnedOrderNo: turnedId ? (turned ?? null) : null,
      createBy: row!.createBy,
      createByName: row!.createByName,
      createdAt: row!.createdAt,
      version: row!.version,
      goods: goodsOut,
      summary: {
        styleCount: goodsOut.length,
        totals: totalsByUnit(
          goodsOut,
          (g) => g.totalNum,
          () => ORDER_GOODS_UNIT,
        ),
        noTaxAmount: dec.fixed(
          dec.sum(
            goodsOut.map((g) => g.noTaxAmount),
            2,
          ),
          2,
        ),
        taxAmount: dec.fixed(
          dec.sum(
            goodsOut.map((g) => g.taxAmount),
            2,
          ),
          2,
        ),
        amount: dec.fixed(
          dec.sum(
            goodsOut.map((g) => g.amount),
            2,
          ),
          2,
        ),
        processAmount: dec.fixed(
          dec.sum(
            goodsOut.map((g) => g.processAmount),
            2,
          ),
          2,
        ),
      },
      history,
      relatedBills: [...lineage.downstream, ...lineage.upstream],
    },
  };
}

async function filesOf(db: Db, tenant: Tenant, orderId: string) {
  const order = await db
    .selectFrom('productionOrder')
    .select('attachmentIds')
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('id', '=', orderId)
    .executeTakeFirst();
  const ids = order?.attachmentIds ?? [];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('storedFile')
    .select(['id', 'originalName'])
    .where('unitId', 'in', readableUnits(tenant, 'storedFile'))
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.originalName]));
  return ids.flatMap((f) => (byId.has(f) ? [{ id: f, fileName: byId.get(f)!, url: fileUrl(f) }] : []));
}

/** facPrdOrder/getSimpleList: the order-number dropdown (live orders, newest first, at most 50). */
export async function simpleOrderList(
  db: Db,
  ctx: RequestContext,
  q: { like?: string | undefined; onlyReviewed?: boolean | undefined },
): Promise<OrderSimpleItem[]> {
  return db
    .selectFrom('productionOrder')
    .select(['id', 'orderNo', 'status'])
    .where('unitId', 'in', readableUnits(ctx, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('type', '=', 1)
    .where('status', q.onlyReviewed ? '=' : '<>', q.onlyReviewed ? 2 : 5)
    .$if(Boolean(q.like), (s) => s.where('orderNo', 'ilike', likeContains(q.like!)))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** facPrdOrder/orderNosByStyleId: numbers of the live formal orders holding the style. */
export async function orderNosByStyle(db: Db, ctx: RequestContext, styleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('productionOrder as o')
    .select('o.orderNo')
    .where('o.unitId', 'in', readableUnits(ctx, 'productionOrder'))
    .where('o.isDeleted', '=', false)
    .where('o.type', '=', 1)
    .where('o.status', '<>', 5)
    .where(
      sql<boolean>`exists (select 1 from production_order_goods g where g.production_order_id = o.id and g.goods_style_id = ${styleId})`,
    )
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((r) => r.orderNo);
}

/** facPrdOrder/batch: list rows of several orders (any status), in the order asked. */
export async function batchOrders(db: Db, ctx: RequestContext, ids: string[]) {
  const rows = toListRows(await list.ordersByIds(db, ctx, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * For the demand job: the order's goods blocks with their BOM and SKU quantities summed over customers. With
 * `withSkus: false` the blocks come without their cells (skus empty): the plan explodes the cells in SQL.
 */
export async function findOrderForDemand(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  opts: { withSkus?: boolean } = {},
): Promise<OrderForDemand | null> {
  const [record] = await list.ordersByIds(db, ctx, [orderId]);
  if (!record || record.type !== 1) return null;
  const goods = await list.goodsOfOrders(db, ctx, [orderId]);
  const lines =
    opts.withSkus === false
      ? []
      : await linesOfGoods(
          db,
          ctx,
          goods.map((g) => g.id),
        );
  return {
    id: record.id,
    orderNo: record.orderNo,
    status: record.status,
    goods: goods.map((g) => ({
      id: g.id,
      styleId: g.goodsStyleId,
      styleNo: g.styleNo,
      bomId: g.bomId,
      deliveryAt: g.deliveryAt,
      skus: sumBySku(lines.filter((l) => l.productionOrderGoodsId === g.id && l.goodsSkuId)).map(({ id: _, ...s }) => s),
    })),
  };
}
