import { pageOf, type EmployeeKind, type EmployeeRow, type SysUnitUser } from '@gf/contracts';
import { addUserToUnit, listAccessibleUnits } from '../accounts/index.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { endUserSessionsInUnit } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './employee.repository.js';
import type { CompanyScope } from './workbay-company.repository.js';

const employeeNotFound = () => notFound({ zh: '员工', en: 'Employee' });

/** The factories of the company the caller may enter: every company-level read and write is bounded by them. */
export async function enterableUnits(db: Db, ctx: RequestContext): Promise<{ id: string; name: string }[]> {
  return listAccessibleUnits(db, { id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId });
}

export async function companyScope(db: Db, ctx: RequestContext): Promise<CompanyScope> {
  return { bossUnitId: ctx.bossUnitId, unitIds: (await enterableUnits(db, ctx)).map((u) => u.id) };
}

/** Which of `wanted` are not among `allowed`: the first one's position, for a field path. */
export function firstOutside(wanted: readonly string[], allowed: ReadonlySet<string>): number {
  return wanted.findIndex((id) => !allowed.has(id));
}

/**
 * Sets which of the caller's factories an account is linked to: `wanted` are linked (kept or added), the caller's
 * other factories unlinked (roles, groups and sessions there end). Factories the caller may not enter stay as they are.
 * Runs in the caller's transaction; answers the factories that were unlinked.
 */
export async function applyFactoryLinks(
  trx: Db,
  account: Pick<repo.CompanyAccount, 'id' | 'unitIds'>,
  scopeUnitIds: readonly string[],
  wanted: readonly string[],
): Promise<string[]> {
  const keep = new Set(wanted);
  const unlinked = account.unitIds.filter((id) => scopeUnitIds.includes(id) && !keep.has(id));
  for (const unitId of wanted) await addUserToUnit(trx, account.id, unitId);
  for (const unitId of unlinked) {
    await repo.unlinkUserFromUnit(trx, account.id, unitId);
    await endUserSessionsInUnit(trx, account.id, unitId, 'UNIT_UNLINKED');
  }
  return unlinked;
}

export async function pageEmployeeList(
  db: Db,
  ctx: RequestContext,
  input: {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    keyword?: string | undefined;
    facIds?: string[] | undefined;
    kind?: EmployeeKind | undefined;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const scope = await companyScope(db, ctx);
  if (!scope.unitIds.length) return { list: [], totalCount: 0, pageNo, pageSize };
  return { ...(await repo.pageEmployees(db, scope, input, pageSize, offset)), pageNo, pageSize };
}

/** 员工管理's checkboxes: the account's factories among the caller's. */
export async function updateEmployeeFactories(
  db: Db,
  ctx: RequestContext,
  input: { userId: string; facIds: string[] },
): Promise<{ userId: string; factories: EmployeeRow['factories'] }> {
  const units = await enterableUnits(db, ctx);
  const scope = { bossUnitId: ctx.bossUnitId, unitIds: units.map((u) => u.id) };
  const account = await repo.findCompanyAccount(db, ctx.bossUnitId, input.userId);
  if (!account || !account.unitIds.some((id) => scope.unitIds.includes(id))) throw employeeNotFound();
  if (account.kind === 'BOSS')
    throw badState({ zh: '老板账号可进入所有工厂，无需关联', en: 'A boss account enters every factory; it needs no links' });
  if (account.id === ctx.userId)
    throw badState({ zh: '不能修改自己关联的工厂', en: 'You cannot change the factories of your own account' });
  const wanted = [...new Set(input.facIds)];
  const outside = firstOutside(wanted, new Set(scope.unitIds));
  if (outside >= 0)
    throw invalid(`facIds.${outside}`, { zh: '{label}不是您可进入的工厂', en: '{label} is not a factory you may enter' });
  const others = account.unitIds.filter((id) => !scope.unitIds.includes(id));
  if (!wanted.length && !others.length) throw invalid('facIds', { zh: '请至少关联一个工厂', en: 'Link at least one factory' });
  await db.transaction().execute(async (trx) => {
    const unlinked = await applyFactoryLinks(trx, account, scope.unitIds, wanted);
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'EMPLOYEE_FACTORIES',
      targetType: 'user',
      targetId: account.id,
      visitor: ctx.visitor,
      detail: { linked: wanted, unlinked },
    });
  });
  const linked = new Set(wanted);
  return {
    userId: account.id,
    factories: units.filter((u) => linked.has(u.id)).map((u) => ({ facId: u.id, facName: u.name })),
  };
}

/** unit/querySysUnitAllUser: staff of the company's factories the caller may enter (unitIds narrows them). */
export async function sysUnitAllUsers(
  db: Db,
  ctx: RequestContext,
  input: {
    unitIds?: string[] | undefined;
    workbayIds?: string[] | undefined;
    keyword?: string | undefined;
    status?: number | undefined;
  },
): Promise<{ unitAllUserList: SysUnitUser[] }> {
  const scope = await companyScope(db, ctx);
  const wanted = input.unitIds?.length ? new Set(input.unitIds) : null;
  const unitIds = scope.unitIds.filter((id) => !wanted || wanted.has(id));
  if (!unitIds.length) return { unitAllUserList: [] };
  const isEnabled = input.status === undefined ? undefined : input.status === 0;
  return {
    unitAllUserList: await repo.listSysUnitUsers(db, { ...scope, unitIds }, { ...input, isEnabled }),
  };
}
