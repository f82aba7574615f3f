import {
  Code,
  pageOf,
  type NamedRef,
  type OutsideFactoryInsert,
  type OutsideFactoryPageInput,
  type OutsideFactoryRow,
  type OutsideFactoryUpdate,
  type Webhook,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { assertEditable, deleteBill, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { assertRegion } from '../../platform/regions/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse, listStorehouses } from '../factory/index.js';
import { outsideFactoryBillType, OUTSIDE_FACTORY_BILL_TYPE } from './outside-factory.bill-type.js';
import * as repo from './outside-factory.repository.js';
import { nextFreeCode } from './partner-code.service.js';
import { offerImportIfElsewhere } from './partner-import-offer.service.js';

registerNumberRule({
  billType: OUTSIDE_FACTORY_BILL_TYPE,
  kind: 'ARCHIVE',
  zh: '加工厂商编号',
  en: 'Processing factory code',
  segments: [
    { type: 'TEXT', value: 'JGC' },
    { type: 'SERIAL', length: 5, reset: 'NEVER' },
  ],
});
const what = {
  name: { zh: '加工厂商名称', en: 'Processing factory name' },
  code: { zh: '加工厂商编号', en: 'Processing factory code' },
  rate: { zh: '厂商评级', en: 'Rating' },
  brand: { zh: '品牌', en: 'Brand' },
};
const factoryNotFound = () => notFound({ zh: '加工厂商', en: 'Processing factory' });

/** The list's filters from the call (statuses or reviewStatusList, attrIds or brandIds). */
export function filterOf(input: Omit<OutsideFactoryPageInput, 'pageSize'>): repo.OutsideFactoryFilter {
  // Status 6 exists only as a computed state; "full mode" 7 asks for it and is accepted without effect.
  const statuses = (input.statuses ?? input.reviewStatusList)?.filter((s) => s !== 7);
  return {
    keyword: input.keyword,
    name: input.name,
    code: input.code,
    phone: input.phone,
    factoryRateIds: input.factoryRateIds,
    attrIds: input.attrIds ?? input.brandIds,
    stopuse: input.stopuse,
    statuses,
  };
}

/** 加工厂仓库 names from the factory area (its index), one call for a whole page. */
export async function withStorehouseNames(db: Db, unitId: string, rows: OutsideFactoryRow[]): Promise<OutsideFactoryRow[]> {
  if (!rows.some((r) => r.commonStorehouseId)) return rows;
  const names = new Map((await listStorehouses(db, unitId)).map((s) => [s.id, s.name]));
  return rows.map((r) => (r.commonStorehouseId ? { ...r, commonStorehouseName: names.get(r.commonStorehouseId) ?? null } : r));
}

export async function pageOutsideFactoryList(db: Db, ctx: RequestContext, input: OutsideFactoryPageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageOutsideFactories(db, ctx.unitId, filterOf(input), pageSize, offset);
  return { ...page, list: await withStorehouseNames(db, ctx.unitId, page.list), pageNo, pageSize };
}

export async function getOutsideFactory(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; code?: string | undefined },
): Promise<OutsideFactoryRow> {
  const row = await repo.findOutsideFactory(db, ctx.unitId, by);
  if (!row) throw factoryNotFound();
  return (await withStorehouseNames(db, ctx.unitId, [row]))[0] ?? row;
}

/** Name and code unique in the unit; ratings, brands and linked factories must be this unit's own. */
async function checkInput(db: Db, ctx: RequestContext, input: OutsideFactoryInsert, selfId?: string): Promise<void> {
  assertRegion(input);
  const sameName = await repo.findByName(db, ctx.unitId, input.name);
  if (sameName && sameName !== selfId) throw duplicate('name', what.name);
  if (input.code) {
    const sameCode = await repo.findByCode(db, ctx.unitId, input.code);
    if (sameCode && sameCode !== selfId) throw duplicate('code', what.code);
  }
  const unknown = { zh: '含有不存在的选项', en: 'contains an unknown choice' };
  if ((await repo.countTags(db, 'outsideFactoryRate', ctx.unitId, input.factoryRateIds)) !== input.factoryRateIds.length)
    throw invalid('factoryRateIds', unknown);
  if ((await repo.countTags(db, 'outsideFactoryBrand', ctx.unitId, input.attrIds)) !== input.attrIds.length)
    throw invalid('attrIds', unknown);
  if (selfId && input.outsideFactoryIds.includes(selfId))
    throw invalid('outsideFactoryIds', { zh: '不能关联自己', en: 'cannot link the factory to itself' });
  if ((await repo.countFactories(db, ctx.unitId, input.outsideFactoryIds)) !== input.outsideFactoryIds.length)
    throw invalid('outsideFactoryIds', unknown);
  const storehouseId = input.commonStorehouseId ?? input.relevanceStoreId;
  if (storehouseId && !(await findStorehouse(db, ctx.unitId, storehouseId)))
    throw invalid(input.commonStorehouseId ? 'commonStorehouseId' : 'relevanceStoreId', {
      zh: '仓库不存在',
      en: 'no such storehouse',
    });
}

function valuesOf(input: OutsideFactoryInsert, code: string): repo.OutsideFactoryValues {
  const { relevanceStoreId, commonStorehouseId, code: _typed, ...rest } = input;
  return { ...rest, code, commonStorehouseId: commonStorehouseId ?? relevanceStoreId ?? null };
}

const nextCode = (trx: Db, ctx: RequestContext) =>
  nextFreeCode(trx, ctx.unitId, OUTSIDE_FACTORY_BILL_TYPE, async (code) => Boolean(await repo.findByCode(trx, ctx.unitId, code)));

export async function createOutsideFactory(
  db: Db,
  ctx: RequestContext,
  input: OutsideFactoryInsert,
): Promise<{ id: string; code: string }> {
  await checkInput(db, ctx, input);
  await offerImportIfElsewhere(db, ctx, 'outsideFactory', input.name);
  return db.transaction().execute(async (trx) => {
    const code = input.code ?? (await nextCode(trx, ctx));
    const { id } = await repo.insertOutsideFactory(trx, ctx.unitId, ctx.userId, valuesOf(input, code));
    await recordBillEvent(trx, ctx, outsideFactoryBillType, { id, billNo: code, status: 0 }, 'CREATE');
    return { id, code };
  });
}

/** Edit in draft or rejected only; a reviewed factory is re-opened through apply-anti-review first. */
export async function updateOutsideFactoryRecord(
  db: Db,
  ctx: RequestContext,
  input: OutsideFactoryUpdate,
): Promise<{ id: string; code: string }> {
  const { id, version, ...fields } = input;
  await checkInput(db, ctx, fields, id);
  return db.transaction().execute(async (trx) => {
    const head = await assertEditable(trx, outsideFactoryBillType, ctx, id);
    const code = fields.code ?? head.billNo ?? (await nextCode(trx, ctx));
    const updated = await repo.updateOutsideFactory(trx, ctx.unitId, ctx.userId, id, version, valuesOf(fields, code));
    if (!updated)
      throw new AppError(Code.badState, {
        zh: '数据已被他人修改，请刷新后重试',
        en: 'Someone else changed this processing factory; reload and try again',
      });
    await recordBillEvent(trx, ctx, outsideFactoryBillType, { id, billNo: code, status: head.status }, 'SAVE');
    return { id, code };
  });
}

/** Delete: drafts only (the engine checks the status and keeps the row, soft-deleted, for the trail). */
export async function removeOutsideFactory(db: Db, bills: BillRegistry, ctx: RequestContext, id: string): Promise<void> {
  await deleteBill({ db, bills }, ctx, OUTSIDE_FACTORY_BILL_TYPE, id);
}

/**
 * Stop-use, external number and webhooks are settings of the factory, not of its reviewed record:
 * they change in any status and do not re-open the approval.
 */
export async function changeOutsideFactorySettings(
  db: Db,
  ctx: RequestContext,
  id: string,
  set: { isStopped?: boolean; extNo?: string | null; webhooks?: Webhook[] },
): Promise<{ id: string }> {
  if (!(await repo.setOutsideFactorySettings(db, ctx.unitId, ctx.userId, id, set))) throw factoryNotFound();
  return { id };
}

export function listFactoryTags(db: Db, ctx: RequestContext, table: repo.TagTable): Promise<NamedRef[]> {
  return repo.listTags(db, table, ctx.unitId);
}

export async function addFactoryTag(db: Db, ctx: RequestContext, table: repo.TagTable, name: string): Promise<NamedRef> {
  if (await repo.findTagByName(db, table, ctx.unitId, name))
    throw duplicate('name', table === 'outsideFactoryRate' ? what.rate : what.brand);
  return repo.insertTag(db, table, ctx.unitId, name);
}
