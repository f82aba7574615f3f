import type { SkuAttrType } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { insertColorCategory, nextColorCategorySort } from './color-category.repository.js';
import * as repo from './library-import.repository.js';
import { insertValue } from './sku-attr.service.js';
import { appendSizeToCategories, findSizeCategoryByName, insertSizeCategory } from './size-category.repository.js';

// A goods style (or material) copied from another factory of the company names library values of that factory.
// Company values (ADR 0011, COMPANY_AND_FACTORY) are shared already and keep their ids; the source factory's own
// values are matched by kind and name in the target's library (company values first), and created as the target's
// own when it has none.

/** The colour, size and length axes of a goods style, with its size category. */
export interface StyleAxes {
  sizeCategoryId: string;
  colorIds: string[];
  sizeIds: string[];
  standardIds: string[];
}

export type AxesImport = { ok: true; axes: StyleAxes; created: string[] } | { ok: false; reason: LocalText };

const kindWord: Partial<Record<SkuAttrType, LocalText>> = {
  COLOR: { zh: '颜色', en: 'Colour' },
  SIZE: { zh: '尺码', en: 'Size' },
  STANDARD: { zh: '内长', en: 'Standard length' },
};
const word = (type: SkuAttrType): LocalText => kindWord[type] ?? { zh: '属性值', en: 'Value' };

/** Target values for these source values: the same id for company rows, else the first target value of that kind and name. */
async function matchValues(
  db: Db,
  target: Tenant,
  sources: repo.LibraryValue[],
): Promise<Map<string, repo.LibraryValue | undefined>> {
  const units = readableUnits(target, 'skuAttr');
  const out = new Map<string, repo.LibraryValue | undefined>();
  const types = [...new Set(sources.map((s) => s.type))];
  for (const type of types) {
    const own = sources.filter((s) => s.type === type && s.unitId !== target.bossUnitId);
    const found = await repo.valuesByNames(
      db,
      units,
      type,
      own.map((s) => s.name),
    );
    // Company values win over the target's own (a name is unique across both once the libraries are split).
    found.sort((a, b) => Number(b.unitId === target.bossUnitId) - Number(a.unitId === target.bossUnitId));
    for (const s of own)
      out.set(
        s.id,
        found.find((f) => f.name === s.name),
      );
  }
  for (const s of sources) if (s.unitId === target.bossUnitId) out.set(s.id, s);
  return out;
}

/** A new value of the target factory: the source's code when free there, else the next number; a colour in its group. */
async function createValue(trx: Db, target: RequestContext, source: repo.LibraryValue): Promise<string> {
  const units = readableUnits(target, 'skuAttr');
  const no = source.no && !(await repo.isNoTaken(trx, units, source.type, source.no)) ? source.no : null;
  let colorCategoryId: string | null = null;
  if (source.type === 'COLOR') {
    const groupName = source.groupName ?? (target.lang === 'en' ? 'Imported' : '导入');
    colorCategoryId = (await repo.colorGroupByName(trx, readableUnits(target, 'colorCategory'), groupName)) ?? null;
    if (!colorCategoryId) {
      const owner = owningUnit(target, 'colorCategory');
      colorCategoryId = (await insertColorCategory(trx, owner, groupName, await nextColorCategorySort(trx, owner))).id;
    }
  }
  return insertValue(trx, target, source.type, { name: source.name, no, colorCategoryId, sizeCategoryIds: [] });
}

/**
 * The target factory's axes for a style of another factory of the company, inside the caller's transaction. The size
 * category is matched by name (created when missing) and gets the style's sizes it lacks at its end. Nothing is written
 * when a matching value is stop-used in the target: the answer says which, and the caller skips the style.
 */
export async function importStyleAxes(trx: Db, source: Tenant, target: RequestContext, axes: StyleAxes): Promise<AxesImport> {
  const ids = [...axes.colorIds, ...axes.sizeIds, ...axes.standardIds];
  const sources = await repo.valuesByIds(trx, readableUnits(source, 'skuAttr'), ids);
  const byId = new Map(sources.map((s) => [s.id, s]));
  const categoryName = await repo.sizeCategoryName(trx, source.unitId, axes.sizeCategoryId);
  if (!categoryName || ids.some((id) => !byId.has(id)))
    return {
      ok: false,
      reason: { zh: '商品的尺码组或规格在原工厂已不存在', en: "the style's size category or values are gone in its factory" },
    };
  const matched = await matchValues(trx, target, sources);
  for (const s of sources) {
    const m = matched.get(s.id);
    if (m?.isStopped)
      return {
        ok: false,
        reason: {
          zh: `${word(s.type).zh}「${m.name}」在本厂已停用`,
          en: `${word(s.type).en} ${m.name} is stop-used in this factory`,
        },
      };
  }
  const created: string[] = [];
  const targetId = new Map<string, string>();
  for (const s of sources) {
    const m = matched.get(s.id);
    if (m) targetId.set(s.id, m.id);
    else {
      targetId.set(s.id, await createValue(trx, target, s));
      created.push(s.name);
    }
  }
  const categoryOwner = owningUnit(target, 'sizeCategory');
  let sizeCategoryId = await findSizeCategoryByName(trx, categoryOwner, categoryName);
  if (!sizeCategoryId) {
    sizeCategoryId = (await insertSizeCategory(trx, categoryOwner, categoryName, undefined)).id;
    created.push(categoryName);
  }
  const had = new Set(await repo.sizeIdsOfCategory(trx, categoryOwner, sizeCategoryId));
  const map = (list: string[]) => list.map((id) => targetId.get(id)!);
  const sizeIds = map(axes.sizeIds);
  for (const id of sizeIds) if (!had.has(id)) await appendSizeToCategories(trx, categoryOwner, [sizeCategoryId], id);
  return {
    ok: true,
    axes: { sizeCategoryId, colorIds: map(axes.colorIds), sizeIds, standardIds: map(axes.standardIds) },
    created,
  };
}

/** Target colour ids for colours of another factory (matched as above, none created): source id -> target id. */
export async function matchColors(db: Db, source: Tenant, target: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  const sources = (await repo.valuesByIds(db, readableUnits(source, 'skuAttr'), ids)).filter((s) => s.type === 'COLOR');
  const matched = await matchValues(db, target, sources);
  const out = new Map<string, string>();
  for (const [id, m] of matched) if (m) out.set(id, m.id);
  return out;
}
