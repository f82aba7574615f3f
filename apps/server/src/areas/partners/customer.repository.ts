import type { CustomerRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

const columns = [
  'customer.id',
  'customer.name',
  'customer.contacts',
  'customer.phone',
  'customer.address',
  'customer.remark',
  'customer.groupId',
  'customerGroup.name as groupName',
  'customer.createdAt',
] as const;
const toRow = (r: Omit<CustomerRow, 'createdAt'> & { createdAt: Date }): CustomerRow => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

function live(db: Db, unitId: string) {
  return db.selectFrom('customer').where('customer.unitId', '=', unitId).where('customer.isDeleted', '=', false);
}

function withGroup(db: Db, unitId: string) {
  return live(db, unitId).leftJoin('customerGroup', 'customerGroup.id', 'customer.groupId');
}

export async function pageCustomers(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; groupIds?: string[] | undefined },
  limit: number,
  offset: number,
) {
  let q = live(db, unitId);
  const { keyword, groupIds } = filter;
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        eb('customer.name', 'ilike', likeContains(keyword)),
        eb('customer.contacts', 'ilike', likeContains(keyword)),
        eb('customer.phone', 'ilike', likeContains(keyword)),
      ]),
    );
  if (groupIds?.length) q = q.where('customer.groupId', 'in', groupIds);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('customerGroup', 'customerGroup.id', 'customer.groupId')
      .select(columns)
      .orderBy('customer.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function customerOptions(db: Db, unitId: string): Promise<{ id: string; name: string }[]> {
  return live(db, unitId).select(['customer.id', 'customer.name']).orderBy('customer.name').limit(1000).execute();
}

export async function findCustomer(db: Db, unitId: string, id: string): Promise<CustomerRow | undefined> {
  const row = await withGroup(db, unitId).select(columns).where('customer.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findCustomerByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await live(db, unitId).select('customer.id').where('customer.name', '=', name).executeTakeFirst())?.id;
}

type Fields = {
  name: string;
  contacts: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
  groupId: string | null;
};

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

/** Which of these names the unit's live customers already use (the import's duplicate check). */
export async function takenCustomerNames(db: Db, unitId: string, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await live(db, unitId).select('customer.name').where('customer.name', 'in', names).execute();
  return new Set(rows.map((r) => r.name));
}

/** Inserts many customers in one statement. */
export async function insertCustomers(trx: Db, unitId: string, userId: string, rows: Fields[]): Promise<void> {
  if (!rows.length) return;
  await trx
    .insertInto('customer')
    .values(rows.map((r) => ({ ...r, unitId, createdBy: userId })))
    .execute();
}
