import type { SkuAttrRow, SkuAttrType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

function scoped(db: Db, unitId: string) {
  return db
    .selectFrom('skuAttr')
    .leftJoin('colorCategory', 'colorCategory.id', 'skuAttr.colorCategoryId')
    .where('skuAttr.unitId', '=', unitId);
}

const columns = [
  'skuAttr.id',
  'skuAttr.type',
  'skuAttr.name',
  'skuAttr.no',
  'skuAttr.colorCategoryId as categoryId',
  'colorCategory.name as category',
  'skuAttr.sort',
  'skuAttr.isStopped',
  'skuAttr.createdAt',
] as const;

type Raw = Omit<SkuAttrRow, 'createdAt' | 'noName' | 'type'> & { type: string; createdAt: Date };
export const noNameOf = (no: string | null, name: string) => (no && name ? `${no}-${name}` : name);
const toRow = (r: Raw): SkuAttrRow => ({
  ...r,
  type: r.type as SkuAttrType,
  noName: noNameOf(r.no, r.name),
  createdAt: new Date(r.createdAt).toISOString(),
});

export interface SkuAttrFilter {
  type?: SkuAttrType | undefined;
  keyword?: string | undefined;
  ids?: string[] | undefined;
  categoryIds?: string[] | undefined;
  includeStopped?: boolean | undefined;
}

function filtered(db: Db, unitId: string, f: SkuAttrFilter) {
  let q = scoped(db, unitId);
  if (f.type) q = q.where('skuAttr.type', '=', f.type);
  if (f.keyword) {
    const like = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('skuAttr.name', 'ilike', like), eb('skuAttr.no', 'ilike', like)]));
  }
  if (f.ids) q = f.ids.length ? q.where('skuAttr.id', 'in', f.ids) : q.where(sql<boolean>`false`);
  if (f.categoryIds?.length) q = q.where('skuAttr.colorCategoryId', 'in', f.categoryIds);
  if (!f.includeStopped) q = q.where('skuAttr.isStopped', '=', false);
  return q;
}

/** Library order: group order for colours, then sort, then id (stable). */
export async function listSkuAttrs(db: Db, unitId: string, f: SkuAttrFilter, limit = 5000): Promise<SkuAttrRow[]> {
  const rows = await filtered(db, unitId, f)
    .select(columns)
    .orderBy('skuAttr.type')
    .orderBy(sql`coalesce(${sql.ref('colorCategory.sort')}, 0)`)
    .orderBy('skuAttr.colorCategoryId')
    .orderBy('skuAttr.sort')
    .orderBy('skuAttr.id')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function pageSkuAttrs(
  db: Db,
  unitId: string,
  f: SkuAttrFilter,
  limit: number,
  offset: number,
): Promise<{ list: SkuAttrRow[]; totalCount: number }> {
  const q = filtered(db, unitId, f);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(columns)
      .orderBy(sql`coalesce(${sql.ref('colorCategory.sort')}, 0)`)
      .orderBy('skuAttr.colorCategoryId')
      .orderBy('skuAttr.sort')
      .orderBy('skuAttr.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findSkuAttr(db: Db, unitId: string, id: string): Promise<SkuAttrRow | undefined> {
  const row = await scoped(db, unitId).select(columns).where('skuAttr.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Ids among `ids` that are this unit's values of this type (stop-used included). */
export async function existingIds(db: Db, unitId: string, type: SkuAttrType, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('skuAttr')
    .select('id')
    .where('unitId', '=', unitId)
    .where('type', '=', type)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

export async function findByName(db: Db, unitId: string, type: SkuAttrType, name: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('skuAttr')
      .select('id')
      .where('unitId', '=', unitId)
      .where('type', '=', type)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.id;
}

export async function findByNo(db: Db, unitId: string, type: SkuAttrType, no: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('skuAttr')
      .select('id')
      .where('unitId', '=', unitId)
      .where('type', '=', type)
      .where(sql<string>`lower(no)`, '=', no.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

/** The largest all-digit code of a type, to number a blank code. */
export async function maxNumericNo(db: Db, unitId: string, type: SkuAttrType): Promise<number> {
  const row = await db
    .selectFrom('skuAttr')
    .select(sql<string | null>`max(no::numeric)`.as('n'))
    .where('unitId', '=', unitId)
    .where('type', '=', type)
    .where('no', '~', '^[0-9]{1,12}$')
    .executeTakeFirstOrThrow();
  return row.n === null ? 0 : Number(row.n);
}

export async function nextSort(db: Db, unitId: string, type: SkuAttrType): Promise<number> {
  const row = await db
    .selectFrom('skuAttr')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
    .where('unitId', '=', unitId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SkuAttrFields {
  name: string;
  no: string | null;
  colorCategoryId: string | null;
  sort: number;
}

export async function insertSkuAttr(
  trx: Db,
  unitId: string,
  userId: string,
  type: SkuAttrType,
  fields: SkuAttrFields,
): Promise<{ id: string }> {
  return trx
    .insertInto('skuAttr')
    .values({ ...fields, type, unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateSkuAttr(trx: Db, unitId: string, id: string, fields: SkuAttrFields): Promise<boolean> {
  const res = await trx
    .updateTable('skuAttr')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Sets the stop-use flag on this unit's values; answers how many rows were this unit's. */
export async function setStopped(trx: Db, unitId: string, ids: string[], isStopped: boolean): Promise<number> {
  const res = await trx
    .updateTable('skuAttr')
    .set({ isStopped, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function countOwned(db: Db, unitId: string, ids: string[], type?: SkuAttrType): Promise<number> {
  let q = db
    .selectFrom('skuAttr')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('id', 'in', ids);
  if (type) q = q.where('type', '=', type);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function setColorCategory(trx: Db, unitId: string, ids: string[], categoryId: string): Promise<number> {
  const res = await trx
    .updateTable('skuAttr')
    .set({ colorCategoryId: categoryId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('type', '=', 'COLOR')
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Which of these names and codes a kind already uses in the unit (codes compared case-insensitively). */
export async function takenNamesAndNos(
  db: Db,
  unitId: string,
  type: SkuAttrType,
  names: string[],
  nos: string[],
): Promise<{ names: Set<string>; nos: Set<string> }> {
  const lowered = nos.map((n) => n.toLowerCase());
  if (!names.length && !lowered.length) return { names: new Set(), nos: new Set() };
  const rows = await db
    .selectFrom('skuAttr')
    .select(['name', 'no'])
    .where('unitId', '=', unitId)
    .where('type', '=', type)
    .where((eb) =>
      eb.or([
        ...(names.length ? [eb('name', 'in', names)] : []),
        ...(lowered.length ? [eb(sql<string>`lower(no)`, 'in', lowered)] : []),
      ]),
    )
    .execute();
  return { names: new Set(rows.map((r) => r.name)), nos: new Set(rows.flatMap((r) => (r.no ? [r.no.toLowerCase()] : []))) };
}
