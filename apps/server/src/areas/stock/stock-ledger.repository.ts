import type { Db } from '../../platform/db/database.js';
import type { SkuKind } from '../../schema/stock.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';

/** The key of a balance: storehouse × SKU (× roll × vat). Roll '0' and vat '' mean "not tracked". */
export interface LotKey {
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  rollId: string;
  vatNo: string;
}

export interface StorehouseRule {
  id: string;
  name: string;
  /** Material SKUs may not go below zero here. */
  notAllowNegativeMaterial: boolean;
  /** Goods SKUs may not go below zero here. */
  notAllowNegativeGoods: boolean;
  operableTypes: string[];
}

/** Whether the storehouse forbids stock of this kind of SKU below zero. */
export const forbidsNegative = (rule: StorehouseRule, kind: SkuKind): boolean =>
  kind === 'GOODS' ? rule.notAllowNegativeGoods : rule.notAllowNegativeMaterial;

/** The rules of the storehouses among `ids` that are linked to the session's factory. */
export async function storehouseRules(db: Db, scope: StockScope, ids: string[]): Promise<Map<string, StorehouseRule>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('storehouse')
    .select(['id', 'name', 'notAllowNegativeMaterial', 'notAllowNegativeGoods', 'operableTypes'])
    .where('unitId', '=', scope.bossUnitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .where('id', 'in', linkedStorehouses(db, scope.unitId))
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, operableTypes: r.operableTypes }]));
}

/** The ids among `ids` of the factory's own SKUs (material SKUs or goods SKUs): a factory moves only its own. */
export async function existingSkus(db: Db, scope: StockScope, kind: SkuKind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'MATERIAL' ? 'materialSku' : 'goodsSku';
  const rows = await db.selectFrom(table).select('id').where('unitId', '=', scope.unitId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Creates the item rows that do not exist yet (concurrent creators meet on the unique key) and answers all ids. */
export async function ensureItems(
  db: Db,
  scope: StockScope,
  keys: { storehouseId: string; skuKind: SkuKind; skuId: string }[],
): Promise<Map<string, string>> {
  const unitId = scope.bossUnitId;
  // Inserted in one fixed order, so two postings creating the same new rows cannot deadlock.
  const distinct = [...new Map(keys.map((k) => [itemKey(k), k])).values()].sort(
    (a, b) =>
      Number(a.storehouseId) - Number(b.storehouseId) || a.skuKind.localeCompare(b.skuKind) || Number(a.skuId) - Number(b.skuId),
  );
  if (distinct.length === 0) return new Map();
  await db
    .insertInto('stockItem')
    .values(distinct.map((k) => ({ unitId, storehouseId: k.storehouseId, skuKind: k.skuKind, skuId: k.skuId })))
    .onConflict((oc) => oc.columns(['unitId', 'storehouseId', 'skuKind', 'skuId']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('stockItem')
    .select(['id', 'storehouseId', 'skuKind', 'skuId'])
    .where('unitId', '=', unitId)
    .where((eb) =>
      eb.or(
        distinct.map((k) =>
          eb.and([eb('storehouseId', '=', k.storehouseId), eb('skuKind', '=', k.skuKind), eb('skuId', '=', k.skuId)]),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [itemKey(r), r.id]));
}

export const itemKey = (k: { storehouseId: string; skuKind: string; skuId: string }) =>
  `${k.storehouseId}|${k.skuKind}|${k.skuId}`;

export { lotKey } from './stock-lot-allocation.js';

/** The lot rows of locked items (read after the item locks, so the values are current). */
export interface LotRow {
  id: string;
  stockItemId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
}

/** The rows the factory's source posted that nothing has compensated yet (what an anti-review or undo reverses). */
export async function openMovementsOfSource(db: Db, scope: StockScope, sourceType: string, sourceId: string) {
  return db
    .selectFrom('stockMovement as m')
    .selectAll('m')
    .where('m.unitId', '=', scope.bossUnitId)
    .where('m.sourceType', '=', sourceType)
    .where('m.sourceId', '=', sourceId)
    .where('m.facUnitId', '=', scope.unitId)
    .where('m.reversesId', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('stockMovement as r').select('r.id').whereRef('r.reversesId', '=', 'm.id'))))
    .orderBy('m.id')
    .execute();
}

/** Locks a movement the factory posted (a second undo of it waits here, then sees the first one's reversal). */
export async function lockMovement(db: Db, scope: StockScope, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('stockMovement')
    .select('id')
    .where('unitId', '=', scope.bossUnitId)
    .where('facUnitId', '=', scope.unitId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row);
}

/** A movement the factory posted (only the factory that made a change undoes it). */
export async function findMovement(db: Db, scope: StockScope, id: string) {
  return db
    .selectFrom('stockMovement as m')
    .selectAll('m')
    .select((eb) =>
      eb.exists(eb.selectFrom('stockMovement as r').select('r.id').whereRef('r.reversesId', '=', 'm.id')).as('reversed'),
    )
    .where('m.unitId', '=', scope.bossUnitId)
    .where('m.facUnitId', '=', scope.unitId)
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/**
 * How a refusal names the factory's SKUs: 款号 名称 颜色 / 规格 (goods: 款号 颜色 / 尺码) and the stock unit ('' for
 * goods: pieces).
 */
export async function describeSkus(
  db: Db,
  scope: StockScope,
  kind: SkuKind,
  ids: string[],
): Promise<Map<string, { name: string; unit: string }>> {
  if (ids.length === 0) return new Map();
  if (kind === 'MATERIAL') {
    const rows = await db
      .selectFrom('materialSkuDescriptor as s')
      .select(['s.id', 's.materialNo as no', 's.materialName as name', 's.colorName', 's.specNo', 's.stockUnit'])
      .where('s.unitId', '=', scope.unitId)
      .where('s.id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { name: `${r.no} ${r.name} ${r.colorName}${r.specNo ? ` / ${r.specNo}` : ''}`, unit: r.stockUnit ?? '' },
      ]),
    );
  }
  const rows = await db
    .selectFrom('goodsSku as s')
    .innerJoin('goodsStyle as g', 'g.id', 's.goodsStyleId')
    .leftJoin('skuAttr as c', 'c.id', 's.colorId')
    .leftJoin('skuAttr as z', 'z.id', 's.sizeId')
    .select(['s.id', 'g.styleNo', 'c.name as colorName', 'z.name as sizeName'])
    .where('s.unitId', '=', scope.unitId)
    .where('s.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: `${r.styleNo} ${r.colorName ?? ''} / ${r.sizeName ?? ''}`, unit: '' }]));
}

/**
 * The storehouse usage checker (factory area, registerFactoryUsage): a storehouse still holding stock or reserved
 * stock cannot be deleted. The ledger is the company's, so the asking factory does not narrow it.
 */
export async function stockHeldIn(db: Db, _unitId: string, storehouseId: string) {
  const row = await db
    .selectFrom('stockItem')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('storehouseId', '=', storehouseId)
    .where((eb) => eb.or([eb('quantity', '<>', '0'), eb('reserved', '<>', '0')]))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n ? [{ kind: 'STOCK', id: storehouseId, label: `${n} stock rows` }] : [];
}
