import {
  missionFieldCodes,
  type HeaderFieldConfig,
  type HeaderFieldConfigInput,
  type OrderFieldConfig,
  type WorkspaceConfig,
  type WorkspaceConfigInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getGoodsInfoConfig } from '../production-orders/index.js';
import * as repo from './workspace-config.repository.js';

const CONFIG = { zh: '列配置', en: 'Column set' };

/** getFieldConfigs: the user's column sets (current first) and the mission fields a set may show. */
export async function getFieldConfigs(db: Db, ctx: RequestContext) {
  return { configs: await repo.listConfigs(db, ctx, ctx.userId), missionFields: [...missionFieldCodes] };
}

/** saveAndAddConfig: a new named set, or the set `id` changed; the saved set becomes the current one. */
export async function saveConfig(db: Db, ctx: RequestContext, input: WorkspaceConfigInput): Promise<WorkspaceConfig> {
  const nodeIds = [...new Set(input.prcdNodeIds)];
  const known = await repo.existingNodeIds(db, ctx, nodeIds);
  const unknownAt = nodeIds.findIndex((id) => !known.has(id));
  if (unknownAt >= 0)
    throw invalid(`prcdNodeIds.${input.prcdNodeIds.indexOf(nodeIds[unknownAt]!)}`, {
      zh: '{label}不是本厂的节点',
      en: '{label} is not a node of this factory',
    });
  const values = { name: input.name, missionFields: [...new Set(input.missionFields)], prcdNodeIds: nodeIds };
  const id = await db.transaction().execute(async (trx) => {
    const sameName = await repo.findConfigIdByName(trx, ctx, ctx.userId, input.name);
    if (sameName && sameName !== input.id) throw duplicate('name', CONFIG);
    if (input.id && !(await repo.findConfig(trx, ctx, ctx.userId, input.id))) throw notFound(CONFIG);
    await repo.clearCurrent(trx, ctx, ctx.userId);
    if (input.id) {
      await repo.updateConfig(trx, ctx, ctx.userId, input.id, values);
      return input.id;
    }
    return repo.insertConfig(trx, ctx, ctx.userId, values);
  });
  return (await repo.findConfig(db, ctx, ctx.userId, id))!;
}

/** changeConfig: the set the workbench shows from now on. */
export async function changeConfig(db: Db, ctx: RequestContext, id: string): Promise<WorkspaceConfig> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findConfig(trx, ctx, ctx.userId, id))) throw notFound(CONFIG);
    await repo.clearCurrent(trx, ctx, ctx.userId);
    await repo.setCurrent(trx, ctx, ctx.userId, id);
  });
  return (await repo.findConfig(db, ctx, ctx.userId, id))!;
}

export async function deleteConfig(db: Db, ctx: RequestContext, id: string): Promise<null> {
  if (!(await repo.deleteConfig(db, ctx, ctx.userId, id))) throw notFound(CONFIG);
  return null;
}

/** The column set the workbench shows when the list names no nodes: the current one, if any. */
export async function currentConfig(db: Db, ctx: RequestContext): Promise<WorkspaceConfig | undefined> {
  const configs = await repo.listConfigs(db, ctx, ctx.userId);
  return configs.find((c) => c.isCurrent);
}

const defaultHeader = missionFieldCodes.slice(0, 8).map((code) => ({ code }));

/** facHeaderFieldConfig/list: the user's header of the page, or the page's default. */
export async function getHeaderConfig(
  db: Db,
  ctx: RequestContext,
  pageCode: HeaderFieldConfig['pageCode'],
): Promise<HeaderFieldConfig> {
  const row = await repo.findHeader(db, ctx, ctx.userId, pageCode);
  return row
    ? { pageCode, fields: row.fields as HeaderFieldConfig['fields'], isDefault: false }
    : { pageCode, fields: defaultHeader, isDefault: true };
}

/** facHeaderFieldConfig/saveOrUpdate: each field once, in the order sent. */
export async function saveHeaderConfig(db: Db, ctx: RequestContext, input: HeaderFieldConfigInput): Promise<HeaderFieldConfig> {
  const seen = new Set<string>();
  input.fields.forEach((f, i) => {
    if (seen.has(f.code)) throw invalid(`fields.${i}.code`, { zh: '{label}重复', en: '{label} is repeated' });
    seen.add(f.code);
  });
  await repo.upsertHeader(db, ctx, ctx.userId, input.pageCode, input.fields);
  return getHeaderConfig(db, ctx, input.pageCode);
}

/** facHeaderFieldConfig/deleted: back to the page's default header. */
export async function deleteHeaderConfig(
  db: Db,
  ctx: RequestContext,
  pageCode: HeaderFieldConfig['pageCode'],
): Promise<HeaderFieldConfig> {
  await repo.deleteHeader(db, ctx, ctx.userId, pageCode);
  return getHeaderConfig(db, ctx, pageCode);
}

/**
 * getFacOrderConfig: the factory's 订单配置 as the table header reads it, i.e. the goods-information fields the factory
 * shows on its order screens (selectedConfigList) among all of them (configAllList), from the production-orders
 * area's configuration (the same answer as facPrdOrder/getFieldConfig, under the workbench's permission).
 */
export function getFacOrderConfig(db: Db, ctx: RequestContext): Promise<OrderFieldConfig> {
  return getGoodsInfoConfig(db, ctx);
}
