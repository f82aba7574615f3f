import {
  manualStockChangeTypes,
  type MaterialStockListInput,
  type MaterialStockRow,
  type StockChangePageInput,
  type StockChangeRow,
  type StockChangeType,
} from '@gf/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { materialSkuNameColumns, withSpecNoName } from '../materials/index.js';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../schema/index.js';
import { fileUrl } from '../../platform/files/index.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The SKU `s` of the row has the supplier among its suppliers (the 供应商 filter of the stock list and the movement log). */
const suppliedBy = (supplierId: string) => (eb: ExpressionBuilder<Database & { s: Database['materialSkuDescriptor'] }, 's'>) =>
  eb.exists(
    eb
      .selectFrom('materialSkuSupplier as l')
      .select('l.id')
      .whereRef('l.materialSkuId', '=', 's.id')
      .where('l.supplierId', '=', supplierId),
  );

/**
 * 余料库存: what reviewed remnant put-away (余料入库单, change type REMNANT) brought into the row `i`, net of the
 * reversing rows of un-reviews (partial index stock_movement_remnant_idx).
 */
const remnantIn = sql<string>`coalesce((select sum(r.quantity) from stock_movement r where r.stock_item_id = i.id and r.change_type = 'REMNANT'), 0)`;
const lastRemnant = sql<string | null>`(select to_char(max(r.op_date), 'YYYY-MM-DD') from stock_movement r
  where r.stock_item_id = i.id and r.change_type = 'REMNANT' and r.reverses_id is null
    and not exists (select 1 from stock_movement x where x.reverses_id = r.id))`;

/** The company's stock items `i` in the storehouses linked to the session's factory. */
const seenItems = (db: Db, scope: StockScope) =>
  db
    .selectFrom('stockItem as i')
    .where('i.unitId', '=', scope.bossUnitId)
    .where('i.storehouseId', 'in', linkedStorehouses(db, scope.unitId));

/**
 * Material stock rows (one per storehouse × material SKU) with the SKU's material columns; the SKU may be another
 * factory's (a shared storehouse), read by id through the descriptor.
 */
function stockRows(db: Db, scope: StockScope, f: Omit<MaterialStockListInput, 'pageNo' | 'pageNum' | 'pageSize'>) {
  let q = seenItems(db, scope)
    .innerJoin('storehouse as h', 'h.id', 'i.storehouseId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'i.skuId')
    .where('i.skuKind', '=', 'MATERIAL')
    .where('h.isDeleted', '=', false);
  if (f.storehouseId) q = q.where('i.storehouseId', '=', f.storehouseId);
  if (f.materialsKindsId) q = q.where('s.materialKindId', '=', f.materialsKindsId);
  if (f.materialsNo) q = q.where('s.materialNo', 'ilike', likeContains(f.materialsNo));
  if (f.sampleMaterial !== undefined) q = q.where('s.sampleMaterial', '=', f.sampleMaterial);
  if (f.firstDate) q = q.where('i.firstInAt', '>=', new Date(`${f.firstDate}T00:00:00`));
  if (f.endDate) q = q.where('i.firstInAt', '<', sql<Date>`${f.endDate}::date + 1`);
  if (f.nonZero) q = q.where('i.quantity', '<>', '0');
  if (f.warning === 'LOW') q = q.where('i.minQuantity', 'is not', null).whereRef('i.quantity', '<', 'i.minQuantity');
  if (f.warning === 'HIGH') q = q.where('i.maxQuantity', 'is not', null).whereRef('i.quantity', '>', 'i.maxQuantity');
  if (f.supplierId) q = q.where(suppliedBy(f.supplierId));
  if (f.ids) q = q.where('i.id', 'in', f.ids.length ? f.ids : ['0']);
  if (f.remnantOnly) q = q.where(sql<boolean>`(${remnantIn}) > 0`);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
        eb('s.colorName', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('materialSkuSupplier as l')
            .innerJoin('supplier as p', 'p.id', 'l.supplierId')
            .select('l.id')
            .whereRef('l.materialSkuId', '=', 's.id')
            .where('p.unitId', '=', scope.unitId)
            .where((w) => w.or([w('p.name', 'ilike', like), w('l.supplierStyleNo', 'ilike', like)])),
        ),
      ]),
    );
  }
  return q;
}

function warningOf(quantity: string, min: string | null, max: string | null): 'LOW' | 'HIGH' | null {
  const q = Number(quantity);
  if (min !== null && q < Number(min)) return 'LOW';
  if (max !== null && q > Number(max)) return 'HIGH';
  return null;
}

