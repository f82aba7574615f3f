import type { MaterialKindInput, MaterialKindRow } from '@gf/contracts';
import { specNoName } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Kinds are the company's (ADR 0011): every factory of it reads the same ones. */
function kinds(db: Db, tenant: Tenant) {
  return db
    .selectFrom('materialKind as k')
    .where('k.unitId', 'in', readableUnits(tenant, 'materialKind'))
    .where('k.isDeleted', '=', false);
}

/** SKUs (of the session factory's live materials) per kind, and child kinds, counted in the same query. */
function withCounts(db: Db, tenant: Tenant) {
  const materialUnits = readableUnits(tenant, 'material');
  return kinds(db, tenant).select([
    'k.id',
    'k.no',
    'k.name',
    'k.parentId',
    'k.sort',
    'k.createdAt',
    sql<string>`(select count(*) from material_sku s join material m on m.id = s.material_id
      where m.unit_id in (${sql.join(materialUnits)}) and m.material_kind_id = k.id and not m.is_deleted and not s.is_deleted)`.as(
      'skuCount',
    ),
    sql<string>`(select count(*) from material_kind c where c.unit_id = k.unit_id and c.parent_id = k.id and not c.is_deleted)`.as(
      'childCount',
    ),
  ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof withCounts>['execute']>>[number];
const toRow = (r: Raw): MaterialKindRow => ({
  id: r.id,
  no: r.no,
  name: r.name,
  noName: specNoName(r.no, r.name),
  parentId: r.parentId,
  sort: r.sort,
  skuCount: Number(r.skuCount),
  childCount: Number(r.childCount),
  createdAt: new Date(r.createdAt).toISOString(),
});

export interface KindFilter {
  keyword?: string | undefined;
  parentId?: string | undefined;
  descending: boolean;
}

export async function pageKinds(db: Db, tenant: Tenant, filter: KindFilter, limit: number, offset: number) {
  let q = kinds(db, tenant);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('k.no', 'ilike', like), eb('k.name', 'ilike', like)]));
  }
  if (filter.parentId) q = q.where('k.parentId', '=', filter.parentId);
  const ids = q.select('k.id');
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    withCounts(db, tenant)
      .where('k.id', 'in', ids)
      .orderBy('k.sort', filter.descending ? 'desc' : 'asc')
      .orderBy(sql`lower(k.no)`, filter.descending ? 'desc' : 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function allKinds(db: Db, tenant: Tenant): Promise<MaterialKindRow[]> {
  const rows = await withCounts(db, tenant)
    .orderBy('k.sort')
    .orderBy(sql`lower(k.no)`)
    .execute();
  return rows.map(toRow);
}

export async function findKind(db: Db, tenant: Tenant, id: string): Promise<MaterialKindRow | undefined> {
  const row = await withCounts(db, tenant).where('k.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findKindIdByNo(db: Db, tenant: Tenant, no: string): Promise<string | undefined> {
  return (
    await kinds(db, tenant)
      .select('k.id')
      .where(sql<string>`lower(k.no)`, '=', no.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

export async function findKindIdByName(db: Db, tenant: Tenant, name: string): Promise<string | undefined> {
  return (await kinds(db, tenant).select('k.id').where('k.name', '=', name).executeTakeFirst())?.id;
}

/** The ids of the kind's ancestors, nearest first (to refuse a cycle). */
export async function ancestorIds(db: Db, tenant: Tenant, id: string): Promise<string[]> {
  const units = sql.join(readableUnits(tenant, 'materialKind'));
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from material_kind where id = ${id} and unit_id in (${units})
      union all
      select k.id, k.parent_id, up.depth + 1 from material_kind k join up on k.id = up.parent_id
      where k.unit_id in (${units}) and not k.is_deleted and up.depth < 50
    )
    select id from up order by depth`.execute(db);
  return rows.map((r) => r.id);
}

export async function insertKind(trx: Db, tenant: Tenant, userId: string, input: MaterialKindInput): Promise<{ id: string }> {
  return trx
    .insertInto('materialKind')
    .values({
      unitId: owningUnit(tenant, 'materialKind'),
      createdBy: userId,
      no: input.no,
      name: input.name,
      parentId: input.parentId,
      sort: input.sort ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateKind(trx: Db, tenant: Tenant, id: string, input: MaterialKindInput): Promise<boolean> {
  const res = await trx
    .updateTable('materialKind')
    .set({
      no: input.no,
      name: input.name,
      parentId: input.parentId,
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'materialKind'))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Materials (not deleted) filed under the kind in any factory of the company: the kind is the company's, so a
 * factory's materials are counted through the kind id alone (a kind id names one company's kind).
 */
export async function countMaterialsOfKind(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('material')
    .select(sql<string>`count(*)`.as('n'))
    .where('materialKindId', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Soft: deleted materials still point at the kind. */
export async function deleteKind(trx: Db, tenant: Tenant, id: string): Promise<void> {
  await trx
    .updateTable('materialKind')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'materialKind'))
    .execute();
}
