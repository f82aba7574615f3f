import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';

/**
 * What a stocktake reads of stock and materials: the book quantities per lot from the stock area's published view
 * `stock_lot` (one row per lot and factory linked to its storehouse), SKU names from `material_sku_descriptor`, and a
 * unit cost. Never the ledger's own tables.
 */

export interface BookLot {
  skuId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
}

/** The lots of a storehouse holding stock, of these SKUs and/or material kinds (neither: every material lot). */
export async function lotsInStorehouse(
  db: Db,
  unitId: string,
  storehouseId: string,
  scope: { skuIds?: string[] | undefined; kindIds?: string[] | undefined },
): Promise<BookLot[]> {
  let q = db
    .selectFrom('stockLot as k')
    .innerJoin('materialSkuDescriptor as d', (j) => j.onRef('d.id', '=', 'k.skuId').on('d.unitId', '=', unitId))
    .select(['k.skuId', sql<string>`k.roll_id::text`.as('rollId'), 'k.vatNo', 'k.quantity'])
    .where('k.unitId', '=', unitId)
    .where('k.storehouseId', '=', storehouseId)
    .where('k.skuKind', '=', 'MATERIAL')
    .where('k.quantity', '<>', '0')
    .where('d.isDeleted', '=', false);
  if (scope.skuIds?.length) q = q.where('k.skuId', 'in', scope.skuIds);
  if (scope.kindIds?.length) q = q.where('d.materialKindId', 'in', scope.kindIds);
  return q.orderBy('k.skuId').orderBy('k.rollId').orderBy('k.vatNo').execute();
}

/** Current book quantity of each SKU of the storehouse (all its lots), for the analyses. */
export async function currentQuantities(db: Db, unitId: string, storehouseId: string, skuIds: string[]) {
  if (!skuIds.length) return new Map<string, string>();
  const rows = await db
    .selectFrom('stockLot')
    .select(['skuId', sql<string>`sum(quantity)`.as('quantity')])
    .where('unitId', '=', unitId)
    .where('storehouseId', '=', storehouseId)
    .where('skuKind', '=', 'MATERIAL')
    .where('skuId', 'in', skuIds)
    .groupBy('skuId')
    .execute();
  return new Map(rows.map((r) => [r.skuId, r.quantity]));
}

/** The factory's live SKUs among these ids. */
export async function ownSkus(db: Db, unitId: string, skuIds: string[]): Promise<string[]> {
  if (!skuIds.length) return [];
  const rows = await db
    .selectFrom('materialSkuDescriptor')
    .select('id')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', skuIds)
    .execute();
  return rows.map((r) => r.id);
}

/** The SKU's default supplier price (plan cost, else the price without tax): a cost where the ledger has none. */
export async function supplierPrices(db: Db, unitId: string, skuIds: string[]): Promise<Map<string, string>> {
  if (!skuIds.length) return new Map();
  const rows = await db
    .selectFrom('materialSkuSupplier')
    .select(['materialSkuId', sql<string | null>`coalesce(plan_cost, excluding_tax_price)`.as('cost')])
    .where('unitId', '=', unitId)
    .where('isDefault', '=', true)
    .where('materialSkuId', 'in', skuIds)
    .execute();
  return new Map(rows.filter((r) => r.cost !== null).map((r) => [r.materialSkuId, r.cost as string]));
}

/** SKU descriptions with their stock in the storehouse (getCheckMaterialsSkuByIds). */
export async function describeSkus(db: Db, unitId: string, storehouseId: string, skuIds: string[]) {
  if (!skuIds.length) return [];
  return skuRows(db, unitId, storehouseId).where('d.id', 'in', skuIds).orderBy('d.id').execute();
}

const skuRows = (db: Db, unitId: string, storehouseId: string) =>
  db
    .selectFrom('materialSkuDescriptor as d')
    .where('d.unitId', '=', unitId)
    .where('d.isDeleted', '=', false)
    .select([
      'd.id as skuId',
      'd.materialNo',
      'd.materialName',
      'd.colorName',
      'd.specNo',
      'd.kindName',
      'd.materialKindId as kindId',
      'd.stockUnit',
      sql<string>`coalesce((select sum(k.quantity) from stock_lot k where k.unit_id = ${unitId}
        and k.storehouse_id = ${storehouseId} and k.sku_kind = 'MATERIAL' and k.sku_id = d.id), 0)`.as('quantity'),
    ]);

/** getWaitSelectedMaterialsSku: the factory's SKUs not in the stocktake yet, those with stock in it first. */
export async function pageWaitingSkus(
  db: Db,
  unitId: string,
  check: { id: string; storehouseId: string; kindIds: string[] },
  f: { keyword?: string | undefined; kindId?: string | undefined },
  limit: number,
  offset: number,
) {
  let q = skuRows(db, unitId, check.storehouseId).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('stocktakeLine as l').select('l.id').whereRef('l.skuId', '=', 'd.id').where('l.stocktakeId', '=', check.id),
      ),
    ),
  );
  const kinds = f.kindId ? [f.kindId] : check.kindIds;
  if (kinds.length) q = q.where('d.materialKindId', 'in', kinds);
  if (f.keyword) {
    const { operator, pattern } = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([eb('d.materialNo', operator, pattern), eb('d.materialName', operator, pattern)]));
  }
  const rows = await q
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('quantity', 'desc')
    .orderBy('d.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(({ total: _t, ...r }) => r), totalCount: Number(rows[0]?.total ?? 0) };
}
