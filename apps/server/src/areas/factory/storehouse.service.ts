import { Code, pageOf, resolveNegativeStock, type NegativeStockRule, type StorehouseInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertUnused } from './factory-usage.js';
import * as repo from './storehouse.repository.js';

export const storehouseNotFound = () => notFound({ zh: '仓库', en: 'Storehouse' });
const storehouseName = { zh: '仓库名称', en: 'Storehouse name' };

async function assertFreeName(db: Db, unitId: string, name: string, selfId?: string): Promise<void> {
  const found = await repo.findStorehouseByName(db, unitId, name);
  if (found && found !== selfId) throw duplicate('name', storehouseName);
}

export async function pageStorehouseList(
  db: Db,
  ctx: RequestContext,
  input: Parameters<typeof repo.pageStorehouses>[2] & {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageStorehouses(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

export async function getStorehouse(db: Db, ctx: RequestContext, id: string) {
  const row = await repo.findStorehouse(db, ctx.unitId, id);
  if (!row) throw storehouseNotFound();
  return row;
}

/** The saved fields: negative stock forbidden per kind as asked, else as it was (a new storehouse: forbidden). */
function toFields(input: StorehouseInput, current: NegativeStockRule | null): repo.StorehouseFields {
  const { isDefault: _d, notAllowNegative: _n, notAllowNegativeMaterial: _m, notAllowNegativeGoods: _g, ...rest } = input;
  return { ...rest, ...resolveNegativeStock(input, current) };
}

/** The first storehouse of a factory becomes its default, so stock bills always have one to offer. */
export async function createStorehouse(
  db: Db,
  ctx: RequestContext,
  input: StorehouseInput,
): Promise<{ id: string; name: string }> {
  await assertFreeName(db, ctx.unitId, input.name);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.unitId);
    const hasDefault = (await repo.listStorehouses(trx, ctx.unitId)).some((s) => s.isDefault);
    const id = await repo.insertStorehouse(trx, ctx.unitId, ctx.userId, toFields(input, null));
    if (input.isDefault || !hasDefault) await repo.setDefaultStorehouse(trx, ctx.unitId, id);
    return { id, name: input.name };
  });
}

export async function updateStorehouseRecord(
  db: Db,
  ctx: RequestContext,
  input: StorehouseInput & { id: string },
): Promise<{ id: string }> {
  const { id, ...fields } = input;
  await assertFreeName(db, ctx.unitId, fields.name, id);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.unitId);
    const current = await repo.findStorehouse(trx, ctx.unitId, id);
    if (!current || !(await repo.updateStorehouse(trx, ctx.unitId, id, toFields(fields, current)))) throw storehouseNotFound();
    if (fields.isDefault) await repo.setDefaultStorehouse(trx, ctx.unitId, id);
    return { id };
  });
}

export async function makeDefaultStorehouse(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.unitId);
    if (!(await repo.findStorehouse(trx, ctx.unitId, id))) throw storehouseNotFound();
    await repo.setDefaultStorehouse(trx, ctx.unitId, id);
  });
}

/** Delete: refused while any area reports a use (stock rows, bills) through registerFactoryUsage. */
export async function removeStorehouse(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await getStorehouse(db, ctx, id);
  await assertUnused(db, 'storehouse', ctx.unitId, id, { zh: '仓库', en: 'Storehouse' });
  await db.transaction().execute(async (trx) => {
    if (!(await repo.softDeleteStorehouse(trx, ctx.unitId, id))) throw storehouseNotFound();
  });
}

/** GET storehouses/{unitId}: only the caller's own factory. */
export async function storehousesOfUnit(db: Db, ctx: RequestContext, unitId: string) {
  if (unitId !== ctx.unitId)
    throw new AppError(
      Code.wrongUnit,
      { zh: '不能查看其他工厂的仓库', en: "Another factory's storehouses cannot be listed" },
      { errors: [{ field: 'unitId', message: 'does not match the signed-in factory' }] },
    );
  return storehouseOptions(db, ctx);
}

export async function storehouseOptions(db: Db, ctx: RequestContext) {
  return (await repo.listStorehouses(db, ctx.unitId, { linkedOnly: true })).map((s) => ({
    id: s.id,
    name: s.name,
    isDefault: s.isDefault,
    operableType: s.operableType,
    notAllowNegativeMaterial: s.notAllowNegativeMaterial,
    notAllowNegativeGoods: s.notAllowNegativeGoods,
  }));
}
