import type { EasyFactorys, EditFactoryInput, FactoryDetail, FactoryFormInput, LimitFactorys } from '@gf/contracts';
import { Code } from '@gf/contracts';
import { addUserToUnit, insertFactoryUnit, listAccessibleUnits } from '../accounts/index.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { AppError, duplicate } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import {
  addGroup,
  factoryNotFound,
  getFactoryInfo,
  groupsWithUsers,
  removeGroup,
  renameGroup,
  saveFactoryInfo,
} from '../factory/index.js';
import { assertFactoryQuota, canCreateFactory, effectiveLimit, type ChargeDefaults } from './charge-limit.service.js';
import { refused } from './company-errors.js';
import * as repo from './factory.repository.js';

const factoryName = { zh: '工厂名称', en: 'Factory name' };

/** The factories the caller may enter: every one of the company for a boss, else those linked to the account. */
export async function enterableFactoryIds(db: Db, ctx: RequestContext): Promise<string[]> {
  const units = await listAccessibleUnits(db, { id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId });
  return units.map((u) => u.id);
}

/** A factory of the caller's company that the caller may enter; any other id answers 40402 (nothing told apart). */
export async function requireEnterableFactory(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; name: string }> {
  const factory = await repo.findCompanyFactory(db, ctx.bossUnitId, id);
  if (!factory || !(await enterableFactoryIds(db, ctx)).includes(id)) throw factoryNotFound();
  return factory;
}

/** The context of the factory-level services (groups) run on another factory of the company. */
const inFactory = (ctx: RequestContext, unitId: string): RequestContext => ({ ...ctx, unitId });

/** fac/getEasyFactorys: the factory switcher's list. */
export async function easyFactorys(db: Db, ctx: RequestContext): Promise<EasyFactorys> {
  const rows = await repo.listCompanyFactories(db, ctx.bossUnitId, { ids: await enterableFactoryIds(db, ctx) });
  return { factorys: rows.map((r) => ({ id: r.id, name: r.name, logo: r.logo })), lastLoginFactoryId: ctx.unitId || null };
}

/** fac/getUnitListByUserId: the factories the caller may enter, by name (the factory filters of lists). */
export async function unitList(db: Db, ctx: RequestContext, keyword?: string) {
  const rows = await repo.listCompanyFactories(db, ctx.bossUnitId, { ids: await enterableFactoryIds(db, ctx), keyword });
  return { unitList: rows.map((r) => ({ id: r.id, name: r.name })) };
}

/** fac/getEasyLimitFactorys: 工厂管理's rows, and whether the caller may add one now (permission and quota). */
export async function limitFactorys(db: Db, ctx: RequestContext, defaults: ChargeDefaults): Promise<LimitFactorys> {
  const [rows, limit, factoryCount] = await Promise.all([
    enterableFactoryIds(db, ctx).then((ids) => repo.listCompanyFactories(db, ctx.bossUnitId, { ids })),
    effectiveLimit(db, ctx.bossUnitId, defaults),
    repo.countFactories(db, ctx.bossUnitId),
  ]);
  return {
    factorys: rows.map((r) => ({ ...r, isCurrent: r.id === ctx.unitId })),
    canCreate: can(ctx, 'company.factory.add') && (await canCreateFactory(db, ctx.bossUnitId, defaults)),
    factoryCount,
    maxFactories: limit.maxFactories,
  };
}

/** unit/checkUnitName: is the name taken by another factory of the company. */
export async function checkUnitName(db: Db, ctx: RequestContext, input: { name: string; id?: string | undefined }) {
  return { exists: await repo.factoryNameTaken(db, ctx.bossUnitId, input.name, input.id) };
}

/** Top-level workbay groups (the form's chips) with what would stop their removal. */
async function topGroups(db: Db, ctx: RequestContext, unitId: string): Promise<FactoryDetail['groups']> {
  const { groups, facGroupDTOS } = await groupsWithUsers(db, inFactory(ctx, unitId));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    childCount: g.children.length,
    memberCount: facGroupDTOS.find((d) => d.groupId === g.id)?.facUserDTOS.length ?? 0,
  }));
}

/**
 * fac/getFactoryDetail: a factory of the company the caller may enter, with its storehouse links and groups; without
 * an id, a blank factory offering every storehouse of the company (as the session's factory sees them), none linked.
 */
