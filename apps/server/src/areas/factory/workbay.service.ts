import { pageOf, type WorkbayDetail, type WorkbayRow } from '@gf/contracts';
import {
  addUserToUnit,
  bossCodeOf,
  findWorkbayAccount,
  insertAccount,
  listAccessibleUnits,
  setPasswordHash,
  setUserEnabled,
} from '../accounts/index.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { replaceUserGroups } from './group.repository.js';
import { groupNotFound } from './group.service.js';
import { ownGroupIds } from './group.repository.js';
import * as repo from './workbay.repository.js';

const workbayNotFound = () => notFound({ zh: '工位', en: 'Workbay' });
const roleNotFound = () => notFound({ zh: '角色', en: 'Role' });
const workbayNo = { zh: '工位号', en: 'Workbay number' };

/** A unique index refused the row: two saves of one number raced. */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** The id of the company's workbay with this number, if any (numbers are unique per company, any case). */
export async function workbayIdByNo(db: Db, ctx: RequestContext, no: string): Promise<string | undefined> {
  const bossCode = await bossCodeOf(db, ctx.bossUnitId);
  if (!bossCode) return undefined;
  return (await findWorkbayAccount(db, bossCode, no))?.id;
}

async function assertFreeNo(db: Db, ctx: RequestContext, no: string, selfId?: string): Promise<void> {
  const id = await workbayIdByNo(db, ctx, no);
  if (id && id !== selfId) throw duplicate('no', workbayNo);
}

async function assertOwnRolesAndGroups(db: Db, ctx: RequestContext, roleIds: string[], groupIds: string[]): Promise<void> {
  const roles = await repo.ownRoleIds(db, ctx.unitId, roleIds);
  if (roleIds.some((id) => !roles.has(id))) throw roleNotFound();
  const groups = await ownGroupIds(db, ctx.unitId, groupIds);
  if (groupIds.some((id) => !groups.has(id))) throw groupNotFound();
}

const uniq = (ids: string[]) => [...new Set(ids)];

async function log(trx: Db, ctx: RequestContext, action: string, id: string, detail?: Record<string, unknown>) {
  await writeOperationLog(trx, {
    unitId: ctx.unitId,
    userId: ctx.userId,
    action,
    targetType: 'user',
    targetId: id,
    visitor: ctx.visitor,
    detail: detail ?? null,
  });
}

