import type { AvailableStockRow, PreuseDetailRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';

export async function lockItem(db: Db, scope: StockScope, itemId: string) {
  return db
    .selectFrom('stockItem')
    .select(['id', 'quantity', 'reserved'])
    .where('unitId', '=', scope.bossUnitId)
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function reservationOf(db: Db, scope: StockScope, demandId: string, itemId: string) {
  return db
    .selectFrom('stockReservation')
    .select(['id', 'quantity'])
    .where('unitId', '=', scope.bossUnitId)
    .where('demandId', '=', demandId)
    .where('stockItemId', '=', itemId)
    .executeTakeFirst();
}

/** A demand line is its factory's (ids are unique across the company): its reservations, in any storehouse. */
export async function reservationsOfDemand(db: Db, scope: StockScope, demandId: string) {
  return db
    .selectFrom('stockReservation')
    .select(['id', 'stockItemId', 'quantity'])
    .where('unitId', '=', scope.bossUnitId)
    .where('demandId', '=', demandId)
    .orderBy('stockItemId')
    .execute();
}

export async function setItemReserved(db: Db, itemId: string, delta: string): Promise<void> {
  await db
    .updateTable('stockItem')
    .set({ reserved: sql`reserved + ${delta}::numeric`, updatedAt: sql`now()` })
    .where('id', '=', itemId)
    .execute();
}

export async function upsertReservation(
  db: Db,
  scope: StockScope,
  demandId: string,
  itemId: string,
  quantity: string,
  userId: string,
): Promise<void> {
  await db
    .insertInto('stockReservation')
    .values({ unitId: scope.bossUnitId, demandId, stockItemId: itemId, quantity, createdBy: userId })
    .onConflict((oc) => oc.columns(['unitId', 'demandId', 'stockItemId']).doUpdateSet({ quantity, updatedAt: sql`now()` }))
    .execute();
}

export async function deleteReservation(db: Db, id: string): Promise<void> {
  await db.deleteFrom('stockReservation').where('id', '=', id).execute();
}

/** Per storehouse linked to the factory (默认仓 first): on hand, reserved and available of material SKUs. */
export async function availableRows(
  db: Db,
  scope: StockScope,
  skuIds: string[],
  storehouseId?: string,
): Promise<AvailableStockRow[]> {
  if (skuIds.length === 0) return [];
  const rows = await db
    .selectFrom('stockItem as i')
    .innerJoin('storehouse as h', 'h.id', 'i.storehouseId')
    .innerJoin('storehouseFactoryLink as l', (j) =>
      j.onRef('l.storehouseId', '=', 'i.storehouseId').on('l.unitId', '=', scope.unitId),
    )
    .select(['i.storehouseId', 'h.name as storehouseName', 'i.skuId as materialsSkuId', 'i.quantity as onHand', 'i.reserved'])
    .select(sql<string>`i.quantity - i.reserved`.as('available'))
    .where('i.unitId', '=', scope.bossUnitId)
    .where('i.skuKind', '=', 'MATERIAL')
    .where('i.skuId', 'in', skuIds)
    .where('h.isDeleted', '=', false)
    .$if(Boolean(storehouseId), (q) => q.where('i.storehouseId', '=', storehouseId!))
    .orderBy('i.skuId')
    .orderBy(sql`l.link_kind = 'DEFAULT'`, 'desc')
    .orderBy('i.storehouseId')
    .execute();
  return rows;
}

export async function preuseRows(db: Db, scope: StockScope, skuIds: string[], storehouseId?: string): Promise<PreuseDetailRow[]> {
  if (skuIds.length === 0) return [];
  const rows = await db
    .selectFrom('stockReservation as r')
    .innerJoin('stockItem as i', 'i.id', 'r.stockItemId')
    .innerJoin('storehouse as h', 'h.id', 'i.storehouseId')
    .select([
      'r.demandId',
      'i.storehouseId',
      'h.name as storehouseName',
      'i.skuId as materialsSkuId',
      'r.quantity',
      'r.createdAt',
    ])
    .where('r.unitId', '=', scope.bossUnitId)
    .where('i.storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .where('i.skuKind', '=', 'MATERIAL')
    .where('i.skuId', 'in', skuIds)
    .$if(Boolean(storehouseId), (q) => q.where('i.storehouseId', '=', storehouseId!))
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** What one demand line holds of one storehouse's stock of a material SKU ('0' when nothing). */
export async function heldByDemand(
  db: Db,
  scope: StockScope,
  demandId: string,
  storehouseId: string,
  skuId: string,
): Promise<string> {
  const r = await db
    .selectFrom('stockReservation as r')
    .innerJoin('stockItem as i', 'i.id', 'r.stockItemId')
    .select('r.quantity')
    .where('r.unitId', '=', scope.bossUnitId)
    .where('r.demandId', '=', demandId)
    .where('i.storehouseId', '=', storehouseId)
    .where('i.skuKind', '=', 'MATERIAL')
    .where('i.skuId', '=', skuId)
    .executeTakeFirst();
  return r?.quantity ?? '0';
}
