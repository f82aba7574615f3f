import { Code, pageOf, type ChargeLimitRow, type ChargeLimitUpdateInput, type Page } from '@gf/contracts';
import type { AppConfig } from '../../config.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './charge-limit.repository.js';
import { refused } from './company-errors.js';
import { countFactories, listCompanyFactories, lockCompany } from './factory.repository.js';

export type ChargeDefaults = AppConfig['chargeLimitDefaults'];

/** The quotas in force: the company's own, else the server's defaults. */
export async function effectiveLimit(db: Db, bossUnitId: string, defaults: ChargeDefaults) {
  const own = await repo.findChargeLimit(db, bossUnitId);
  return {
    maxFactories: own?.maxFactories ?? defaults.factories,
    maxWorkbays: own?.maxWorkbays ?? defaults.workbays,
    own,
  };
}

/**
 * Refuses (40902) one more factory past the company's quota. The caller holds the company lock (lockCompany), so
 * two additions at once cannot both take the last place.
 */
export async function assertFactoryQuota(trx: Db, bossUnitId: string, defaults: ChargeDefaults): Promise<void> {
  const { maxFactories } = await effectiveLimit(trx, bossUnitId, defaults);
  if ((await countFactories(trx, bossUnitId)) >= maxFactories)
    throw new AppError(Code.badState, {
      zh: `已达到工厂数量上限（${maxFactories}），请联系服务商`,
      en: `The company has reached its limit of ${maxFactories} factories; contact your service provider`,
    });
}

/** The workbay quota, run by the factory area inside every workbay creation (addWorkbayCreationCheck). */
export async function assertWorkbayQuota(trx: Db, bossUnitId: string, defaults: ChargeDefaults): Promise<void> {
  await lockCompany(trx, bossUnitId);
  const { maxWorkbays } = await effectiveLimit(trx, bossUnitId, defaults);
  if ((await repo.countWorkbays(trx, bossUnitId)) >= maxWorkbays)
    throw new AppError(Code.badState, {
      zh: `已达到工位数量上限（${maxWorkbays}），请联系服务商`,
      en: `The company has reached its limit of ${maxWorkbays} workbays; contact your service provider`,
    });
}

export async function canCreateFactory(db: Db, bossUnitId: string, defaults: ChargeDefaults): Promise<boolean> {
  const { maxFactories } = await effectiveLimit(db, bossUnitId, defaults);
  return (await countFactories(db, bossUnitId)) < maxFactories;
}

const otherCompany = () =>
  new AppError(
    Code.wrongUnit,
    { zh: '只能查看和修改本公司的收费限制', en: "Only your own company's charge limits can be seen or changed" },
    { errors: [{ field: 'bossUnitId', message: 'is not your company' }] },
  );

async function chargeLimitRow(db: Db, bossUnitId: string, defaults: ChargeDefaults): Promise<ChargeLimitRow> {
  const company = await repo.findCompany(db, bossUnitId);
  if (!company) throw notFound({ zh: '公司', en: 'Company' });
  const [limit, factories, workbayCount] = await Promise.all([
    effectiveLimit(db, bossUnitId, defaults),
    listCompanyFactories(db, bossUnitId),
    repo.countWorkbays(db, bossUnitId),
  ]);
  return {
    bossUnitId,
    bossCode: company.code,
    name: company.name,
    phone: company.mobilePhone,
    factoryNames: factories.map((f) => f.name),
    factoryCount: factories.length,
    maxFactories: limit.maxFactories,
    workbayCount,
    maxWorkbays: limit.maxWorkbays,
    isCustom: Boolean(limit.own),
    updatedAt: limit.own ? limit.own.updatedAt.toISOString() : null,
    updatedBy: limit.own?.updatedBy ?? null,
  };
}

/** unit/chargeManage/list: the caller's company (the only one it may see), when the keyword finds it. */
export async function listChargeLimits(
  db: Db,
  ctx: RequestContext,
  defaults: ChargeDefaults,
  input: { keyword?: string | undefined; pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
): Promise<Page<ChargeLimitRow>> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const row = await chargeLimitRow(db, ctx.bossUnitId, defaults);
  const keyword = input.keyword?.toLowerCase();
  const found = !keyword || [row.bossCode, row.name, row.phone].some((v) => v?.toLowerCase().includes(keyword));
  const rows = found ? [row] : [];
  return { list: rows.slice(offset, offset + pageSize), totalCount: rows.length, pageNo, pageSize };
}

/** unit/chargeManage/detail. */
export async function getChargeLimit(db: Db, ctx: RequestContext, defaults: ChargeDefaults, bossUnitId?: string) {
  if (bossUnitId && bossUnitId !== ctx.bossUnitId) throw otherCompany();
  return chargeLimitRow(db, ctx.bossUnitId, defaults);
}

/**
 * unit/chargeManage/update: the boss account only (the quotas are what the company pays for: a role holding the
 * code must not lift them), never below what the company already has; logged with the old and new quotas.
 */
export async function updateChargeLimit(
  db: Db,
  ctx: RequestContext,
  defaults: ChargeDefaults,
  input: ChargeLimitUpdateInput,
): Promise<ChargeLimitRow> {
  if (ctx.userKind !== 'BOSS')
    throw new AppError(Code.noPermission, {
      zh: '只有老板账号可以修改收费限制',
      en: 'Only the boss account can change the charge limits',
    });
  if (input.bossUnitId && input.bossUnitId !== ctx.bossUnitId) throw otherCompany();
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, ctx.bossUnitId);
    const before = await effectiveLimit(trx, ctx.bossUnitId, defaults);
    const factoryCount = await countFactories(trx, ctx.bossUnitId);
    if (input.maxFactories < factoryCount)
      throw refused('maxFactories', {
        zh: `工厂数量上限不能小于现有工厂数（${factoryCount}）`,
        en: `Factories allowed cannot be below the ${factoryCount} factories the company has`,
      });
    const workbayCount = await repo.countWorkbays(trx, ctx.bossUnitId);
    if (input.maxWorkbays < workbayCount)
      throw refused('maxWorkbays', {
        zh: `工位数量上限不能小于现有工位数（${workbayCount}）`,
        en: `Workbays allowed cannot be below the ${workbayCount} workbays the company has`,
      });
    const limit = { maxFactories: input.maxFactories, maxWorkbays: input.maxWorkbays };
    await repo.saveChargeLimit(trx, ctx.bossUnitId, limit, ctx.userId);
    await writeOperationLog(trx, {
      unitId: ctx.unitId || null,
      userId: ctx.userId,
      action: 'CHARGE_LIMIT_UPDATE',
      targetType: 'unit',
      targetId: ctx.bossUnitId,
      visitor: ctx.visitor,
      detail: { before: { maxFactories: before.maxFactories, maxWorkbays: before.maxWorkbays }, after: limit },
    });
  });
  return chargeLimitRow(db, ctx.bossUnitId, defaults);
}
