import type { BarcodeListInput, BarcodeRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

function live(db: Db, unitId: string) {
  return db.selectFrom('goodsBarcode as b').where('b.unitId', '=', unitId);
}

/** Barcodes with the SKU and style they are assigned to (names from the library). */
function withSku(db: Db, unitId: string) {
  return live(db, unitId)
    .leftJoin('goodsSku as s', (j) => j.onRef('s.id', '=', 'b.goodsSkuId').on('s.isDeleted', '=', false))
    .leftJoin('goodsStyle as g', (j) => j.onRef('g.id', '=', 's.goodsStyleId').on('g.isDeleted', '=', false))
    .leftJoin('skuAttr as ca', 'ca.id', 's.colorId')
    .leftJoin('skuAttr as sa', 'sa.id', 's.sizeId')
    .leftJoin('skuAttr as la', 'la.id', 's.standardId');
}

export async function pageBarcodes(
  db: Db,
  unitId: string,
  f: BarcodeListInput,
  limit: number,
  offset: number,
): Promise<{ list: BarcodeRow[]; totalCount: number }> {
  let q = withSku(db, unitId);
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('b.barcode', 'ilike', like), eb('b.gbcode', 'ilike', like), eb('g.styleNo', 'ilike', like)]));
  }
  if (f.styleId) q = q.where('g.id', '=', f.styleId);
  if (f.barcode) q = q.where('b.barcode', 'ilike', `%${f.barcode}%`);
  if (f.colorIds?.length) q = q.where('s.colorId', 'in', f.colorIds);
  if (f.sizeIds?.length) q = q.where('s.sizeId', 'in', f.sizeIds);
  if (f.isAssigned !== undefined) q = q.where('b.goodsSkuId', f.isAssigned ? 'is not' : 'is', null);
  if (f.hasGbcode !== undefined) q = q.where('b.gbcode', f.hasGbcode ? 'is not' : 'is', null);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'b.id',
        'b.barcode',
        'b.gbcode',
        'b.goodsSkuId as skuId',
        'g.id as styleId',
        'g.styleNo',
        'g.styleName',
        'ca.name as colorName',
        'sa.name as sizeName',
        'la.name as standardName',
        'b.createdAt',
      ])
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    totalCount: Number(count.n),
  };
}

export async function findBarcode(db: Db, unitId: string, id: string) {
  return live(db, unitId).select(['b.id', 'b.barcode', 'b.gbcode', 'b.goodsSkuId']).where('b.id', '=', id).executeTakeFirst();
}

export async function findIdByBarcode(db: Db, unitId: string, barcode: string): Promise<string | undefined> {
  return (await live(db, unitId).select('b.id').where('b.barcode', '=', barcode).executeTakeFirst())?.id;
}

export async function takenBarcodes(db: Db, unitId: string, barcodes: string[]): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const rows = await live(db, unitId).select('b.barcode').where('b.barcode', 'in', barcodes).execute();
  return new Set(rows.map((r) => r.barcode));
}

export async function barcodeOfSku(db: Db, unitId: string, skuId: string) {
  return live(db, unitId).select(['b.id', 'b.barcode']).where('b.goodsSkuId', '=', skuId).executeTakeFirst();
}

export async function insertBarcodes(
  trx: Db,
  unitId: string,
  userId: string,
  rows: { barcode: string; gbcode: string | null; goodsSkuId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('goodsBarcode')
    .values(rows.map((r) => ({ ...r, unitId, createdBy: userId })))
    .execute();
}

export async function updateBarcode(trx: Db, unitId: string, id: string, fields: { barcode: string; gbcode: string | null }) {
  await trx
    .updateTable('goodsBarcode')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function assignBarcode(trx: Db, unitId: string, id: string, goodsSkuId: string | null) {
  await trx
    .updateTable('goodsBarcode')
    .set({ goodsSkuId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function deleteBarcodes(trx: Db, unitId: string, ids: string[]): Promise<number> {
  const res = await trx.deleteFrom('goodsBarcode').where('unitId', '=', unitId).where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function countOwnedBarcodes(db: Db, unitId: string, ids: string[]): Promise<number> {
  return Number(
    (
      await live(db, unitId)
        .select(sql<string>`count(*)`.as('n'))
        .where('b.id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** SKUs that leave their style free their barcodes (the barcode stays, unassigned). */
export async function unassignSkus(trx: Db, unitId: string, skuIds: string[]): Promise<void> {
  if (skuIds.length === 0) return;
  await trx
    .updateTable('goodsBarcode')
    .set({ goodsSkuId: null, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('goodsSkuId', 'in', skuIds)
    .execute();
}

/** Live SKUs of live styles that have no barcode (of these styles, or all), oldest style first. */
export async function skusWithoutBarcode(db: Db, unitId: string, styleIds: string[] | undefined, limit: number) {
  let q = db
    .selectFrom('goodsSku as s')
    .innerJoin('goodsStyle as g', (j) =>
      j.onRef('g.id', '=', 's.goodsStyleId').on('g.isDeleted', '=', false).on('g.unitId', '=', unitId),
    )
    .leftJoin('goodsBarcode as b', (j) => j.onRef('b.goodsSkuId', '=', 's.id').on('b.unitId', '=', unitId))
    .select(['s.id'])
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false)
    .where('b.id', 'is', null);
  if (styleIds) q = q.where('g.id', 'in', styleIds);
  return (await q.orderBy('g.id').orderBy('s.id').limit(limit).execute()).map((r) => r.id);
}
