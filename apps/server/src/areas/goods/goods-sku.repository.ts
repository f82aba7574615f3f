import type { SkuCombination } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

export interface GoodsSkuRecord extends SkuCombination {
  id: string;
  goodsStyleId: string;
}

function live(db: Db, unitId: string) {
  return db.selectFrom('goodsSku as s').where('s.unitId', '=', unitId).where('s.isDeleted', '=', false);
}

const columns = ['s.id', 's.goodsStyleId', 's.colorId', 's.sizeId', 's.standardId'] as const;

export async function skusOfStyles(db: Db, unitId: string, styleIds: string[]): Promise<GoodsSkuRecord[]> {
  if (styleIds.length === 0) return [];
  return live(db, unitId).select(columns).where('s.goodsStyleId', 'in', styleIds).orderBy('s.id').execute();
}

export async function findSkus(db: Db, unitId: string, ids: string[]): Promise<GoodsSkuRecord[]> {
  if (ids.length === 0) return [];
  return live(db, unitId).select(columns).where('s.id', 'in', ids).execute();
}

export async function insertSkus(trx: Db, unitId: string, goodsStyleId: string, rows: SkuCombination[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('goodsSku')
    .values(rows.map((r) => ({ unitId, goodsStyleId, colorId: r.colorId, sizeId: r.sizeId, standardId: r.standardId })))
    .execute();
}

/** Soft delete: history (old orders, stock rows) may still name the id. */
export async function deleteSkus(trx: Db, unitId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('goodsSku')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .execute();
}
