import { Code, pageOf, resolveNegativeStock, type NegativeStockRule, type StorehouseInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertUnusedIn } from './factory-usage.js';
import * as links from './storehouse-link.repository.js';
import { storehouseNotFound } from './storehouse-link.service.js';
import * as repo from './storehouse.repository.js';

export { storehouseNotFound };
/** The fields of an edit: the owner kind is fixed when the storehouse is made. */
export type StorehouseEdit = Omit<StorehouseInput, 'ownerKind'>;
const storehouseName = { zh: '仓库名称', en: 'Storehouse name' };

/*
 * 仓库管理 of a factory (/storehouseManage): the company's storehouses linked to the session's factory. A storehouse
 * made here is the company's, linked to this factory; the company's screens (storehouse-company.service.ts) link it to
 * others.
 */

/** Storehouse names are unique in the company. */
export async function assertFreeName(db: Db, bossUnitId: string, name: string, selfId?: string): Promise<void> {
  const found = await repo.findStorehouseByName(db, bossUnitId, name);
  if (found && found !== selfId) throw duplicate('name', storehouseName);
}

/** The saved fields: negative stock forbidden per kind as asked, else as it was (a new storehouse: forbidden). */
export function toFields(input: StorehouseEdit, current: NegativeStockRule | null): repo.StorehouseFields {
  const {
    isDefault: _d,
    notAllowNegative: _n,
    notAllowNegativeMaterial: _m,
    notAllowNegativeGoods: _g,
    ownerKind: _o,
    ...rest
  }: StorehouseEdit & { ownerKind?: unknown } = input;
  return { ...rest, ...resolveNegativeStock(input, current) };
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

/** A storehouse linked to the session's factory (else 40402). */
export async function getStorehouse(db: Db, ctx: RequestContext, id: string) {
  const row = await repo.findStorehouse(db, ctx.unitId, id);
  if (!row) throw storehouseNotFound();
  return row;
}

/**
 * A new company storehouse linked to the session's factory: its default when asked, or when the factory has none
 * (so stock bills always have one to offer), else shared.
 */
export async function createStorehouse(
  db: Db,
  ctx: RequestContext,
  input: StorehouseInput,
): Promise<{ id: string; name: string }> {
  await assertFreeName(db, ctx.bossUnitId, input.name);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const hasDefault = (await links.linksOfFactory(trx, ctx.unitId)).some((l) => l.linkKind === 'DEFAULT');
    const id = await repo.insertStorehouse(trx, ctx.bossUnitId, ctx.userId, toFields(input, null), input.ownerKind);
    const isDefault = input.ownerKind === 'OWN' && (input.isDefault || !hasDefault);
    await links.putLink(trx, { storehouseId: id, unitId: ctx.unitId, linkKind: isDefault ? 'DEFAULT' : 'SHARED' });
    return { id, name: input.name };
  });
}

export async function updateStorehouseRecord(
  db: Db,
  ctx: RequestContext,
  input: StorehouseEdit & { id: string },
): Promise<{ id: string }> {
  const { id, ...fields } = input;
  await assertFreeName(db, ctx.bossUnitId, fields.name, id);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const current = await repo.findStorehouse(trx, ctx.unitId, id);
    if (!current || !(await repo.updateStorehouse(trx, ctx.bossUnitId, id, toFields(fields, current))))
      throw storehouseNotFound();
    if (fields.isDefault && current.ownerKind === 'OWN')
      await links.putLink(trx, { storehouseId: id, unitId: ctx.unitId, linkKind: 'DEFAULT' });
    return { id };
  });
}

export async function makeDefaultStorehouse(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const current = await repo.findStorehouse(trx, ctx.unitId, id);
    if (!current) throw storehouseNotFound();
    if (current.ownerKind === 'PROCESSING')
      throw new AppError(Code.badState, {
        zh: '加工厂仓库不能设为默认仓',
        en: "A processing factory's storehouse cannot be a default",
      });
    await links.putLink(trx, { storehouseId: id, unitId: ctx.unitId, linkKind: 'DEFAULT' });
  });
}

/**
 * Delete from a factory: only a storehouse no other factory uses (the company unlinks it first on /home/repertory),
 * and nothing of any factory of the company points at it (registerFactoryUsage: stock rows, processing factories).
 */
export async function removeStorehouse(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await getStorehouse(db, ctx, id);
  const others = (await links.linksOfStorehouses(db, [id])).filter((l) => l.unitId !== ctx.unitId);
  if (others.length) {
    const names = new Map((await repo.companyFactories(db, ctx.bossUnitId)).map((f) => [f.id, f.name]));
    const list = others.map((l) => ({ kind: 'FACTORY', id: l.unitId, label: names.get(l.unitId) ?? l.unitId }));
    throw new AppError(
      Code.inUse,
      {
        zh: `该仓库还关联着其他工厂（${list.map((l) => l.label).join('、')}），请在集团仓库中取消关联后再删除`,
        en: `The storehouse is still linked to other factories (${list.map((l) => l.label).join(', ')}); unlink them in the company's storehouses first`,
      },
      { list, totalCount: list.length },
    );
  }
  await deleteCompanyStorehouse(db, ctx.bossUnitId, id);
}

/** Deletes (soft) a company storehouse nothing of any of its factories uses, with its links. */
export async function deleteCompanyStorehouse(db: Db, bossUnitId: string, id: string): Promise<void> {
  const factories = (await repo.companyFactories(db, bossUnitId)).map((f) => f.id);
  await assertUnusedIn(db, 'storehouse', factories, id, { zh: '仓库', en: 'Storehouse' });
  await db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, bossUnitId);
    await links.deleteStorehouseLinks(trx, id);
    if (!(await repo.softDeleteStorehouse(trx, bossUnitId, id))) throw storehouseNotFound();
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

/** The storehouses the factory's forms offer: those linked to it, default first. */
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
