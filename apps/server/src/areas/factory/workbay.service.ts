import { pageOf, type WorkbayDetail } from '@gf/contracts';
import {
  addUserToUnit,
  bossCodeOf,
  findWorkbayAccount,
  insertAccount,
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
import { companyScope } from './employee.service.js';
import { findCompanyWorkbay } from './workbay-company.repository.js';
import * as repo from './workbay.repository.js';

export const workbayNotFound = () => notFound({ zh: '工位', en: 'Workbay' });
const roleNotFound = () => notFound({ zh: '角色', en: 'Role' });
export const workbayNo = { zh: '工位号', en: 'Workbay number' };

/** A unique index refused the row: two saves of one number raced. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** The id of the company's workbay with this number, if any (numbers are unique per company, any case). */
export async function workbayIdByNo(db: Db, ctx: RequestContext, no: string): Promise<string | undefined> {
  const bossCode = await bossCodeOf(db, ctx.bossUnitId);
  if (!bossCode) return undefined;
  return (await findWorkbayAccount(db, bossCode, no))?.id;
}

export async function assertFreeNo(db: Db, ctx: RequestContext, no: string, selfId?: string, field = 'no'): Promise<void> {
  const id = await workbayIdByNo(db, ctx, no);
  if (id && id !== selfId) throw duplicate(field, workbayNo);
}

async function assertOwnRolesAndGroups(db: Db, ctx: RequestContext, roleIds: string[], groupIds: string[]): Promise<void> {
  const roles = await repo.ownRoleIds(db, ctx.unitId, roleIds);
  if (roleIds.some((id) => !roles.has(id))) throw roleNotFound();
  const groups = await ownGroupIds(db, ctx.unitId, groupIds);
  if (groupIds.some((id) => !groups.has(id))) throw groupNotFound();
}

export const uniq = (ids: string[]) => [...new Set(ids)];

export async function log(trx: Db, ctx: RequestContext, action: string, id: string, detail?: Record<string, unknown>) {
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

/** A factory of a new or edited workbay with its roles and groups there (checked to belong to it). */
export interface WorkbayFactory {
  roleIds: string[];
  groupIds: string[];
}

export interface NewWorkbay {
  no: string;
  name: string;
  password: string;
  /** Its factories, the first one its start factory; never empty. */
  factories: Map<string, WorkbayFactory>;
  /** The input field of the number, for a duplicate's message ('no', or the company form's 'loginName'). */
  noField?: string;
}

/** Runs the registered workbay creation checks (the company's quota) inside the creating transaction. */
export type CheckWorkbayCreation = (trx: Db, bossUnitId: string) => Promise<void>;

/** Every call that creates a workbay ends here: the creation checks, then the account, its factories, roles and groups. */
export async function insertWorkbay(
  db: Db,
  ctx: RequestContext,
  input: NewWorkbay,
  checkCreation: CheckWorkbayCreation,
): Promise<{ id: string }> {
  const noField = input.noField ?? 'no';
  await assertFreeNo(db, ctx, input.no, undefined, noField);
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
        lastLoginUnitId: [...input.factories.keys()][0] ?? ctx.unitId,
      });
      for (const [unitId, { roleIds, groupIds }] of input.factories) {
        await addUserToUnit(trx, id, unitId);
        await repo.replaceUserRoles(trx, unitId, id, roleIds);
        await replaceUserGroups(trx, unitId, id, groupIds);
      }
      await log(trx, ctx, 'WORKBAY_CREATE', id, { no: input.no, facIds: [...input.factories.keys()] });
      return { id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(noField, workbayNo);
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
  const roleIds = uniq(input.roleList);
  const groupIds = uniq(input.groupList);
  await assertOwnRolesAndGroups(db, ctx, roleIds, groupIds);
  return insertWorkbay(db, ctx, { ...input, factories: new Map([[ctx.unitId, { roleIds, groupIds }]]) }, checkCreation);
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
export async function banWorkbay(
  db: Db,
  ctx: RequestContext,
  input: { workbayId: string; type: number },
): Promise<{ id: string; isEnabled: boolean }> {
  // facUser/ calls are the company's: a workbay of any factory the caller may enter (工位管理 lists them all).
  if (!(await findCompanyWorkbay(db, await companyScope(db, ctx), input.workbayId))) throw workbayNotFound();
  await setUserEnabled(db, ctx, input.workbayId, input.type === 0);
  return { id: input.workbayId, isEnabled: input.type === 0 };
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
