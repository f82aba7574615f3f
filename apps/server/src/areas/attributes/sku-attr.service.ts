import {
  ALL_OPTION_ID,
  attributesPermissions,
  companyLibraryPermissions,
  type ColorGroup,
  type LibraryLevel,
  type SkuAttrAdd,
  type SkuAttrOption,
  type SkuAttrRow,
  type SkuAttrType,
  type SkuAttrUpdate,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { allOptionLabel, isUniqueViolation, nameLabel, noLabel } from './attribute-labels.js';
import { findColorCategory } from './color-category.repository.js';
import { assertWritableAt, clashError, requireLevelPermission, uniquenessUnits, viewOf } from './library-level.js';
import * as repo from './sku-attr.repository.js';
import { appendSizeToCategories, countOwnedCategories } from './size-category.repository.js';

const valueWord = { zh: '规格属性', en: 'Attribute value' };
const valueNotFound = () => notFound(valueWord);
const groupWord = { zh: '颜色分组', en: 'Colour group' };

/** The code a spec-library write needs at each level. */
export const specLibraryCodes: Record<LibraryLevel, string> = {
  COMPANY: companyLibraryPermissions.specLibraryEdit,
  FACTORY: attributesPermissions.specLibraryEdit,
};

/** Name and code unique across the units `level` must not clash with (the caller holds the company lock). */
async function assertUnique(
  trx: Db,
  ctx: RequestContext,
  level: LibraryLevel,
  units: string[],
  value: { type: SkuAttrType; name: string; no: string | null },
  selfId?: string,
) {
  const sameName = await repo.findByName(trx, units, value.type, value.name);
  if (sameName && sameName.id !== selfId)
    throw await clashError(trx, ctx, 'skuAttr', level, sameName.unitId, 'name', nameLabel[value.type]);
  if (value.no) {
    const sameNo = await repo.findByNo(trx, units, value.type, value.no);
    if (sameNo && sameNo.id !== selfId)
      throw await clashError(trx, ctx, 'skuAttr', level, sameNo.unitId, 'no', noLabel[value.type]);
  }
}

/**
 * Colours need a colour group: a company colour one of the company's groups, a factory's colour one of the
 * company's or its own. Other kinds carry none.
 */
async function colorCategoryFor(
  db: Db,
  ctx: RequestContext,
  level: LibraryLevel,
  type: SkuAttrType,
  categoryId: string | null | undefined,
) {
  if (type !== 'COLOR') return null;
  if (!categoryId) throw invalid('categoryId', { zh: '请选择颜色分组', en: 'choose a colour group' });
  const groups = viewOf(ctx, 'colorCategory', level === 'COMPANY' ? 'COMPANY' : undefined);
  if (!(await findColorCategory(db, groups, categoryId))) throw notFound(groupWord);
  return categoryId;
}

/** A blank code takes the next number after the largest all-digit code of that kind among `units` (001, 002, ...). */
async function nextNo(trx: Db, units: string[], type: SkuAttrType): Promise<string> {
  return String((await repo.maxNumericNo(trx, units, type)) + 1).padStart(3, '0');
}

/**
 * Writes one checked value inside the caller's transaction at `level` (the factory's own unless said): a blank code
 * and sort take the next ones, a size joins the given (factory) size categories. Used by the add call, the Excel
 * import and the import across factories.
 */
export async function insertValue(
  trx: Db,
  ctx: RequestContext,
  type: SkuAttrType,
  v: {
    name: string;
    no: string | null;
    colorCategoryId: string | null;
    sort?: number | undefined;
    sizeCategoryIds: string[];
    level?: LibraryLevel;
  },
): Promise<string> {
  const level = v.level ?? 'FACTORY';
  const owner = owningUnit(ctx, 'skuAttr', level);
  const no = v.no ?? (await nextNo(trx, await uniquenessUnits(trx, ctx, 'skuAttr', level), type));
  const sort = v.sort ?? (await repo.nextSort(trx, owner, type));
  const { id } = await repo.insertSkuAttr(trx, owner, ctx.userId, type, {
    name: v.name,
    no,
    colorCategoryId: v.colorCategoryId,
    sort,
  });
  if (v.sizeCategoryIds.length) await appendSizeToCategories(trx, ctx.unitId, v.sizeCategoryIds, id);
  return id;
}

/** Size categories are each factory's: a company size joins none (each factory adds it to its own). */
async function sizeCategoriesFor(db: Db, ctx: RequestContext, input: SkuAttrAdd): Promise<string[]> {
  const ids = input.type === 'SIZE' ? [...new Set(input.sizeCategoryIds ?? [])] : [];
  if (ids.length && input.level === 'COMPANY')
    throw invalid('sizeCategoryIds', {
      zh: '尺码组属于各工厂，集团尺码请在各厂的尺码组中加入',
      en: "size categories are each factory's; add the company size to them in each factory",
    });
  if ((await countOwnedCategories(db, ctx.unitId, ids)) !== ids.length) throw notFound({ zh: '尺码组', en: 'Size category' });
  return ids;
}

export async function addSkuAttr(db: Db, ctx: RequestContext, input: SkuAttrAdd): Promise<SkuAttrRow> {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  const colorCategoryId = await colorCategoryFor(db, ctx, input.level, input.type, input.categoryId);
  const sizeCategoryIds = await sizeCategoriesFor(db, ctx, input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      await assertUnique(trx, ctx, input.level, await uniquenessUnits(trx, ctx, 'skuAttr', input.level), input);
      return insertValue(trx, ctx, input.type, { ...input, colorCategoryId, sizeCategoryIds });
    });
    return (await repo.findSkuAttr(db, viewOf(ctx, 'skuAttr'), id))!;
  } catch (error) {
    // Two people adding the same value at once: the unique index decides, the loser gets the clear message.
    if (isUniqueViolation(error)) throw duplicate('name', nameLabel[input.type]);
    throw error;
  }
}

