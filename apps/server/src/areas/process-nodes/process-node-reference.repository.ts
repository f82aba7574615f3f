import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** What node and template forms refer to outside this area: people of the factory, material kinds. */

/** The ids among these that are people the factory's forms may name (its staff, workbays and the company's boss). */
export async function existingUserIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('appUser')
    .select('appUser.id')
    .where('appUser.bossUnitId', '=', tenant.bossUnitId)
    .where('appUser.id', 'in', [...new Set(ids)])
    .where((eb) =>
      eb.or([
        eb('appUser.id', 'in', eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', '=', tenant.unitId)),
        eb('appUser.kind', '=', 'BOSS'),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function userNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('appUser')
    .select(['id', 'userName'])
    .where('bossUnitId', '=', tenant.bossUnitId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** The ids among these that are material kinds the factory reads. */
export async function existingMaterialKindIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('materialKind')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'materialKind'))
    .where('id', 'in', [...new Set(ids)])
    .where('isDeleted', '=', false)
    .execute();
  return new Set(rows.map((r) => r.id));
}
