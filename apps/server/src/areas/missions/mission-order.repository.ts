import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

// What conversion reads of a production order's goods block (read-only; the order's converted_num is written through
// the production-orders area's orderCells), and the missions drawn on it.

export interface OrderGoodsHead {
  id: string;
  productionOrderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: number;
  placeorderAt: string;
  chargerIds: string[];
  isOutsideFac: boolean;
  outsideFactoryId: string | null;
  goodsStyleId: string;
  styleNo: string;
  styleName: string;
  styleCustomerId: string | null;
  deliveryAt: string;
  bomId: string | null;
  processUnitPrice: string | null;
  totalNum: string;
  convertedNum: string;
}

function goodsHeadQuery(db: Db, tenant: Tenant) {
  return db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('productionOrder as o', 'o.id', 'g.productionOrderId')
    .innerJoin('goodsStyle as s', 's.id', 'g.goodsStyleId')
    .select([
      'g.id',
      'g.productionOrderId',
      'o.orderNo',
      'o.type as orderType',
      'o.status as orderStatus',
      sql<string>`to_char(o.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
      'o.chargerIds',
      'o.isOutsideFac',
      'o.outsideFactoryId',
      'g.goodsStyleId',
      's.styleNo',
      's.styleName',
      's.customerId as styleCustomerId',
      sql<string>`to_char(g.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'g.bomId',
      'g.processUnitPrice',
      'g.totalNum',
      'g.convertedNum',
    ])
    .where('g.unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('o.unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('o.isDeleted', '=', false);
}

export function findOrderGoods(db: Db, tenant: Tenant, orderGoodsId: string): Promise<OrderGoodsHead | undefined> {
  return goodsHeadQuery(db, tenant).where('g.id', '=', orderGoodsId).executeTakeFirst();
}

export function goodsOfOrder(db: Db, tenant: Tenant, orderId: string): Promise<OrderGoodsHead[]> {
  return goodsHeadQuery(db, tenant).where('o.id', '=', orderId).orderBy('g.sort').orderBy('g.id').execute();
}

export interface CellQuantity {
  goodsSkuId: string;
  customerId: string | null;
  num: string;
}

/** The block's ordered quantities per SKU and customer block (customer null when filled by goods). */
export function orderedCells(
  db: Db,
  tenant: Tenant,
  orderGoodsIds: readonly string[],
): Promise<(CellQuantity & { orderGoodsId: string; customerName: string | null })[]> {
  if (orderGoodsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('productionOrderLine as l')
    .leftJoin('productionOrderCustomer as c', 'c.id', 'l.productionOrderCustomerId')
    .leftJoin('customer as cn', 'cn.id', 'c.customerId')
    .select([
      'l.productionOrderGoodsId as orderGoodsId',
      sql<string>`l.goods_sku_id`.as('goodsSkuId'),
      'c.customerId',
      sql<string | null>`min(cn.name)`.as('customerName'),
      sql<string>`sum(l.num)`.as('num'),
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'productionOrderLine'))
    .where('l.productionOrderGoodsId', 'in', [...orderGoodsIds])
    .where('l.goodsSkuId', 'is not', null)
    .groupBy(['l.productionOrderGoodsId', 'l.goodsSkuId', 'c.customerId'])
    .having(sql`sum(l.num)`, '>', 0)
    .orderBy(sql`min(l.id)`)
    .execute();
}

/** Quantities of live missions (not revoked) drawn on these blocks, per SKU and customer, one mission left out. */
export function convertedCells(
  db: Db,
  tenant: Tenant,
  orderGoodsIds: readonly string[],
  excludeMissionId?: string,
): Promise<(CellQuantity & { orderGoodsId: string })[]> {
  if (orderGoodsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('missionLine as l')
    .innerJoin('mission as m', 'm.id', 'l.missionId')
    .select([
      sql<string>`m.production_order_goods_id`.as('orderGoodsId'),
      'l.goodsSkuId',
      'l.customerId',
      sql<string>`sum(l.num)`.as('num'),
    ])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false)
    .where('m.status', '<>', 5)
    .where('m.productionOrderGoodsId', 'in', [...orderGoodsIds])
    .$if(excludeMissionId !== undefined, (q) => q.where('m.id', '<>', excludeMissionId!))
    .groupBy(['m.productionOrderGoodsId', 'l.goodsSkuId', 'l.customerId'])
    .execute();
}

/** The total of the live missions drawn on a block (its 转工单数量). */
export async function convertedTotal(db: Db, tenant: Tenant, orderGoodsId: string): Promise<string> {
  const row = await db
    .selectFrom('mission')
    .select(sql<string>`coalesce(sum(total_num), 0)`.as('n'))
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('status', '<>', 5)
    .where('productionOrderGoodsId', '=', orderGoodsId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The order's linked missions (the order detail's table), oldest first. */
export function missionsOfOrder(db: Db, tenant: Tenant, orderId: string) {
  return db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .select([
      'm.id',
      'm.missionNo',
      'm.status',
      'm.productionOrderGoodsId',
      's.styleNo',
      'm.totalNum',
      'm.actualCutNum',
      'm.shippedNum',
      sql<string>`to_char(m.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'm.createdAt',
    ])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false)
    .where('m.productionOrderId', '=', orderId)
    .orderBy('m.id')
    .execute();
}

/** "款号 颜色/尺码" labels of SKUs, for messages naming them. */
export async function skuLabels(db: Db, tenant: Tenant, skuIds: readonly string[]): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsSku as k')
    .innerJoin('goodsStyle as s', 's.id', 'k.goodsStyleId')
    .leftJoin('skuAttr as c', 'c.id', 'k.colorId')
    .leftJoin('skuAttr as z', 'z.id', 'k.sizeId')
    .select(['k.id', 's.styleNo', 'c.name as colorName', 'z.name as sizeName'])
    .where('k.unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('k.id', 'in', [...new Set(skuIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.styleNo} ${r.colorName ?? ''}/${r.sizeName ?? ''}`]));
}

/** Colour, size and length names of a style's SKUs. */
export async function skuParts(db: Db, tenant: Tenant, styleId: string) {
  const rows = await db
    .selectFrom('goodsSku as k')
    .leftJoin('skuAttr as c', 'c.id', 'k.colorId')
    .leftJoin('skuAttr as z', 'z.id', 'k.sizeId')
    .leftJoin('skuAttr as t', 't.id', 'k.standardId')
    .select(['k.id', 'c.name as colorName', 'z.name as sizeName', 't.name as standardName'])
    .where('k.unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('k.goodsStyleId', '=', styleId)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
