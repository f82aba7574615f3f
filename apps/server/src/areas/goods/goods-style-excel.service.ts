import {
  goodsStyleExtraFields,
  goodsStyleExtraKeys,
  isSelectType,
  salesModeLabels,
  type CustomFieldType,
  type GoodsStyleAdd,
  type GoodsStyleExtraKey,
} from '@gf/contracts';
import { z } from 'zod';
import { checkFieldValue, listCustomFields, type CustomFieldValues } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { duplicatesWithinFile, type ImportColumn, type ImportDefinition, type RowError } from '../../platform/excel/index.js';
import { AppError, badState, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import { findSizeCategory } from '../attributes/index.js';
import { categoryPathsOf } from './goods-category.service.js';
import * as lookups from './goods-style-excel.repository.js';
import { styleFieldLabels } from './goods-style-change.service.js';
import { checkStyleReferences, writeNewStyle } from './goods-style-edit.service.js';
import { extrasOf, GOODS_STYLE_ENTITY } from './goods-style.service.js';

// Goods style import (从Excel导入) on the platform's Excel capability (the export, 导出, is goods-style-export.service.ts). The sheet names things
// (customer, size category, colours ...) by name; the import resolves them to this factory's records and then
// applies the same reference rules as the form (checkStyleReferences), so a row is good exactly when the form
// would accept it. Custom fields are extra columns named like the fields (select options by name).

/** Colours, sizes and lengths in one cell: separated by 、 or a comma (half or full width). */
const LIST_SEPARATOR = /[、,，]/;
/** How the sheet joins names in one cell (colours, sizes): the import splits on it, the export writes it. */
export const JOIN = '、';
const CUSTOM = 'custom:';

type NameListKey = 'colors' | 'sizes' | 'standards';
type RefKey = 'customer' | 'category' | 'sizeCategory';
export type StyleImportRow = { styleNo: string | null; styleName: string; remark: string | null } & Record<
  RefKey,
  string | null
> &
  Record<NameListKey, string[]> & { [K in GoodsStyleExtraKey]: K extends 'salesMode' ? number | null : string | null } & {
    [key: `${typeof CUSTOM}${string}`]: string | null;
  };

export const headers = {
  styleNo: styleFieldLabels.styleNo,
  styleName: styleFieldLabels.styleName,
  customer: styleFieldLabels.customer,
  category: styleFieldLabels.category,
  sizeCategory: styleFieldLabels.sizeCategory,
  colors: styleFieldLabels.colors,
  sizes: styleFieldLabels.sizes,
  standards: styleFieldLabels.standards,
  remark: styleFieldLabels.remark,
} satisfies Record<string, LocalText>;

const nameList = (max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? '')
          .split(LIST_SEPARATOR)
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .refine((v) => v.length <= max, { message: `最多 ${max} 个|at most ${max}` });
const name = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** 销售模式 cell: the label (联营 / Joint venture ...) or the code 0, 1, 2. */
export function salesModeOf(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  for (const [code, label] of Object.entries(salesModeLabels))
    if (t === code || t === label.zh || t === label.en.toLowerCase()) return Number(code);
  return undefined;
}
const salesModeCell = z
  .string()
  .optional()
  .transform((v, c) => {
    if (!v?.trim()) return null;
    const code = salesModeOf(v);
    if (code === undefined) {
      c.addIssue({ code: 'custom', message: '应为 联营、买断 或 包销|must be Joint venture, Buy-out or Exclusive sale' });
      return z.NEVER;
    }
    return code;
  });

const extraColumns: ImportColumn[] = goodsStyleExtraKeys.map((key) => ({
  key,
  header: styleFieldLabels[key],
  schema: key === 'salesMode' ? salesModeCell : goodsStyleExtraFields[key],
  example: {
    salesMode: '买断',
    dateListing: '2026-03-01',
    brand: '牛厂',
    season: '春',
    year: '2026',
    price: '199.00',
    retailPrice: '299.00',
    cost: '88.50',
  }[key as string],
}));

const columns: ImportColumn[] = [
  { key: 'styleNo', header: headers.styleNo, schema: name(30), example: '', width: 16 },
  { key: 'styleName', header: headers.styleName, required: true, schema: name(30), example: '春季衬衫', width: 18 },
  { key: 'customer', header: headers.customer, schema: name(50), example: '' },
  { key: 'category', header: headers.category, schema: name(100), example: '', width: 22 },
  { key: 'sizeCategory', header: headers.sizeCategory, required: true, schema: name(50), example: '上衣码' },
  { key: 'colors', header: headers.colors, required: true, schema: nameList(100), example: '红色、白色', width: 22 },
  { key: 'sizes', header: headers.sizes, required: true, schema: nameList(100), example: 'S、M、L', width: 22 },
  { key: 'standards', header: headers.standards, schema: nameList(50), example: '' },
  ...extraColumns,
  { key: 'remark', header: headers.remark, schema: name(500), example: '', width: 30 },
];

interface Rule {
  id: string;
  name: string;
  type: CustomFieldType;
  required: boolean;
  options: { id: string; optionName: string }[];
}

async function customRules(db: Db, ctx: RequestContext): Promise<Rule[]> {
  return (await listCustomFields(db, ctx, GOODS_STYLE_ENTITY)).map((f) => ({
    id: f.customFieldId,
    name: f.customFieldName,
    type: f.customFieldType as CustomFieldType,
    required: f.required,
    options: f.options.map((o) => ({ id: o.id, optionName: o.optionName })),
  }));
}

/** One column per enabled custom field, headed by its name; select cells hold option names. */
async function customColumns(db: Db, ctx: RequestContext): Promise<ImportColumn[]> {
  return (await customRules(db, ctx)).map((r) => ({
    key: `${CUSTOM}${r.id}`,
    header: { zh: r.name, en: r.name },
    schema: name(500),
    example: '',
  }));
}

/** Which column a form field's error belongs to (checkStyleReferences names the form's fields). */
const columnOfField: Record<string, keyof typeof headers> = {
  customerId: 'customer',
  categoryId: 'category',
  sizeCategoryId: 'sizeCategory',
  colorIds: 'colors',
  sizeIds: 'sizes',
  standardIds: 'standards',
  styleNo: 'styleNo',
};

interface Resolved {
  input: GoodsStyleAdd;
  custom: CustomFieldValues;
}

/** Every row's names as this factory's ids, with the form's reference rules; per row the input or the reasons. */
async function resolveRows(db: Db, ctx: RequestContext, rows: { rowNo: number; value: StyleImportRow }[]) {
  const all = (k: RefKey | NameListKey) =>
    rows.flatMap((r) => (Array.isArray(r.value[k]) ? r.value[k] : r.value[k] ? [r.value[k]] : []));
  const [customers, sizeCategories, colors, standards, paths, rules] = await Promise.all([
    lookups.customerIdsByName(db, ctx.unitId, all('customer')),
    lookups.sizeCategoryIdsByName(db, ctx.unitId, all('sizeCategory')),
    lookups.skuAttrsByName(db, readableUnits(ctx, 'skuAttr'), 'COLOR', all('colors')),
    lookups.skuAttrsByName(db, readableUnits(ctx, 'skuAttr'), 'STANDARD', all('standards')),
    categoryPathsOf(db, ctx.unitId),
    customRules(db, ctx),
  ]);
  const categoryByPath = categoryIndex(paths);
  const sizesOf = new Map<string, Map<string, string>>();
  for (const id of new Set(sizeCategories.values())) {
    const category = await findSizeCategory(db, ctx.unitId, id);
    sizesOf.set(id, new Map((category?.sizeList ?? []).map((s) => [s.name.toLowerCase(), s.id])));
  }

  const errors: RowError[] = [];
  const resolved = new Map<number, Resolved>();
  for (const { rowNo, value: v } of rows) {
    const bad: RowError[] = [];
    const fail = (column: keyof typeof headers, text: LocalText) => bad.push({ rowNo, column, header: headers[column], text });
    const one = (column: RefKey, map: Map<string, string>, what: LocalText) => {
      const text = v[column];
      if (!text) return null;
      const id = map.get(text.toLowerCase());
      if (!id) fail(column, { zh: `${what.zh}「${text}」不存在`, en: `no ${what.en} "${text}"` });
      return id ?? null;
    };
    const many = (column: NameListKey, lookup: (n: string) => string | undefined, what: LocalText) => {
      const ids: string[] = [];
      for (const n of v[column]) {
        const id = lookup(n.toLowerCase());
        if (id) ids.push(id);
        else fail(column, { zh: `${what.zh}「${n}」不存在`, en: `no ${what.en} "${n}"` });
      }
      return ids;
    };
    const customerId = one('customer', customers, { zh: '客户', en: 'customer' });
    const categoryId = v.category ? (categoryByPath.get(normalPath(v.category)) ?? null) : null;
    if (v.category && !categoryId)
      fail('category', { zh: `品类「${v.category}」不存在`, en: `no goods category "${v.category}"` });
    const sizeCategoryId = one('sizeCategory', sizeCategories, { zh: '尺码组', en: 'size category' });
    const sizes = sizeCategoryId ? sizesOf.get(sizeCategoryId) : undefined;
    const colorIds = many('colors', (n) => colors.get(n)?.id, { zh: '颜色', en: 'colour' });
    const sizeIds = sizes ? many('sizes', (n) => sizes.get(n), { zh: '尺码组中的尺码', en: 'size in the size category' }) : [];
    const standardIds = many('standards', (n) => standards.get(n)?.id, { zh: '内长', en: 'standard length' });
    const custom = customValues(rowNo, v, rules, bad);
    if (bad.length || !sizeCategoryId) {
      errors.push(...bad);
      continue;
    }
    const input: GoodsStyleAdd = {
      styleNo: v.styleNo,
      styleName: v.styleName,
      customerId,
      sizeCategoryId,
      categoryId,
      colorIds,
      sizeIds,
      standardIds,
      pictureIds: [],
      mainPictureId: null,
      remark: v.remark,
      ...extrasOf(v),
    };
    try {
      await checkStyleReferences(db, ctx, input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = (error.data as { errors?: { field: string }[] } | undefined)?.errors?.[0]?.field?.split('.')[0] ?? '';
      const column = columnOfField[field] ?? 'styleName';
      // invalid() prefixes the form's field name ("sizeIds.0：…"): the sheet names the column instead.
      const text = { zh: error.text.zh.replace(/^[\w.]+：/, ''), en: error.text.en.replace(/^[\w.]+: /, '') };
      errors.push({ rowNo, column, header: headers[column], text });
      continue;
    }
    resolved.set(rowNo, { input, custom });
  }
  return { errors, resolved };
}

/** "女装 / 上衣" and "女装/上衣" alike; a category name alone when only one category has it. */
const normalPath = (p: string) =>
  p
    .split('/')
    .map((x) => x.trim().toLowerCase())
    .join('/');
function categoryIndex(paths: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  const leafCount = new Map<string, number>();
  for (const path of paths.values()) {
    const leaf = normalPath(path).split('/').pop()!;
    leafCount.set(leaf, (leafCount.get(leaf) ?? 0) + 1);
  }
  for (const [id, path] of paths) {
    out.set(normalPath(path), id);
    const leaf = normalPath(path).split('/').pop()!;
    if (leafCount.get(leaf) === 1 && !out.has(leaf)) out.set(leaf, id);
  }
  return out;
}

/** The row's custom-field cells by the platform's value rules; select cells name options (several: 、 or comma). */
function customValues(rowNo: number, v: StyleImportRow, rules: Rule[], bad: RowError[]): CustomFieldValues {
  const values: CustomFieldValues['values'] = [];
  for (const rule of rules) {
    const key = `${CUSTOM}${rule.id}` as const;
    const header = { zh: rule.name, en: rule.name };
    const text = v[key] ?? null;
    let raw: string | string[] | null = text;
    if (text && isSelectType(rule.type)) {
      const names = text
        .split(LIST_SEPARATOR)
        .map((x) => x.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !rule.options.some((o) => o.optionName === n));
      if (unknown.length) {
        bad.push({
          rowNo,
          column: key,
          header,
          text: { zh: `选项「${unknown.join(JOIN)}」不存在`, en: `no option "${unknown.join(', ')}"` },
        });
        continue;
      }
      raw = names.map((n) => rule.options.find((o) => o.optionName === n)!.id);
    }
    const check = checkFieldValue(rule, raw);
    if ('error' in check) bad.push({ rowNo, column: key, header, text: check.error });
    else values.push({ customFieldId: rule.id, value: check.value });
  }
  return { entity: GOODS_STYLE_ENTITY, values };
}

async function checkImport(db: Db, ctx: RequestContext, rows: { rowNo: number; value: StyleImportRow }[]): Promise<RowError[]> {
  const errors = duplicatesWithinFile(rows, { key: 'styleNo', header: headers.styleNo }, (r) => r.styleNo?.toLowerCase());
  const taken = await lookups.takenStyleNos(
    db,
    ctx.unitId,
    rows.flatMap((r) => (r.value.styleNo ? [r.value.styleNo] : [])),
  );
  for (const { rowNo, value } of rows)
    if (value.styleNo && taken.has(value.styleNo.toLowerCase()))
      errors.push({
        rowNo,
        column: 'styleNo',
        header: headers.styleNo,
        text: { zh: `商品款号 ${value.styleNo} 已存在`, en: `style no ${value.styleNo} already exists` },
      });
  errors.push(...(await resolveRows(db, ctx, rows)).errors);
  return errors;
}

/** Every row becomes a style with its SKU matrix, in the import's one transaction; blank style nos are generated. */
async function commitImport(
  trx: Db,
  ctx: RequestContext,
  rows: StyleImportRow[],
  progress: (done: number) => void,
): Promise<void> {
  const numbered = rows.map((value, i) => ({ rowNo: i, value }));
  const { errors, resolved } = await resolveRows(trx, ctx, numbered);
  if (errors.length) throw badState({ zh: '数据已变化，请重新上传', en: 'The data changed; upload the file again' });
  const reserved = new Set(rows.flatMap((r) => (r.styleNo ? [r.styleNo.toLowerCase()] : [])));
  for (const { rowNo } of numbered) {
    const r = resolved.get(rowNo)!;
    await writeNewStyle(trx, ctx, r.input, r.custom, reserved);
    if (rowNo % 50 === 49) progress(rowNo + 1);
  }
  progress(rows.length);
}

export const styleImport: ImportDefinition<StyleImportRow> = {
  kind: 'goods-style',
  title: { zh: '商品档案', en: 'Goods styles' },
  columns,
  extraColumns: customColumns,
  check: checkImport,
  commit: commitImport,
};
