import type { BarcodeListInput, BarcodeRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Every barcode of the company (ADR 0011: a barcode is unique in the company and scans to one SKU). */
function live(db: Db, tenant: Tenant) {
  return db.selectFrom('goodsBarcode as b').where('b.unitId', 'in', readableUnits(tenant, 'goodsBarcode'));
}

/**
 * The barcodes a factory works with: the free ones and those of its own SKUs (goods are the factory's). Another
 * factory's SKU's barcode is neither listed nor changed here.
 */
function ofFactory(db: Db, tenant: Tenant) {
  return live(db, tenant).where((eb) =>
    eb.or([
      eb('b.goodsSkuId', 'is', null),
      eb(
        'b.goodsSkuId',
        'in',
        eb.selectFrom('goodsSku as own').select('own.id').where('own.unitId', 'in', readableUnits(tenant, 'goodsSku')),
      ),
    ]),
  );
}

/** Barcodes with the SKU and style they are assigned to (names from the library). */
function withSku(db: Db, tenant: Tenant) {
  return ofFactory(db, tenant)
    .leftJoin('goodsSku as s', (j) => j.onRef('s.id', '=', 'b.goodsSkuId').on('s.isDeleted', '=', false))
    .leftJoin('goodsStyle as g', (j) => j.onRef('g.id', '=', 's.goodsStyleId').on('g.isDeleted', '=', false))
    .leftJoin('skuAttr as ca', 'ca.id', 's.colorId')
    .leftJoin('skuAttr as sa', 'sa.id', 's.sizeId')
    .leftJoin('skuAttr as la', 'la.id', 's.standardId');
}

export async function pageBarcodes(
  db: Db,
  tenant: Tenant,
  f: BarcodeListInput,
  limit: number,
  offset: number,
): Promise<{ list: BarcodeRow[]; totalCount: number }> {
  let q = withSku(db, tenant);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) => eb.or([eb('b.barcode', 'ilike', like), eb('b.gbcode', 'ilike', like), eb('g.styleNo', 'ilike', like)]));
  }
  if (f.styleId) q = q.where('g.id', '=', f.styleId);
  if (f.barcode) q = q.where('b.barcode', 'ilike', likeContains(f.barcode));
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

/** A barcode the session's factory may change: free, or on one of its SKUs. */
export async function findBarcode(db: Db, tenant: Tenant, id: string) {
  return ofFactory(db, tenant)
    .select(['b.id', 'b.barcode', 'b.gbcode', 'b.goodsSkuId'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

export async function findIdByBarcode(db: Db, tenant: Tenant, barcode: string): Promise<string | undefined> {
  return (await live(db, tenant).select('b.id').where('b.barcode', '=', barcode).executeTakeFirst())?.id;
}

/**
 * Who holds a barcode in the company: its row, and the factory of the SKU it is on (null when free). The factory's
 * name is what a refusal names (unit is ACCOUNT: the company's own factory list).
 */
export async function barcodeHolder(db: Db, tenant: Tenant, barcode: string) {
  return live(db, tenant)
    .leftJoin('goodsSku as s', 's.id', 'b.goodsSkuId')
    .leftJoin('unit as u', 'u.id', 's.unitId')
    .select(['b.id', 's.unitId as skuUnitId', 'u.name as factoryName'])
    .where('b.barcode', '=', barcode)
    .executeTakeFirst();
}

export async function takenBarcodes(db: Db, tenant: Tenant, barcodes: string[]): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const rows = await live(db, tenant).select('b.barcode').where('b.barcode', 'in', barcodes).execute();
  return new Set(rows.map((r) => r.barcode));
}

export async function barcodeOfSku(db: Db, tenant: Tenant, skuId: string) {
  return live(db, tenant).select(['b.id', 'b.barcode']).where('b.goodsSkuId', '=', skuId).executeTakeFirst();
}

export async function insertBarcodes(
  trx: Db,
  tenant: Tenant,
  userId: string,
  rows: { barcode: string; gbcode: string | null; goodsSkuId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const unitId = owningUnit(tenant, 'goodsBarcode');
  await trx
    .insertInto('goodsBarcode')
    .values(rows.map((r) => ({ ...r, unitId, createdBy: userId })))
    .execute();
}

export async function updateBarcode(trx: Db, tenant: Tenant, id: string, fields: { barcode: string; gbcode: string | null }) {
  await trx
    .updateTable('goodsBarcode')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'goodsBarcode'))
    .execute();
}

export async function assignBarcode(trx: Db, tenant: Tenant, id: string, goodsSkuId: string | null) {
  await trx
    .updateTable('goodsBarcode')
    .set({ goodsSkuId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'goodsBarcode'))
    .execute();
}

export async function deleteBarcodes(trx: Db, tenant: Tenant, ids: string[]): Promise<number> {
  const res = await trx
    .deleteFrom('goodsBarcode')
    .where('unitId', 'in', readableUnits(tenant, 'goodsBarcode'))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** How many of the ids are barcodes the session's factory may change. */
export async function countOwnedBarcodes(db: Db, tenant: Tenant, ids: string[]): Promise<number> {
  return Number(
    (
      await ofFactory(db, tenant)
        .select(sql<string>`count(*)`.as('n'))
        .where('b.id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** SKUs that leave their style free their barcodes (the barcode stays, unassigned). */
export async function unassignSkus(trx: Db, tenant: Tenant, skuIds: string[]): Promise<void> {
  if (skuIds.length === 0) return;
  await trx
    .updateTable('goodsBarcode')
    .set({ goodsSkuId: null, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'goodsBarcode'))
    .where('goodsSkuId', 'in', skuIds)
    .execute();
}

/** The factory's live SKUs of live styles that have no barcode (of these styles, or all), oldest style first. */
export async function skusWithoutBarcode(db: Db, tenant: Tenant, styleIds: string[] | undefined, limit: number) {
  let q = db
    .selectFrom('goodsSku as s')
    .innerJoin('goodsStyle as g', (j) =>
      j
        .onRef('g.id', '=', 's.goodsStyleId')
        .on('g.isDeleted', '=', false)
        .on('g.unitId', 'in', readableUnits(tenant, 'goodsStyle')),
    )
    .leftJoin('goodsBarcode as b', (j) =>
      j.onRef('b.goodsSkuId', '=', 's.id').on('b.unitId', 'in', readableUnits(tenant, 'goodsBarcode')),
    )
    .select(['s.id'])
    .where('s.unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('s.isDeleted', '=', false)
    .where('b.id', 'is', null);
  if (styleIds) q = q.where('g.id', 'in', styleIds);
  return (await q.orderBy('g.id').orderBy('s.id').limit(limit).execute()).map((r) => r.id);
}
