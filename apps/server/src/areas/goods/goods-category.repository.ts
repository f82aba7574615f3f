import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface GoodsCategoryRecord {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  sort: number;
  isStopped: boolean;
}

function own(db: Db, unitId: string) {
  return db.selectFrom('goodsCategory as c').where('c.unitId', '=', unitId);
}

/** The unit's whole tree, flat, in sibling order (a unit has tens to a few hundred categories). */
export async function allCategories(db: Db, unitId: string): Promise<GoodsCategoryRecord[]> {
  return own(db, unitId)
    .select(['c.id', 'c.parentId', 'c.level', 'c.name', 'c.sort', 'c.isStopped'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export async function findCategory(db: Db, unitId: string, id: string): Promise<GoodsCategoryRecord | undefined> {
  return own(db, unitId)
    .select(['c.id', 'c.parentId', 'c.level', 'c.name', 'c.sort', 'c.isStopped'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function findSiblingByName(
  db: Db,
  unitId: string,
  parentId: string | null,
  name: string,
): Promise<string | undefined> {
  let q = own(db, unitId).select('c.id').where('c.name', '=', name);
  q = parentId === null ? q.where('c.parentId', 'is', null) : q.where('c.parentId', '=', parentId);
  return (await q.executeTakeFirst())?.id;
}

export async function childIds(db: Db, unitId: string, parentId: string | null): Promise<string[]> {
  let q = own(db, unitId).select('c.id');
  q = parentId === null ? q.where('c.parentId', 'is', null) : q.where('c.parentId', '=', parentId);
  return (await q.execute()).map((r) => r.id);
}

export async function insertCategory(
  trx: Db,
  unitId: string,
  v: { parentId: string | null; level: number; name: string; sort: number | undefined },
): Promise<string> {
  let sortValue = v.sort;
  if (sortValue === undefined) {
    let q = own(trx, unitId).select((eb) => eb.fn.coalesce(eb.fn.max('c.sort'), eb.val(0)).as('m'));
    q = v.parentId === null ? q.where('c.parentId', 'is', null) : q.where('c.parentId', '=', v.parentId);
    sortValue = Number((await q.executeTakeFirstOrThrow()).m) + 1;
  }
  const row = await trx
    .insertInto('goodsCategory')
    .values({ unitId, parentId: v.parentId, level: v.level, name: v.name, sort: sortValue })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  trx: Db,
  unitId: string,
  id: string,
  set: { name?: string; sort?: number; isStopped?: boolean },
) {
  await trx
    .updateTable('goodsCategory')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function deleteCategory(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('goodsCategory').where('id', '=', id).where('unitId', '=', unitId).execute();
}

/** Live styles filed under this exact category (a delete is refused while any exists). */
export async function stylesOnCategory(db: Db, unitId: string, id: string) {
  const rows = await db
    .selectFrom('goodsStyle as g')
    .select(['g.styleNo', sql<string>`count(*) over ()`.as('n')])
    .where('g.unitId', '=', unitId)
    .where('g.isDeleted', '=', false)
    .where('g.categoryId', '=', id)
    .limit(5)
    .execute();
  return { count: Number(rows[0]?.n ?? 0), styleNos: rows.map((r) => r.styleNo) };
}
