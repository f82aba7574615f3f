import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { PreparedCell, PreparedGoods, PreparedOrder } from './order-prepare.js';

export interface OrderHead {
  id: string;
  orderNo: string;
  type: number;
  status: number;
  version: number;
  advanceOrderId: string | null;
  createdBy: string;
  placeorderAt: string;
  totalNum: string;
  isOutsideFac: boolean;
}

const headColumns = [
  'id',
  'orderNo',
  'type',
  'status',
  'version',
  'advanceOrderId',
  'createdBy',
  sql<string>`to_char(placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
  'totalNum',
  'isOutsideFac',
] as const;

export async function findOrderHead(db: Db, tenant: Tenant, id: string): Promise<OrderHead | undefined> {
  return db
    .selectFrom('productionOrder')
    .select(headColumns)
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockOrderHead(trx: Db, tenant: Tenant, id: string): Promise<OrderHead | undefined> {
  return trx
    .selectFrom('productionOrder')
    .select(headColumns)
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findOrderIdByNo(db: Db, tenant: Tenant, orderNo: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('productionOrder')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('orderNo', '=', orderNo)
    .executeTakeFirst();
  return row?.id;
}

/** The formal order a pre-order was turned into (live ones only). */
export async function findTurnedOrder(
  db: Db,
  tenant: Tenant,
  advanceId: string,
): Promise<{ id: string; orderNo: string } | undefined> {
  return db
    .selectFrom('productionOrder')
    .select(['id', 'orderNo'])
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('status', '<>', 5)
    .where('advanceOrderId', '=', advanceId)
    .executeTakeFirst();
}

function headValues(p: PreparedOrder) {
  return {
    placeorderAt: p.placeorderAt,
    placeOrderTypeId: p.placeOrderTypeId,
    buyNo: p.buyNo,
    chargerIds: JSON.stringify(p.chargerIds),
    isOutsideFac: p.isOutsideFac,
    outsideFactoryId: p.outsideFactoryId,
    remark: p.remark,
    attachmentIds: JSON.stringify(p.attachmentIds),
    isFirstOrder: p.isFirstOrder,
    totalNum: p.totalNum,
  };
}

export async function insertOrder(
  trx: Db,
  tenant: Tenant & { userId: string },
  p: PreparedOrder,
  orderNo: string,
  advanceOrderId: string | null,
): Promise<string> {
  const row = await trx
    .insertInto('productionOrder')
    .values({
      unitId: owningUnit(tenant, 'productionOrder'),
      orderNo,
      type: p.type,
      advanceOrderId,
      createdBy: tenant.userId,
      ...headValues(p),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrderHead(
  trx: Db,
  tenant: Tenant & { userId: string },
  id: string,
  p: PreparedOrder,
  orderNo: string,
): Promise<void> {
  await trx
    .updateTable('productionOrder')
    .set((eb) => ({ ...headValues(p), orderNo, updatedBy: tenant.userId, updatedAt: new Date(), version: eb('version', '+', 1) }))
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('id', '=', id)
    .execute();
}

export async function setOrderNo(trx: Db, tenant: Tenant & { userId: string }, id: string, orderNo: string): Promise<void> {
  await trx
    .updateTable('productionOrder')
    .set((eb) => ({ orderNo, updatedBy: tenant.userId, updatedAt: new Date(), version: eb('version', '+', 1) }))
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('id', '=', id)
    .execute();
}

const cellKey = (customerRowId: string | null, c: { goodsSkuId: string | null; colorId: string }) =>
  `${customerRowId ?? '-'}|${c.goodsSkuId ?? `c${c.colorId}`}`;

/** The cells of a goods block by difference: a cell that stays keeps its id (what demand and missions point at). */
async function saveCells(
  trx: Db,
  unitId: string,
  goodsId: string,
  wanted: { customerRowId: string | null; cell: PreparedCell }[],
): Promise<void> {
  const existing = await trx
    .selectFrom('productionOrderLine')
    .select(['id', 'productionOrderCustomerId', 'goodsSkuId', 'colorId', 'num'])
    .where('productionOrderGoodsId', '=', goodsId)
    .execute();
  const byKey = new Map(existing.map((e) => [cellKey(e.productionOrderCustomerId, e), e]));
  const kept = new Set<string>();
  const inserts = [];
  for (const w of wanted) {
    const e = byKey.get(cellKey(w.customerRowId, w.cell));
    if (e) {
      kept.add(e.id);
      if (e.num !== w.cell.num)
        await trx
          .updateTable('productionOrderLine')
          .set({ num: w.cell.num, updatedAt: new Date() })
          .where('id', '=', e.id)
          .execute();
    } else
      inserts.push({
        unitId,
        productionOrderGoodsId: goodsId,
        productionOrderCustomerId: w.customerRowId,
        goodsSkuId: w.cell.goodsSkuId,
        colorId: w.cell.colorId,
        num: w.cell.num,
      });
  }
  const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (gone.length) await trx.deleteFrom('productionOrderLine').where('id', 'in', gone).execute();
  if (inserts.length) await trx.insertInto('productionOrderLine').values(inserts).execute();
}

function goodsValues(g: PreparedGoods, sort: number) {
  return {
    goodsStyleId: g.styleId,
    deliveryAt: g.deliveryAt,
    bomId: g.bomId,
    fillType: g.fillType,
    noTaxPrice: g.noTaxPrice,
    taxRate: g.taxRate,
    processUnitPrice: g.processUnitPrice,
    totalNum: g.totalNum,
    noTaxAmount: g.price.noTaxAmount,
    taxAmount: g.price.taxAmount,
    remark: g.remark,
    sort,
  };
}

/** Customers of a block by difference (by customer: the same customer keeps its row). */
async function saveCustomers(trx: Db, unitId: string, goodsId: string, g: PreparedGoods): Promise<Map<string, string>> {
  const existing = await trx
    .selectFrom('productionOrderCustomer')
    .select(['id', 'customerId'])
    .where('productionOrderGoodsId', '=', goodsId)
    .execute();
  const byCustomer = new Map(existing.map((e) => [e.customerId, e.id]));
  const ids = new Map<string, string>();
  for (const [sort, c] of g.customers.entries()) {
    const id = byCustomer.get(c.customerId);
    if (id) {
      await trx
        .updateTable('productionOrderCustomer')
        .set({ totalNum: c.totalNum, sort, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      ids.set(c.customerId, id);
    } else {
      const row = await trx
        .insertInto('productionOrderCustomer')
        .values({ unitId, productionOrderGoodsId: goodsId, customerId: c.customerId, totalNum: c.totalNum, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(c.customerId, row.id);
    }
  }
  const gone = existing.filter((e) => !g.customers.some((c) => c.customerId === e.customerId)).map((e) => e.id);
  if (gone.length) {
    await trx.deleteFrom('productionOrderLine').where('productionOrderCustomerId', 'in', gone).execute();
    await trx.deleteFrom('productionOrderCustomer').where('id', 'in', gone).execute();
  }
  return ids;
}

/**
 * The goods blocks of an order by difference: a block sent back with its id keeps it (an id of another order is
 * refused naming the row), the others are new, the missing ones go with their customers and cells.
 */
export async function saveGoods(trx: Db, tenant: Tenant, orderId: string, goods: PreparedGoods[]): Promise<string[]> {
  const unitId = owningUnit(tenant, 'productionOrderGoods');
  const existing = new Set(
    (await trx.selectFrom('productionOrderGoods').select('id').where('productionOrderId', '=', orderId).execute()).map(
      (r) => r.id,
    ),
  );
  const ids: string[] = [];
  for (const [i, g] of goods.entries()) {
    let id = g.id;
    if (id && !existing.has(id))
      throw invalid(`facPrdOrderGoodsList.${i}.id`, { zh: '订货商品不属于本订单', en: 'is not a goods block of this order' });
    if (id)
      await trx
        .updateTable('productionOrderGoods')
        .set({ ...goodsValues(g, i), updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
    else
      id = (
        await trx
          .insertInto('productionOrderGoods')
          .values({ unitId, productionOrderId: orderId, ...goodsValues(g, i) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.push(id);
  }
  const gone = [...existing].filter((id) => !ids.includes(id));
  if (gone.length) {
    await trx.deleteFrom('productionOrderLine').where('productionOrderGoodsId', 'in', gone).execute();
    await trx.deleteFrom('productionOrderCustomer').where('productionOrderGoodsId', 'in', gone).execute();
    await trx.deleteFrom('productionOrderGoods').where('id', 'in', gone).execute();
  }
  for (const [i, g] of goods.entries()) {
    const goodsId = ids[i]!;
    const customerRows = await saveCustomers(trx, unitId, goodsId, g);
    const wanted =
      g.fillType === 1
        ? g.customers.flatMap((c) => c.cells.map((cell) => ({ customerRowId: customerRows.get(c.customerId)!, cell })))
        : g.cells.map((cell) => ({ customerRowId: null, cell }));
    await saveCells(trx, unitId, goodsId, wanted);
  }
  return ids;
}