/** A readable value the call may change at its level (a company value only from the company's screen). */
async function writableValue(db: Db, ctx: RequestContext, level: LibraryLevel, id: string): Promise<SkuAttrRow> {
  const current = await repo.findSkuAttr(db, viewOf(ctx, 'skuAttr'), id);
  if (!current) throw valueNotFound();
  assertWritableAt(level, current.level, valueWord);
  return current;
}

export async function updateSkuAttr(db: Db, ctx: RequestContext, input: SkuAttrUpdate): Promise<SkuAttrRow> {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  const current = await writableValue(db, ctx, input.level, input.id);
  const colorCategoryId = await colorCategoryFor(db, ctx, input.level, current.type, input.categoryId ?? current.categoryId);
  const owner = owningUnit(ctx, 'skuAttr', input.level);
  try {
    await db.transaction().execute(async (trx) => {
      const units = await uniquenessUnits(trx, ctx, 'skuAttr', input.level);
      await assertUnique(trx, ctx, input.level, units, { type: current.type, name: input.name, no: input.no }, current.id);
      const no = input.no ?? current.no ?? (await nextNo(trx, units, current.type));
      await repo.updateSkuAttr(trx, owner, current.id, {
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
  return (await repo.findSkuAttr(db, viewOf(ctx, 'skuAttr'), current.id))!;
}

/** Every id must be a readable value of `type` (else 40402, nothing changes) and writable at `level` (else 40302). */
async function writableValues(db: Db, ctx: RequestContext, level: LibraryLevel, ids: string[], type?: SkuAttrType) {
  const found = await repo.findSkuAttrs(db, viewOf(ctx, 'skuAttr'), ids, type);
  if (found.length !== ids.length) throw valueNotFound();
  for (const row of found) assertWritableAt(level, row.level, valueWord);
}

/** Stop-use (or resume) values at one level; every id must be of that level, else nothing changes. */
export async function setStopUse(
  db: Db,
  ctx: RequestContext,
  input: { ids: string[]; isStopped: boolean; level: LibraryLevel },
): Promise<{ count: number }> {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  const unique = [...new Set(input.ids)];
  await writableValues(db, ctx, input.level, unique);
  return db.transaction().execute(async (trx) => ({
    count: await repo.setStopped(trx, owningUnit(ctx, 'skuAttr', input.level), unique, input.isStopped),
  }));
}

export async function changeColorCategory(
  db: Db,
  ctx: RequestContext,
  input: { ids: string[]; categoryId: string; level: LibraryLevel },
) {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  const unique = [...new Set(input.ids)];
  await colorCategoryFor(db, ctx, input.level, 'COLOR', input.categoryId);
  await writableValues(db, ctx, input.level, unique, 'COLOR');
  return db.transaction().execute(async (trx) => ({
    count: await repo.setColorCategory(trx, owningUnit(ctx, 'skuAttr', input.level), unique, input.categoryId),
  }));
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

export async function skuAttrList(db: Db, ctx: RequestContext, filter: repo.SkuAttrFilter, level?: LibraryLevel) {
  const list = await repo.listSkuAttrs(db, viewOf(ctx, 'skuAttr', level), filter);
  return { list, color: groupColors(list), totalCount: list.length };
}

export async function pageSkuAttrList(
  db: Db,
  ctx: RequestContext,
  filter: repo.SkuAttrFilter,
  page: { level?: LibraryLevel | undefined; limit: number; offset: number },
) {
  return repo.pageSkuAttrs(db, viewOf(ctx, 'skuAttr', page.level), filter, page.limit, page.offset);
}

/** Live colours the factory reads (the company's first), grouped. */
export async function colorGroups(db: Db, ctx: RequestContext, filter: Omit<repo.SkuAttrFilter, 'type'>): Promise<ColorGroup[]> {
  return groupColors(await repo.listSkuAttrs(db, viewOf(ctx, 'skuAttr'), { ...filter, type: 'COLOR' }));
}

/** Dropdown options of one kind, live values of the company and the factory; withAll puts 全部… (id ALL) first. */
export async function skuAttrOptions(
  db: Db,
  ctx: RequestContext,
  input: { type: SkuAttrType; keyword?: string | undefined; withAll: boolean },
): Promise<SkuAttrOption[]> {
  const rows = await repo.listSkuAttrs(db, viewOf(ctx, 'skuAttr'), { type: input.type, keyword: input.keyword });
  const options: SkuAttrOption[] = rows.map((r) => ({ id: r.id, value: r.name, name: r.noName, no: r.no }));
  const all = allOptionLabel[input.type];
  if (input.withAll && all) options.unshift({ id: ALL_OPTION_ID, value: '', name: pick(all, ctx.lang), no: null });
  return options;
}
