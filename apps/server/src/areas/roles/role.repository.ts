import type { RoleDetail, RoleOption, RoleRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

// Every query is scoped by unit_id: another factory's role is simply not there.

const memberCount = sql<string>`(select count(*) from user_role ur where ur.role_id = role.id)`;

type Raw = {
  id: string;
  name: string;
  remark: string | null;
  isValid: boolean;
  isSystem: boolean;
  memberCount: string;
  createdAt: Date;
};
const toRow = (r: Raw): RoleRow => ({
  id: r.id,
  roleName: r.name,
  remark: r.remark,
  isValid: r.isValid,
  isSystem: r.isSystem,
  memberCount: Number(r.memberCount),
  createdAt: new Date(r.createdAt).toISOString(),
});

function rolesOf(db: Db, unitId: string) {
  return db.selectFrom('role').where('role.unitId', '=', unitId);
}

const rowColumns = ['role.id', 'role.name', 'role.remark', 'role.isValid', 'role.isSystem', 'role.createdAt'] as const;

export async function pageRoles(
  db: Db,
  unitId: string,
  keyword: string | undefined,
  limit: number,
  offset: number,
): Promise<{ list: RoleRow[]; totalCount: number }> {
  let q = rolesOf(db, unitId);
  if (keyword) {
    const like = likeContains(keyword);
    q = q.where((eb) => eb.or([eb('role.name', 'ilike', like), eb('role.remark', 'ilike', like)]));
  }
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([...rowColumns, memberCount.as('memberCount')])
      .orderBy('role.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findRole(db: Db, unitId: string, id: string): Promise<RoleRow | undefined> {
  const row = await rolesOf(db, unitId)
    .select([...rowColumns, memberCount.as('memberCount')])
    .where('role.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Row-locks the role for a change (update, delete, validity). */
export async function lockRole(
  trx: Db,
  unitId: string,
  id: string,
): Promise<{ id: string; name: string; isSystem: boolean } | undefined> {
  return rolesOf(trx, unitId)
    .select(['role.id', 'role.name', 'role.isSystem'])
    .where('role.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function roleIdByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await rolesOf(db, unitId).select('role.id').where('role.name', '=', name).executeTakeFirst())?.id;
}

export async function rolePermissionCodes(db: Db, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('rolePermission').select('code').where('roleId', '=', roleId).orderBy('code').execute();
  return rows.map((r) => r.code);
}

export async function roleMembers(db: Db, roleId: string): Promise<RoleDetail['members']> {
  return db
    .selectFrom('userRole')
    .innerJoin('appUser', 'appUser.id', 'userRole.userId')
    .select(['appUser.id as userId', 'appUser.userName', 'appUser.loginName'])
    .where('userRole.roleId', '=', roleId)
    .orderBy('appUser.id')
    .execute();
}

export async function insertRole(trx: Db, unitId: string, input: { name: string; remark: string | null }): Promise<string> {
  return (
    await trx
      .insertInto('role')
      .values({ unitId, ...input })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateRoleFields(
  trx: Db,
  unitId: string,
  id: string,
  input: { name: string; remark: string | null },
): Promise<void> {
  await trx
    .updateTable('role')
    .set({ ...input, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function replacePermissions(trx: Db, roleId: string, codes: string[]): Promise<void> {
  await trx.deleteFrom('rolePermission').where('roleId', '=', roleId).execute();
  if (codes.length)
    await trx
      .insertInto('rolePermission')
      .values(codes.map((code) => ({ roleId, code })))
      .execute();
}

export async function replaceMembers(trx: Db, roleId: string, userIds: string[]): Promise<void> {
  await trx.deleteFrom('userRole').where('roleId', '=', roleId).execute();
  if (userIds.length)
    await trx
      .insertInto('userRole')
      .values(userIds.map((userId) => ({ userId, roleId })))
      .execute();
}

export async function setRoleValid(trx: Db, unitId: string, id: string, isValid: boolean): Promise<void> {
  await trx
    .updateTable('role')
    .set({ isValid, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function deleteRole(trx: Db, unitId: string, id: string): Promise<void> {
  // role_permission and user_role rows go with it (on delete cascade).
  await trx.deleteFrom('role').where('id', '=', id).where('unitId', '=', unitId).execute();
}

export async function validRoleOptions(db: Db, unitId: string): Promise<RoleOption[]> {
  return rolesOf(db, unitId).select(['role.id', 'role.name']).where('role.isValid', '=', true).orderBy('role.name').execute();
}
