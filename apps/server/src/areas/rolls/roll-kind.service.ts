import type { RollKindConfigRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './roll-kind.repository.js';

/** Every material kind of the unit with whether it is tracked by roll (configRollKinds). */
export async function listRollKinds(db: Db, ctx: RequestContext): Promise<{ list: RollKindConfigRow[]; kindIds: string[] }> {
  const rows = await repo.kindsWithRollFlag(db, ctx);
  const list = rows.map((r) => ({ id: r.id, no: r.no, name: r.name, enabled: r.configId !== null }));
  return { list, kindIds: list.filter((k) => k.enabled).map((k) => k.id) };
}

/** Sets the complete list of roll-tracked kinds; another factory's or an unknown kind is 40402 and nothing changes. */
export async function configRollKinds(db: Db, ctx: RequestContext, kindIds: string[]) {
  const distinct = [...new Set(kindIds)];
  const found = await repo.existingKindIds(db, ctx, distinct);
  if (found.length !== distinct.length) throw notFound({ zh: '物料分类', en: 'Material kind' });
  await db.transaction().execute((trx) => repo.replaceRollKinds(trx, ctx.unitId, ctx.userId, distinct));
  return listRollKinds(db, ctx);
}

/** Which SKUs are tracked by roll (their material kind is configured). */
export async function queryEnableRollMaterial(
  db: Db,
  ctx: RequestContext,
  by: { materialSkuIds?: string[] | undefined; materialIds?: string[] | undefined },
) {
  const rows = await repo.rollEnabledSkus(db, ctx.unitId, {
    materialSkuIds: by.materialSkuIds ?? [],
    materialIds: by.materialIds ?? [],
  });
  return rows.map((r) => ({ materialSkuId: r.materialSkuId, materialId: r.materialId, enableRoll: r.configId !== null }));
}
