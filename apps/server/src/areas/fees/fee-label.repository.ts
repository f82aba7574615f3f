import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export async function listLabels(db: Db, tenant: Tenant) {
  return db
    .selectFrom('feeLabel')
    .select(['id', 'name', 'sort'])
    .where('unitId', 'in', readableUnits(tenant, 'feeLabel'))
    .where('isDeleted', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Live labels of the factory among `ids` (locked FOR SHARE when a bill posts against them). */
export async function liveLabelIds(db: Db, tenant: Tenant, ids: readonly string[], lock = false): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let q = db
    .selectFrom('feeLabel')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'feeLabel'))
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)]);
  if (lock) q = q.orderBy('id').forShare();
  return new Set((await q.execute()).map((r) => r.id));
}

export async function labelNameTaken(db: Db, tenant: Tenant, name: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('feeLabel')
    .select('id')
    .where('unitId', '=', owningUnit(tenant, 'feeLabel'))
    .where('isDeleted', '=', false)
    .where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function insertLabel(trx: Db, tenant: Tenant, name: string, userId: string): Promise<string> {
  const max = await trx
    .selectFrom('feeLabel')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('unitId', '=', owningUnit(tenant, 'feeLabel'))
    .executeTakeFirst();
  const row = await trx
    .insertInto('feeLabel')
    .values({ unitId: owningUnit(tenant, 'feeLabel'), name, sort: Number(max?.m ?? 0) + 1, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames, deletes softly (bills keep naming the label) or re-sorts the factory's own label; answers rows changed. */
export async function updateLabel(
  trx: Db,
  tenant: Tenant,
  id: string,
  set: { name?: string; isDeleted?: boolean; sort?: number },
): Promise<number> {
  const res = await trx
    .updateTable('feeLabel')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', owningUnit(tenant, 'feeLabel'))
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
