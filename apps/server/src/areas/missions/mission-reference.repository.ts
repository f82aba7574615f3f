import type { Db } from '../../platform/db/database.js';
import { existingIds, factoryUserIds } from '../../platform/tenancy/existing-rows.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { findStylesWithSkus } from '../production-orders/index.js';

// The references a mission checks against the session's factory (read-only): goods style and SKUs, customers,
// outside factories, users and stored files (through the platform's one reference check, like an order's), node
// definitions and templates.

/**
 * The live style with its SKU ids (undefined: not the factory's), through the production orders' style lookup: an order
 * and a mission check a style the same way.
 */
export async function findStyleWithSkus(db: Db, tenant: Tenant, styleId: string) {
  const style = (await findStylesWithSkus(db, tenant, [styleId])).get(styleId);
  return style && { ...style, skuIds: new Set(style.skus.keys()) };
}

export const existingCustomers = (db: Db, tenant: Tenant, ids: readonly string[]) => existingIds(db, tenant, 'customer', ids);
export const existingOutsideFactories = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existingIds(db, tenant, 'outsideFactory', ids);
export const existingFiles = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existingIds(db, tenant, 'storedFile', ids, { live: false });
/** Users who enter this factory (persons in charge, node chargers). */
export const factoryUsers = factoryUserIds;

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
