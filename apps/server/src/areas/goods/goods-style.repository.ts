import type { GoodsStyleExtras } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';

export interface GoodsStyleFields extends GoodsStyleExtras {
  styleNo: string;
  styleName: string;
  customerId: string | null;
  sizeCategoryId: string;
  categoryId: string | null;
  colorIds: string[];
  sizeIds: string[];
  standardIds: string[];
  pictureIds: string[];
  mainPictureId: string | null;
  remark: string | null;
}

export interface GoodsStyleFilter {
  keyword?: string | undefined;
  customerIds?: string[] | undefined;
  sizeCategoryIds?: string[] | undefined;
  /** Already expanded to descendants by the service. */
  categoryIds?: string[] | undefined;
  styleIds?: string[] | undefined;
  isStopped?: boolean | undefined;
}

function live(db: Db, unitId: string) {
  return db.selectFrom('goodsStyle as g').where('g.unitId', '=', unitId).where('g.isDeleted', '=', false);
}

const headColumns = [
  'g.id',
  'g.styleNo',
  'g.styleName',
  'g.customerId',
  'g.sizeCategoryId',
  'g.categoryId',
  'g.colorIds',
  'g.sizeIds',
  'g.standardIds',
  'g.pictureIds',
  'g.mainPictureId',
  'g.remark',
  'g.plantArticleNumber',
  'g.internationalCode',
  'g.salesMode',
  'g.brand',
  'g.season',
  'g.year',
  'g.wave',
  'g.designer',
  'g.price',
  'g.retailPrice',
  'g.cost',
  'g.materialCost',
  'g.processingCost',
  'g.firstSupplyPrice',
  'g.accountingPrice',
  'g.lastSupplyPrice',
  'g.isStopped',
  'g.version',
  'g.createdAt',
  'g.updatedAt',
] as const;

/** The style heads with the names shown beside them (customer, size category, who created and changed it). */
function withNames(db: Db, unitId: string) {
  return live(db, unitId)
    .leftJoin('customer as c', (j) => j.onRef('c.id', '=', 'g.customerId').on('c.unitId', '=', unitId))
    .leftJoin('sizeCategory as sc', (j) => j.onRef('sc.id', '=', 'g.sizeCategoryId').on('sc.unitId', '=', unitId))
    .leftJoin('appUser as cu', 'cu.id', 'g.createdBy')
    .leftJoin('appUser as uu', 'uu.id', 'g.updatedBy')
    .select([
      ...headColumns,
      'c.name as customerName',
      'sc.name as sizeCategoryName',
      'cu.userName as createdByName',
      'uu.userName as updatedByName',
      sql<string | null>`to_char(g.date_listing, 'YYYY-MM-DD')`.as('dateListing'),
      (eb) =>
        eb
          .selectFrom('goodsSku as s')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('s.goodsStyleId', '=', 'g.id')
          .where('s.isDeleted', '=', false)
          .as('skuCount'),
    ]);
}

export type GoodsStyleHead = NonNullable<Awaited<ReturnType<typeof findStyle>>>;

export async function findStyle(db: Db, unitId: string, id: string) {
  return withNames(db, unitId).where('g.id', '=', id).executeTakeFirst();
}

/** The live styles of the unit that pass the list's filter. */
function filtered(db: Db, unitId: string, f: GoodsStyleFilter) {
  let q = live(db, unitId);
  if (f.keyword) {
    // 款号 or name contains it: one trigram index holds both (migration 202611250600).
    const { operator, pattern } = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([eb('g.styleNo', operator, pattern), eb('g.styleName', operator, pattern)]));
  }
  if (f.customerIds?.length) q = q.where('g.customerId', 'in', f.customerIds);
  if (f.sizeCategoryIds?.length) q = q.where('g.sizeCategoryId', 'in', f.sizeCategoryIds);
  if (f.categoryIds) q = f.categoryIds.length ? q.where('g.categoryId', 'in', f.categoryIds) : q.where(sql<boolean>`false`);
  if (f.styleIds?.length) q = q.where('g.id', 'in', f.styleIds);
  if (f.isStopped !== undefined) q = q.where('g.isStopped', '=', f.isStopped);
  return q;
}

export async function pageStyles(db: Db, unitId: string, f: GoodsStyleFilter, limit: number, offset: number) {
  const q = filtered(db, unitId, f);
  const ids = q.select('g.id');
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    withNames(db, unitId).where('g.id', 'in', ids).orderBy('g.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** Export batches: the filtered heads after id `after`, oldest first (keyset, no count). */
export async function styleHeadsAfter(db: Db, unitId: string, f: GoodsStyleFilter, after: string | null, limit: number) {
  let ids = filtered(db, unitId, f).select('g.id');
  if (after !== null) ids = ids.where('g.id', '>', after);
  return withNames(db, unitId).where('g.id', 'in', ids.orderBy('g.id').limit(limit)).orderBy('g.id').execute();
}

export async function findIdByStyleNo(db: Db, unitId: string, styleNo: string): Promise<string | undefined> {
  return (
    await live(db, unitId)
      .select('g.id')
      .where(sql<string>`lower(g.style_no)`, '=', styleNo.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

const asJson = (fields: GoodsStyleFields) => ({
  ...fields,
  colorIds: JSON.stringify(fields.colorIds),
  sizeIds: JSON.stringify(fields.sizeIds),
  standardIds: JSON.stringify(fields.standardIds),
  pictureIds: JSON.stringify(fields.pictureIds),
});

export async function insertStyle(trx: Db, unitId: string, userId: string, fields: GoodsStyleFields): Promise<string> {
  const row = await trx
    .insertInto('goodsStyle')
    .values({ ...asJson(fields), unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic lock on version: a stale form cannot overwrite a newer edit. */
export async function updateStyle(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number,
  fields: GoodsStyleFields,
): Promise<boolean> {
  const res = await trx
    .updateTable('goodsStyle')
    .set({ ...asJson(fields), updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setStopped(trx: Db, unitId: string, userId: string, ids: string[], isStopped: boolean): Promise<number> {
  const res = await trx
    .updateTable('goodsStyle')
    .set({ isStopped, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function softDeleteStyle(trx: Db, unitId: string, userId: string, id: string): Promise<boolean> {
  const res = await trx
    .updateTable('goodsStyle')
    .set({ isDeleted: true, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countOwnedStyles(db: Db, unitId: string, ids: string[]): Promise<number> {
  const row = await live(db, unitId)
    .select(sql<string>`count(*)`.as('n'))
    .where('g.id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function styleOptions(db: Db, unitId: string, keyword: string | undefined, includeStopped: boolean) {
  let q = live(db, unitId).select(['g.id as goodsId', 'g.styleNo', 'g.styleName']);
  if (!includeStopped) q = q.where('g.isStopped', '=', false);
  if (keyword) {
    const { operator, pattern } = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('g.styleNo', operator, pattern), eb('g.styleName', operator, pattern)]));
  }
  return q.orderBy('g.styleNo').limit(500).execute();
}

/** Styles on a size category (the attributes area refuses to delete it while any exists). */
export async function stylesOnSizeCategory(db: Db, unitId: string, sizeCategoryId: string) {
  return live(db, unitId).select(['g.id', 'g.styleNo']).where('g.sizeCategoryId', '=', sizeCategoryId).limit(50).execute();
}
