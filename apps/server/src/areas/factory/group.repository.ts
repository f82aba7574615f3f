import type { Db } from '../../platform/db/database.js';

export interface GroupRecord {
  id: string;
  parentId: string | null;
  name: string;
  grade: number;
  sort: number;
}

const columns = ['id', 'parentId', 'name', 'grade', 'sort'] as const;

export async function listGroups(db: Db, unitId: string): Promise<GroupRecord[]> {
  return db.selectFrom('facGroup').select(columns).where('unitId', '=', unitId).orderBy('sort').orderBy('id').execute();
}

export async function findGroup(db: Db, unitId: string, id: string): Promise<GroupRecord | undefined> {
  return db.selectFrom('facGroup').select(columns).where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
}

export async function lockGroup(trx: Db, unitId: string, id: string): Promise<GroupRecord | undefined> {
  return trx
    .selectFrom('facGroup')
    .select(columns)
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function siblingByName(db: Db, unitId: string, parentId: string | null, name: string): Promise<string | undefined> {
  let q = db.selectFrom('facGroup').select('id').where('unitId', '=', unitId).where('name', '=', name);
  q = parentId ? q.where('parentId', '=', parentId) : q.where('parentId', 'is', null);
  return (await q.executeTakeFirst())?.id;
}

export async function nextSort(db: Db, unitId: string, parentId: string | null): Promise<number> {
  let q = db
    .selectFrom('facGroup')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('unitId', '=', unitId);
  q = parentId ? q.where('parentId', '=', parentId) : q.where('parentId', 'is', null);
  const row = await q.executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

export async function insertGroup(
  trx: Db,
  unitId: string,
  g: { parentId: string | null; name: string; grade: number; sort: number },
): Promise<string> {
  return (
    await trx
      .insertInto('facGroup')
      .values({ ...g, unitId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function renameGroup(trx: Db, unitId: string, id: string, name: string): Promise<boolean> {
  const res = await trx
    .updateTable('facGroup')
    .set({ name, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setSort(trx: Db, unitId: string, id: string, sort: number): Promise<void> {
  await trx
    .updateTable('facGroup')
    .set({ sort, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

export async function countChildren(db: Db, unitId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('facGroup')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('unitId', '=', unitId)
    .where('parentId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMembers(db: Db, unitId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('facGroupUser')
    .innerJoin('appUser', 'appUser.id', 'facGroupUser.userId')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('facGroupUser.unitId', '=', unitId)
    .where('facGroupUser.groupId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteGroup(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx.deleteFrom('facGroup').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Members of the factory's groups, enabled accounts only. */
export async function listMemberships(db: Db, unitId: string): Promise<{ groupId: string; userId: string; userName: string }[]> {
  return db
    .selectFrom('facGroupUser')
    .innerJoin('appUser', 'appUser.id', 'facGroupUser.userId')
    .select(['facGroupUser.groupId', 'facGroupUser.userId', 'appUser.userName'])
    .where('facGroupUser.unitId', '=', unitId)
    .where('appUser.isEnabled', '=', true)
    .orderBy('appUser.userName')
    .execute();
}

/** Replaces the members of one group. */
export async function replaceGroupMembers(trx: Db, unitId: string, groupId: string, userIds: string[]): Promise<void> {
  await trx.deleteFrom('facGroupUser').where('unitId', '=', unitId).where('groupId', '=', groupId).execute();
  if (userIds.length)
    await trx
      .insertInto('facGroupUser')
      .values(userIds.map((userId) => ({ unitId, groupId, userId })))
      .execute();
}

/** Replaces one user's groups inside one factory (other factories' memberships stay). */
export async function replaceUserGroups(trx: Db, unitId: string, userId: string, groupIds: string[]): Promise<void> {
  await trx.deleteFrom('facGroupUser').where('unitId', '=', unitId).where('userId', '=', userId).execute();
  if (groupIds.length)
    await trx
      .insertInto('facGroupUser')
      .values(groupIds.map((groupId) => ({ unitId, groupId, userId })))
      .execute();
}

/** Which of these ids are groups of the factory. */
export async function ownGroupIds(db: Db, unitId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('facGroup').select('id').where('unitId', '=', unitId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
