import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { existingIds, factoryUserIds } from '../../platform/tenancy/existing-rows.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** What an order or a mission needs of a goods style and its SKUs (read-only, from the goods tables). */
export interface OrderStyle {
  id: string;
  styleNo: string;
  styleName: string;
  customerId: string | null;
  colorIds: string[];
  isStopped: boolean;
  skus: Map<string, { id: string; colorId: string; sizeId: string; standardId: string | null }>;
}

export async function findOrderStyles(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, OrderStyle>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const styles = await db
    .selectFrom('goodsStyle')
    .select(['id', 'styleNo', 'styleName', 'customerId', 'colorIds', 'isStopped'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsStyle'))
    .where('isDeleted', '=', false)
    .where('id', 'in', unique)
    .execute();
  const skus = await db
    .selectFrom('goodsSku')
    .select(['id', 'goodsStyleId', 'colorId', 'sizeId', 'standardId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('isDeleted', '=', false)
    .where('goodsStyleId', 'in', unique)
    .execute();
  const out = new Map<string, OrderStyle>();
  for (const s of styles) out.set(s.id, { ...s, skus: new Map() });
  for (const k of skus) out.get(k.goodsStyleId)?.skus.set(k.id, k);
  return out;
}

// Customers, outside factories, files, order types and persons in charge are checked through the platform's one
// reference check (platform/tenancy/existing-rows.ts), which the missions area uses too.
export const existingCustomers = (db: Db, tenant: Tenant, ids: readonly string[]) => existingIds(db, tenant, 'customer', ids);
export const existingOutsideFactories = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existingIds(db, tenant, 'outsideFactory', ids);
export const existingFiles = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existingIds(db, tenant, 'storedFile', ids, { live: false });
export const existingPlaceOrderTypes = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existingIds(db, tenant, 'placeOrderType', ids);
/** Users who enter this factory (persons in charge). */
export const factoryUsers = factoryUserIds;

/** Names of users by id (persons in charge, creators). */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('appUser')
    .select(['id', 'userName'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** Colour names of the library (the company's and the factory's). */
export async function colorNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('skuAttr')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'skuAttr'))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether any live order other than `excludeOrderId` already holds one of these styles (是否首单). */
export async function stylesOrderedBefore(
  db: Db,
  tenant: Tenant,
  styleIds: readonly string[],
  excludeOrderId: string | null,
): Promise<boolean> {
  if (styleIds.length === 0) return false;
  const row = await db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('productionOrder as o', 'o.id', 'g.productionOrderId')
    .select(sql<number>`1`.as('one'))
    .where('o.unitId', '=', tenant.unitId)
    .where('o.isDeleted', '=', false)
    .where('o.status', '<>', 5)
    .where('g.goodsStyleId', 'in', [...new Set(styleIds)])
    .$if(excludeOrderId !== null, (q) => q.where('o.id', '<>', excludeOrderId!))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
