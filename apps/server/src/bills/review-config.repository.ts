import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
import type { ReviewStep } from '../schema/index.js';

export interface ReviewConfig {
  billType: string;
  isUse: boolean;
  steps: ReviewStep[];
  antiReviewerUserIds: string[];
  antiReviewerRoleIds: string[];
}

export async function findReviewConfig(db: Db, unitId: string, billType: string): Promise<ReviewConfig | undefined> {
  return db
    .selectFrom('reviewConfig')
    .select(['billType', 'isUse', 'steps', 'antiReviewerUserIds', 'antiReviewerRoleIds'])
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .executeTakeFirst();
}

export async function listReviewConfigs(db: Db, unitId: string): Promise<ReviewConfig[]> {
  return db
    .selectFrom('reviewConfig')
    .select(['billType', 'isUse', 'steps', 'antiReviewerUserIds', 'antiReviewerRoleIds'])
    .where('unitId', '=', unitId)
    .orderBy('billType')
    .execute();
}

export async function saveReviewConfig(db: Db, unitId: string, config: ReviewConfig): Promise<void> {
  const values = {
    isUse: config.isUse,
    steps: JSON.stringify(config.steps),
    antiReviewerUserIds: JSON.stringify(config.antiReviewerUserIds),
    antiReviewerRoleIds: JSON.stringify(config.antiReviewerRoleIds),
  };
  await db
    .insertInto('reviewConfig')
    .values({ unitId, billType: config.billType, ...values })
    .onConflict((oc) => oc.columns(['unitId', 'billType']).doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

/** Review is in use for a bill type when a config exists, is switched on and has at least one step. */
export function isReviewInUse(config: ReviewConfig | undefined): config is ReviewConfig {
  return Boolean(config && config.isUse && config.steps.length > 0);
}

/** Users named directly plus the current members of the named roles (valid roles of this unit only). */
export async function resolveReviewers(db: Db, unitId: string, userIds: string[], roleIds: string[]): Promise<string[]> {
  const ids = new Set(userIds);
  if (roleIds.length) {
    const members = await db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select('userRole.userId')
      .where('role.unitId', '=', unitId)
      .where('role.isValid', '=', true)
      .where('role.id', 'in', roleIds)
      .execute();
    for (const m of members) ids.add(m.userId);
  }
  if (ids.size === 0) return [];
  // Only enabled users who belong to this unit can hold a task.
  const valid = await db
    .selectFrom('appUser')
    .leftJoin('userUnit', (j) => j.onRef('userUnit.userId', '=', 'appUser.id').on('userUnit.unitId', '=', unitId))
    .innerJoin('unit', 'unit.id', 'appUser.bossUnitId')
    .select('appUser.id')
    .where('appUser.id', 'in', [...ids])
    .where('appUser.isEnabled', '=', true)
    .where((eb) => eb.or([eb('userUnit.unitId', 'is not', null), eb('appUser.kind', '=', 'BOSS')]))
    .execute();
  return valid.map((v) => v.id).sort();
}

/**
 * How many review configurations of the unit name the role as a reviewer (in a step or as an
 * anti-review approver). Deleting a role a config names would leave a
 * review step with nobody to approve, so the roles area asks before deleting.
 */
export async function countConfigsNamingRole(db: Db, unitId: string, roleId: string): Promise<number> {
  const asText = sql`to_jsonb(${roleId}::text)`;
  const row = await db
    .selectFrom('reviewConfig')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where(
      sql<boolean>`(anti_reviewer_role_ids @> ${asText} or exists (select 1 from jsonb_array_elements(steps) s where s -> 'roleIds' @> ${asText}))`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
