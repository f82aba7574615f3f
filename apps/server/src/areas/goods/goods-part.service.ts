import type { GoodsPartRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './goods-part.repository.js';
import { requireStyle } from './goods-style.service.js';

const partName = { zh: '部位名称', en: 'Part name' };
const partNotFound = () => notFound({ zh: '部位', en: 'Part' });

export async function listParts(db: Db, ctx: RequestContext, styleId: string): Promise<GoodsPartRow[]> {
  await requireStyle(db, ctx, styleId);
  return repo.partsOfStyle(db, ctx.unitId, styleId);
}

export async function addPart(db: Db, ctx: RequestContext, styleId: string, name: string) {
  await requireStyle(db, ctx, styleId);
  if (await repo.findPartByName(db, ctx.unitId, styleId, name)) throw duplicate('name', partName);
  return { id: await db.transaction().execute((trx) => repo.insertPart(trx, ctx.unitId, styleId, name)) };
}

export async function renamePart(db: Db, ctx: RequestContext, id: string, name: string) {
  const part = await repo.findPart(db, ctx.unitId, id);
  if (!part) throw partNotFound();
  const same = await repo.findPartByName(db, ctx.unitId, part.goodsStyleId, name);
  if (same && same !== id) throw duplicate('name', partName);
  await db.transaction().execute((trx) => repo.renamePart(trx, ctx.unitId, id, name));
  return { id };
}

export async function removePart(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findPart(db, ctx.unitId, id))) throw partNotFound();
  await db.transaction().execute((trx) => repo.deletePart(trx, ctx.unitId, id));
}

/** sort: the style's parts in the new order; the list must be exactly the style's parts. */
export async function sortParts(db: Db, ctx: RequestContext, styleId: string, ids: string[]): Promise<GoodsPartRow[]> {
  const current = await listParts(db, ctx, styleId);
  const own = new Set(current.map((p) => p.id));
  if (ids.length !== own.size || ids.some((id) => !own.has(id)))
    throw invalid('ids', { zh: '请按该款的全部部位排序', en: "list exactly the style's parts" });
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) await repo.setPartSort(trx, ctx.unitId, id, i + 1);
  });
  return repo.partsOfStyle(db, ctx.unitId, styleId);
}
