import type { SkuAttrType } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** A library value with its owner (the company or one factory), as an import across factories compares them. */
export interface LibraryValue {
  id: string;
  unitId: string;
  type: SkuAttrType;
  name: string;
  no: string | null;
  groupName: string | null;
  isStopped: boolean;
}

function values(db: Db, units: readonly string[]) {
  return db
    .selectFrom('skuAttr as a')
    .leftJoin('colorCategory as g', 'g.id', 'a.colorCategoryId')
    .select(['a.id', 'a.unitId', sql<SkuAttrType>`a.type`.as('type'), 'a.name', 'a.no', 'g.name as groupName', 'a.isStopped'])
    .where('a.unitId', 'in', [...units]);
}

export async function valuesByIds(db: Db, units: readonly string[], ids: readonly string[]): Promise<LibraryValue[]> {
  if (!ids.length) return [];
  return values(db, units)
    .where('a.id', 'in', [...ids])
    .execute();
}

/** Values of one kind with these names among `units`, by id. */
export async function valuesByNames(
  db: Db,
  units: readonly string[],
  type: SkuAttrType,
  names: readonly string[],
): Promise<LibraryValue[]> {
  if (!names.length) return [];
  return values(db, units)
    .where('a.type', '=', type)
    .where('a.name', 'in', [...names])
    .orderBy('a.id')
    .execute();
}

/** Whether a code of this kind is taken among `units` (case-insensitive, as the library's own check). */
export async function isNoTaken(db: Db, units: readonly string[], type: SkuAttrType, no: string): Promise<boolean> {
  const row = await db
    .selectFrom('skuAttr')
    .select('id')
    .where('unitId', 'in', [...units])
    .where('type', '=', type)
    .where(sql<string>`lower(no)`, '=', no.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

export async function colorGroupByName(db: Db, units: readonly string[], name: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('colorCategory')
      .select('id')
      .where('unitId', 'in', [...units])
      .where('name', '=', name)
      .orderBy('id')
      .executeTakeFirst()
  )?.id;
}

export async function sizeCategoryName(db: Db, unitId: string, id: string): Promise<string | undefined> {
  return (await db.selectFrom('sizeCategory').select('name').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst())
    ?.name;
}

export async function sizeIdsOfCategory(db: Db, unitId: string, categoryId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sizeCategorySize')
    .select('sizeId')
    .where('unitId', '=', unitId)
    .where('sizeCategoryId', '=', categoryId)
    .execute();
  return rows.map((r) => r.sizeId);
}
