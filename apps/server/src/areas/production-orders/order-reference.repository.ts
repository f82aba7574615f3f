import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** What an order needs of a goods style and its SKUs (read-only, from the goods tables). */
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

async function existing(
  db: Db,
  ids: readonly string[],
  query: (unique: string[]) => Promise<{ id: string }[]>,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await query([...new Set(ids)])).map((r) => r.id));
}

export const existingCustomers = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(db, ids, (unique) =>
    db
      .selectFrom('customer')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'customer'))
      .where('isDeleted', '=', false)
      .where('id', 'in', unique)
      .execute(),
  );

export const existingOutsideFactories = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(db, ids, (unique) =>
    db
      .selectFrom('outsideFactory')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
      .where('isDeleted', '=', false)
      .where('id', 'in', unique)
      .execute(),
  );

export const existingFiles = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(db, ids, (unique) =>
    db
      .selectFrom('storedFile')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'storedFile'))
      .where('id', 'in', unique)
      .execute(),
  );

export const existingPlaceOrderTypes = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(db, ids, (unique) =>
    db
      .selectFrom('placeOrderType')
      .select('id')
      .where('unitId', 'in', readableUnits(tenant, 'placeOrderType'))
      .where('isDeleted', '=', false)
      .where('id', 'in', unique)
      .execute(),
  );

/** Users who enter this factory (persons in charge). */
export const factoryUsers = (db: Db, tenant: Tenant, ids: readonly string[]) =>
  existing(db, ids, (unique) =>
    db.selectFrom('userUnit').select('userId as id').where('unitId', '=', tenant.unitId).where('userId', 'in', unique).execute(),
  );

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
