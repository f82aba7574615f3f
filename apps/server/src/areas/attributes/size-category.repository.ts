import type { SizeCategoryRow, SizeRef } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * Sizes of one category in the category's order (stop-used sizes only when asked). The category is the factory's;
 * its sizes may be the company's too (checked when they were linked), so only the link is scoped.
 */
export async function sizesOfCategory(db: Db, unitId: string, categoryId: string, includeStopped = true): Promise<SizeRef[]> {
  let q = db
    .selectFrom('sizeCategorySize as l')
    .innerJoin('skuAttr as s', 's.id', 'l.sizeId')
    .select(['s.id', 's.name', 's.no', 's.isStopped'])
    .where('l.unitId', '=', unitId)
    .where('l.sizeCategoryId', '=', categoryId);
  if (!includeStopped) q = q.where('s.isStopped', '=', false);
  return q.orderBy('l.sort').orderBy('s.id').execute();
}

export async function listSizeCategories(db: Db, unitId: string, onlyId?: string): Promise<SizeCategoryRow[]> {
  let q = db.selectFrom('sizeCategory').select(['id', 'name', 'sort']).where('unitId', '=', unitId);
  if (onlyId) q = q.where('id', '=', onlyId);
  const heads = await q.orderBy('sort').orderBy('id').execute();
  if (!heads.length) return [];
  const ids = heads.map((h) => h.id);
  const [sizes, mediums] = await Promise.all([
    db
      .selectFrom('sizeCategorySize as l')
      .innerJoin('skuAttr as s', 's.id', 'l.sizeId')
      .select(['l.sizeCategoryId', 's.id', 's.name', 's.no', 's.isStopped'])
      .where('l.unitId', '=', unitId)
      .where('l.sizeCategoryId', 'in', ids)
      .orderBy('l.sort')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('sizeCategoryMedium')
      .select(['sizeCategoryId', 'attrId'])
      .where('unitId', '=', unitId)
      .where('sizeCategoryId', 'in', ids)
      .orderBy('attrId')
      .execute(),
  ]);
  return heads.map((h) => ({
    id: h.id,
    categoryId: h.id,
    category: h.name,
    sort: h.sort,
    sizeList: sizes.filter((s) => s.sizeCategoryId === h.id).map(({ id, name, no, isStopped }) => ({ id, name, no, isStopped })),
    attrIds: mediums.filter((m) => m.sizeCategoryId === h.id).map((m) => m.attrId),
  }));
}

export async function findSizeCategory(db: Db, unitId: string, id: string): Promise<SizeCategoryRow | undefined> {
  return (await listSizeCategories(db, unitId, id))[0];
}

export async function findSizeCategoryByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (
    await db.selectFrom('sizeCategory').select('id').where('unitId', '=', unitId).where('name', '=', name).executeTakeFirst()
  )?.id;
}

