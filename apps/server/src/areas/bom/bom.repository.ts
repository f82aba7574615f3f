import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export interface BomHead {
  id: string;
  unitId: string;
  goodsStyleId: string;
  name: string;
  isDefault: boolean;
  status: number;
  remark: string | null;
  version: number;
  createdBy: string;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function heads(db: Db, tenant: Tenant) {
  return db
    .selectFrom('goodsBom as b')
    .leftJoin('appUser as u', 'u.id', 'b.createdBy')
    .select([
      'b.id',
      'b.unitId',
      'b.goodsStyleId',
      'b.name',
      'b.isDefault',
      'b.status',
      'b.remark',
      'b.version',
      'b.createdBy',
      'u.userName as createdByName',
      'b.createdAt',
      'b.updatedAt',
    ])
    .where('b.unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('b.isDeleted', '=', false);
}

export async function findBom(db: Db, tenant: Tenant, id: string): Promise<BomHead | undefined> {
  return heads(db, tenant).where('b.id', '=', id).executeTakeFirst();
}

/** The BOM row locked for the rest of the transaction (a concurrent edit or default change waits). */
export async function lockBom(trx: Db, tenant: Tenant, id: string): Promise<BomHead | undefined> {
  return heads(trx, tenant).where('b.id', '=', id).forUpdate('b').executeTakeFirst();
}

export async function listBomsOfStyle(db: Db, tenant: Tenant, goodsStyleId: string, name?: string): Promise<BomHead[]> {
  let q = heads(db, tenant).where('b.goodsStyleId', '=', goodsStyleId);
  if (name) q = q.where(sql<boolean>`strpos(lower(b.name), lower(${name})) > 0`);
  return q.orderBy('b.isDefault', 'desc').orderBy('b.id').execute();
}

export async function findDefaultBomId(db: Db, tenant: Tenant, goodsStyleId: string): Promise<string | null> {
  const row = await db
    .selectFrom('goodsBom')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDefault', '=', true)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The live BOM of the style with this name (any case), other than `selfId`. */
export async function findIdByName(db: Db, tenant: Tenant, goodsStyleId: string, name: string, selfId?: string) {
  let q = db
    .selectFrom('goodsBom')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDeleted', '=', false)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (selfId) q = q.where('id', '<>', selfId);
  return (await q.executeTakeFirst())?.id ?? null;
}

export async function countLiveBoms(db: Db, tenant: Tenant, goodsStyleId: string): Promise<number> {
  const row = await db
    .selectFrom('goodsBom')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBom(
  trx: Db,
  tenant: Tenant & { userId: string },
  fields: { goodsStyleId: string; name: string; remark: string | null; isDefault: boolean },
): Promise<string> {
  const row = await trx
    .insertInto('goodsBom')
    .values({ ...fields, unitId: owningUnit(tenant, 'goodsBom'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Name and remark, guarded by the version the editor read (when sent); false when someone changed it since. */
export async function updateBomHead(
  trx: Db,
  tenant: Tenant & { userId: string },
  id: string,
  version: number | undefined,
  fields: { name: string; remark: string | null },
): Promise<boolean> {
  let q = trx
    .updateTable('goodsBom')
    .set((eb) => ({ ...fields, updatedBy: tenant.userId, updatedAt: sql<Date>`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'));
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Makes `id` its style's only default (the style's BOMs are locked by the caller's order of statements). */
export async function setDefault(trx: Db, tenant: Tenant, goodsStyleId: string, id: string): Promise<void> {
  await trx
    .updateTable('goodsBom')
    .set({ isDefault: false, updatedAt: sql<Date>`now()` })
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDefault', '=', true)
    .where('id', '<>', id)
    .execute();
  await trx
    .updateTable('goodsBom')
    .set({ isDefault: true, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .execute();
}

/**
 * Serialises the changes of one style's default BOM (create, set default, delete) with a transaction-scoped advisory
 * lock on the style: row locks cannot cover a style that has no BOM yet, where two first BOMs would both be default.
 */
export async function lockStyleBoms(trx: Db, goodsStyleId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('goods_bom'), ${Number(goodsStyleId) % 2147483647}::int)`.execute(trx);
}

export async function clearDefault(trx: Db, tenant: Tenant, id: string): Promise<void> {
  await trx
    .updateTable('goodsBom')
    .set({ isDefault: false })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .execute();
}

/** After a delete: the style's oldest remaining BOM becomes the default when it has none. */
export async function ensureDefault(trx: Db, tenant: Tenant, goodsStyleId: string): Promise<void> {
  if (await findDefaultBomId(trx, tenant, goodsStyleId)) return;
  const first = await trx
    .selectFrom('goodsBom')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', '=', goodsStyleId)
    .where('isDeleted', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  if (first) await setDefault(trx, tenant, goodsStyleId, first.id);
}

/** Live BOMs using any of these material SKUs (as the row's SKU or a colour's), for the materials' usage checks. */
export async function bomsUsingMaterialSkus(db: Db, unitId: string, skuIds: string[]) {
  if (skuIds.length === 0) return [];
  const { rows } = await sql<{ id: string; name: string; materialSkuId: string }>`
    select distinct b.id, b.name, u.material_sku_id
    from goods_bom b
    join goods_bom_row r on r.goods_bom_id = b.id
    join lateral (
      select r.material_sku_id union all select c.material_sku_id from goods_bom_row_color c where c.goods_bom_row_id = r.id
    ) u on true
    where b.unit_id = ${unitId} and not b.is_deleted and u.material_sku_id in (${sql.join(skuIds)})`.execute(db);
  return rows;
}

export async function bomsUsingSupplier(db: Db, unitId: string, supplierId: string) {
  return db
    .selectFrom('goodsBom as b')
    .innerJoin('goodsBomRow as r', 'r.goodsBomId', 'b.id')
    .select(['b.id', 'b.name', 'r.materialSkuId'])
    .distinct()
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .where('r.supplierId', '=', supplierId)
    .execute();
}
