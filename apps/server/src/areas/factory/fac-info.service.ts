import type { FacInfo, FacInfoInput } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import { assertRegion } from '../../platform/regions/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './fac-info.repository.js';
import { setFactoryStorehouseLinks, storehouseNotFound } from './storehouse-link.service.js';
import * as storehouses from './storehouse.repository.js';

export const factoryNotFound = () => notFound({ zh: '工厂', en: 'Factory' });

/**
 * fac/getFacInfo: the session's factory, with the storehouses linked to it only (ADR 0011: a factory sees a company
 * storehouse through its link; which storehouses it is linked to is decided at company level).
 */
export async function getFacInfo(db: Db, ctx: RequestContext): Promise<FacInfo> {
  return getFactoryInfo(db, ctx, ctx.unitId, { linkedOnly: true });
}

/**
 * One factory of the caller's company (the company-level edit page reads any of them, with every storehouse of the
 * company to link): 40402 for a factory of another company, which is told apart from one that does not exist by nothing.
 */
export async function getFactoryInfo(
  db: Db,
  ctx: Pick<RequestContext, 'bossUnitId'>,
  factoryId: string,
  options: { linkedOnly?: boolean } = {},
): Promise<FacInfo> {
  const info = await repo.findFacInfo(db, factoryId, ctx.bossUnitId);
  if (!info) throw factoryNotFound();
  const list = await storehouses.listStorehouses(db, factoryId, { linkedOnly: options.linkedOnly ?? false });
  return {
    ...info,
    defaultStorehouseId: list.find((s) => s.isDefault)?.id ?? null,
    storehouses: list.map((s) => ({ id: s.id, name: s.name, isDefault: s.isDefault, isLinked: s.isLinked })),
  };
}

/**
 * fac/updateFacInfo: saves the session's factory. Among its storehouses it may unlink some and choose the default,
 * but not link one it does not see (40402, as for another company's): linking is the company's (/editFacInfo).
 */
export async function saveFacInfo(db: Db, ctx: RequestContext, input: FacInfoInput): Promise<FacInfo> {
  const linked = new Set((await storehouses.listStorehouses(db, ctx.unitId, { linkedOnly: true })).map((s) => s.id));
  const named = [...(input.storehouseIds ?? []), ...(input.defaultStorehouseId ? [input.defaultStorehouseId] : [])];
  if (named.some((id) => !linked.has(id))) throw storehouseNotFound();
  await saveFactoryInfo(db, ctx, ctx.unitId, input);
  return getFacInfo(db, ctx);
}

/**
 * Saves one factory of the caller's company: its own row (name unique in the company) and profile; `storehouseIds`
 * chooses the factory's storehouses offered in forms and `defaultStorehouseId` the one of them preselected. A factory
 * of another company answers 40402 and nothing is written. Opens its transaction through `db`, so a caller that
 * hands it a joined transaction (platform/db/join-transaction) commits it with its own work.
 */
export async function saveFactoryInfo(
  db: Db,
  ctx: Pick<RequestContext, 'bossUnitId' | 'userId' | 'visitor'>,
  factoryId: string,
  input: FacInfoInput,
): Promise<FacInfo> {
  assertRegion(input);
  if (!(await repo.findFacInfo(db, factoryId, ctx.bossUnitId))) throw factoryNotFound();
  if (await repo.factoryNameTaken(db, { unitId: factoryId, bossUnitId: ctx.bossUnitId }, input.name))
    throw duplicate('name', { zh: '工厂名称', en: 'Factory name' });
  const { storehouseIds, defaultStorehouseId, ...fields } = input;
  await db.transaction().execute(async (trx) => {
    await repo.updateFacInfo(trx, factoryId, fields);
    // The factory's links to the company's storehouses; unlinking the default leaves the factory without one.
    await setFactoryStorehouseLinks(trx, ctx, factoryId, storehouseIds, defaultStorehouseId);
    await writeOperationLog(trx, {
      unitId: factoryId,
      userId: ctx.userId,
      action: 'FACTORY_INFO_UPDATE',
      targetType: 'unit',
      targetId: factoryId,
      visitor: ctx.visitor,
    });
  });
  return getFactoryInfo(db, ctx, factoryId);
}
