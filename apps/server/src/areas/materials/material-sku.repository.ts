import { specNoName, type MaterialSkuRow, type SkuSupplierInput, type SkuSupplierRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { UnitResolvedSku } from './material-unit.service.js';

// Supplier names are read by joining the partners' supplier table (read only); whether a supplier may be
// linked is decided through the partners index (material-sku.service.ts).

const skuColumns = [
  's.id',
  's.materialId',
  's.colorId',
  's.colorName',
  's.materialSpecId as specificationsId',
  'sp.no as specNo',
  'sp.remark as specRemark',
  's.sampleMaterial',
  's.stockMeasureUnitId as stockUnitId',
  's.stockUnit',
  's.purchaseMeasureUnitId as purchaseUnitId',
  's.purchaseUnit',
  's.conversionRate',
  's.remark',
  's.defaultDosage',
  's.fixedMaterials',
  's.mlossRate',
  's.isStopUse',
] as const;

function liveSkus(db: Db, unitId: string) {
  return db
    .selectFrom('materialSku as s')
    .innerJoin('materialSpec as sp', 'sp.id', 's.materialSpecId')
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false);
}

export async function skusOfMaterial(db: Db, unitId: string, materialId: string): Promise<MaterialSkuRow[]> {
  const rows = await liveSkus(db, unitId)
    .select([...skuColumns])
    .where('s.materialId', '=', materialId)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  const suppliers = await suppliersOfSkus(
    db,
    unitId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    specNoName: specNoName(r.specNo, r.specRemark),
    suppliers: suppliers.filter((s) => s.materialsSkuId === r.id),
  }));
}

/** SKUs by id with their material's status (for stop-use and pre-delete checks). */
export async function findSkus(db: Db, unitId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return liveSkus(db, unitId)
    .innerJoin('material as m', 'm.id', 's.materialId')
    .where('m.isDeleted', '=', false)
    .select(['s.id', 's.materialId', 'm.status', 'm.no', 'm.name', 's.colorName', 'sp.no as specNo', 'sp.remark as specRemark'])
    .where('s.id', 'in', ids)
    .execute();
}

export async function suppliersOfSkus(db: Db, unitId: string, skuIds: string[]): Promise<SkuSupplierRow[]> {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('materialSkuSupplier as l')
    .innerJoin('supplier', 'supplier.id', 'l.supplierId')
    .select([
      'l.id',
      'l.materialSkuId as materialsSkuId',
      'l.supplierId',
      'supplier.name as supplierName',
      'l.supplierStyleNo',
      'l.supplierColorNo',
      'l.planCost',
      'l.excludingTaxPrice',
      'l.isDefault',
    ])
    .where('l.unitId', '=', unitId)
    .where('l.materialSkuId', 'in', skuIds)
    .orderBy('l.isDefault', 'desc')
    .orderBy('l.id')
    .execute();
}

function skuValues(sku: UnitResolvedSku, sort: number) {
  return {
    colorId: sku.colorId,
    colorName: sku.colorName,
    materialSpecId: sku.specificationsId,
    sampleMaterial: sku.sampleMaterial,
    stockMeasureUnitId: sku.stockUnitId,
    stockUnit: sku.stockUnit,
    purchaseMeasureUnitId: sku.purchaseUnitId,
    purchaseUnit: sku.purchaseUnit,
    conversionRate: sku.conversionRate,
    remark: sku.remark,
    defaultDosage: sku.defaultDosage,
    fixedMaterials: sku.fixedMaterials,
    mlossRate: sku.mlossRate,
    sort,
  };
}

