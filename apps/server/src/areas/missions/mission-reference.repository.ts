import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

// The references a mission checks against the session's factory (read-only): goods style and SKUs, customers,
// outside factories, users, stored files, node definitions.

async function existing(ids: readonly string[], query: (unique: string[]) => Promise<{ id: string }[]>): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await query([...new Set(ids)])).map((r) => r.id));
}

export async function findStyle(db: Db, tenant: Tenant, styleId: string) {
  return db
    .selectFrom('goodsStyle')
    .select(['id', 'styleNo', 'styleName', 'customerId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsStyle'))
    .where('isDeleted', '=', false)
    .where('id', '=', styleId)
    .executeTakeFirst();
}

/** The live SKU ids of a style. */
export async function styleSkuIds(db: Db, tenant: Tenant, styleId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('goodsSku')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('isDeleted', '=', false)
    .where('goodsStyleId', '=', styleId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export const existingCustomers = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(ids, (unique) =>
    db
      .selectFrom('customer')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'customer'))
      .where('isDeleted', '=', false)
      .where('id', 'in', unique)
      .execute(),
  );

export const existingOutsideFactories = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(ids, (unique) =>
    db
      .selectFrom('outsideFactory')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
      .where('isDeleted', '=', false)
      .where('id', 'in', unique)
      .execute(),
  );

export const existingFiles = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(ids, (unique) =>
    db
      .selectFrom('storedFile')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'storedFile'))
      .where('id', 'in', unique)
      .execute(),
  );

/** Users who enter this factory (persons in charge, node chargers). */
export const factoryUsers = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(ids, (unique) =>
    db.selectFrom('userUnit').select('userId as id').where('unitId', '=', tenant.unitId).where('userId', 'in', unique).execute(),
  );

/** Live node definitions of the factory by id, with name and type. */
export async function nodeDefinitions(db: Db, tenant: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; typeCode: string }>();
  const rows = await db
    .selectFrom('prcdNode')
    .select(['id', 'name', 'typeCode'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the template exists and is live in this factory. */
export async function templateExists(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('prcdTemplate')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'prcdTemplate'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}
