import { Code, type MediumCategory, type SizeCategoryInput, type SizeCategoryRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import { isUniqueViolation } from './attribute-labels.js';
import { countOwned } from './sku-attr.repository.js';
import * as repo from './size-category.repository.js';
import { externalUsages, mediumCategories } from './size-category-usage.js';

const categoryName = { zh: '尺码组名称', en: 'Size category name' };
export const sizeCategoryNotFound = () => notFound({ zh: '尺码组', en: 'Size category' });

async function checkInput(db: Db, ctx: RequestContext, input: SizeCategoryInput, selfId?: string) {
  const same = await repo.findSizeCategoryByName(db, ctx.unitId, input.category);
  if (same && same !== selfId) throw duplicate('category', categoryName);
  const sizeIds = [...new Set(input.sizeIds)];
  if (sizeIds.length !== input.sizeIds.length)
    throw invalid('sizeIds', { zh: '尺码不能重复', en: 'a size may appear only once' });
  // A factory's size category may hold the company's sizes beside its own.
  if ((await countOwned(db, readableUnits(ctx, 'skuAttr'), sizeIds, 'SIZE')) !== sizeIds.length)
    throw notFound({ zh: '尺码', en: 'Size' });
  const attrIds = [...new Set(input.attrIds)];
  const known = await mediumCategories(db, ctx.unitId);
  if (known) {
    const unknown = attrIds.filter((a) => !known.some((k) => k.attrId === a));
    if (unknown.length) throw notFound({ zh: '中分类', en: 'Medium category' });
  }
  if ((await repo.mediumsTakenElsewhere(db, ctx.unitId, attrIds, selfId)).length)
    throw new AppError(
      Code.duplicate,
      { zh: '中分类已配置了其他尺码组', en: 'A medium category already has another size category' },
      { errors: [{ field: 'attrIds', message: 'already configured with another size category' }] },
    );
  return { sizeIds, attrIds };
}

export async function addSizeCategory(db: Db, ctx: RequestContext, input: SizeCategoryInput): Promise<SizeCategoryRow> {
  const { sizeIds, attrIds } = await checkInput(db, ctx, input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await repo.insertSizeCategory(trx, ctx.unitId, input.category, input.sort);
      await repo.replaceCategorySizes(trx, ctx.unitId, id, sizeIds);
      await repo.replaceCategoryMediums(trx, ctx.unitId, id, attrIds);
      return id;
    });
    return (await repo.findSizeCategory(db, ctx.unitId, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('category', categoryName);
    throw error;
  }
}

export async function updateSizeCategory(
  db: Db,
  ctx: RequestContext,
  input: SizeCategoryInput & { id: string },
): Promise<SizeCategoryRow> {
  if (!(await repo.findSizeCategory(db, ctx.unitId, input.id))) throw sizeCategoryNotFound();
  const { sizeIds, attrIds } = await checkInput(db, ctx, input, input.id);
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateSizeCategory(trx, ctx.unitId, input.id, input.category, input.sort);
      await repo.replaceCategorySizes(trx, ctx.unitId, input.id, sizeIds);
      await repo.replaceCategoryMediums(trx, ctx.unitId, input.id, attrIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('category', categoryName);
    throw error;
  }
  return (await repo.findSizeCategory(db, ctx.unitId, input.id))!;
}

/** Refused while code ratios, size tables or (registered) goods styles use the category. */
/**
 * A medium category (中类, goods area) is not deleted while size categories or code ratios hang off it:
 * 40903 naming them (data.users). The goods area calls this before its delete, through this area's index.
 */
export async function assertMediumCategoryUnused(db: Db, unitId: string, attrId: string): Promise<void> {
  const users = await repo.usersOfMedium(db, unitId, attrId);
  if (users.length === 0) return;
  const names = (kind: string) => users.filter((u) => u.kind === kind).map((u) => u.name);
  const zh = [
    names('SIZE_CATEGORY').length ? `尺码组：${names('SIZE_CATEGORY').join('、')}` : '',
    names('CODE_RATIO').length ? `码比：${names('CODE_RATIO').join('、')}` : '',
  ].filter(Boolean);
  const en = [
    names('SIZE_CATEGORY').length ? `size categories: ${names('SIZE_CATEGORY').join(', ')}` : '',
    names('CODE_RATIO').length ? `code ratios: ${names('CODE_RATIO').join(', ')}` : '',
  ].filter(Boolean);
  throw new AppError(
    Code.inUse,
    {
      zh: `该中类正在被使用（${zh.join('；')}），不能删除`,
      en: `The medium category is in use (${en.join('; ')}); it cannot be deleted`,
    },
    { users },
  );
}

export async function deleteSizeCategory(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findSizeCategory(db, ctx.unitId, id))) throw sizeCategoryNotFound();
  const own = await repo.internalUsage(db, ctx.unitId, id);
  const others = await externalUsages(db, ctx.unitId, id);
  const total = own.codeRatios + own.sizeTables + others.length;
  if (total > 0)
    throw new AppError(
      Code.inUse,
      {
        zh: `该尺码组正在使用中（码比 ${own.codeRatios}，尺寸表 ${own.sizeTables}，其他 ${others.length}），不能删除`,
        en: `The size category is in use (code ratios ${own.codeRatios}, size tables ${own.sizeTables}, other ${others.length}); it cannot be deleted`,
      },
      { ...own, usages: others },
    );
  await db.transaction().execute(async (trx) => {
    await repo.deleteSizeCategory(trx, ctx.unitId, id);
  });
}

export async function usedMediumList(db: Db, ctx: RequestContext) {
  const [used, known] = await Promise.all([repo.usedMediums(db, ctx.unitId), mediumCategories(db, ctx.unitId)]);
  return used.map((u) => ({ ...u, name: known?.find((k) => k.attrId === u.attrId)?.name ?? u.attrId }));
}

/** Medium categories with no size category yet (empty until the goods area registers its tree). */
export async function notUsedMediumList(db: Db, ctx: RequestContext): Promise<MediumCategory[]> {
  const [used, known] = await Promise.all([repo.usedMediums(db, ctx.unitId), mediumCategories(db, ctx.unitId)]);
  const taken = new Set(used.map((u) => u.attrId));
  return (known ?? []).filter((k) => !taken.has(k.attrId));
}

/** Sizes of a category (by id, or through a medium category), live ones, in the category's order. */
export async function sizeInfo(
  db: Db,
  ctx: RequestContext,
  by: { categoryId?: string | undefined; attrId?: string | undefined },
) {
  const categoryId = by.categoryId ?? (by.attrId ? await repo.categoryOfMedium(db, ctx.unitId, by.attrId) : undefined);
  if (!categoryId) {
    if (by.attrId) return [];
    throw invalid('categoryId', { zh: '请指定尺码组', en: 'categoryId or attrId is required' });
  }
  if (!(await repo.findSizeCategory(db, ctx.unitId, categoryId))) throw sizeCategoryNotFound();
  return repo.sizesOfCategory(db, ctx.unitId, categoryId, false);
}
