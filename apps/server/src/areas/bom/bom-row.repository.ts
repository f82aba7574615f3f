import { sql } from 'kysely';
import type { BomRowInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** A stored row with what names it: the material SKU (through the materials' descriptor view) and its supplier. */
export interface StoredRow {
  id: string;
  goodsBomId: string;
  sort: number;
  materialSkuId: string;
  materialId: string;
  materialsNo: string;
  materialsName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  specRemark: string | null;
  stockUnit: string;
  singleDosage: string;
  lossRate: string;
  styleColorIds: string[] | null;
  styleSizeIds: string[] | null;
  styleStandardIds: string[] | null;
  isMain: boolean;
  partId: string | null;
  partName: string | null;
  supplierId: string | null;
  /** The row's supplier, else the SKU's default supplier. */
  shownSupplierId: string | null;
  supplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  /** The row's reference price as saved (null: none typed). */
  planCost: string | null;
  /** The supplier link's reference price (shown when the row has none). */
  linkPlanCost: string | null;
  remark: string | null;
  pictureFileId: string | null;
  sizeDosages: { sizeId: string; singleDosage: string }[];
  colorMappings: { styleColorId: string; materialSkuId: string; colorName: string; specNo: string; specRemark: string | null }[];
}

export async function loadRows(db: Db, tenant: Tenant, bomIds: string[]): Promise<StoredRow[]> {
  if (bomIds.length === 0) return [];
  const units = readableUnits(tenant, 'goodsBomRow');
  const rows = await db
    .selectFrom('goodsBomRow as r')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'r.materialSkuId')
    .leftJoin('materialSkuSupplier as l', (j) =>
      j
        .onRef('l.materialSkuId', '=', 'r.materialSkuId')
        .on((eb) =>
          eb.or([
            eb.and([eb('r.supplierId', 'is', null), eb('l.isDefault', '=', true)]),
            eb('l.supplierId', '=', eb.ref('r.supplierId')),
          ]),
        ),
    )
    .leftJoin('supplier as sup', (j) => j.on('sup.id', '=', sql<string>`coalesce(r.supplier_id, l.supplier_id)`))
    .leftJoin('goodsStylePart as p', 'p.id', 'r.goodsStylePartId')
    .select([
      'r.id',
      'r.goodsBomId',
      'r.sort',
      'r.materialSkuId',
      's.materialId',
      's.materialNo as materialsNo',
      's.materialName as materialsName',
      's.kindName',
      's.colorName',
      's.specNo',
      's.specRemark',
      's.stockUnit',
      'r.singleDosage',
      'r.lossRate',
      'r.styleColorIds',
      'r.styleSizeIds',
      'r.styleStandardIds',
      'r.isMain',
      'r.goodsStylePartId as partId',
      'p.name as partName',
      'r.supplierId',
      'sup.id as shownSupplierId',
      'sup.name as supplierName',
      'l.supplierStyleNo',
      'l.supplierColorNo',
      'r.planCost',
      'l.planCost as linkPlanCost',
      'r.remark',
      sql<string | null>`(select mp.file_id from material_picture mp where mp.material_id = s.material_id
        order by mp.is_main desc, mp.sort, mp.id limit 1)`.as('pictureFileId'),
    ])
    .where('r.unitId', 'in', units)
    .where('r.goodsBomId', 'in', bomIds)
    .orderBy('r.goodsBomId')
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
  const ids = rows.map((r) => r.id);
  const [sizes, colors] = ids.length
    ? await Promise.all([
        db
          .selectFrom('goodsBomRowSize')
          .select(['goodsBomRowId', 'sizeId', 'singleDosage'])
          .where('unitId', 'in', units)
          .where('goodsBomRowId', 'in', ids)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('goodsBomRowColor as c')
          .innerJoin('materialSkuDescriptor as s', 's.id', 'c.materialSkuId')
          .select(['c.goodsBomRowId', 'c.styleColorId', 'c.materialSkuId', 's.colorName', 's.specNo', 's.specRemark'])
          .where('c.unitId', 'in', units)
          .where('c.goodsBomRowId', 'in', ids)
          .orderBy('c.id')
          .execute(),
      ])
    : [[], []];
  return rows.map((r) => ({
    ...r,
    sizeDosages: sizes.filter((s) => s.goodsBomRowId === r.id).map(({ sizeId, singleDosage }) => ({ sizeId, singleDosage })),
    colorMappings: colors
      .filter((c) => c.goodsBomRowId === r.id)
      .map(({ styleColorId, materialSkuId, colorName, specNo, specRemark }) => ({
        styleColorId,
        materialSkuId,
        colorName,
        specNo,
        specRemark,
      })),
  }));
}

const idList = (ids: string[] | null) => (ids === null ? null : JSON.stringify(ids));

function rowValues(row: BomRowInput, sort: number) {
  return {
    materialSkuId: row.materialSkuId,
    singleDosage: row.singleDosage,
    lossRate: row.lossRate,
    styleColorIds: idList(row.styleColorIdList),
    styleSizeIds: idList(row.styleSizeIdList),
    styleStandardIds: idList(row.styleStandardIdList),
    isMain: row.isMain,
    goodsStylePartId: row.partId,
    supplierId: row.supplierId,
    planCost: row.planCost,
    remark: row.remark,
    sort,
  };
}

/**
 * The BOM's rows become `rows` (save by difference: a row sent with its id keeps it, rows not sent are removed,
 * new ones are inserted), each with its size overrides and colour mapping replaced.
 */
export async function saveRows(trx: Db, tenant: Tenant, bomId: string, rows: BomRowInput[]): Promise<void> {
  const units = readableUnits(tenant, 'goodsBomRow');
  const kept = rows.flatMap((r) => (r.id ? [r.id] : []));
  let del = trx.deleteFrom('goodsBomRow').where('goodsBomId', '=', bomId).where('unitId', 'in', units);
  if (kept.length) del = del.where('id', 'not in', kept);
  await del.execute();
  for (const [i, row] of rows.entries()) {
    let id = row.id;
    if (id) {
      await trx
        .updateTable('goodsBomRow')
        .set({ ...rowValues(row, i), updatedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .where('goodsBomId', '=', bomId)
        .where('unitId', 'in', units)
        .execute();
      await trx.deleteFrom('goodsBomRowSize').where('goodsBomRowId', '=', id).execute();
      await trx.deleteFrom('goodsBomRowColor').where('goodsBomRowId', '=', id).execute();
    } else {
      id = (
        await trx
          .insertInto('goodsBomRow')
          .values({ ...rowValues(row, i), unitId: owningUnit(tenant, 'goodsBomRow'), goodsBomId: bomId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (row.sizeDosages.length)
      await trx
        .insertInto('goodsBomRowSize')
        .values(
          row.sizeDosages.map((s) => ({
            unitId: owningUnit(tenant, 'goodsBomRowSize'),
            goodsBomRowId: id!,
            sizeId: s.sizeId,
            singleDosage: s.singleDosage,
          })),
        )
        .execute();
    if (row.colorMappings.length)
      await trx
        .insertInto('goodsBomRowColor')
        .values(
          row.colorMappings.map((m) => ({
            unitId: owningUnit(tenant, 'goodsBomRowColor'),
            goodsBomRowId: id!,
            styleColorId: m.styleColorId,
            materialSkuId: m.materialSkuId,
          })),
        )
        .execute();
  }
}

/** Goods SKUs of a style, for the explosion and the per-SKU view. */
export async function goodsSkusOf(db: Db, tenant: Tenant, goodsStyleId: string, ids?: string[]) {
  let q = db
    .selectFrom('goodsSku')
    .select(['id', 'colorId', 'sizeId', 'standardId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDeleted', '=', false);
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['0']);
  return q.orderBy('id').execute();
}

export async function partsOfStyle(db: Db, tenant: Tenant, goodsStyleId: string) {
  return db
    .selectFrom('goodsStylePart')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsStylePart'))
    .where('goodsStyleId', '=', goodsStyleId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Material SKUs of this factory by id, with their material (for the reference checks). */
export async function materialSkusByIds(db: Db, tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('materialSkuDescriptor')
    .select(['id', 'materialId', 'isDeleted', 'materialIsDeleted', 'isStopUse'])
    .where('unitId', 'in', readableUnits(tenant, 'materialSkuDescriptor'))
    .where('id', 'in', ids)
    .execute();
}

export async function suppliersByIds(db: Db, tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('supplier')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'supplier'))
    .where('id', 'in', ids)
    .execute();
}
