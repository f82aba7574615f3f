import { dec, orderGoodsPrice } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

// The order's quantities and prices as the adjustment bills (areas/order-adjustments) read and change them, published
// as `orderCells` by the area's index: per goods block, customer block and SKU cell, and the writes of an approved
// adjustment or price adjustment, always made on the order locked for update (lockOrderHead).

// The order's head, read or locked for update, is the area's own (production-order.repository.ts).
export { findOrderHead, lockOrderHead } from './production-order.repository.js';

export interface OrderGoodsRow {
  id: string;
  goodsStyleId: string;
  styleNo: string;
  styleName: string;
  fillType: number;
  bomId: string | null;
  deliveryAt: string;
  noTaxPrice: string | null;
  taxRate: string | null;
  processUnitPrice: string | null;
  totalNum: string;
  convertedNum: string;
}

export function goodsOfOrders(
  db: Db,
  tenant: Tenant,
  orderIds: readonly string[],
): Promise<(OrderGoodsRow & { productionOrderId: string })[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('goodsStyle as s', 's.id', 'g.goodsStyleId')
    .select([
      'g.id',
      'g.productionOrderId',
      'g.goodsStyleId',
      's.styleNo',
      's.styleName',
      'g.fillType',
      'g.bomId',
      sql<string>`to_char(g.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'g.noTaxPrice',
      'g.taxRate',
      'g.processUnitPrice',
      'g.totalNum',
      'g.convertedNum',
    ])
    .where('g.unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('g.productionOrderId', 'in', [...orderIds])
    .orderBy('g.productionOrderId')
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

export function customersOfOrder(db: Db, tenant: Tenant, orderId: string) {
  return db
    .selectFrom('productionOrderCustomer as c')
    .innerJoin('productionOrderGoods as g', 'g.id', 'c.productionOrderGoodsId')
    .innerJoin('customer as cu', 'cu.id', 'c.customerId')
    .select(['c.id', 'c.productionOrderGoodsId', 'c.customerId', 'cu.name as customerName'])
    .where('c.unitId', 'in', readableUnits(tenant, 'productionOrderCustomer'))
    .where('g.productionOrderId', '=', orderId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export interface OrderCellRow {
  id: string;
  productionOrderGoodsId: string;
  productionOrderCustomerId: string | null;
  goodsSkuId: string;
  colorId: string;
  num: string;
}

/** The order's formal cells (goods SKUs), per goods block and customer block. */
export function cellsOfOrder(db: Db, tenant: Tenant, orderId: string): Promise<OrderCellRow[]> {
  return db
    .selectFrom('productionOrderLine as l')
    .innerJoin('productionOrderGoods as g', 'g.id', 'l.productionOrderGoodsId')
    .select(['l.id', 'l.productionOrderGoodsId', 'l.productionOrderCustomerId', 'l.goodsSkuId', 'l.colorId', 'l.num'])
    .where('l.unitId', 'in', readableUnits(tenant, 'productionOrderLine'))
    .where('g.productionOrderId', '=', orderId)
    .where('l.goodsSkuId', 'is not', null)
    .orderBy('l.id')
    .execute() as Promise<OrderCellRow[]>;
}

/** One cell set to a quantity (null = the cell removed), the block it belongs to named by goods and customer block. */
export async function writeCell(
  trx: Db,
  tenant: Tenant,
  cell: { productionOrderGoodsId: string; productionOrderCustomerId: string | null; goodsSkuId: string; colorId: string },
  num: string | null,
  existing: OrderCellRow | undefined,
): Promise<void> {
  if (num === null) {
    if (existing) await trx.deleteFrom('productionOrderLine').where('id', '=', existing.id).execute();
  } else if (existing) {
    await trx
      .updateTable('productionOrderLine')
      .set({ num, updatedAt: sql`now()` })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('productionOrderLine')
      .values({ ...cell, unitId: owningUnit(tenant, 'productionOrderLine'), num })
      .execute();
  }
}

/** The totals kept on the customer blocks, goods blocks (with their amounts) and the order, from its cells. */
export async function refreshOrderTotals(trx: Db, tenant: Tenant, orderId: string): Promise<void> {
  const [goods, cells, customers] = await Promise.all([
    goodsOfOrders(trx, tenant, [orderId]),
    cellsOfOrder(trx, tenant, orderId),
    customersOfOrder(trx, tenant, orderId),
  ]);
  for (const c of customers) {
    const total = cells.filter((l) => l.productionOrderCustomerId === c.id).reduce((a, l) => dec.add(a, l.num), '0');
    await trx.updateTable('productionOrderCustomer').set({ totalNum: total }).where('id', '=', c.id).execute();
  }
  let orderTotal = '0';
  for (const g of goods) {
    const total = cells.filter((l) => l.productionOrderGoodsId === g.id).reduce((a, l) => dec.add(a, l.num), '0');
    orderTotal = dec.add(orderTotal, total);
    await writeGoodsPrices(trx, g.id, { ...g, totalNum: total });
  }
  await trx
    .updateTable('productionOrder')
    .set({ totalNum: orderTotal, updatedAt: sql`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** A goods block's prices and the amounts they give (contracts' orderGoodsPrice, as the order's own save). */
export async function writeGoodsPrices(
  trx: Db,
  goodsId: string,
  p: { noTaxPrice: string | null; taxRate: string | null; processUnitPrice: string | null; totalNum: string },
): Promise<void> {
  const price = orderGoodsPrice(p);
  await trx
    .updateTable('productionOrderGoods')
    .set({
      noTaxPrice: p.noTaxPrice,
      taxRate: p.taxRate,
      processUnitPrice: p.processUnitPrice,
      totalNum: p.totalNum,
      noTaxAmount: price.noTaxAmount,
      taxAmount: price.taxAmount,
      updatedAt: sql`now()`,
    })
    .where('id', '=', goodsId)
    .execute();
}

/** 转工单数量: the missions area keeps a goods block's converted quantity (live missions drawn on it), on the block it locked. */
export async function setConvertedNum(trx: Db, tenant: Tenant, orderGoodsId: string, convertedNum: string): Promise<void> {
  await trx
    .updateTable('productionOrderGoods')
    .set({ convertedNum, updatedAt: sql`now()` })
    .where('unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('id', '=', orderGoodsId)
    .execute();
}
