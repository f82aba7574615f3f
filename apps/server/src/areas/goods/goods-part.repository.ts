import type { GoodsPartRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

function live(db: Db, unitId: string) {
  return db.selectFrom('goodsStylePart as p').where('p.unitId', '=', unitId);
}

export async function partsOfStyle(db: Db, unitId: string, styleId: string): Promise<GoodsPartRow[]> {
  return live(db, unitId)
    .select(['p.id', 'p.goodsStyleId as styleId', 'p.name', 'p.sort'])
    .where('p.goodsStyleId', '=', styleId)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}

export async function findPart(db: Db, unitId: string, id: string) {
  return live(db, unitId).select(['p.id', 'p.goodsStyleId', 'p.name']).where('p.id', '=', id).executeTakeFirst();
}

export async function findPartByName(db: Db, unitId: string, styleId: string, name: string): Promise<string | undefined> {
  return (
    await live(db, unitId).select('p.id').where('p.goodsStyleId', '=', styleId).where('p.name', '=', name).executeTakeFirst()
  )?.id;
}

export async function insertPart(trx: Db, unitId: string, styleId: string, name: string): Promise<string> {
  const next = await live(trx, unitId)
    .select((eb) => eb.fn.coalesce(eb.fn.max('p.sort'), eb.val(0)).as('m'))
    .where('p.goodsStyleId', '=', styleId)
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('goodsStylePart')
    .values({ unitId, goodsStyleId: styleId, name, sort: Number(next.m) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePart(trx: Db, unitId: string, id: string, name: string): Promise<void> {
  await trx
    .updateTable('goodsStylePart')
    .set({ name, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function deletePart(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('goodsStylePart').where('id', '=', id).where('unitId', '=', unitId).execute();
}

export async function setPartSort(trx: Db, unitId: string, id: string, sort: number): Promise<void> {
  await trx
    .updateTable('goodsStylePart')
    .set({ sort, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}
