import type { SkuAttrRow, SkuAttrType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { levelOf, type LibraryView } from './library-level.js';
import { likeContains } from '../../platform/db/keyword.js';

// Reads take a LibraryView (the company's rows, the factory's own, or both); writes name the owning unit.

function scoped(db: Db, view: LibraryView) {
  return db
    .selectFrom('skuAttr')
    .leftJoin('colorCategory', 'colorCategory.id', 'skuAttr.colorCategoryId')
    .where('skuAttr.unitId', 'in', view.units);
}

const columns = [
  'skuAttr.id',
  'skuAttr.unitId',
  'skuAttr.type',
  'skuAttr.name',
  'skuAttr.no',
  'skuAttr.colorCategoryId as categoryId',
  'colorCategory.name as category',
  'skuAttr.sort',
  'skuAttr.isStopped',
  'skuAttr.createdAt',
] as const;

type Raw = Omit<SkuAttrRow, 'createdAt' | 'noName' | 'type' | 'level'> & { unitId: string; type: string; createdAt: Date };
export const noNameOf = (no: string | null, name: string) => (no && name ? `${no}-${name}` : name);
const toRow =
  (view: LibraryView) =>
  ({ unitId, ...r }: Raw): SkuAttrRow => ({
    ...r,
    type: r.type as SkuAttrType,
    noName: noNameOf(r.no, r.name),
    createdAt: new Date(r.createdAt).toISOString(),
    level: levelOf(view, unitId),
  });

/** The company's rows first (they are the shared library), then the factory's own. */
const companyFirst = (view: LibraryView) => sql`(${sql.ref('skuAttr.unitId')} = ${view.bossUnitId}) desc`;

export interface SkuAttrFilter {
  type?: SkuAttrType | undefined;
  keyword?: string | undefined;
  ids?: string[] | undefined;
  categoryIds?: string[] | undefined;
  includeStopped?: boolean | undefined;
}

function filtered(db: Db, view: LibraryView, f: SkuAttrFilter) {
  let q = scoped(db, view);
  if (f.type) q = q.where('skuAttr.type', '=', f.type);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) => eb.or([eb('skuAttr.name', 'ilike', like), eb('skuAttr.no', 'ilike', like)]));
  }
  if (f.ids) q = f.ids.length ? q.where('skuAttr.id', 'in', f.ids) : q.where(sql<boolean>`false`);
  if (f.categoryIds?.length) q = q.where('skuAttr.colorCategoryId', 'in', f.categoryIds);
  if (!f.includeStopped) q = q.where('skuAttr.isStopped', '=', false);
  return q;
}

/** Library order: the company's first, then group order for colours, then sort, then id (stable). */
export async function listSkuAttrs(db: Db, view: LibraryView, f: SkuAttrFilter, limit = 5000): Promise<SkuAttrRow[]> {
  const rows = await filtered(db, view, f)
    .select(columns)
    .orderBy('skuAttr.type')
    .orderBy(companyFirst(view))
    .orderBy(sql`coalesce(${sql.ref('colorCategory.sort')}, 0)`)
    .orderBy('skuAttr.colorCategoryId')
    .orderBy('skuAttr.sort')
    .orderBy('skuAttr.id')
    .limit(limit)
    .execute();
  return rows.map(toRow(view));
}

export async function pageSkuAttrs(
  db: Db,
  view: LibraryView,
  f: SkuAttrFilter,
  limit: number,
  offset: number,
): Promise<{ list: SkuAttrRow[]; totalCount: number }> {
  const q = filtered(db, view, f);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(columns)
      .orderBy(companyFirst(view))
      .orderBy(sql`coalesce(${sql.ref('colorCategory.sort')}, 0)`)
      .orderBy('skuAttr.colorCategoryId')
      .orderBy('skuAttr.sort')
      .orderBy('skuAttr.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow(view)), totalCount: Number(count.n) };
}

export async function findSkuAttr(db: Db, view: LibraryView, id: string): Promise<SkuAttrRow | undefined> {
  const row = await scoped(db, view).select(columns).where('skuAttr.id', '=', id).executeTakeFirst();
  return row ? toRow(view)(row) : undefined;
}

/** Values among `ids` the view reads (stop-used included), with their level. */
export async function findSkuAttrs(db: Db, view: LibraryView, ids: string[], type?: SkuAttrType): Promise<SkuAttrRow[]> {
  if (!ids.length) return [];
  return listSkuAttrs(db, view, { ids, type, includeStopped: true });
}

/** A value of this type holding the name in any of `units` (its unit says whose it is). */
export async function findByName(
  db: Db,
  units: readonly string[],
  type: SkuAttrType,
  name: string,
): Promise<{ id: string; unitId: string } | undefined> {
  return db
    .selectFrom('skuAttr')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('type', '=', type)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findByNo(
  db: Db,
  units: readonly string[],
  type: SkuAttrType,
  no: string,
): Promise<{ id: string; unitId: string } | undefined> {
  return db
    .selectFrom('skuAttr')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('type', '=', type)
    .where(sql<string>`lower(no)`, '=', no.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
}

/** The largest all-digit code of a type in these units, to number a blank code. */
export async function maxNumericNo(db: Db, units: readonly string[], type: SkuAttrType): Promise<number> {
  const row = await db
    .selectFrom('skuAttr')
    .select(sql<string | null>`max(no::numeric)`.as('n'))
    .where('unitId', 'in', units)
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

/** How many of `ids` (of this type) the units hold. */
export async function countOwned(db: Db, units: readonly string[], ids: string[], type?: SkuAttrType): Promise<number> {
  if (!ids.length) return 0;
  let q = db
    .selectFrom('skuAttr')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', 'in', units)
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

/** Which of these names and codes a kind already uses in the units (codes compared case-insensitively). */
export async function takenNamesAndNos(
  db: Db,
  units: readonly string[],
  type: SkuAttrType,
  names: string[],
  nos: string[],
): Promise<{ names: Set<string>; nos: Set<string> }> {
  const lowered = nos.map((n) => n.toLowerCase());
  if (!names.length && !lowered.length) return { names: new Set(), nos: new Set() };
  const rows = await db
    .selectFrom('skuAttr')
    .select(['name', 'no'])
    .where('unitId', 'in', units)
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