export async function factoryDetail(db: Db, ctx: RequestContext, id?: string): Promise<FactoryDetail> {
  if (id) {
    await requireEnterableFactory(db, ctx, id);
    const [info, groups] = await Promise.all([getFactoryInfo(db, ctx, id), topGroups(db, ctx, id)]);
    return { ...info, groups };
  }
  const current = ctx.unitId ? await getFactoryInfo(db, ctx, ctx.unitId) : null;
  const blank = { contacts: null, areaCode: null, telephone: null, phone: null, address: null, logo: null };
  return {
    id: null,
    name: '',
    ...blank,
    provinceId: null,
    cityId: null,
    areaId: null,
    bossCode: current?.bossCode ?? null,
    defaultStorehouseId: null,
    storehouses: (current?.storehouses ?? []).map((s) => ({ ...s, isLinked: false, isDefault: false })),
    groups: [],
  };
}

/** The form's chips on the factory's top-level groups: new ones added, renamed ones renamed, missing ones removed. */
async function syncGroups(t: Db, ctx: RequestContext, unitId: string, chips: NonNullable<FactoryFormInput['groups']>) {
  const target = inFactory(ctx, unitId);
  const current = await topGroups(t, ctx, unitId);
  chips.forEach((chip, i) => {
    if (chip.id && !current.some((g) => g.id === chip.id))
      throw refused(`groups.${i}.id`, { zh: '分组不是该工厂的一级分组', en: 'is not a top-level group of this factory' });
  });
  for (const group of current)
    if (!chips.some((c) => c.id === group.id)) {
      if (group.childCount || group.memberCount)
        throw new AppError(Code.inUse, {
          zh: `分组「${group.name}」下还有子分组或人员，不能删除`,
          en: `Group "${group.name}" still has sub-groups or members and cannot be removed`,
        });
      await removeGroup(t, target, group.id);
    }
  for (const chip of chips)
    if (!chip.id) await addGroup(t, target, { name: chip.name });
    else if (current.find((g) => g.id === chip.id)?.name !== chip.name)
      await renameGroup(t, target, { groupId: chip.id, name: chip.name });
}

/**
 * fac/addFactory: a new factory of the caller's company, within the charge limit. It is made as registration makes
 * the first one (the accounts area's insertFactoryUnit, the company's boss accounts linked), then saved through the
 * factory information service and given its groups, all in one transaction.
 */
export async function addFactory(db: Db, ctx: RequestContext, defaults: ChargeDefaults, input: FactoryFormInput) {
  const { groups, ...info } = input;
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockCompany(trx, ctx.bossUnitId);
    await assertFactoryQuota(trx, ctx.bossUnitId, defaults);
    if (await repo.factoryNameTaken(trx, ctx.bossUnitId, info.name)) throw duplicate('name', factoryName);
    // Contact and mobile are written again, with the rest of the form, by saveFactoryInfo below.
    const unitId = await insertFactoryUnit(trx, {
      bossUnitId: ctx.bossUnitId,
      name: info.name,
      contactName: info.contacts ?? '',
      mobilePhone: info.phone ?? '',
    });
    for (const bossId of await repo.bossAccountIds(trx, ctx.bossUnitId)) await addUserToUnit(trx, bossId, unitId);
    const t = joinTransaction(trx);
    await saveFactoryInfo(t, ctx, unitId, info);
    await syncGroups(t, ctx, unitId, groups ?? []);
    await writeOperationLog(trx, {
      unitId,
      userId: ctx.userId,
      action: 'FACTORY_ADD',
      targetType: 'unit',
      targetId: unitId,
      visitor: ctx.visitor,
      detail: { name: info.name, from: ctx.unitId || null },
    });
    return unitId;
  });
  return factoryDetail(db, ctx, id);
}

/** fac/editFacInfo: one factory of the company the caller may enter, its information, links and groups at once. */
export async function editFactory(db: Db, ctx: RequestContext, input: EditFactoryInput) {
  const { id, groups, ...info } = input;
  await requireEnterableFactory(db, ctx, id);
  await db.transaction().execute(async (trx) => {
    const t = joinTransaction(trx);
    await saveFactoryInfo(t, ctx, id, info);
    if (groups) await syncGroups(t, ctx, id, groups);
  });
  return factoryDetail(db, ctx, id);
}
