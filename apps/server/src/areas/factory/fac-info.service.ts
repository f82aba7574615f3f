import type { FacInfo, FacInfoInput } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import { assertRegion } from '../../platform/regions/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './fac-info.repository.js';
import * as storehouses from './storehouse.repository.js';
import { storehouseNotFound } from './storehouse.service.js';

export async function getFacInfo(db: Db, ctx: RequestContext): Promise<FacInfo> {
  const info = await repo.findFacInfo(db, ctx.unitId);
  if (!info) throw notFound({ zh: '工厂', en: 'Factory' });
  const list = await storehouses.listStorehouses(db, ctx.unitId);
  return {
    ...info,
    defaultStorehouseId: list.find((s) => s.isDefault)?.id ?? null,
    storehouses: list.map((s) => ({ id: s.id, name: s.name, isDefault: s.isDefault, isLinked: s.isLinked })),
  };
}

/**
 * Saves the factory's own row (name unique in the company) and profile; `storehouseIds` chooses the
 * factory's storehouses offered in forms and `defaultStorehouseId` the one of them preselected.
 */
export async function saveFacInfo(db: Db, ctx: RequestContext, input: FacInfoInput): Promise<FacInfo> {
  assertRegion(input);
  if (await repo.factoryNameTaken(db, ctx, input.name)) throw duplicate('name', { zh: '工厂名称', en: 'Factory name' });
  const { storehouseIds, defaultStorehouseId, ...fields } = input;
  await db.transaction().execute(async (trx) => {
    await storehouses.lockStorehouses(trx, ctx.unitId);
    const own = new Set((await storehouses.listStorehouses(trx, ctx.unitId)).map((s) => s.id));
    const wanted = [...(storehouseIds ?? []), ...(defaultStorehouseId ? [defaultStorehouseId] : [])];
    if (wanted.some((id) => !own.has(id))) throw storehouseNotFound();
    await repo.updateFacInfo(trx, ctx.unitId, fields);
    if (storehouseIds) await storehouses.setLinkedStorehouses(trx, ctx.unitId, storehouseIds);
    if (defaultStorehouseId !== undefined) await storehouses.setDefaultStorehouse(trx, ctx.unitId, defaultStorehouseId ?? null);
    else if (storehouseIds) {
      // The default must stay a linked storehouse: unlinking it leaves the factory without one.
      const current = (await storehouses.listStorehouses(trx, ctx.unitId)).find((s) => s.isDefault);
      if (current && !storehouseIds.includes(current.id)) await storehouses.setDefaultStorehouse(trx, ctx.unitId, null);
    }
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'FACTORY_INFO_UPDATE',
      targetType: 'unit',
      targetId: ctx.unitId,
      visitor: ctx.visitor,
    });
  });
  return getFacInfo(db, ctx);
}
