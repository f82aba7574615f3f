import { Code, type LinkedGoodsStyle } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getStyleDetail } from '../goods/index.js';
import { notFoundAt } from './material-spec.service.js';
import * as repo from './material-style.repository.js';

const styleText = { zh: '商品款号', en: 'Goods style' };

/** A goods style of this factory by id, or null (another factory's or a deleted one: not found). */
async function findStyle(db: Db, ctx: RequestContext, id: string): Promise<LinkedGoodsStyle | null> {
  try {
    const s = await getStyleDetail(db, ctx, id);
    return { id, styleNo: s.styleNo, styleName: s.styleName };
  } catch (e) {
    if (e instanceof AppError && e.code === Code.notFound) return null;
    throw e;
  }
}

/** 关联商品款号 of a form: every id a goods style of this factory (40402 naming `field`), repeats dropped. */
export async function checkStyleIds(
  db: Db,
  ctx: RequestContext,
  ids: string[] | undefined,
  field = 'styleIds',
): Promise<string[] | undefined> {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  for (const id of unique) if (!(await findStyle(db, ctx, id))) throw notFoundAt(field, styleText);
  return unique;
}

/** The linked styles as the detail shows them (a style deleted since is left out). */
export async function linkedStyles(db: Db, ctx: RequestContext, materialId: string): Promise<LinkedGoodsStyle[]> {
  const ids = await repo.styleIdsOfMaterial(db, ctx.unitId, materialId);
  const found = await Promise.all(ids.map((id) => findStyle(db, ctx, id)));
  return found.filter((s): s is LinkedGoodsStyle => s !== null);
}

/** The materials linked to a goods style of this factory (40402 naming styleId for anything else). */
export async function materialIdsOfStyle(db: Db, ctx: RequestContext, styleId: string): Promise<string[]> {
  if (!(await findStyle(db, ctx, styleId))) throw notFoundAt('styleId', styleText);
  return repo.materialIdsOfStyle(db, ctx.unitId, styleId);
}

export const saveStyleLinks = repo.replaceStyles;