export async function insertSizeCategory(
  trx: Db,
  unitId: string,
  name: string,
  sort: number | undefined,
): Promise<{ id: string }> {
  return trx
    .insertInto('sizeCategory')
    .values({ unitId, name, ...(sort === undefined ? {} : { sort }) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateSizeCategory(
  trx: Db,
  unitId: string,
  id: string,
  name: string,
  sort: number | undefined,
): Promise<boolean> {
  const res = await trx
    .updateTable('sizeCategory')
    .set({ name, ...(sort === undefined ? {} : { sort }), updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function replaceCategorySizes(trx: Db, unitId: string, categoryId: string, sizeIds: string[]): Promise<void> {
  await trx.deleteFrom('sizeCategorySize').where('unitId', '=', unitId).where('sizeCategoryId', '=', categoryId).execute();
  if (sizeIds.length)
    await trx
      .insertInto('sizeCategorySize')
      .values(sizeIds.map((sizeId, i) => ({ unitId, sizeCategoryId: categoryId, sizeId, sort: i + 1 })))
      .execute();
}

export async function replaceCategoryMediums(trx: Db, unitId: string, categoryId: string, attrIds: string[]): Promise<void> {
  await trx.deleteFrom('sizeCategoryMedium').where('unitId', '=', unitId).where('sizeCategoryId', '=', categoryId).execute();
  if (attrIds.length)
    await trx
      .insertInto('sizeCategoryMedium')
      .values(attrIds.map((attrId) => ({ unitId, sizeCategoryId: categoryId, attrId })))
      .execute();
}

/** Which of these medium categories another size category already holds. */
export async function mediumsTakenElsewhere(db: Db, unitId: string, attrIds: string[], selfId?: string): Promise<string[]> {
  if (!attrIds.length) return [];
  let q = db.selectFrom('sizeCategoryMedium').select('attrId').where('unitId', '=', unitId).where('attrId', 'in', attrIds);
  if (selfId) q = q.where('sizeCategoryId', '!=', selfId);
  return (await q.execute()).map((r) => r.attrId);
}

export async function usedMediums(db: Db, unitId: string): Promise<{ attrId: string; categoryId: string; category: string }[]> {
  return db
    .selectFrom('sizeCategoryMedium as m')
    .innerJoin('sizeCategory as c', 'c.id', 'm.sizeCategoryId')
    .select(['m.attrId', 'c.id as categoryId', 'c.name as category'])
    .where('m.unitId', '=', unitId)
    .orderBy('m.attrId')
    .execute();
}

/** The size categories and code ratios linked to a medium category (中类), by name. */
export async function usersOfMedium(
  db: Db,
  unitId: string,
  attrId: string,
): Promise<{ kind: 'SIZE_CATEGORY' | 'CODE_RATIO'; id: string; name: string }[]> {
  const [categories, ratios] = await Promise.all([
    db
      .selectFrom('sizeCategoryMedium as m')
      .innerJoin('sizeCategory as c', (j) => j.onRef('c.id', '=', 'm.sizeCategoryId').onRef('c.unitId', '=', 'm.unitId'))
      .select(['c.id', 'c.name'])
      .where('m.unitId', '=', unitId)
      .where('m.attrId', '=', attrId)
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('codeRatioMedium as m')
      .innerJoin('codeRatio as r', (j) => j.onRef('r.id', '=', 'm.codeRatioId').onRef('r.unitId', '=', 'm.unitId'))
      .select(['r.id', 'r.name'])
      .where('m.unitId', '=', unitId)
      .where('m.attrId', '=', attrId)
      .orderBy('r.name')
      .execute(),
  ]);
  return [
    ...categories.map((c) => ({ kind: 'SIZE_CATEGORY' as const, ...c })),
    ...ratios.map((r) => ({ kind: 'CODE_RATIO' as const, ...r })),
  ];
}

export async function categoryOfMedium(db: Db, unitId: string, attrId: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('sizeCategoryMedium')
      .select('sizeCategoryId')
      .where('unitId', '=', unitId)
      .where('attrId', '=', attrId)
      .executeTakeFirst()
  )?.sizeCategoryId;
}

/** A new size joins the end of each of these categories. */
export async function appendSizeToCategories(trx: Db, unitId: string, categoryIds: string[], sizeId: string): Promise<void> {
  for (const categoryId of categoryIds) {
    const { n } = await trx
      .selectFrom('sizeCategorySize')
      .select(sql<number>`coalesce(max(sort), 0) + 1`.as('n'))
      .where('unitId', '=', unitId)
      .where('sizeCategoryId', '=', categoryId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sizeCategorySize')
      .values({ unitId, sizeCategoryId: categoryId, sizeId, sort: Number(n) })
      .onConflict((oc) => oc.columns(['sizeCategoryId', 'sizeId']).doNothing())
      .execute();
  }
}

export async function countOwnedCategories(db: Db, unitId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('sizeCategory')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What in this area points at the category: code ratios and size tables. */
export async function internalUsage(db: Db, unitId: string, id: string): Promise<{ codeRatios: number; sizeTables: number }> {
  const [ratios, tables] = await Promise.all([
    db
      .selectFrom('codeRatio')
      .select(sql<string>`count(*)`.as('n'))
      .where('unitId', '=', unitId)
      .where('sizeCategoryId', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sizeTable')
      .select(sql<string>`count(*)`.as('n'))
      .where('unitId', '=', unitId)
      .where('sizeCategoryId', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { codeRatios: Number(ratios.n), sizeTables: Number(tables.n) };
}

export async function deleteSizeCategory(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx.deleteFrom('sizeCategory').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
