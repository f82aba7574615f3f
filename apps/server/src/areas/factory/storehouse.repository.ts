import type { NegativeStockRule, StorehouseInput, StorehouseKind, StorehouseOperableType, StorehouseRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

const columns = [
  'id',
  'name',
  'kind',
  'notAllowNegativeMaterial',
  'notAllowNegativeGoods',
  'operableTypes',
  'isDefault',
  'isLinked',
  'remark',
  'createdAt',
] as const;

interface Raw {
  id: string;
  name: string;
  kind: StorehouseKind;
  notAllowNegativeMaterial: boolean;
  notAllowNegativeGoods: boolean;
  operableTypes: string[];
  isDefault: boolean;
  isLinked: boolean;
  remark: string | null;
  createdAt: Date;
}

export type StorehouseRecord = StorehouseRow & { isLinked: boolean };

const toRow = (r: Raw): StorehouseRecord => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  notAllowNegativeMaterial: r.notAllowNegativeMaterial,
  notAllowNegativeGoods: r.notAllowNegativeGoods,
  operableType: r.operableTypes as StorehouseOperableType[],
  isDefault: r.isDefault,
  isLinked: r.isLinked,
  remark: r.remark,
  createdAt: new Date(r.createdAt).toISOString(),
});

function live(db: Db, unitId: string) {
  return db.selectFrom('storehouse').where('unitId', '=', unitId).where('isDeleted', '=', false);
}

export async function pageStorehouses(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; kind?: StorehouseKind | undefined },
  limit: number,
  offset: number,
): Promise<{ list: StorehouseRecord[]; totalCount: number }> {
  let q = live(db, unitId);
  if (filter.keyword) q = q.where('name', 'ilike', `%${filter.keyword}%`);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(columns).orderBy('isDefault', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

/** Every storehouse of the factory; `linkedOnly` keeps those the factory offers in its forms. */
export async function listStorehouses(
  db: Db,
  unitId: string,
  options: { linkedOnly?: boolean } = {},
): Promise<StorehouseRecord[]> {
  let q = live(db, unitId).select(columns);
  if (options.linkedOnly) q = q.where('isLinked', '=', true);
  return (await q.orderBy('isDefault', 'desc').orderBy('id').execute()).map(toRow);
}

export async function findStorehouse(db: Db, unitId: string, id: string): Promise<StorehouseRecord | undefined> {
  const row = await live(db, unitId).select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findStorehouseByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (
    await live(db, unitId)
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

/** What a save writes: the form's fields with the negative-stock switches resolved (resolveNegativeStock). */
export type StorehouseFields = Omit<StorehouseInput, 'isDefault' | 'notAllowNegative'> & NegativeStockRule;
type Fields = StorehouseFields;
const toColumns = (f: Fields) => ({
  name: f.name,
  kind: f.kind,
  notAllowNegativeMaterial: f.notAllowNegativeMaterial,
  notAllowNegativeGoods: f.notAllowNegativeGoods,
  operableTypes: JSON.stringify([...new Set(f.operableType)]),
  remark: f.remark,
});

export async function insertStorehouse(trx: Db, unitId: string, userId: string, f: Fields): Promise<string> {
  const row = await trx
    .insertInto('storehouse')
    .values({ ...toColumns(f), unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStorehouse(trx: Db, unitId: string, id: string, f: Fields): Promise<boolean> {
  const res = await trx
    .updateTable('storehouse')
    .set({ ...toColumns(f), updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Makes `id` the only default of the factory (null: no default). The partial unique index backs it. */
export async function setDefaultStorehouse(trx: Db, unitId: string, id: string | null): Promise<void> {
  await trx
    .updateTable('storehouse')
    .set({ isDefault: false, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('isDefault', '=', true)
    .$if(id !== null, (q) => q.where('id', '<>', id as string))
    .execute();
  if (id !== null)
    await trx
      .updateTable('storehouse')
      .set({ isDefault: true, isLinked: true, updatedAt: new Date() })
      .where('unitId', '=', unitId)
      .where('id', '=', id)
      .where('isDeleted', '=', false)
      .execute();
}

/** Which storehouses the factory offers in its forms (factory info "linked storehouses"). */
export async function setLinkedStorehouses(trx: Db, unitId: string, ids: string[]): Promise<void> {
  const base = trx.updateTable('storehouse').where('unitId', '=', unitId).where('isDeleted', '=', false);
  await base.set({ isLinked: false, updatedAt: new Date() }).execute();
  if (ids.length) await base.set({ isLinked: true, updatedAt: new Date() }).where('id', 'in', ids).execute();
}

export async function softDeleteStorehouse(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx
    .updateTable('storehouse')
    .set({ isDeleted: true, isDefault: false, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Locks the factory's storehouse rows so two default changes cannot cross. */
export async function lockStorehouses(trx: Db, unitId: string): Promise<void> {
  await trx.selectFrom('storehouse').select('id').where('unitId', '=', unitId).forUpdate().execute();
}
