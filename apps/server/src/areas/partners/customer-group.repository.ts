import type { CustomerGroupRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** Every group of the unit with its live customers, groups by name. */
export async function listGroupsWithCustomers(db: Db, unitId: string): Promise<CustomerGroupRow[]> {
  const groups = await db
    .selectFrom('customerGroup')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const customers = groups.length
    ? await db
        .selectFrom('customer')
        .select(['id', 'name', 'groupId'])
        .where('unitId', '=', unitId)
        .where('isDeleted', '=', false)
        .where(
          'groupId',
          'in',
          groups.map((g) => g.id),
        )
        .orderBy('name')
        .execute()
    : [];
  return groups.map((g) => {
    const members = customers.filter((c) => c.groupId === g.id).map((c) => ({ id: c.id, name: c.name }));
    return { groupId: g.id, groupName: g.name, customerCount: members.length, customers: members };
  });
}

export async function findGroup(db: Db, unitId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('customerGroup')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findGroupByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (
    await db.selectFrom('customerGroup').select('id').where('unitId', '=', unitId).where('name', '=', name).executeTakeFirst()
  )?.id;
}

export async function insertGroup(db: Db, unitId: string, name: string): Promise<{ groupId: string; groupName: string }> {
  return db
    .insertInto('customerGroup')
    .values({ unitId, name })
    .returning(['id as groupId', 'name as groupName'])
    .executeTakeFirstOrThrow();
}

export async function renameGroup(db: Db, unitId: string, id: string, name: string): Promise<boolean> {
  const res = await db
    .updateTable('customerGroup')
    .set({ name, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Live customers in the group; the group row is locked so nobody joins it while it is deleted. */
export async function countMembersForUpdate(trx: Db, unitId: string, id: string): Promise<number | undefined> {
  const group = await trx
    .selectFrom('customerGroup')
    .select('id')
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!group) return undefined;
  const row = await trx
    .selectFrom('customer')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('groupId', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deleted customers may still point at the group: they let go of it first. */
export async function deleteGroup(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.updateTable('customer').set({ groupId: null }).where('unitId', '=', unitId).where('groupId', '=', id).execute();
  await trx.deleteFrom('customerGroup').where('unitId', '=', unitId).where('id', '=', id).execute();
}