export async function pageMaterialStock(
  db: Db,
  scope: StockScope,
  f: MaterialStockListInput,
  limit: number,
  offset: number,
): Promise<{ list: MaterialStockRow[]; totalCount: number }> {
  const q = stockRows(db, scope, f);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('materialPicture as mp', (j) => j.onRef('mp.materialId', '=', 's.materialId').on('mp.isMain', '=', true))
      .leftJoin('unit as owner', (j) => j.onRef('owner.id', '=', 's.unitId').on('owner.id', '<>', scope.unitId))
      .select([
        'owner.name as skuFactoryName',
        'i.id',
        'i.storehouseId',
        'h.name as storehouseName',
        'i.skuId as materialsSkuId',
        's.materialId',
        ...materialSkuNameColumns,
        's.sampleMaterial',
        's.stockUnit',
        'i.position',
        'i.quantity',
        'i.reserved',
        'i.unitCost',
        'i.value',
        'i.minQuantity',
        'i.maxQuantity',
        'i.firstInAt',
        'i.lastMovedAt',
        'mp.fileId as pictureId',
        'h.notAllowNegativeMaterial as forbidsNegative',
      ])
      .select(sql<string>`i.quantity - i.reserved`.as('available'))
      .$if(Boolean(f.remnantOnly), (r) => r.select([remnantIn.as('remnantQuantity'), lastRemnant.as('lastRemnantDate')]))
      .orderBy('s.materialNo')
      .orderBy('s.sort')
      .orderBy('i.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    totalCount: Number(count.n),
    list: rows.map(({ pictureId, ...r }) => ({
      ...withSpecNoName(r),
      sampleMaterial: Boolean(r.sampleMaterial),
      warning: warningOf(r.quantity, r.minQuantity, r.maxQuantity),
      firstInAt: r.firstInAt ? new Date(r.firstInAt).toISOString() : null,
      lastMovedAt: r.lastMovedAt ? new Date(r.lastMovedAt).toISOString() : null,
      mainPictureUrl: pictureId ? fileUrl(pictureId) : null,
    })),
  };
}

/** A stock item of a storehouse linked to the session's factory. */
export async function findStockItem(db: Db, scope: StockScope, id: string) {
  return seenItems(db, scope).selectAll('i').where('i.id', '=', id).executeTakeFirst();
}

