import {
  pageOf,
  type CompanyWorkbayDetail,
  type CompanyWorkbayPage,
  type WorkbayFacInfoInput,
  type WorkbayFactoryOption,
} from '@gf/contracts';
import { bossCodeOf, setPasswordHash } from '../accounts/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { replaceUserGroups } from './group.repository.js';
import { applyFactoryLinks, companyScope, enterableUnits } from './employee.service.js';
import * as company from './workbay-company.repository.js';
import * as repo from './workbay.repository.js';
import {
  assertFreeNo,
  insertWorkbay,
  isUniqueViolation,
  log,
  uniq,
  workbayNo,
  workbayNotFound,
  type CheckWorkbayCreation,
  type WorkbayFactory,
} from './workbay.service.js';

/** The factories of a workbay form as the wire says them (facInfos, and the original client's flat lists). */
export interface WorkbayFactoriesInput {
  facInfos?: WorkbayFacInfoInput[] | undefined;
  facIds?: string[] | undefined;
  groupIds?: string[] | undefined;
  roleIds?: string[] | undefined;
}

/** A refusal of resolveWorkbayFactories: the field path and what is wrong with it. */
export interface FactoriesProblem {
  field: string;
  problem: 'factory' | 'role' | 'group';
}

/**
 * The factories of a workbay with the roles and groups of each, from the form's fields (a pure rule, unit-tested).
 * The factories are those of facInfos and facIds (none: `fallback`); each must be one the caller may enter. A role or
 * group of facInfos must belong to its row's factory; a flat one joins the factory it belongs to, which must be chosen.
 */
export function resolveWorkbayFactories(
  input: WorkbayFactoriesInput,
  fallback: readonly string[],
  known: { enterable: ReadonlySet<string>; roleUnits: ReadonlyMap<string, string>; groupUnits: ReadonlyMap<string, string> },
): Map<string, WorkbayFactory> | FactoriesProblem {
  const result = new Map<string, WorkbayFactory>();
  const join = (facId: string) => {
    const entry = result.get(facId) ?? { roleIds: [], groupIds: [] };
    result.set(facId, entry);
    return entry;
  };
  const infos = input.facInfos ?? [];
  for (const [i, info] of infos.entries()) {
    if (!known.enterable.has(info.facId)) return { field: `facInfos.${i}.facId`, problem: 'factory' };
    const entry = join(info.facId);
    if (info.roleIds.some((id) => known.roleUnits.get(id) !== info.facId))
      return { field: `facInfos.${i}.roleIds`, problem: 'role' };
    if (info.groupIds.some((id) => known.groupUnits.get(id) !== info.facId))
      return { field: `facInfos.${i}.groupIds`, problem: 'group' };
    entry.roleIds.push(...info.roleIds);
    entry.groupIds.push(...info.groupIds);
  }
  for (const [i, facId] of (input.facIds ?? []).entries()) {
    if (!known.enterable.has(facId)) return { field: `facIds.${i}`, problem: 'factory' };
    join(facId);
  }
  if (!result.size) for (const facId of fallback) join(facId);
  const place = (ids: string[] | undefined, units: ReadonlyMap<string, string>, key: 'roleIds' | 'groupIds') => {
    for (const id of ids ?? []) {
      const entry = result.get(units.get(id) ?? '');
      if (!entry) return false;
      entry[key].push(id);
    }
    return true;
  };
  if (!place(input.roleIds, known.roleUnits, 'roleIds')) return { field: 'roleIds', problem: 'role' };
  if (!place(input.groupIds, known.groupUnits, 'groupIds')) return { field: 'groupIds', problem: 'group' };
  for (const entry of result.values()) {
    entry.roleIds = uniq(entry.roleIds);
    entry.groupIds = uniq(entry.groupIds);
  }
  return result;
}

const problemText = {
  factory: { zh: '{label}不是您可进入的工厂', en: '{label} is not a factory you may enter' },
  role: { zh: '{label}不属于该工厂', en: '{label}: a role of another factory' },
  group: { zh: '{label}不属于该工厂', en: '{label}: a group of another factory' },
};

/** Resolves the form's factories against the database, refusing (40001 naming the field) what does not fit. */
async function factoriesOf(
  db: Db,
  input: WorkbayFactoriesInput,
  fallback: readonly string[],
  enterable: ReadonlySet<string>,
): Promise<Map<string, WorkbayFactory>> {
  const roleIds = uniq([...(input.facInfos ?? []).flatMap((f) => f.roleIds), ...(input.roleIds ?? [])]);
  const groupIds = uniq([...(input.facInfos ?? []).flatMap((f) => f.groupIds), ...(input.groupIds ?? [])]);
  const [roleUnits, groupUnits] = await Promise.all([company.unitsOfRoles(db, roleIds), repo.unitsOfGroups(db, groupIds)]);
  const resolved = resolveWorkbayFactories(input, fallback, { enterable, roleUnits, groupUnits });
  if (resolved instanceof Map) return resolved;
  throw invalid(resolved.field, problemText[resolved.problem]);
}

