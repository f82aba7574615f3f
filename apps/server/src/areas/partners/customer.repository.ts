import type { CustomerRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

const columns = ['id', 'name', 'contacts', 'phone', 'address', 'remark', 'createdAt'] as const;
const toRow = (r: Omit<CustomerRow, 'createdAt'> & { createdAt: Date }): CustomerRow => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

function live(db: Db, unitId: string) {
  return db.selectFrom('customer').where('unitId', '=', unitId).where('isDeleted', '=', false);
}

export async function pageCustomers(db: Db, unitId: string, keyword: string | undefined, limit: number, offset: number) {
  let q = live(db, unitId);
  if (keyword)
    q = q.where((eb) =>
      eb.or([eb('name', 'ilike', `%${keyword}%`), eb('contacts', 'ilike', `%${keyword}%`), eb('phone', 'ilike', `%${keyword}%`)]),
    );
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(columns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function customerOptions(db: Db, unitId: string): Promise<{ id: string; name: string }[]> {
  return live(db, unitId).select(['id', 'name']).orderBy('name').limit(1000).execute();
}

export async function findCustomer(db: Db, unitId: string, id: string): Promise<CustomerRow | undefined> {
  const row = await live(db, unitId).select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findCustomerByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await live(db, unitId).select('id').where('name', '=', name).executeTakeFirst())?.id;
}

type Fields = { name: string; contacts: string | null; phone: string | null; address: string | null; remark: string | null };

export async function insertCustomer(db: Db, unitId: string, userId: string, fields: Fields): Promise<{ id: string }> {
  return db
    .insertInto('customer')
    .values({ ...fields, unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateCustomer(db: Db, unitId: string, id: string, fields: Fields): Promise<boolean> {
  const res = await db
    .updateTable('customer')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function softDeleteCustomer(db: Db, unitId: string, id: string): Promise<boolean> {
  const res = await db
    .updateTable('customer')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