export async function insertSku(
  trx: Db,
  unitId: string,
  materialId: string,
  sku: UnitResolvedSku,
  sort: number,
): Promise<string> {
  const row = await trx
    .insertInto('materialSku')
    .values({ unitId, materialId, ...skuValues(sku, sort) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSku(trx: Db, unitId: string, materialId: string, skuId: string, sku: UnitResolvedSku, sort: number) {
  const res = await trx
    .updateTable('materialSku')
    .set({ ...skuValues(sku, sort), updatedAt: new Date() })
    .where('id', '=', skuId)
    .where('materialId', '=', materialId)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Soft: purchases and stock of the past keep pointing at the SKU. Its supplier links go. */
export async function deleteSkus(trx: Db, unitId: string, skuIds: string[]): Promise<void> {
  if (skuIds.length === 0) return;
  await trx.deleteFrom('materialSkuSupplier').where('unitId', '=', unitId).where('materialSkuId', 'in', skuIds).execute();
  await trx
    .updateTable('materialSku')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', skuIds)
    .execute();
}

export async function liveSkuIdsOfMaterial(db: Db, unitId: string, materialId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('materialSku')
    .select('id')
    .where('unitId', '=', unitId)
    .where('materialId', '=', materialId)
    .where('isDeleted', '=', false)
    .execute();
  return rows.map((r) => r.id);
}

function linkValues(link: SkuSupplierInput) {
  return {
    supplierStyleNo: link.supplierStyleNo,
    supplierColorNo: link.supplierColorNo,
    planCost: link.planCost,
    excludingTaxPrice: link.excludingTaxPrice,
    isDefault: link.isDefault,
  };
}

/** The SKU's supplier list becomes exactly these links (the first is default when none is marked). */
export async function replaceSkuSuppliers(trx: Db, unitId: string, skuId: string, links: SkuSupplierInput[]): Promise<void> {
  await trx.deleteFrom('materialSkuSupplier').where('unitId', '=', unitId).where('materialSkuId', '=', skuId).execute();
  if (links.length === 0) return;
  const hasDefault = links.some((l) => l.isDefault);
  await trx
    .insertInto('materialSkuSupplier')
    .values(
      links.map((l, i) => ({
        unitId,
        materialSkuId: skuId,
        supplierId: l.supplierId,
        ...linkValues({ ...l, isDefault: hasDefault ? l.isDefault : i === 0 }),
      })),
    )
    .execute();
}

/** updateMaterialsSkuSupplier: adds or edits one link; a default link takes the default from the others. */
export async function upsertSkuSupplier(trx: Db, unitId: string, skuId: string, link: SkuSupplierInput): Promise<void> {
  const others = await trx
    .selectFrom('materialSkuSupplier')
    .select(['id', 'supplierId', 'isDefault'])
    .where('unitId', '=', unitId)
    .where('materialSkuId', '=', skuId)
    .forUpdate()
    .execute();
  const isDefault = link.isDefault || others.filter((o) => o.supplierId !== link.supplierId).length === 0;
  if (isDefault)
    await trx
      .updateTable('materialSkuSupplier')
      .set({ isDefault: false })
      .where('unitId', '=', unitId)
      .where('materialSkuId', '=', skuId)
      .where('supplierId', '!=', link.supplierId)
      .execute();
  const values = linkValues({
    ...link,
    isDefault: isDefault || Boolean(others.find((o) => o.supplierId === link.supplierId)?.isDefault),
  });
  await trx
    .insertInto('materialSkuSupplier')
    .values({ unitId, materialSkuId: skuId, supplierId: link.supplierId, ...values })
    .onConflict((oc) => oc.columns(['materialSkuId', 'supplierId']).doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

export async function setStopUse(trx: Db, unitId: string, skuIds: string[], stopUse: boolean): Promise<number> {
  const res = await trx
    .updateTable('materialSku')
    .set({ isStopUse: stopUse, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', skuIds)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The SKUs that name this supplier (for the supplier's pre-delete check). */
export async function skusUsingSupplier(db: Db, unitId: string, supplierId: string) {
  return db
    .selectFrom('materialSkuSupplier as l')
    .innerJoin('materialSku as s', 's.id', 'l.materialSkuId')
    .innerJoin('material as m', 'm.id', 's.materialId')
    .innerJoin('materialSpec as sp', 'sp.id', 's.materialSpecId')
    .select(['s.id', 'm.no', 'm.name', 's.colorName', 'sp.no as specNo', 'sp.remark as specRemark'])
    .where('l.unitId', '=', unitId)
    .where('l.supplierId', '=', supplierId)
    .where('s.isDeleted', '=', false)
    .where('m.isDeleted', '=', false)
    .orderBy('m.no')
    .execute();
}

export async function countSkus(db: Db, unitId: string, materialId: string): Promise<number> {
  const row = await db
    .selectFrom('materialSku')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('materialId', '=', materialId)
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The units saved SKUs have now (a unit disabled since may stay on them). */
export async function unitIdsOfSkus(
  db: Db,
  unitId: string,
  skuIds: string[],
): Promise<Map<string, { stockUnitId: string; purchaseUnitId: string | null }>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('materialSku')
    .select(['id', 'stockMeasureUnitId as stockUnitId', 'purchaseMeasureUnitId as purchaseUnitId'])
    .where('unitId', '=', unitId)
    .where('id', 'in', skuIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** SKUs naming each unit as stock or purchase unit (deleted ones too: their history keeps the unit). */
export async function countSkusByMeasureUnit(db: Db, unitId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const stock = db
    .selectFrom('materialSku')
    .select(sql<string | null>`stock_measure_unit_id`.as('measureUnitId'))
    .where('unitId', '=', unitId)
    .where('stockMeasureUnitId', 'in', ids);
  // A SKU with the same unit twice counts once.
  const purchase = db
    .selectFrom('materialSku')
    .select('purchaseMeasureUnitId as measureUnitId')
    .where('unitId', '=', unitId)
    .where('purchaseMeasureUnitId', 'in', ids)
    .whereRef('purchaseMeasureUnitId', '<>', 'stockMeasureUnitId');
  const rows = await db
    .selectFrom(stock.unionAll(purchase).as('u'))
    .select(['u.measureUnitId', sql<string>`count(*)`.as('n')])
    .groupBy('u.measureUnitId')
    .execute();
  return new Map(rows.flatMap((r) => (r.measureUnitId ? [[r.measureUnitId, Number(r.n)] as const] : [])));
}

/** A renamed unit: the names SKUs keep beside its id follow (bill lines keep theirs). */
export async function renameMeasureUnit(trx: Db, unitId: string, id: string, name: string): Promise<void> {
  await trx
    .updateTable('materialSku')
    .set({ stockUnit: name })
    .where('unitId', '=', unitId)
    .where('stockMeasureUnitId', '=', id)
    .execute();
  await trx
    .updateTable('materialSku')
    .set({ purchaseUnit: name })
    .where('unitId', '=', unitId)
    .where('purchaseMeasureUnitId', '=', id)
    .execute();
}
