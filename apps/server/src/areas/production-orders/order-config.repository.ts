import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export interface OrderConfigRow {
  submitRequired: string[];
  conversionRequired: string[];
  goodsInfoFields: string[];
}

export async function findOrderConfig(db: Db, tenant: Tenant): Promise<OrderConfigRow> {
  const row = await db
    .selectFrom('productionOrderConfig')
    .select(['submitRequired', 'conversionRequired', 'goodsInfoFields'])
    .where('unitId', 'in', readableUnits(tenant, 'productionOrderConfig'))
    .executeTakeFirst();
  return row ?? { submitRequired: [], conversionRequired: [], goodsInfoFields: [] };
}

/** Upsert of one part of the factory's configuration. */
export async function saveOrderConfig(db: Db, tenant: Tenant & { userId: string }, part: Partial<OrderConfigRow>): Promise<void> {
  const values = Object.fromEntries(Object.entries(part).map(([k, v]) => [k, JSON.stringify(v)])) as Record<string, string>;
  await db
    .insertInto('productionOrderConfig')
    .values({ unitId: owningUnit(tenant, 'productionOrderConfig'), updatedBy: tenant.userId, ...values })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ ...values, updatedBy: tenant.userId, updatedAt: new Date() }))
    .execute();
}
