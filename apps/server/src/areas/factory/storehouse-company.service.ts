import {
  pageOf,
  type BossStorehousePage,
  type BossStorehousePageInput,
  type SetUpStorehouseUnitInput,
  type StorehouseInput,
  type StorehouseLinkChoice,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listAccessibleUnits } from '../accounts/index.js';
import { usagesOf } from './factory-usage.js';
import { linksOfStorehouses } from './storehouse-link.repository.js';
import { setStorehouseLinks, storehouseNotFound, storehouseUnitLinks } from './storehouse-link.service.js';
import * as repo from './storehouse.repository.js';
import { assertFreeName, deleteCompanyStorehouse, toFields, type StorehouseEdit } from './storehouse.service.js';

/*
 * The company's storehouses (集团设置 · 自用仓库 /home/repertory, 加工厂仓库 /home/repertory/factoryStore): every
 * storehouse of the company whatever its links, the link of each factory (默认仓 / 共用仓 / 无关联), and for
 * processing-factory storehouses the processing factories that keep their stock there.
 * The boss acts for the whole company. An employee holding a company.storehouse.* code acts only within the
 * factories its account enters (ADR 0012): it sees the storehouses linked to one of them (or to none), each with the
 * links of those factories only, changes only those links, and edits or deletes only a storehouse no other factory
 * uses.
 */

/** The factories the caller acts for; `whole` for the boss (the company's enabled factories). */
interface Reach {
  factories: { id: string; name: string }[];
  ids: ReadonlySet<string>;
  whole: boolean;
}

async function reachOf(db: Db, ctx: RequestContext): Promise<Reach> {
  const factories = await listAccessibleUnits(db, { id: ctx.userId, kind: ctx.userKind, bossUnitId: ctx.bossUnitId });
  return { factories, ids: new Set(factories.map((f) => f.id)), whole: ctx.userKind === 'BOSS' };
}

/**
 * A storehouse of the company the caller reaches: linked to one of its factories or to none (else 40402); with
 * `manage`, also linked to none outside them (else 40302: it would change what another factory uses).
 */
async function reachedStorehouse(db: Db, ctx: RequestContext, reach: Reach, id: string, manage = false) {
  const storehouse = await repo.findCompanyStorehouse(db, ctx.bossUnitId, id);
  if (!storehouse) throw storehouseNotFound();
  if (reach.whole) return storehouse;
  const linked = (await linksOfStorehouses(db, [id])).map((l) => l.unitId);
  if (linked.length && !linked.some((u) => reach.ids.has(u))) throw storehouseNotFound();
  if (manage && linked.some((u) => !reach.ids.has(u)))
    throw new AppError(Code.wrongUnit, {
      zh: '该仓库还关联着您不能进入的工厂，不能修改或删除',
      en: 'The storehouse is also linked to factories you cannot enter; it cannot be changed or deleted',
    });
  return storehouse;
}

/** fac/storehouse/getBossStorehouses */
export async function pageBossStorehouses(
  db: Db,
  ctx: RequestContext,
  input: BossStorehousePageInput,
): Promise<BossStorehousePage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const reach = await reachOf(db, ctx);
  const page = await repo.pageCompanyStorehouses(
    db,
    ctx.bossUnitId,
    { ...input, reach: reach.whole ? undefined : [...reach.ids] },
    pageSize,
    offset,
  );
  const byStorehouse = await storehouseUnitLinks(
    db,
    reach.factories,
    page.list.map((s) => s.id),
  );
  const processing = new Map(
    await Promise.all(
      page.list.map(
        async (s) => [s.id, s.ownerKind === 'PROCESSING' ? await processingFactoriesOf(db, reach.factories, s.id) : []] as const,
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
    factories: reach.factories,
  };
}

/**
 * 关联加工厂: the processing factories of the given factories whose storehouse (commonStorehouseId) this is, as the
 * partners area reports them through the storehouse usage checkers.
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

/** fac/storehouse/queryStorehouseUnitDetail: each factory the caller reaches with its link to the storehouse. */
export async function storehouseUnitDetail(db: Db, ctx: RequestContext, storehouseId: string) {
  const reach = await reachOf(db, ctx);
  const storehouse = await reachedStorehouse(db, ctx, reach, storehouseId);
  const byStorehouse = await storehouseUnitLinks(db, reach.factories, [storehouseId]);
  return { storehouseId, name: storehouse.name, ownerKind: storehouse.ownerKind, units: byStorehouse.get(storehouseId) ?? [] };
}

/** fac/storehouse/setUpStorehouseUnit: only the links of the factories the caller reaches. */
export async function setUpStorehouseUnits(db: Db, ctx: RequestContext, input: SetUpStorehouseUnitInput) {
  const reach = await reachOf(db, ctx);
  await reachedStorehouse(db, ctx, reach, input.storehouseId);
  await db
    .transaction()
    .execute((trx) =>
      setStorehouseLinks(trx, ctx, input.storehouseId, input.setUpStorehouseUnit, reach.whole ? undefined : reach.ids),
    );
  return storehouseUnitDetail(db, ctx, input.storehouseId);
}

/** fac/storehouse/addBossStorehouse: a company storehouse of either owner kind, linked to the factories given. */
export async function createBossStorehouse(
  db: Db,
  ctx: RequestContext,
  input: StorehouseInput & { setUpStorehouseUnit?: { unitId: string; linkKind: StorehouseLinkChoice }[] | undefined },
): Promise<{ id: string; name: string }> {
  await assertFreeName(db, ctx.bossUnitId, input.name);
  const reach = await reachOf(db, ctx);
  return db.transaction().execute(async (trx) => {
    await repo.lockStorehouses(trx, ctx.bossUnitId);
    const id = await repo.insertStorehouse(trx, ctx.bossUnitId, ctx.userId, toFields(input, null), input.ownerKind);
    if (input.setUpStorehouseUnit?.length)
      await setStorehouseLinks(trx, ctx, id, input.setUpStorehouseUnit, reach.whole ? undefined : reach.ids);
    return { id, name: input.name };
  });
}

/** fac/storehouse/updateBossStorehouse: name, kind, negative stock (absent: kept), operable types, remark. */
export async function updateBossStorehouse(db: Db, ctx: RequestContext, input: StorehouseEdit & { id: string }) {
  const { id, ...fields } = input;
  await reachedStorehouse(db, ctx, await reachOf(db, ctx), id, true);
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
  await reachedStorehouse(db, ctx, await reachOf(db, ctx), id, true);
  await deleteCompanyStorehouse(db, ctx.bossUnitId, id);
}
