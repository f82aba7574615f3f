import type { Db } from '../db/database.js';

/** The permission codes a user holds in one unit, through the unit's valid roles. */
export async function loadPermissions(db: Db, userId: string, unitId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('userRole')
    .innerJoin('role', 'role.id', 'userRole.roleId')
    .innerJoin('rolePermission', 'rolePermission.roleId', 'role.id')
    .select('rolePermission.code')
    .distinct()
    .where('userRole.userId', '=', userId)
    .where('role.unitId', '=', unitId)
    .where('role.isValid', '=', true)
    .execute();
  return new Set(rows.map((r) => r.code));
}
