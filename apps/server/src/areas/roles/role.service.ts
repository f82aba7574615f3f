import {
  allPermissionCodes,
  Code,
  pageOf,
  permissionGroups,
  type PermissionGroupView,
  type RoleDetail,
  type RoleRow,
  type roleInput,
  type roleUpdateInput,
} from '@gf/contracts';
import type { z } from 'zod';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listUnitUsers } from '../accounts/index.js';
import * as repo from './role.repository.js';
import { countConfigsNamingRole } from '../../bills/review-config.repository.js';

type RoleInput = z.output<typeof roleInput>;
type RoleUpdate = z.output<typeof roleUpdateInput>;

const roleNotFound = () => notFound({ zh: '角色', en: 'Role' });
const roleName = { zh: '角色名称', en: 'Role name' };
const known = new Set(allPermissionCodes);

// ---- pure rules ----

/** The codes not in the catalogue (a role may only hold codes the product knows). */
export function unknownPermissionCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((c) => !known.has(c)))];
}

/** The members not among the factory's users. */
export function foreignMembers(userIds: readonly string[], unitUserIds: ReadonlySet<string>): string[] {
  return [...new Set(userIds.filter((id) => !unitUserIds.has(id)))];
}

/** Why a role cannot be deleted now, or null. Members first: the people who would lose rights. */
export function deleteBlocker(
  role: { isSystem: boolean; memberCount: number },
  reviewConfigCount: number,
): { code: number; zh: string; en: string } | null {
  if (role.isSystem) return { code: Code.badState, zh: '系统角色不能删除', en: 'A system role cannot be deleted' };
  if (role.memberCount > 0) {
    return {
      code: Code.inUse,
      zh: `该角色下还有 ${role.memberCount} 名成员，请先移除成员`,
      en: `${role.memberCount} members still hold this role; remove them first`,
    };
  }
  if (reviewConfigCount > 0) {
    return {
      code: Code.inUse,
      zh: `该角色被 ${reviewConfigCount} 个单据审核配置使用，请先修改审核配置`,
      en: `${reviewConfigCount} review configurations name this role; change them first`,
    };
  }
  return null;
}

// ---- use cases ----

async function assertValidContent(db: Db, ctx: RequestContext, input: RoleInput, selfId?: string): Promise<void> {
  const unknown = unknownPermissionCodes(input.permissionCodes);
  if (unknown.length) {
    throw invalid('permissionCodes', {
      zh: `未知的权限编码：${unknown.join('、')}`,
      en: `unknown permission codes: ${unknown.join(', ')}`,
    });
  }
  if (input.userIds?.length) {
    const unitUsers = await listUnitUsers(db, { unitId: ctx.unitId, bossUnitId: ctx.bossUnitId }, { includeDisabled: true });
    const foreign = foreignMembers(input.userIds, new Set(unitUsers.map((u) => u.userId)));
    if (foreign.length)
      throw invalid('userIds', {
        zh: `用户不属于本厂：${foreign.join('、')}`,
        en: `not users of this factory: ${foreign.join(', ')}`,
      });
  }
  const sameName = await repo.roleIdByName(db, ctx.unitId, input.roleName);
  if (sameName && sameName !== selfId) throw duplicate('roleName', roleName);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export async function listRolePage(
  db: Db,
  ctx: RequestContext,
  input: { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number; keyword?: string | undefined },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageRoles(db, ctx.unitId, input.keyword, pageSize, offset)), pageNo, pageSize };
}

export async function getRoleDetail(db: Db, ctx: RequestContext, id: string): Promise<RoleDetail> {
  const role = await repo.findRole(db, ctx.unitId, id);
  if (!role) throw roleNotFound();
  return { ...role, permissionCodes: await repo.rolePermissionCodes(db, id), members: await repo.roleMembers(db, id) };
}

export async function createRole(db: Db, ctx: RequestContext, input: RoleInput): Promise<{ id: string }> {
  await assertValidContent(db, ctx, input);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await repo.insertRole(trx, ctx.unitId, { name: input.roleName, remark: input.remark });
      await repo.replacePermissions(trx, id, [...new Set(input.permissionCodes)]);
      await repo.replaceMembers(trx, id, [...new Set(input.userIds ?? [])]);
      await writeOperationLog(trx, {
        unitId: ctx.unitId,
        userId: ctx.userId,
        action: 'ROLE_ADD',
        targetType: 'role',
        targetId: id,
        visitor: ctx.visitor,
        detail: { roleName: input.roleName },
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('roleName', roleName);
    throw error;
  }
}

/** Replaces name, remark and rights; members only when userIds is sent (absent: unchanged). */
export async function updateRole(db: Db, ctx: RequestContext, input: RoleUpdate): Promise<{ id: string }> {
  if (!(await repo.findRole(db, ctx.unitId, input.id))) throw roleNotFound();
  await assertValidContent(db, ctx, input, input.id);
  try {
    return await db.transaction().execute(async (trx) => {
      const role = await repo.lockRole(trx, ctx.unitId, input.id);
      if (!role) throw roleNotFound();
      if (role.isSystem) throw badState({ zh: '系统角色不能修改', en: 'A system role cannot be changed' });
      await repo.updateRoleFields(trx, ctx.unitId, input.id, { name: input.roleName, remark: input.remark });
      await repo.replacePermissions(trx, input.id, [...new Set(input.permissionCodes)]);
      if (input.userIds) await repo.replaceMembers(trx, input.id, [...new Set(input.userIds)]);
      await writeOperationLog(trx, {
        unitId: ctx.unitId,
        userId: ctx.userId,
        action: 'ROLE_UPDATE',
        targetType: 'role',
        targetId: input.id,
        visitor: ctx.visitor,
        detail: { roleName: input.roleName },
      });
      return { id: input.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('roleName', roleName);
    throw error;
  }
}

/** Enables or disables a role: a disabled role grants nothing, at once (permissions load per call). */
export async function setRoleValidity(db: Db, ctx: RequestContext, id: string, isValid: boolean): Promise<RoleRow> {
  await db.transaction().execute(async (trx) => {
    const role = await repo.lockRole(trx, ctx.unitId, id);
    if (!role) throw roleNotFound();
    await repo.setRoleValid(trx, ctx.unitId, id, isValid);
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: isValid ? 'ROLE_ENABLE' : 'ROLE_DISABLE',
      targetType: 'role',
      targetId: id,
      visitor: ctx.visitor,
    });
  });
  const row = await repo.findRole(db, ctx.unitId, id);
  if (!row) throw roleNotFound();
  return row;
}

/** Refused while members hold the role or a review configuration names it (see README). */
export async function removeRole(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockRole(trx, ctx.unitId, id))) throw roleNotFound();
    const role = await repo.findRole(trx, ctx.unitId, id);
    if (!role) throw roleNotFound();
    const blocker = deleteBlocker(role, await countConfigsNamingRole(trx, ctx.unitId, id));
    if (blocker) throw new AppError(blocker.code, { zh: blocker.zh, en: blocker.en }, { memberCount: role.memberCount });
    await repo.deleteRole(trx, ctx.unitId, id);
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'ROLE_DELETE',
      targetType: 'role',
      targetId: id,
      visitor: ctx.visitor,
      detail: { roleName: role.roleName },
    });
  });
}

export function permissionCatalogue(): PermissionGroupView[] {
  return permissionGroups.map((g) => ({ key: g.key, zh: g.zh, en: g.en, codes: [...g.codes] }));
}

export const roleOptions = (db: Db, ctx: RequestContext) => repo.validRoleOptions(db, ctx.unitId);
