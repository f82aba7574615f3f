import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export async function insertChanges(
  trx: Db,
  unitId: string,
  userId: string,
  goodsStyleId: string,
  changes: { fieldName: string; previousValues: string | null; afterValues: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('goodsStyleChange')
    .values(changes.map((c) => ({ ...c, unitId, goodsStyleId, createdBy: userId })))
    .execute();
}

/** Newest first; the style's unit is part of the key, so another factory's style shows nothing. */
export async function pageChanges(db: Db, unitId: string, goodsStyleId: string, limit: number, offset: number) {
  const q = db.selectFrom('goodsStyleChange as c').where('c.unitId', '=', unitId).where('c.goodsStyleId', '=', goodsStyleId);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('appUser as u', 'u.id', 'c.createdBy')
      .select(['c.id', 'c.fieldName', 'c.previousValues', 'c.afterValues', 'c.createdAt', 'u.userName as createdByName'])
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, totalCount: Number(count.n) };
}
