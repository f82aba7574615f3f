import {
  Code,
  GOODS_CATEGORY_MAX_LEVEL,
  type GoodsCategoryAdd,
  type GoodsCategoryNode,
  type GoodsCategoryUpdate,
  type MediumCategory,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertMediumCategoryUnused } from '../attributes/index.js';
import * as repo from './goods-category.repository.js';

const PATH_JOIN = ' / ';
const categoryName = { zh: '品类名称', en: 'Category name' };
export const categoryNotFound = () => notFound({ zh: '品类', en: 'Goods category' });

/** Nested nodes in sibling order, each with its path name ("女装 / 上衣 / T恤"). Pure. */
export function buildCategoryTree(records: repo.GoodsCategoryRecord[]): GoodsCategoryNode[] {
  const byParent = new Map<string | null, repo.GoodsCategoryRecord[]>();
  for (const r of records) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const grow = (parentId: string | null, prefix: string): GoodsCategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id))
      .map((r) => {
        const pathName = prefix ? `${prefix}${PATH_JOIN}${r.name}` : r.name;
        return {
          id: r.id,
          parentId: r.parentId,
          level: r.level,
          name: r.name,
          pathName,
          sort: r.sort,
          isStopped: r.isStopped,
          children: grow(r.id, pathName),
        };
      });
  return grow(null, '');
}

/** id → path name of every category. Pure. */
export function categoryPaths(records: repo.GoodsCategoryRecord[]): Map<string, string> {
  const byId = new Map(records.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  const path = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const r = byId.get(id);
    if (!r) return '';
    const p = r.parentId ? `${path(r.parentId)}${PATH_JOIN}${r.name}` : r.name;
    paths.set(id, p);
    return p;
  };
  records.forEach((r) => path(r.id));
  return paths;
}

