import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export async function findColumnConfig(db: Db, tenant: Tenant): Promise<string[] | null> {
  const row = await db
    .selectFrom('bomColumnConfig')
    .select('fieldKeys')
    .where('unitId', 'in', readableUnits(tenant, 'bomColumnConfig'))
    .executeTakeFirst();
  return row?.fieldKeys ?? null;
}

export async function saveColumnConfig(db: Db, tenant: Tenant & { userId: string }, keys: string[]): Promise<void> {
  const json = JSON.stringify(keys);
  await db
    .insertInto('bomColumnConfig')
    .values({ unitId: owningUnit(tenant, 'bomColumnConfig'), fieldKeys: json, updatedBy: tenant.userId })
    .onConflict((oc) =>
      oc.column('unitId').doUpdateSet({ fieldKeys: json, updatedBy: tenant.userId, updatedAt: sql<Date>`now()` }),
    )
    .execute();
}
