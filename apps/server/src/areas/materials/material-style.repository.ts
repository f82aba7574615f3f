import type { Db } from '../../platform/db/database.js';

/** 关联商品款号 of one material, in the order saved. */
export async function styleIdsOfMaterial(db: Db, unitId: string, materialId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('materialStyle')
    .select('goodsStyleId')
    .where('unitId', '=', unitId)
    .where('materialId', '=', materialId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => r.goodsStyleId);
}

/** Live materials linked to a goods style. */
export async function materialIdsOfStyle(db: Db, unitId: string, styleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('materialStyle as ms')
    .innerJoin('material as m', (j) => j.onRef('m.id', '=', 'ms.materialId').onRef('m.unitId', '=', 'ms.unitId'))
    .select('ms.materialId')
    .where('ms.unitId', '=', unitId)
    .where('ms.goodsStyleId', '=', styleId)
    .where('m.isDeleted', '=', false)
    .execute();
  return rows.map((r) => r.materialId);
}

export async function replaceStyles(trx: Db, unitId: string, materialId: string, styleIds: string[]): Promise<void> {
  await trx.deleteFrom('materialStyle').where('unitId', '=', unitId).where('materialId', '=', materialId).execute();
  if (styleIds.length === 0) return;
  await trx
    .insertInto('materialStyle')
    .values(styleIds.map((goodsStyleId, sort) => ({ unitId, materialId, goodsStyleId, sort })))
    .execute();
}
