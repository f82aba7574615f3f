import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

// Reads of a mission's node rows beside the detail's: its template, report bill counts per node, and the leaders of
// the missions of several factories of the company.

/** The mission's template id, name and persons in charge (undefined: no such live mission in the factory). */
export function missionTemplate(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('mission as m')
    .leftJoin('prcdTemplate as t', 't.id', 'm.prcdTemplateId')
    .select(['m.id', 'm.prcdTemplateId as templateId', 't.name as templateName', 't.chargerIds'])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false)
    .where('m.id', '=', missionId)
    .executeTakeFirst();
}

/** How many report bills (not deleted) of each node of the mission stand in each status. */
export async function reportCounts(db: Db, tenant: Tenant, missionId: string) {
  const rows = await db
    .selectFrom('missionNodeReport')
    .select(['missionNodeId', 'status', sql<string>`count(*)`.as('num')])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('missionId', '=', missionId)
    .where('isDeleted', '=', false)
    .groupBy(['missionNodeId', 'status'])
    .orderBy('missionNodeId')
    .orderBy('status')
    .execute();
  return rows.map((r) => ({ missionNodeId: r.missionNodeId, status: r.status, num: Number(r.num) }));
}

/** User names by id, only of accounts of the session's company. */
export async function companyUserNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('appUser')
    .select(['appUser.id', 'appUser.userName'])
    .where('appUser.bossUnitId', '=', tenant.bossUnitId)
    .where('appUser.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** The factories of the session's company among `unitIds` that the account enters (user_unit). */
export async function enteredFactories(db: Db, tenant: Tenant, userId: string, unitIds: readonly string[]): Promise<string[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .selectFrom('userUnit as uu')
    .innerJoin('unit as f', 'f.id', 'uu.unitId')
    .select('f.id')
    .where('uu.userId', '=', userId)
    .where('f.kind', '=', 'FACTORY')
    .where('f.bossUnitId', '=', tenant.bossUnitId)
    .where('f.id', 'in', [...new Set(unitIds)])
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Persons in charge of live (not revoked) missions of the given factories, with the factories and mission counts.
 * The factories are chosen by the service from those the account enters: this call answers for several factories
 * of the company at once, as the reference's does.
 */
export async function leadersOfFactories(
  db: Db,
  unitIds: readonly string[],
  keyword: string | undefined,
  page: { offset: number; limit: number },
) {
  if (unitIds.length === 0) return [];
  const like = keyword ? likeContains(keyword) : null;
  const { rows } = await sql<{ userId: string; userName: string; unitIds: string[]; missionCount: string; total: string }>`
    select u.id as "userId", u.user_name as "userName",
           array_agg(distinct m.unit_id::text order by m.unit_id::text) as "unitIds",
           count(distinct m.id) as "missionCount", count(*) over () as total
      from mission m
      cross join lateral jsonb_array_elements_text(m.leader_ids) as l(user_id)
      join app_user u on u.id = l.user_id::bigint
     where m.unit_id in (${sql.join(unitIds.map((id) => sql`${id}`))})
       and not m.is_deleted and m.status <> 5
       and (${like}::text is null or u.user_name ilike ${like} or u.login_name ilike ${like})
     group by u.id, u.user_name
     order by u.user_name, u.id
     offset ${page.offset} limit ${page.limit}`.execute(db);
  return rows;
}