export async function pageWorkbayList(
  db: Db,
  ctx: RequestContext,
  input: Parameters<typeof repo.pageWorkbays>[2] & {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageWorkbays(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}

export async function getWorkbay(db: Db, ctx: RequestContext, id: string): Promise<WorkbayDetail> {
  const row = await repo.findWorkbay(db, ctx, id);
  if (!row) throw workbayNotFound();
  const [bossCode, factories] = await Promise.all([
    bossCodeOf(db, ctx.bossUnitId),
    repo.workbayFactories(db, ctx.bossUnitId, id),
  ]);
  return { ...row, bossCode, roleList: row.roles.map((r) => r.id), groupList: row.groups.map((g) => g.id), factories };
}

interface NewWorkbay {
  no: string;
  name: string;
  password: string;
  roleList: string[];
  /** Groups per factory; the current factory is always among them. */
  groupsByUnit: Map<string, string[]>;
}

/** Runs the registered workbay creation checks (the company's quota) inside the creating transaction. */
export type CheckWorkbayCreation = (trx: Db, bossUnitId: string) => Promise<void>;

async function insertWorkbay(
  db: Db,
  ctx: RequestContext,
  input: NewWorkbay,
  checkCreation: CheckWorkbayCreation,
): Promise<{ id: string }> {
  await assertFreeNo(db, ctx, input.no);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      await checkCreation(trx, ctx.bossUnitId);
      const id = await insertAccount(trx, {
        bossUnitId: ctx.bossUnitId,
        kind: 'WORKBAY',
        loginName: input.no,
        phone: null,
        userName: input.name,
        passwordHash,
        lastLoginUnitId: ctx.unitId,
      });
      for (const [unitId, groupIds] of input.groupsByUnit) {
        await addUserToUnit(trx, id, unitId);
        await replaceUserGroups(trx, unitId, id, groupIds);
      }
      await repo.replaceUserRoles(trx, ctx.unitId, id, input.roleList);
      await log(trx, ctx, 'WORKBAY_CREATE', id, { no: input.no });
      return { id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('no', workbayNo);
    throw err;
  }
}

/** fac/facWorkBay/addFacWorkBay: a workbay of the current factory with its roles and groups here. */
export async function createFacWorkbay(
  db: Db,
  ctx: RequestContext,
  input: { no: string; name: string; password: string; roleList: string[]; groupList: string[] },
  checkCreation: CheckWorkbayCreation,
) {
  const roleList = uniq(input.roleList);
  const groupList = uniq(input.groupList);
  await assertOwnRolesAndGroups(db, ctx, roleList, groupList);
  return insertWorkbay(db, ctx, { ...input, roleList, groupsByUnit: new Map([[ctx.unitId, groupList]]) }, checkCreation);
}

/**
 * facUser/addWorkbay: the company-level form. The workbay joins each factory in facIds (default:
 * the current one) that the caller may enter; each group must belong to one of those factories.
 */
export async function createWorkbayAccount(
  db: Db,
  ctx: RequestContext,
  input: {
    loginName: string;
    userName: string;
    password: string;
    facIds?: string[] | undefined;
    groupIds: string[];
    roleList: string[];
  },
  checkCreation: CheckWorkbayCreation,
) {
  const facIds = uniq(input.facIds?.length ? input.facIds : [ctx.unitId]);
  const mayEnter = new Set(
    (await listAccessibleUnits(db, { id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId })).map((u) => u.id),
  );
  if (facIds.some((id) => !mayEnter.has(id))) throw notFound({ zh: '工厂', en: 'Factory' });
  const groupUnits = await repo.unitsOfGroups(db, uniq(input.groupIds));
  const groupsByUnit = new Map<string, string[]>([[ctx.unitId, []], ...facIds.map((id) => [id, []] as [string, string[]])]);
  for (const groupId of uniq(input.groupIds)) {
    const unitId = groupUnits.get(groupId);
    const list = unitId ? groupsByUnit.get(unitId) : undefined;
    if (!unitId || !list || !facIds.includes(unitId)) throw groupNotFound();
    list.push(groupId);
  }
  const roleList = uniq(input.roleList);
  await assertOwnRolesAndGroups(db, ctx, roleList, []);
  return insertWorkbay(
    db,
    ctx,
    { no: input.loginName, name: input.userName, password: input.password, roleList, groupsByUnit },
    checkCreation,
  );
}

/** Edits number, name, roles and groups in this factory; a new password ends the workbay's sessions. */
export async function updateFacWorkbay(
  db: Db,
  ctx: RequestContext,
  input: { id: string; no: string; name: string; password?: string | undefined; roleList: string[]; groupList: string[] },
): Promise<{ id: string }> {
  if (!(await repo.findWorkbay(db, ctx, input.id))) throw workbayNotFound();
  await assertFreeNo(db, ctx, input.no, input.id);
  const roleList = uniq(input.roleList);
  const groupList = uniq(input.groupList);
  await assertOwnRolesAndGroups(db, ctx, roleList, groupList);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateWorkbayIdentity(trx, ctx, input.id, { loginName: input.no, userName: input.name });
      await repo.replaceUserRoles(trx, ctx.unitId, input.id, roleList);
      await replaceUserGroups(trx, ctx.unitId, input.id, groupList);
      if (passwordHash) {
        await setPasswordHash(trx, input.id, passwordHash);
        await endUserSessions(trx, input.id, 'PASSWORD_RESET');
      }
      await log(trx, ctx, 'WORKBAY_UPDATE', input.id, { passwordChanged: Boolean(passwordHash) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('no', workbayNo);
    throw err;
  }
  return { id: input.id };
}

/** Ban (type 1) or lift the ban (type 0); a ban ends every session of the workbay (accounts' disableUser). */
export async function banWorkbay(db: Db, ctx: RequestContext, input: { workbayId: string; type: number }): Promise<WorkbayRow> {
  if (!(await repo.findWorkbay(db, ctx, input.workbayId))) throw workbayNotFound();
  await setUserEnabled(db, ctx, input.workbayId, input.type === 0);
  return (await repo.findWorkbay(db, ctx, input.workbayId))!;
}

/** An administrator sets a new password: every session of the workbay ends (1001 PASSWORD_RESET). */
export async function resetWorkbayPassword(db: Db, ctx: RequestContext, input: { id: string; password: string }): Promise<void> {
  if (!(await repo.findWorkbay(db, ctx, input.id))) throw workbayNotFound();
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, input.id, passwordHash);
    await endUserSessions(trx, input.id, 'PASSWORD_RESET');
    await log(trx, ctx, 'WORKBAY_PASSWORD_RESET', input.id);
  });
}
