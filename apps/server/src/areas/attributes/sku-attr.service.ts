import {
  ALL_OPTION_ID,
  type ColorGroup,
  type SkuAttrAdd,
  type SkuAttrOption,
  type SkuAttrRow,
  type SkuAttrType,
  type SkuAttrUpdate,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { allOptionLabel, isUniqueViolation, nameLabel, noLabel } from './attribute-labels.js';
import { findColorCategory } from './color-category.repository.js';
import * as repo from './sku-attr.repository.js';
import { appendSizeToCategories, countOwnedCategories } from './size-category.repository.js';

const valueNotFound = () => notFound({ zh: '规格属性', en: 'Attribute value' });

async function assertUnique(db: Db, ctx: RequestContext, type: SkuAttrType, name: string, no: string | null, selfId?: string) {
  const sameName = await repo.findByName(db, ctx.unitId, type, name);
  if (sameName && sameName !== selfId) throw duplicate('name', nameLabel[type]);
  if (no) {
    const sameNo = await repo.findByNo(db, ctx.unitId, type, no);
    if (sameNo && sameNo !== selfId) throw duplicate('no', noLabel[type]);
  }
}

/** Colours need a colour group of this factory; other kinds carry none. */
async function colorCategoryFor(db: Db, ctx: RequestContext, type: SkuAttrType, categoryId: string | null | undefined) {
  if (type !== 'COLOR') return null;
  if (!categoryId) throw invalid('categoryId', { zh: '请选择颜色分组', en: 'choose a colour group' });
  if (!(await findColorCategory(db, ctx.unitId, categoryId))) throw notFound({ zh: '颜色分组', en: 'Colour group' });
  return categoryId;
}

/** A blank code takes the next number after the largest all-digit code of that kind (001, 002, ...). */
async function nextNo(trx: Db, unitId: string, type: SkuAttrType): Promise<string> {
  return String((await repo.maxNumericNo(trx, unitId, type)) + 1).padStart(3, '0');
}

/**
 * Writes one checked value inside the caller's transaction: a blank code and sort take the next ones,
 * a size joins the given size categories. Used by the add call and by the Excel import.
 */
export async function insertValue(
  trx: Db,
  ctx: RequestContext,
  type: SkuAttrType,
  v: { name: string; no: string | null; colorCategoryId: string | null; sort?: number | undefined; sizeCategoryIds: string[] },
): Promise<string> {
  const no = v.no ?? (await nextNo(trx, ctx.unitId, type));
  const sort = v.sort ?? (await repo.nextSort(trx, ctx.unitId, type));
  const { id } = await repo.insertSkuAttr(trx, ctx.unitId, ctx.userId, type, {
    name: v.name,
    no,
    colorCategoryId: v.colorCategoryId,
    sort,
  });
  await appendSizeToCategories(trx, ctx.unitId, v.sizeCategoryIds, id);
  return id;
}

export async function addSkuAttr(db: Db, ctx: RequestContext, input: SkuAttrAdd): Promise<SkuAttrRow> {
  await assertUnique(db, ctx, input.type, input.name, input.no);
  const colorCategoryId = await colorCategoryFor(db, ctx, input.type, input.categoryId);
  const sizeCategoryIds = input.type === 'SIZE' ? [...new Set(input.sizeCategoryIds ?? [])] : [];
  if ((await countOwnedCategories(db, ctx.unitId, sizeCategoryIds)) !== sizeCategoryIds.length)
    throw notFound({ zh: '尺码组', en: 'Size category' });
  try {
    const id = await db
      .transaction()
      .execute((trx) =>
        insertValue(trx, ctx, input.type, { name: input.name, no: input.no, colorCategoryId, sort: input.sort, sizeCategoryIds }),
      );
    return (await repo.findSkuAttr(db, ctx.unitId, id))!;
  } catch (error) {
    // Two people adding the same value at once: the unique index decides, the loser gets the clear message.
    if (isUniqueViolation(error)) throw duplicate('name', nameLabel[input.type]);
    throw error;
  }
}

export async function updateSkuAttr(db: Db, ctx: RequestContext, input: SkuAttrUpdate): Promise<SkuAttrRow> {
  const current = await repo.findSkuAttr(db, ctx.unitId, input.id);
  if (!current) throw valueNotFound();
  await assertUnique(db, ctx, current.type, input.name, input.no, current.id);
  const colorCategoryId = await colorCategoryFor(db, ctx, current.type, input.categoryId ?? current.categoryId);
  try {
    await db.transaction().execute(async (trx) => {
      const no = input.no ?? current.no ?? (await nextNo(trx, ctx.unitId, current.type));
      await repo.updateSkuAttr(trx, ctx.unitId, current.id, {
        name: input.name,
        no,
        colorCategoryId,
        sort: input.sort ?? current.sort,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', nameLabel[current.type]);
    throw error;
  }
  return (await repo.findSkuAttr(db, ctx.unitId, current.id))!;
}

/** Stop-use (or resume) values; every id must be this factory's, else nothing changes. */
export async function setStopUse(db: Db, ctx: RequestContext, ids: string[], isStopped: boolean): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    if ((await repo.countOwned(trx, ctx.unitId, unique)) !== unique.length) throw valueNotFound();
    return { count: await repo.setStopped(trx, ctx.unitId, unique, isStopped) };
  });
}

export async function changeColorCategory(db: Db, ctx: RequestContext, ids: string[], categoryId: string) {
  const unique = [...new Set(ids)];
  if (!(await findColorCategory(db, ctx.unitId, categoryId))) throw notFound({ zh: '颜色分组', en: 'Colour group' });
  return db.transaction().execute(async (trx) => {
    if ((await repo.countOwned(trx, ctx.unitId, unique, 'COLOR')) !== unique.length) throw valueNotFound();
    return { count: await repo.setColorCategory(trx, ctx.unitId, unique, categoryId) };
  });
}

/** Colours grouped by colour group, groups in their order, colours in theirs (SPEC 3). */
export function groupColors(rows: readonly SkuAttrRow[]): ColorGroup[] {
  const groups = new Map<string, ColorGroup>();
  for (const r of rows) {
    if (r.type !== 'COLOR' || !r.categoryId) continue;
    let g = groups.get(r.categoryId);
    if (!g) {
      g = { categoryId: r.categoryId, category: r.category ?? '', colorList: [] };
      groups.set(r.categoryId, g);
    }
    g.colorList.push(r.no ? { id: r.id, name: r.name, no: r.no } : { id: r.id, name: r.name });
  }
  return [...groups.values()];
}

export async function skuAttrList(db: Db, ctx: RequestContext, filter: repo.SkuAttrFilter) {
  const list = await repo.listSkuAttrs(db, ctx.unitId, filter);
  return { list, color: groupColors(list), totalCount: list.length };
}

export async function colorGroups(db: Db, ctx: RequestContext, filter: Omit<repo.SkuAttrFilter, 'type'>): Promise<ColorGroup[]> {
  return groupColors(await repo.listSkuAttrs(db, ctx.unitId, { ...filter, type: 'COLOR' }));
}

/** Dropdown options of one kind, live values only; withAll puts 全部… (id ALL, empty value) first. */
export async function skuAttrOptions(
  db: Db,
  ctx: RequestContext,
  input: { type: SkuAttrType; keyword?: string | undefined; withAll: boolean },
): Promise<SkuAttrOption[]> {
  const rows = await repo.listSkuAttrs(db, ctx.unitId, { type: input.type, keyword: input.keyword });
  const options: SkuAttrOption[] = rows.map((r) => ({ id: r.id, value: r.name, name: r.noName, no: r.no }));
  const all = allOptionLabel[input.type];
  if (input.withAll && all) options.unshift({ id: ALL_OPTION_ID, value: '', name: pick(all, ctx.lang), no: null });
  return options;
}
