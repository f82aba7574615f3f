import type { ColorCategoryRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { levelOf, type LibraryView } from './library-level.js';

/** The groups the view reads (the company's first), each with the number of colours the view reads in it. */
export async function listColorCategories(db: Db, view: LibraryView): Promise<ColorCategoryRow[]> {
  const rows = await db
    .selectFrom('colorCategory')
    .select(['colorCategory.id', 'colorCategory.unitId', 'colorCategory.name', 'colorCategory.sort'])
    .select((eb) =>
      eb
        .selectFrom('skuAttr')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('skuAttr.colorCategoryId', '=', 'colorCategory.id')
        .where('skuAttr.unitId', 'in', view.units)
        .as('colorCount'),
    )
    .where('colorCategory.unitId', 'in', view.units)
    .orderBy(sql`(${sql.ref('colorCategory.unitId')} = ${view.bossUnitId}) desc`)
    .orderBy('colorCategory.sort')
    .orderBy('colorCategory.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.id,
    category: r.name,
    name: r.name,
    sort: r.sort,
    colorCount: Number(r.colorCount ?? 0),
    level: levelOf(view, r.unitId),
  }));
}

export async function findColorCategory(
  db: Db,
  view: LibraryView,
  id: string,
): Promise<{ id: string; name: string; unitId: string } | undefined> {
  return db
    .selectFrom('colorCategory')
    .select(['id', 'name', 'unitId'])
    .where('unitId', 'in', view.units)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A group holding the name in any of `units` (its unit says whose it is). */
export async function findColorCategoryByName(
  db: Db,
  units: readonly string[],
  name: string,
): Promise<{ id: string; unitId: string } | undefined> {
  return db
    .selectFrom('colorCategory')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertColorCategory(db: Db, unitId: string, name: string, sort: number): Promise<{ id: string }> {
  return db.insertInto('colorCategory').values({ unitId, name, sort }).returning('id').executeTakeFirstOrThrow();
}

export async function updateColorCategory(
  db: Db,
  unitId: string,
  id: string,
  name: string,
  sort: number | undefined,
): Promise<boolean> {
  const res = await db
    .updateTable('colorCategory')
    .set({ name, ...(sort === undefined ? {} : { sort }), updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function nextColorCategorySort(db: Db, unitId: string): Promise<number> {
  const row = await db
    .selectFrom('colorCategory')
    .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
    .where('unitId', '=', unitId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Colours in a group among `units`: a company group holds the company's colours and any factory's of it. */
export async function colorsInCategory(db: Db, units: readonly string[], id: string): Promise<number> {
  const row = await db
    .selectFrom('skuAttr')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', 'in', units)
    .where('colorCategoryId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteColorCategory(db: Db, unitId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('colorCategory').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
