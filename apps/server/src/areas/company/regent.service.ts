import { Code, type RegentConfig, type RegentMoveResult } from '@gf/contracts';
import { addUserToUnit, leaveUnit } from '../accounts/index.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryNotFound } from '../factory/index.js';
import { assertFactoryQuota, type ChargeDefaults } from './charge-limit.service.js';
import { refused } from './company-errors.js';
import { deleteStorehouseLinks } from './factory-data.repository.js';
import { assertHoldsNoData } from './factory-delete.service.js';
import * as factories from './factory.repository.js';
import { enterableFactoryIds } from './factory.service.js';
import * as repo from './regent.repository.js';

/*
 * fac-regent-central config, answered for what it means here (README): a company lists the boss codes of the
 * companies it agrees to exchange factories with; a factory moves from one company into another (joinUnit, or all
 * at once with fullPush / fullReceived) only while both list each other, enabled, and only while it holds no data.
 */

const entryNotFound = () => notFound({ zh: '配置', en: 'Configuration entry' });

/** The company of a boss code, refusing an unknown code and the caller's own (40001 naming bossUnitNo). */
async function partnerByCode(db: Db, ctx: RequestContext, bossUnitNo: string) {
  const company = await factories.findCompanyByCode(db, bossUnitNo);
  if (!company)
    throw refused('bossUnitNo', { zh: `老板代码「${bossUnitNo}」不存在`, en: `No company has the boss code "${bossUnitNo}"` });
  if (company.id === ctx.bossUnitId)
    throw refused('bossUnitNo', { zh: '不能填写本公司的老板代码', en: "This is your own company's boss code" });
  return company;
}

/** list: sendList — companies we agree to send factories to; receivedList — companies agreeing to send theirs to us. */
export async function regentConfig(db: Db, ctx: RequestContext): Promise<RegentConfig> {
  const [own, namingUs] = await Promise.all([
    repo.listEntries(db, ctx.bossUnitId, 'own'),
    repo.listEntries(db, ctx.bossUnitId, 'namingUs'),
  ]);
  const entry = ({ companyId: _, ...e }: repo.EntryRow) => e;
  return { sendList: own.map(entry), receivedList: namingUs.map(entry) };
}

/** addBossUnitNo: our company agrees to exchange factories with the company of this boss code. */
export async function addBossUnitNo(db: Db, ctx: RequestContext, bossUnitNo: string): Promise<RegentConfig> {
  const partner = await partnerByCode(db, ctx, bossUnitNo);
  await db.transaction().execute(async (trx) => {
    if (await repo.entryExists(trx, ctx.bossUnitId, partner.id))
      throw duplicate('bossUnitNo', { zh: '老板代码', en: 'Boss code' });
    const id = await repo.insertEntry(trx, ctx.bossUnitId, partner.id, ctx.userId);
    await log(trx, ctx, 'REGENT_PARTNER_ADD', id, { bossUnitNo: partner.code });
  });
  return regentConfig(db, ctx);
}

/** deleteBossUnitNo: withdraws our agreement (factories already moved stay where they are). */
export async function deleteBossUnitNo(db: Db, ctx: RequestContext, bossUnitNo: string): Promise<RegentConfig> {
  const partner = await partnerByCode(db, ctx, bossUnitNo);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteEntry(trx, ctx.bossUnitId, partner.id)))
      throw refused('bossUnitNo', {
        zh: `未添加老板代码「${partner.code}」`,
        en: `The boss code "${partner.code}" is not in the list`,
      });
    await log(trx, ctx, 'REGENT_PARTNER_DELETE', partner.id, { bossUnitNo: partner.code });
  });
  return regentConfig(db, ctx);
}

/** enabled: pauses or resumes one of our entries. */
export async function setRegentEnabled(db: Db, ctx: RequestContext, input: { configId: string; enabled: boolean }) {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.setEntryEnabled(trx, ctx.bossUnitId, input.configId, input.enabled))) throw entryNotFound();
    await log(trx, ctx, 'REGENT_PARTNER_ENABLED', input.configId, { enabled: input.enabled });
  });
  return regentConfig(db, ctx);
}

function log(trx: Db, ctx: RequestContext, action: string, targetId: string, detail: Record<string, unknown>) {
  return writeOperationLog(trx, {
    unitId: ctx.unitId || null,
    userId: ctx.userId,
    action,
    targetType: 'unit',
    targetId,
    visitor: ctx.visitor,
    detail,
  });
}

const cannotJoin: LocalText = {
  zh: '该工厂已有业务数据（单据、物料、员工等），不能加入其他公司',
  en: 'The factory holds data (bills, materials, employees ...) and cannot join another company',
};

