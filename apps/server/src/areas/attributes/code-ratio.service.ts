import { Code, type CodeRatioInput, type CodeRatioRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { isUniqueViolation } from './attribute-labels.js';
import * as repo from './code-ratio.repository.js';
import { findSizeCategory } from './size-category.repository.js';
import { sizeCategoryNotFound } from './size-category.service.js';

const ratioName = { zh: '码比组名称', en: 'Code ratio name' };
const ratioNotFound = () => notFound({ zh: '码比', en: 'Code ratio' });

/** Every size must belong to the chosen size category, once. */
async function checkInput(db: Db, ctx: RequestContext, input: CodeRatioInput, selfId?: string): Promise<repo.CodeRatioFields> {
  const same = await repo.findCodeRatioByName(db, ctx.unitId, input.name);
  if (same && same !== selfId) throw duplicate('name', ratioName);
  const category = await findSizeCategory(db, ctx.unitId, input.sizeCategoryId);
  if (!category) throw sizeCategoryNotFound();
  const inCategory = new Set(category.sizeList.map((s) => s.id));
  const seen = new Set<string>();
  for (const item of input.sizeCodeRatioCateList) {
    if (!inCategory.has(item.sizeId) || seen.has(item.sizeId))
      throw invalid('sizeCodeRatioCateList', {
        zh: '尺码必须属于所选尺码组且不能重复',
        en: 'each size must belong to the size category, once',
      });
    seen.add(item.sizeId);
  }
  return {
    name: input.name,
    sizeCategoryId: input.sizeCategoryId,
    attrIds: [...new Set(input.attrIds)],
    items: input.sizeCodeRatioCateList,
  };
}

export async function getCodeRatio(db: Db, ctx: RequestContext, id: string): Promise<CodeRatioRow> {
  const row = (await repo.listCodeRatios(db, ctx.unitId, { id }))[0];
  if (!row) throw ratioNotFound();
  return row;
}

export async function addCodeRatio(db: Db, ctx: RequestContext, input: CodeRatioInput): Promise<CodeRatioRow> {
  const fields = await checkInput(db, ctx, input);
  try {
    const { id } = await db.transaction().execute((trx) => repo.insertCodeRatio(trx, ctx.unitId, fields));
    return getCodeRatio(db, ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', ratioName);
    throw error;
  }
}

export async function updateCodeRatio(
  db: Db,
  ctx: RequestContext,
  input: CodeRatioInput & { id: string },
): Promise<CodeRatioRow> {
  if (!(await repo.codeRatioExists(db, ctx.unitId, input.id))) throw ratioNotFound();
  const fields = await checkInput(db, ctx, input, input.id);
  try {
    await db.transaction().execute((trx) => repo.updateCodeRatio(trx, ctx.unitId, input.id, fields));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', ratioName);
    throw error;
  }
  return getCodeRatio(db, ctx, input.id);
}

/** Refused while goods styles offer the ratio. */
export async function deleteCodeRatio(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.codeRatioExists(db, ctx.unitId, id))) throw ratioNotFound();
  const styles = await repo.styleLinkCount(db, ctx.unitId, id);
  if (styles > 0)
    throw new AppError(Code.inUse, {
      zh: `该码比已被 ${styles} 个商品使用，不能删除`,
      en: `${styles} goods styles use this code ratio; it cannot be deleted`,
    });
  await db.transaction().execute((trx) => repo.deleteCodeRatio(trx, ctx.unitId, id));
}

/** For the goods area: the ratios a style offers, all of this unit, checked inside the caller's transaction. */
export async function linkCodeRatiosToStyle(trx: Db, unitId: string, styleId: string, codeRatioIds: string[]): Promise<void> {
  const ids = [...new Set(codeRatioIds)];
  if ((await repo.countOwnedRatios(trx, unitId, ids)) !== ids.length) throw ratioNotFound();
  await repo.replaceStyleLinks(trx, unitId, styleId, ids);
}