/** These ids and all their descendants (unknown ids are dropped). Pure. */
export function withDescendants(records: repo.GoodsCategoryRecord[], ids: string[]): string[] {
  const known = new Set(records.map((r) => r.id));
  const out = new Set(ids.filter((id) => known.has(id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of records)
      if (r.parentId && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return [...out];
}

/** True when the category or one of its ancestors is stop-used. Pure. */
export function isStoppedInTree(records: repo.GoodsCategoryRecord[], id: string): boolean {
  const byId = new Map(records.map((r) => [r.id, r]));
  for (let r = byId.get(id); r; r = r.parentId ? byId.get(r.parentId) : undefined) if (r.isStopped) return true;
  return false;
}

export async function categoryTree(db: Db, ctx: RequestContext): Promise<GoodsCategoryNode[]> {
  return buildCategoryTree(await repo.allCategories(db, ctx.unitId));
}

/** The medium categories (level 2) with their path names, for the attributes area's size categories. */
export async function mediumCategoryList(db: Db, unitId: string): Promise<MediumCategory[]> {
  const records = await repo.allCategories(db, unitId);
  const paths = categoryPaths(records);
  return records.filter((r) => r.level === 2).map((r) => ({ attrId: r.id, name: paths.get(r.id) ?? r.name }));
}

async function requireCategory(db: Db, ctx: RequestContext, id: string) {
  const c = await repo.findCategory(db, ctx.unitId, id);
  if (!c) throw categoryNotFound();
  return c;
}

async function assertNameFree(db: Db, ctx: RequestContext, parentId: string | null, name: string, selfId?: string) {
  const same = await repo.findSiblingByName(db, ctx.unitId, parentId, name);
  if (same && same !== selfId) throw duplicate('name', categoryName);
}

export async function addCategory(db: Db, ctx: RequestContext, input: GoodsCategoryAdd) {
  let level = 1;
  if (input.parentId) {
    const parent = await requireCategory(db, ctx, input.parentId);
    if (parent.level >= GOODS_CATEGORY_MAX_LEVEL)
      throw invalid('parentId', {
        zh: '品类最多三级（大类、中类、小类）',
        en: 'categories have at most three levels (big, medium, small)',
      });
    level = parent.level + 1;
  }
  await assertNameFree(db, ctx, input.parentId, input.name);
  const id = await db
    .transaction()
    .execute((trx) =>
      repo.insertCategory(trx, ctx.unitId, { parentId: input.parentId, level, name: input.name, sort: input.sort }),
    );
  return { id, level };
}

export async function updateCategory(db: Db, ctx: RequestContext, input: GoodsCategoryUpdate) {
  const current = await requireCategory(db, ctx, input.id);
  await assertNameFree(db, ctx, current.parentId, input.name, input.id);
  await db.transaction().execute((trx) =>
    repo.updateCategory(trx, ctx.unitId, input.id, {
      name: input.name,
      ...(input.sort === undefined ? {} : { sort: input.sort }),
    }),
  );
  return { id: input.id };
}

export async function setCategoryStopped(db: Db, ctx: RequestContext, id: string, isStopped: boolean) {
  await requireCategory(db, ctx, id);
  await db.transaction().execute((trx) => repo.updateCategory(trx, ctx.unitId, id, { isStopped }));
  return { id, isStopped };
}

/** Refused (40903) while child categories, goods styles, or size categories / code ratios (a medium category) use it. */
export async function deleteCategory(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await requireCategory(db, ctx, id);
  await assertMediumCategoryUnused(db, ctx.unitId, id);
  if ((await repo.childIds(db, ctx.unitId, id)).length)
    throw new AppError(Code.inUse, {
      zh: '该品类下还有子品类，不能删除',
      en: 'The category has child categories; it cannot be deleted',
    });
  const styles = await repo.stylesOnCategory(db, ctx.unitId, id);
  if (styles.count)
    throw new AppError(
      Code.inUse,
      {
        zh: `有 ${styles.count} 个商品使用该品类，不能删除`,
        en: `${styles.count} goods styles use the category; it cannot be deleted`,
      },
      { styleNos: styles.styleNos },
    );
  await db.transaction().execute((trx) => repo.deleteCategory(trx, ctx.unitId, id));
}

/** sort: all children of parentId (null = the big categories) in the new order. */
export async function sortCategories(db: Db, ctx: RequestContext, parentId: string | null, ids: string[]) {
  if (parentId) await requireCategory(db, ctx, parentId);
  const own = new Set(await repo.childIds(db, ctx.unitId, parentId));
  if (ids.length !== own.size || ids.some((id) => !own.has(id)))
    throw invalid('ids', { zh: '请按同一级的全部品类排序', en: 'list exactly the categories of that level' });
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) await repo.updateCategory(trx, ctx.unitId, id, { sort: i + 1 });
  });
  return categoryTree(db, ctx);
}

/**
 * A style's category: any level of this unit's tree; a stop-used one (or one under a stop-used parent)
 * cannot be newly chosen but stays on a style that already has it. Answers the path name.
 */
export async function checkStyleCategory(
  db: Db,
  unitId: string,
  categoryId: string | null,
  currentId: string | null,
): Promise<void> {
  if (!categoryId) return;
  const records = await repo.allCategories(db, unitId);
  if (!records.some((r) => r.id === categoryId))
    throw new AppError(
      Code.notFound,
      { zh: '品类不存在', en: 'Goods category not found' },
      { errors: [{ field: 'categoryId', message: 'Goods category not found' }] },
    );
  if (categoryId !== currentId && isStoppedInTree(records, categoryId))
    throw invalid('categoryId', { zh: '品类已停用', en: 'the goods category is stop-used' });
}

/** Path names of these categories (for the style list, detail and change records). */
export async function categoryPathsOf(db: Db, unitId: string): Promise<Map<string, string>> {
  return categoryPaths(await repo.allCategories(db, unitId));
}

/** The list filter: the chosen categories and everything under them. */
export async function expandCategoryFilter(db: Db, unitId: string, ids: string[] | undefined): Promise<string[] | undefined> {
  if (!ids?.length) return undefined;
  return withDescendants(await repo.allCategories(db, unitId), ids);
}