/** Whether another workbay may be created now: the registered creation checks answer without refusing. */
async function canCreate(db: Db, ctx: RequestContext, checkCreation: CheckWorkbayCreation): Promise<boolean> {
  try {
    await checkCreation(db, ctx.bossUnitId);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

export async function pageCompanyWorkbays(
  db: Db,
  ctx: RequestContext,
  input: Parameters<typeof company.pageCompanyWorkbays>[2] & {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
  },
  checkCreation: CheckWorkbayCreation,
): Promise<CompanyWorkbayPage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const scope = await companyScope(db, ctx);
  const [page, mayCreate] = await Promise.all([
    company.pageCompanyWorkbays(db, scope, input, pageSize, offset),
    canCreate(db, ctx, checkCreation),
  ]);
  return { ...page, pageNo, pageSize, canCreate: mayCreate };
}

export async function getCompanyWorkbay(db: Db, ctx: RequestContext, workbayId: string): Promise<CompanyWorkbayDetail> {
  const scope = await companyScope(db, ctx);
  const row = await company.findCompanyWorkbay(db, scope, workbayId);
  if (!row) throw workbayNotFound();
  return { ...row, bossCode: await bossCodeOf(db, ctx.bossUnitId), disabled: !row.isEnabled };
}

/** facUser/workbayFactoryOptions: the caller's factories with their roles and groups. */
export async function workbayFactoryOptions(db: Db, ctx: RequestContext): Promise<WorkbayFactoryOption[]> {
  return company.factoryOptions(db, await enterableUnits(db, ctx));
}

/** facUser/addWorkbay: a workbay in one or more of the caller's factories, with roles and groups per factory. */
export async function createCompanyWorkbay(
  db: Db,
  ctx: RequestContext,
  input: WorkbayFactoriesInput & { loginName: string; userName: string; password: string },
  checkCreation: CheckWorkbayCreation,
): Promise<{ id: string }> {
  const scope = await companyScope(db, ctx);
  const enterable = new Set(scope.unitIds);
  const factories = await factoriesOf(db, input, enterable.has(ctx.unitId) ? [ctx.unitId] : [], enterable);
  if (!factories.size) throw invalid('facIds', { zh: '请至少选择一个工厂', en: 'Choose at least one factory' });
  return insertWorkbay(
    db,
    ctx,
    { no: input.loginName, name: input.userName, password: input.password, factories, noField: 'loginName' },
    checkCreation,
  );
}

/**
 * facUser/updateWorkbay: number, name, an optional new password, and the workbay's factories among the caller's:
 * each chosen one gets exactly its roles and groups; a factory left out is unlinked (roles, groups and sessions there
 * end). No factories given: they stay as they are.
 */
export async function updateCompanyWorkbay(
  db: Db,
  ctx: RequestContext,
  input: WorkbayFactoriesInput & { workbayId: string; loginName: string; userName: string; password?: string | undefined },
): Promise<{ id: string }> {
  const scope = await companyScope(db, ctx);
  const found = await company.findCompanyWorkbay(db, scope, input.workbayId);
  if (!found) throw workbayNotFound();
  await assertFreeNo(db, ctx, input.loginName, found.id, 'loginName');
  const current = found.facInfos.map((f) => f.facId);
  const touchesFactories = [input.facInfos, input.facIds, input.roleIds, input.groupIds].some((v) => v !== undefined);
  const factories = touchesFactories ? await factoriesOf(db, input, current, new Set(scope.unitIds)) : null;
  // The original client sends facIds and groupIds only: roles stay unless facInfos or roleIds speak of them.
  const replacesRoles = input.facInfos !== undefined || input.roleIds !== undefined;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateWorkbayIdentity(trx, ctx, found.id, { loginName: input.loginName, userName: input.userName });
      const wanted = factories ? [...factories.keys()] : current;
      const unlinked = await applyFactoryLinks(trx, { id: found.id, unitIds: current }, scope.unitIds, wanted);
      for (const [unitId, { roleIds, groupIds }] of factories ?? []) {
        if (replacesRoles) await repo.replaceUserRoles(trx, unitId, found.id, roleIds);
        await replaceUserGroups(trx, unitId, found.id, groupIds);
      }
      if (passwordHash) {
        await setPasswordHash(trx, found.id, passwordHash);
        await endUserSessions(trx, found.id, 'PASSWORD_RESET');
      }
      await log(trx, ctx, 'WORKBAY_UPDATE', found.id, {
        facIds: factories ? [...factories.keys()] : current,
        unlinked,
        passwordChanged: Boolean(passwordHash),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('loginName', workbayNo);
    throw err;
  }
  return { id: found.id };
}