export async function setPosition(db: Db, scope: StockScope, id: string, position: string | null): Promise<boolean> {
  const r = await db
    .updateTable('stockItem')
    .set({ position, updatedAt: sql`now()` })
    .where('unitId', '=', scope.bossUnitId)
    .where('storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function setWarningLimits(
  db: Db,
  scope: StockScope,
  ids: string[],
  min: string | null,
  max: string | null,
): Promise<number> {
  const r = await db
    .updateTable('stockItem')
    .set({ minQuantity: min, maxQuantity: max, updatedAt: sql`now()` })
    .where('unitId', '=', scope.bossUnitId)
    .where('storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function countStockItems(db: Db, scope: StockScope, ids: string[]): Promise<number> {
  const r = await seenItems(db, scope)
    .select(sql<string>`count(*)`.as('n'))
    .where('i.id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The movement log (库存变动记录) of material SKUs in the storehouses linked to the session's factory, whichever
 * factory posted each row (操作工厂), newest first.
 */
function changeRows(db: Db, scope: StockScope, f: Omit<StockChangePageInput, 'pageNo' | 'pageNum' | 'pageSize'>) {
  let q = db
    .selectFrom('stockMovement as v')
    .innerJoin('stockItem as i', 'i.id', 'v.stockItemId')
    .innerJoin('storehouse as h', 'h.id', 'v.storehouseId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'v.skuId')
    .where('v.unitId', '=', scope.bossUnitId)
    .where('v.storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .where('v.skuKind', '=', 'MATERIAL');
  if (f.facUnitId) q = q.where('v.facUnitId', '=', f.facUnitId);
  if (f.storehouseId) q = q.where('v.storehouseId', '=', f.storehouseId);
  if (f.materialType) q = q.where('s.materialKindId', '=', f.materialType);
  if (f.inventoryType) q = q.where('v.changeType', '=', f.inventoryType);
  if (f.startOpAt) q = q.where('v.opDate', '>=', f.startOpAt);
  if (f.endOpAt) q = q.where('v.opDate', '<=', f.endOpAt);
  if (f.opBy) q = q.where('v.operatorId', '=', f.opBy);
  if (f.sampleMaterial !== undefined) q = q.where('s.sampleMaterial', '=', f.sampleMaterial);
  if (f.sourceType) q = q.where('v.sourceType', '=', f.sourceType);
  if (f.sourceId) q = q.where('v.sourceId', '=', f.sourceId);
  if (f.materialsSkuId) q = q.where('v.skuId', '=', f.materialsSkuId);
  if (f.supplierId) q = q.where(suppliedBy(f.supplierId));
  if (f.queryColumn) {
    const like = likeContains(f.queryColumn);
    q = q.where((eb) =>
      eb.or([
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
        eb('s.colorName', 'ilike', like),
        eb('v.sourceNo', 'ilike', like),
      ]),
    );
  }
  return q;
}

function changeSelect(q: ReturnType<typeof changeRows>) {
  return q
    .leftJoin('appUser as u', 'u.id', 'v.operatorId')
    .leftJoin('unit as fu', 'fu.id', 'v.facUnitId')
    .select([
      'v.facUnitId',
      'fu.name as facName',
      'v.id',
      'v.storehouseId',
      'h.name as storehouseName',
      'v.skuId as materialsSkuId',
      ...materialSkuNameColumns,
      's.sampleMaterial',
      's.stockUnit',
      'i.position',
      'v.rollId',
      'v.vatNo',
      'v.changeType',
      'v.quantity',
      'v.balanceAfter',
      'v.value',
      'v.sourceType',
      'v.sourceId',
      'v.sourceNo',
      'v.orderNo',
      'v.reversesId',
      'v.opDate',
      'v.remark',
      'u.userName as operatorName',
      'v.createdAt',
    ])
    .select((eb) =>
      eb.exists(eb.selectFrom('stockMovement as r').select('r.id').whereRef('r.reversesId', '=', 'v.id')).as('reversed'),
    );
}

type ChangeRaw = Awaited<ReturnType<ReturnType<typeof changeSelect>['execute']>>[number];

/** A row as the factory `unitId` sees it: only the factory that made a manual change may undo it. */
const toChangeRow =
  (unitId: string) =>
  (r: ChangeRaw): StockChangeRow => ({
    ...withSpecNoName(r),
    sampleMaterial: Boolean(r.sampleMaterial),
    rollId: r.rollId === '0' ? null : r.rollId,
    vatNo: r.vatNo || null,
    changeType: r.changeType as StockChangeType,
    reversed: Boolean(r.reversed),
    undoable:
      r.facUnitId === unitId && !r.reversesId && !r.reversed && manualStockChangeTypes.includes(r.changeType as StockChangeType),
    opDate: typeof r.opDate === 'string' ? r.opDate.slice(0, 10) : localDate(r.opDate),
    operatorName: r.operatorName ?? '',
    facName: r.facName ?? '',
    createdAt: new Date(r.createdAt).toISOString(),
  });

function localDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function pageStockChanges(
  db: Db,
  scope: StockScope,
  f: StockChangePageInput,
  limit: number,
  offset: number,
): Promise<{ list: StockChangeRow[]; totalCount: number }> {
  const q = changeRows(db, scope, f);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    changeSelect(q).orderBy('v.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { totalCount: Number(count.n), list: rows.map(toChangeRow(scope.unitId)) };
}

/** Export batches: keyset on the movement id, newest first. */
export async function stockChangesAfter(
  db: Db,
  scope: StockScope,
  f: StockChangePageInput,
  after: string | null,
  limit: number,
): Promise<StockChangeRow[]> {
  let q = changeSelect(changeRows(db, scope, f));
  if (after) q = q.where('v.id', '<', after);
  return (await q.orderBy('v.id', 'desc').limit(limit).execute()).map(toChangeRow(scope.unitId));
}

/** Dropdowns of the movement log: who changed stock, and which material kinds / suppliers a storehouse holds. */
export async function changeOperators(db: Db, scope: StockScope) {
  return db
    .selectFrom('stockMovement as v')
    .innerJoin('appUser as u', 'u.id', 'v.operatorId')
    .select(['u.id', 'u.userName as name'])
    .distinct()
    .where('v.unitId', '=', scope.bossUnitId)
    .where('v.storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .orderBy('u.userName')
    .execute();
}

/** 操作工厂: the factories that posted movements into the storehouses linked to the session's factory. */
export async function changeFactories(db: Db, scope: StockScope, storehouseId?: string) {
  return db
    .selectFrom('unit as fu')
    .select(['fu.id', 'fu.name'])
    .where('fu.bossUnitId', '=', scope.bossUnitId)
    .where('fu.kind', '=', 'FACTORY')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('stockMovement as v')
          .select('v.id')
          .whereRef('v.facUnitId', '=', 'fu.id')
          .where('v.unitId', '=', scope.bossUnitId)
          .where('v.storehouseId', 'in', linkedStorehouses(db, scope.unitId))
          .$if(Boolean(storehouseId), (q) => q.where('v.storehouseId', '=', storehouseId!)),
      ),
    )
    .orderBy('fu.id')
    .execute();
}

/** The material stock items the factory sees, optionally of one storehouse: what the dropdowns below list from. */
const heldItems = (db: Db, scope: StockScope, storehouseId?: string) =>
  seenItems(db, scope)
    .where('i.skuKind', '=', 'MATERIAL')
    .$if(Boolean(storehouseId), (q) => q.where('i.storehouseId', '=', storehouseId!));

export async function stockKinds(db: Db, scope: StockScope, storehouseId?: string) {
  return heldItems(db, scope, storehouseId)
    .innerJoin('materialSkuDescriptor as s', 's.id', 'i.skuId')
    .select(['s.materialKindId as id', 's.kindName as name'])
    .distinct()
    .orderBy('s.kindName')
    .execute();
}

/** The factory's own suppliers of the SKUs held (another factory's suppliers are its own records). */
export async function stockSuppliers(db: Db, scope: StockScope, storehouseId?: string) {
  return heldItems(db, scope, storehouseId)
    .innerJoin('materialSkuSupplier as l', 'l.materialSkuId', 'i.skuId')
    .innerJoin('supplier as p', 'p.id', 'l.supplierId')
    .where('p.unitId', '=', scope.unitId)
    .select(['p.id', 'p.name'])
    .distinct()
    .orderBy('p.name')
    .execute();
}