/**
 * Moves one factory of company `from` into company `to`, in one transaction under both companies' locks (taken in
 * id order): both agree, the factory holds no data, `to` has room and no factory of that name. Its set-up moves
 * with it except the links to `from`'s storehouses; `from`'s accounts leave it (their sessions move or end) and
 * `to`'s boss accounts are linked.
 */
async function moveFactory(
  db: Db,
  ctx: RequestContext,
  defaults: ChargeDefaults,
  move: { from: string; to: string; unitId: string },
) {
  return db.transaction().execute(async (trx) => {
    for (const id of [move.from, move.to].sort((a, b) => Number(a) - Number(b))) await factories.lockCompany(trx, id);
    const factory = await factories.findCompanyFactory(trx, move.from, move.unitId);
    if (!factory) throw factoryNotFound();
    if (!(await repo.bothAgree(trx, move.from, move.to)))
      throw new AppError(Code.badState, {
        zh: '双方公司都需添加对方的老板代码并启用，工厂才能加入',
        en: "Both companies must list each other's boss code, enabled, before a factory can join",
      });
    await assertHoldsNoData(trx, factory.id, cannotJoin);
    await assertFactoryQuota(trx, move.to, defaults);
    if (await factories.factoryNameTaken(trx, move.to, factory.name))
      throw duplicate('name', { zh: `目标公司的工厂「${factory.name}」`, en: `A factory "${factory.name}" of that company` });
    await factories.setFactoryCompany(trx, factory.id, move.to);
    await deleteStorehouseLinks(trx, factory.id);
    await leaveUnit(trx, factory.id, { forget: false });
    for (const bossId of await factories.bossAccountIds(trx, move.to)) await addUserToUnit(trx, bossId, factory.id);
    await writeOperationLog(trx, {
      unitId: factory.id,
      userId: ctx.userId,
      action: 'FACTORY_JOIN',
      targetType: 'unit',
      targetId: factory.id,
      visitor: ctx.visitor,
      detail: { name: factory.name, fromBossUnitId: move.from, toBossUnitId: move.to },
    });
    return factory;
  });
}

/** joinUnit: one factory of ours (one the caller may enter) joins the company of the boss code. */
export async function joinUnit(
  db: Db,
  ctx: RequestContext,
  defaults: ChargeDefaults,
  input: { bossUnitNo: string; unitId: string },
) {
  const partner = await partnerByCode(db, ctx, input.bossUnitNo);
  if (!(await enterableFactoryIds(db, ctx)).includes(input.unitId)) throw factoryNotFound();
  const factory = await moveFactory(db, ctx, defaults, { from: ctx.bossUnitId, to: partner.id, unitId: input.unitId });
  return { id: factory.id, name: factory.name, bossUnitNo: partner.code };
}

/** Moves each factory on its own; a refusal is counted with its reason and the others go on. */
async function moveAll(db: Db, ctx: RequestContext, defaults: ChargeDefaults, from: string, to: string, ids: string[]) {
  const result: RegentMoveResult = { successNum: 0, faithNum: 0, moved: [], failed: [] };
  const names = new Map((await factories.listCompanyFactories(db, from, { ids })).map((f) => [f.id, f.name]));
  for (const id of ids) {
    try {
      const factory = await moveFactory(db, ctx, defaults, { from, to, unitId: id });
      result.moved.push({ id, name: factory.name });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, name: names.get(id) ?? id, reason: pick(error.text, ctx.lang) });
    }
  }
  result.successNum = result.moved.length;
  result.faithNum = result.failed.length;
  return result;
}

/** fullPush: every factory of ours the caller may enter joins the partner of our entry `configId`. */
export async function fullPush(db: Db, ctx: RequestContext, defaults: ChargeDefaults, configId: string) {
  const entry = await repo.findEntry(db, ctx.bossUnitId, configId, 'own');
  if (!entry) throw entryNotFound();
  return moveAll(db, ctx, defaults, ctx.bossUnitId, entry.companyId, await enterableFactoryIds(db, ctx));
}

/** fullReceived: every factory of the company whose entry `configId` names us joins our company. */
export async function fullReceived(db: Db, ctx: RequestContext, defaults: ChargeDefaults, configId: string) {
  const entry = await repo.findEntry(db, ctx.bossUnitId, configId, 'namingUs');
  if (!entry) throw entryNotFound();
  const theirs = await factories.listCompanyFactories(db, entry.companyId);
  return moveAll(
    db,
    ctx,
    defaults,
    entry.companyId,
    ctx.bossUnitId,
    theirs.map((f) => f.id),
  );
}
