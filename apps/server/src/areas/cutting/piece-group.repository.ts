import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export async function styleExists(db: Db, tenant: Tenant, goodsStyleId: string, lock = false): Promise<boolean> {
  let q = db
    .selectFrom('goodsStyle')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'goodsStyle'))
    .where('id', '=', goodsStyleId);
  if (lock) q = q.forUpdate();
  return Boolean(await q.executeTakeFirst());
}

export async function listGroups(db: Db, tenant: Tenant, goodsStyleId: string) {
  return db
    .selectFrom('cuttingPieceGroup')
    .select(['id', 'name', 'sort'])
    .where('unitId', 'in', readableUnits(tenant, 'cuttingPieceGroup'))
    .where('goodsStyleId', '=', goodsStyleId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function groupsByIds(db: Db, tenant: Tenant, ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('cuttingPieceGroup')
    .select(['id', 'name', 'sort', 'goodsStyleId'])
    .where('unitId', 'in', readableUnits(tenant, 'cuttingPieceGroup'))
    .where('id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The style's groups become `list` (by id where given): the others are deleted, names and order rewritten. */
export async function replaceGroups(db: Db, tenant: Tenant, goodsStyleId: string, list: { id: string | null; name: string }[]) {
  const own = readableUnits(tenant, 'cuttingPieceGroup');
  const kept = list.map((g) => g.id).filter((id): id is string => Boolean(id));
  let del = db.deleteFrom('cuttingPieceGroup').where('unitId', 'in', own).where('goodsStyleId', '=', goodsStyleId);
  if (kept.length) del = del.where('id', 'not in', kept);
  await del.execute();
  // Names are unique per style: park the kept rows under temporary names first so a swap of two names never collides.
  for (const id of kept)
    await db
      .updateTable('cuttingPieceGroup')
      .set({ name: `~${id}` })
      .where('unitId', 'in', own)
      .where('id', '=', id)
      .execute();
  for (const [sort, g] of list.entries()) {
    if (g.id)
      await db
        .updateTable('cuttingPieceGroup')
        .set({ name: g.name, sort, updatedAt: new Date() })
        .where('unitId', 'in', own)
        .where('id', '=', g.id)
        .execute();
    else
      await db
        .insertInto('cuttingPieceGroup')
        .values({ unitId: owningUnit(tenant, 'cuttingPieceGroup'), goodsStyleId, name: g.name, sort })
        .execute();
  }
}
