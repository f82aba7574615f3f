import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Material kinds (the company's, ADR 0011) with whether the factory tracks each by roll. */
export async function kindsWithRollFlag(db: Db, tenant: Tenant) {
  return db
    .selectFrom('materialKind as k')
    .leftJoin('rollKindConfig as c', (j) =>
      j.onRef('c.materialKindId', '=', 'k.id').on('c.unitId', 'in', readableUnits(tenant, 'rollKindConfig')),
    )
    .select(['k.id', 'k.no', 'k.name', 'c.id as configId'])
    .where('k.unitId', 'in', readableUnits(tenant, 'materialKind'))
    .where('k.isDeleted', '=', false)
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
}

export async function existingKindIds(db: Db, tenant: Tenant, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('materialKind')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'materialKind'))
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Replaces the unit's roll-tracked kinds with exactly `kindIds`. */
export async function replaceRollKinds(trx: Db, unitId: string, userId: string, kindIds: string[]): Promise<void> {
  let del = trx.deleteFrom('rollKindConfig').where('unitId', '=', unitId);
  if (kindIds.length) del = del.where('materialKindId', 'not in', kindIds);
  await del.execute();
  if (kindIds.length)
    await trx
      .insertInto('rollKindConfig')
      .values(kindIds.map((materialKindId) => ({ unitId, materialKindId, createdBy: userId })))
      .onConflict((oc) => oc.columns(['unitId', 'materialKindId']).doNothing())
      .execute();
}

/** For each SKU (of the given SKUs or materials) whether its material kind is tracked by roll. */
export async function rollEnabledSkus(db: Db, unitId: string, by: { materialSkuIds?: string[]; materialIds?: string[] }) {
  let q = db
    .selectFrom('materialSkuDescriptor as s')
    .leftJoin('rollKindConfig as c', (j) => j.onRef('c.materialKindId', '=', 's.materialKindId').on('c.unitId', '=', unitId))
    .select(['s.id as materialSkuId', 's.materialId', 'c.id as configId'])
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false);
  q = q.where((eb) =>
    eb.or([
      ...(by.materialSkuIds?.length ? [eb('s.id', 'in', by.materialSkuIds)] : []),
      ...(by.materialIds?.length ? [eb('s.materialId', 'in', by.materialIds)] : []),
    ]),
  );
  return q.orderBy('s.id').execute();
}

export async function isKindRollTracked(db: Db, unitId: string, kindId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rollKindConfig')
    .select('id')
    .where('unitId', '=', unitId)
    .where('materialKindId', '=', kindId)
    .executeTakeFirst();
  return Boolean(row);
}
