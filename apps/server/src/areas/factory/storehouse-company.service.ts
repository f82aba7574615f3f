import {
  pageOf,
  type BossStorehousePage,
  type BossStorehousePageInput,
  type SetUpStorehouseUnitInput,
  type StorehouseInput,
  type StorehouseLinkChoice,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { usagesOf } from './factory-usage.js';
import { setStorehouseLinks, storehouseNotFound, storehouseUnitLinks } from './storehouse-link.service.js';
import * as repo from './storehouse.repository.js';
import { assertFreeName, deleteCompanyStorehouse, toFields, type StorehouseEdit } from './storehouse.service.js';

/*
 * The company's storehouses (集团设置 · 自用仓库 /home/repertory, 加工厂仓库 /home/repertory/factoryStore): every
 * storehouse of the company whatever its links, the link of each factory (默认仓 / 共用仓 / 无关联), and for
 * processing-factory storehouses the processing factories that keep their stock there.
 */

/** fac/storehouse/getBossStorehouses */
export async function pageBossStorehouses(
  db: Db,
  ctx: RequestContext,
  input: BossStorehousePageInput,
): Promise<BossStorehousePage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageCompanyStorehouses(db, ctx.bossUnitId, input, pageSize, offset);
  const ids = page.list.map((s) => s.id);
  const { factories, byStorehouse } = await storehouseUnitLinks(db, ctx.bossUnitId, ids);
  const processing = new Map(
    await Promise.all(
      page.list.map(
        async (s) => [s.id, s.ownerKind === 'PROCESSING' ? await processingFactoriesOf(db, factories, s.id) : []] as const,
      ),
    ),
  );
  return {
    list: page.list.map(({ linkKind: _l, isDefault: _d, isLinked: _i, ...s }) => ({
      ...s,
      units: byStorehouse.get(s.id) ?? [],
      processingFactories: processing.get(s.id) ?? [],
    })),
    totalCount: page.totalCount,
    pageNo,
    pageSize,
    factories,
  };
}

/**
 * 关联加工厂: the processing factories of any of the company's factories whose storehouse (commonStorehouseId) this is,
 * as the partners area reports them through the storehouse usage checkers.
 */
async function processingFactoriesOf(db: Db, factories: { id: string; name: string }[], storehouseId: string) {
  const found = await Promise.all(
    factories.map(async (f) =>
      (await usagesOf(db, 'storehouse', f.id, storehouseId))
        .filter((u) => u.kind === 'OUTSIDE_FACTORY')
        .map((u) => ({ id: u.id, label: u.label, unitName: f.name })),
    ),
  );
  return found.flat();
}

/** fac/storehouse/queryStorehouseUnitDetail: every factory of the company with its link to the storehouse. */
export async function storehouseUnitDetail(db: Db, ctx: RequestContext, storehouseId: string) {
  const storehouse = await repo.findCompanyStorehouse(db, ctx.bossUnitId, storehouseId);
  if (!storehouse) throw storehouseNotFound();
  const { byStorehouse } = await storehouseUnitLinks(db, ctx.bossUnitId, [storehouseId]);
  return { storehouseId, name: storehouse.name, ownerKind: storehouse.ownerKind, units: byStorehouse.get(storehouseId) ?? [] };
}

/** fac/storehouse/setUpStorehouseUnit */
export async function setUpStorehouseUnits(db: Db, ctx: RequestContext, input: SetUpStorehouseUnitInput) {
  await db.transaction().execute((trx) => setStorehouseLinks(trx, ctx, input.storehouseId, input.setUpStorehouseUnit));
  return storehouseUnitDetail(db, ctx, input.storehouseId);
}

/** fac/storehouse/addBossStorehouse: a company storehouse of either owner kind, linked to the factories given. */
export async function createBossStorehouse(
  db: Db,
  ctx: RequestContext,
  input: StorehouseInput & { setUpStorehouseUnit?: { unitId: string; linkKind: StorehouseLinkChoice }[] | undefined },
): Promise<{ id: string; name: string }> {
  await assertFreeName(db, ctx.bossUnitId, input.name);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const id = await repo.insertStorehouse(trx, ctx.bossUnitId, ctx.userId, toFields(input, null), input.ownerKind);
    if (input.setUpStorehouseUnit?.length) await setStorehouseLinks(trx, ctx, id, input.setUpStorehouseUnit);
    return { id, name: input.name };
  });
}

/** fac/storehouse/updateBossStorehouse: name, kind, negative stock (absent: kept), operable types, remark. */
export async function updateBossStorehouse(db: Db, ctx: RequestContext, input: StorehouseEdit & { id: string }) {
  const { id, ...fields } = input;
  await assertFreeName(db, ctx.bossUnitId, fields.name, id);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const current = await repo.findCompanyStorehouse(trx, ctx.bossUnitId, id);
    if (!current || !(await repo.updateStorehouse(trx, ctx.bossUnitId, id, toFields(fields, current))))
      throw storehouseNotFound();
    return { id };
  });
}

/** fac/storehouse/deleteBossStorehouse: refused while anything of any factory uses it; its links go with it. */
export async function deleteBossStorehouse(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findCompanyStorehouse(db, ctx.bossUnitId, id))) throw storehouseNotFound();
  await deleteCompanyStorehouse(db, ctx.bossUnitId, id);
}
