import { specNoName, type MaterialListRow } from '@gf/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';
import { fileUrl } from '../../platform/files/index.js';
import type { Database } from '../../schema/index.js';

export interface MaterialHeadFields {
  no: string;
  name: string;
  materialKindId: string;
  composition: string | null;
  width: string | null;
  weight: string | null;
  remark: string | null;
}

function live(db: Db, unitId: string) {
  return db.selectFrom('material as m').where('m.unitId', '=', unitId).where('m.isDeleted', '=', false);
}

export async function findHead(db: Db, unitId: string, id: string) {
  return live(db, unitId)
    .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
    .leftJoin('appUser as u', 'u.id', 'm.createdBy')
    .select([
      'm.id',
      'm.no',
      'm.name',
      'm.materialKindId',
      'k.no as kindNo',
      'k.name as kindName',
      'm.composition',
      'm.width',
      'm.weight',
      'm.remark',
      'm.status',
      'm.version',
      'm.createdAt',
      'm.updatedAt',
      'u.userName as createdByName',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export async function findIdByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  return (
    await live(db, unitId)
      .select('m.id')
      .where(sql<string>`lower(m.no)`, '=', no.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

export async function insertMaterial(trx: Db, unitId: string, userId: string, fields: MaterialHeadFields): Promise<string> {
  const row = await trx
    .insertInto('material')
    .values({ unitId, createdBy: userId, updatedBy: userId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic lock on version: a stale form cannot overwrite a newer edit. */
export async function updateMaterial(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number | undefined,
  fields: MaterialHeadFields,
): Promise<boolean> {
  let q = trx
    .updateTable('material')
    .set({ ...fields, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false);
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setNoAndName(trx: Db, unitId: string, userId: string, id: string, no: string, name: string): Promise<void> {
  await trx
    .updateTable('material')
    .set({ no, name, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export interface ListFilter {
  keyword?: string | undefined;
  kindIds?: string[] | undefined;
  supplierIds?: string[] | undefined;
  statuses?: number[] | undefined;
  stopUse?: boolean | undefined;
  sampleMaterial?: boolean | undefined;
  materialId?: string | undefined;
  materialIds?: string[] | undefined;
  /** 关联商品款号: materials linked to any of these goods styles. */
  styleIds?: string[] | undefined;
  /** Leave out materials without SKUs (SKU pickers). */
  onlySkus?: boolean | undefined;
  /** 固定物料 only (a new BOM starts with them). */
  fixedMaterials?: boolean | undefined;
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
}

/** Past this many keyword hits the keyword filters row by row (it finds much of the list: no index would help). */
const KEYWORD_ID_LIMIT = 2_000;

/** What a keyword finds, each through its own index: materials by 款号, name or kind; SKUs by a supplier's name. */
interface KeywordHits {
  materialIds: string[];
  skuIds: string[];
  /** The materials of skuIds. */
  skuMaterialIds: string[];
}

/** A filter whose keyword has been looked up: hits, or null when they are too many to list. */
type ResolvedFilter = ListFilter & { keywordHits?: KeywordHits | null };

/**
 * Looks the keyword up once, before the list query: the material and supplier trigram indexes (migration
 * 202611250600) find the hits, and the list then reads those rows by id. An OR across material, kind and
 * supplier columns inside the list query cannot use an index (it read and joined every material).
 */
async function resolveKeyword(db: Db, unitId: string, f: ResolvedFilter): Promise<ResolvedFilter> {
  if (!f.keyword || f.keywordHits !== undefined) return f;
  const { operator, pattern } = containsPattern(f.keyword);
  const rows = await live(db, unitId)
    .select([sql<string>`'m'`.as('hit'), 'm.id', 'm.id as materialId'])
    .where((eb) => eb.or([eb('m.no', operator, pattern), eb('m.name', operator, pattern)]))
    .unionAll(
      live(db, unitId)
        .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
        .select([sql<string>`'m'`.as('hit'), 'm.id', 'm.id as materialId'])
        .where('k.name', operator, pattern),
    )
    .unionAll(
      db
        .selectFrom('materialSkuSupplier as l')
        .innerJoin('supplier', 'supplier.id', 'l.supplierId')
        .innerJoin('materialSku as s', 's.id', 'l.materialSkuId')
        .select([sql<string>`'s'`.as('hit'), 's.id', 's.materialId'])
        .where('l.unitId', '=', unitId)
        .where('supplier.name', operator, pattern),
    )
    .limit(KEYWORD_ID_LIMIT + 1)
    .execute();
  if (rows.length > KEYWORD_ID_LIMIT) return { ...f, keywordHits: null };
  const ids = (hit: string, key: 'id' | 'materialId') => [...new Set(rows.filter((r) => r.hit === hit).map((r) => r[key]))];
  return { ...f, keywordHits: { materialIds: ids('m', 'id'), skuIds: ids('s', 'id'), skuMaterialIds: ids('s', 'materialId') } };
}

type Eb = ExpressionBuilder<
  Database & { m: Database['material']; k: Database['materialKind']; s: Database['materialSku'] },
  'm' | 'k' | 's'
>;

/**
 * Material rows joined with their live SKUs (a material without SKUs still shows once). A keyword keeps a material's
 * rows when its 款号, name or kind name contains it, and a SKU's row when one of its suppliers' names does.
 */
function filtered(db: Db, unitId: string, f: ResolvedFilter) {
  let q = live(db, unitId)
    .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
    .leftJoin('materialSku as s', (j) => j.onRef('s.materialId', '=', 'm.id').on('s.isDeleted', '=', false));
  const hits = f.keywordHits;
  if (f.keyword && hits) {
    // The hits, read by id (the first condition narrows the materials read to the hits' own).
    q = q
      .where(sql<boolean>`m.id = any(${[...hits.materialIds, ...hits.skuMaterialIds]}::bigint[])`)
      .where((eb: Eb) =>
        eb.or([sql<boolean>`m.id = any(${hits.materialIds}::bigint[])`, sql<boolean>`s.id = any(${hits.skuIds}::bigint[])`]),
      );
  } else if (f.keyword) {
    const { operator, pattern } = containsPattern(f.keyword);
    q = q.where((eb: Eb) =>
      eb.or([
        eb('m.no', operator, pattern),
        eb('m.name', operator, pattern),
        eb('k.name', operator, pattern),
        eb.exists(
          eb
            .selectFrom('materialSkuSupplier as l')
            .innerJoin('supplier', 'supplier.id', 'l.supplierId')
            .select('l.id')
            .whereRef('l.materialSkuId', '=', 's.id')
            .where('supplier.name', operator, pattern),
        ),
      ]),
    );
  }
  if (f.kindIds?.length) q = q.where('m.materialKindId', 'in', f.kindIds);
  if (f.statuses?.length) q = q.where('m.status', 'in', f.statuses);
  if (f.materialId) q = q.where('m.id', '=', f.materialId);
  if (f.materialIds?.length) q = q.where('m.id', 'in', f.materialIds);
  if (f.styleIds?.length) {
    const styleIds = f.styleIds;
    q = q.where((eb: Eb) =>
      eb.exists(
        eb
          .selectFrom('materialStyle as ms')
          .select('ms.materialId')
          .whereRef('ms.materialId', '=', 'm.id')
          .where('ms.goodsStyleId', 'in', styleIds),
      ),
    );
  }
  if (f.onlySkus) q = q.where('s.id', 'is not', null);
  if (f.fixedMaterials) q = q.where(sql<boolean>`coalesce(s.fixed_materials, false)`);
  if (f.stopUse !== undefined) q = q.where(sql<boolean>`coalesce(s.is_stop_use, false)`, '=', f.stopUse);
  if (f.sampleMaterial !== undefined) q = q.where(sql<boolean>`coalesce(s.sample_material, false)`, '=', f.sampleMaterial);
  if (f.createdFrom) q = q.where('m.createdAt', '>=', f.createdFrom);
  if (f.createdTo) q = q.where('m.createdAt', '<=', f.createdTo);
  if (f.supplierIds?.length) {
    const ids = f.supplierIds;
    q = q.where((eb: Eb) =>
      eb.exists(
        eb
          .selectFrom('materialSkuSupplier as l')
          .select('l.id')
          .whereRef('l.materialSkuId', '=', 's.id')
          .where('l.supplierId', 'in', ids),
      ),
    );
  }
  return q;
}

/** One page of the list with its total (the list screen). */
export async function pageRows(
  db: Db,
  unitId: string,
  f: ListFilter,
  limit: number,
  offset: number,
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ list: MaterialListRow[]; totalCount: number }> {
  const resolved = await resolveKeyword(db, unitId, f);
  const [count, list] = await Promise.all([
    filtered(db, unitId, resolved)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    listRows(db, unitId, resolved, limit, offset, order),
  ]);
  return { totalCount: Number(count.n), list };
}

/** The rows alone, without counting (exports read batch after batch and need no total). */
export async function listRows(
  db: Db,
  unitId: string,
  f: ListFilter,
  limit: number,
  offset: number,
  order: 'newest' | 'oldest' = 'newest',
): Promise<MaterialListRow[]> {
  // The page's rows first, as ids (sorting every matching row with all its columns spilled to disk on a broad
  // keyword), then the columns of those rows alone.
  const keys = await filtered(db, unitId, await resolveKeyword(db, unitId, f))
    .select(['m.id as materialId', 's.id as skuId'])
    .orderBy('m.id', order === 'newest' ? 'desc' : 'asc')
    .orderBy('s.sort')
    .orderBy('s.id')
    .limit(limit)
    .offset(offset)
    .execute();
  if (keys.length === 0) return [];
  const skuIds = keys.flatMap((k) => (k.skuId ? [k.skuId] : []));
  const rows = await live(db, unitId)
    .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
    .leftJoin('materialSku as s', (j) => j.onRef('s.materialId', '=', 'm.id').on('s.isDeleted', '=', false))
    .where(sql<boolean>`m.id = any(${keys.map((k) => k.materialId)}::bigint[])`)
    .where(sql<boolean>`(s.id is null or s.id = any(${skuIds}::bigint[]))`)
    .leftJoin('materialSpec as sp', 'sp.id', 's.materialSpecId')
    .leftJoin('materialSkuSupplier as d', (j) => j.onRef('d.materialSkuId', '=', 's.id').on('d.isDefault', '=', true))
    .leftJoin('supplier as ds', 'ds.id', 'd.supplierId')
    .leftJoin('materialPicture as mp', (j) => j.onRef('mp.materialId', '=', 'm.id').on('mp.isMain', '=', true))
    .select([
      'm.id as materialId',
      's.id as skuId',
      'm.no as commonMaterialsNo',
      'm.name',
      'm.materialKindId as kindId',
      'k.no as kindNo',
      'k.name as kindName',
      'm.status',
      's.colorName',
      'sp.no as specNo',
      'sp.remark as specRemark',
      's.sampleMaterial',
      's.stockUnit',
      's.purchaseUnit',
      's.conversionRate',
      's.remark',
      's.defaultDosage',
      's.fixedMaterials',
      's.mlossRate',
      's.isStopUse',
      'd.supplierId as defaultSupplierId',
      'ds.name as defaultSupplierName',
      'd.supplierStyleNo',
      'd.supplierColorNo',
      'd.planCost',
      'd.excludingTaxPrice',
      'mp.fileId as mainPictureId',
      'm.createdAt',
    ])
    .orderBy('m.id', order === 'newest' ? 'desc' : 'asc')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  return rows.map(({ specNo, specRemark, mainPictureId, ...r }) => ({
    ...r,
    mainPictureUrl: mainPictureId ? fileUrl(mainPictureId) : null,
    specNoName: specNo ? specNoName(specNo, specRemark) : null,
    sampleMaterial: Boolean(r.sampleMaterial),
    fixedMaterials: Boolean(r.fixedMaterials),
    isStopUse: Boolean(r.isStopUse),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** Distinct material ids the filter finds, oldest first (renumbering keeps creation order). */
export async function materialIds(db: Db, unitId: string, f: ListFilter, limit: number): Promise<string[]> {
  const rows = await filtered(db, unitId, await resolveKeyword(db, unitId, f))
    .select('m.id')
    .distinct()
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Up to `limit` materials after `afterId` (ascending), for streamed exports in keyset batches. */
export async function materialIdsAfter(
  db: Db,
  unitId: string,
  f: ListFilter,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  let q = filtered(db, unitId, await resolveKeyword(db, unitId, f))
    .select('m.id')
    .distinct();
  if (afterId) q = q.where('m.id', '>', afterId);
  const rows = await q.orderBy('m.id').limit(limit).execute();
  return rows.map((r) => r.id);
}
