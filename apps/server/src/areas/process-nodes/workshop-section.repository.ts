import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface SectionRecord {
  id: string;
  name: string;
  sort: number;
}

export async function findSection(db: Db, tenant: Tenant, id: string): Promise<SectionRecord | undefined> {
  return db
    .selectFrom('workshopSection')
    .select(['id', 'name', 'sort'])
    .where('unitId', 'in', readableUnits(tenant, 'workshopSection'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listSections(db: Db, tenant: Tenant, keyword?: string): Promise<SectionRecord[]> {
  let q = db
    .selectFrom('workshopSection')
    .select(['id', 'name', 'sort'])
    .where('unitId', 'in', readableUnits(tenant, 'workshopSection'))
    .where('isDeleted', '=', false);
  if (keyword) q = q.where('name', 'ilike', likeContains(keyword));
  return q.orderBy('sort').orderBy('id').limit(500).execute();
}

export async function findSectionIdByName(db: Db, tenant: Tenant, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('workshopSection')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'workshopSection'))
    .where('isDeleted', '=', false)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function sectionNodes(db: Db, tenant: Tenant, sectionIds: readonly string[]) {
  if (sectionIds.length === 0) return [];
  return db
    .selectFrom('prcdNode')
    .select(['id', 'name', 'workshopSectionId'])
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('isDeleted', '=', false)
    .where('workshopSectionId', 'in', [...sectionIds])
    .orderBy('id')
    .execute();
}

export async function insertSection(trx: Db, tenant: Tenant & { userId: string }, v: { name: string; sort: number }) {
  const row = await trx
    .insertInto('workshopSection')
    .values({ ...v, unitId: owningUnit(tenant, 'workshopSection'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSection(trx: Db, tenant: Tenant, id: string, v: { name: string; sort: number }) {
  await trx
    .updateTable('workshopSection')
    .set({ ...v, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'workshopSection'))
    .execute();
}

/** Puts exactly these nodes in the section: they join it, the section's other nodes leave it. */
export async function setSectionNodes(trx: Db, tenant: Tenant, sectionId: string, nodeIds: readonly string[]) {
  let leave = trx
    .updateTable('prcdNode')
    .set({ workshopSectionId: null })
    .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('workshopSectionId', '=', sectionId);
  if (nodeIds.length) leave = leave.where('id', 'not in', [...nodeIds]);
  await leave.execute();
  if (nodeIds.length)
    await trx
      .updateTable('prcdNode')
      .set({ workshopSectionId: sectionId })
      .where('unitId', 'in', readableUnits(tenant, 'prcdNode'))
      .where('isDeleted', '=', false)
      .where('id', 'in', [...nodeIds])
      .execute();
}
