import type { ColorCategoryRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export async function listColorCategories(db: Db, unitId: string): Promise<ColorCategoryRow[]> {
  const rows = await db
    .selectFrom('colorCategory')
    .select(['colorCategory.id', 'colorCategory.name', 'colorCategory.sort'])
    .select((eb) =>
      eb
        .selectFrom('skuAttr')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('skuAttr.colorCategoryId', '=', 'colorCategory.id')
        .where('skuAttr.unitId', '=', unitId)
        .as('colorCount'),
    )
    .where('colorCategory.unitId', '=', unitId)
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
  }));
}

export async function findColorCategory(db: Db, unitId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('colorCategory')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findColorCategoryByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (
    await db.selectFrom('colorCategory').select('id').where('unitId', '=', unitId).where('name', '=', name).executeTakeFirst()
  )?.id;
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

export async function colorsInCategory(db: Db, unitId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('skuAttr')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('colorCategoryId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteColorCategory(db: Db, unitId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('colorCategory').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
