import type { SupplierInsert, SupplierRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, likeContains } from '../../platform/db/keyword.js';

const columns = [
  'supplier.id',
  'supplier.code',
  'supplier.name',
  'supplier.contacts',
  'supplier.mobilePhone',
  'supplier.telephone',
  'supplier.bankAccount',
  'supplier.bankName',
  'supplier.provinceId',
  'supplier.cityId',
  'supplier.areaId',
  'supplier.address',
  'supplier.remark',
  'supplier.status',
  'supplier.version',
  'supplier.createdAt',
  'supplier.updatedAt',
] as const;

type Raw = Omit<SupplierRow, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date; createdByName: string | null };
const toRow = (r: Raw): SupplierRow => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

function live(db: Db, unitId: string) {
  return db.selectFrom('supplier').where('supplier.unitId', '=', unitId).where('supplier.isDeleted', '=', false);
}

export interface SupplierFilter {
  keyword?: string | undefined;
  name?: string | undefined;
  code?: string | undefined;
  phone?: string | undefined;
  statuses?: number[] | undefined;
}

export async function pageSuppliers(
  db: Db,
  unitId: string,
  filter: SupplierFilter,
  limit: number,
  offset: number,
): Promise<{ list: SupplierRow[]; totalCount: number }> {
  let q = live(db, unitId);
  if (filter.keyword) {
    // Name, code or a phone contains it: one trigram index holds the four (migration 202611250600).
    const { operator, pattern } = containsPattern(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('supplier.name', operator, pattern),
        eb('supplier.code', operator, pattern),
        eb('supplier.mobilePhone', operator, pattern),
        eb('supplier.telephone', operator, pattern),
      ]),
    );
  }
  if (filter.name) q = q.where('supplier.name', 'ilike', likeContains(filter.name));
  if (filter.code) q = q.where('supplier.code', 'ilike', likeContains(filter.code));
  if (filter.phone)
    q = q.where((eb) =>
      eb.or([
        eb('supplier.mobilePhone', 'ilike', likeContains(filter.phone!)),
        eb('supplier.telephone', 'ilike', likeContains(filter.phone!)),
      ]),
    );
  if (filter.statuses?.length) q = q.where('supplier.status', 'in', filter.statuses);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('appUser', 'appUser.id', 'supplier.createdBy')
      .select([...columns, 'appUser.userName as createdByName'])
      .orderBy('supplier.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findSupplier(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; code?: string | undefined },
): Promise<SupplierRow | undefined> {
  let q = live(db, unitId)
    .leftJoin('appUser', 'appUser.id', 'supplier.createdBy')
    .select([...columns, 'appUser.userName as createdByName']);
  if (by.id) q = q.where('supplier.id', '=', by.id);
  else if (by.code) q = q.where(sql<string>`lower(supplier.code)`, '=', by.code.toLowerCase());
  else return undefined;
  const row = await q.executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function supplierOptions(db: Db, unitId: string, keyword?: string): Promise<{ id: string; name: string }[]> {
  let q = live(db, unitId).select(['supplier.id', 'supplier.name']);
  if (keyword) q = q.where('supplier.name', 'ilike', likeContains(keyword));
  return q.orderBy('supplier.name').limit(500).execute();
}

export async function findByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await live(db, unitId).select('supplier.id').where('supplier.name', '=', name).executeTakeFirst())?.id;
}

export async function findByCode(db: Db, unitId: string, code: string): Promise<string | undefined> {
  return (
    await live(db, unitId)
      .select('supplier.id')
      .where(sql<string>`lower(supplier.code)`, '=', code.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

export async function insertSupplier(
  trx: Db,
  unitId: string,
  userId: string,
  input: SupplierInsert & { code: string },
): Promise<{ id: string }> {
  return trx
    .insertInto('supplier')
    .values({ ...input, unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Optimistic lock on version: a stale form cannot overwrite someone else's edit. */
export async function updateSupplier(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number | undefined,
  input: SupplierInsert & { code: string },
): Promise<boolean> {
  let q = trx
    .updateTable('supplier')
    .set({ ...input, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false);
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
