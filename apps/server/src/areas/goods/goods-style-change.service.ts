import { pageOf, type GoodsChangeRecord } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Lang } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './goods-style-change.repository.js';

/** A style as people read it: every value a text (names, not ids; a missing one is blank), custom fields by their names. */
export interface ReadableStyle {
  fields: Partial<Record<StyleFieldKey, string>>;
  custom: Record<string, string>;
}

export const styleFieldLabels = {
  styleNo: { zh: '商品款号', en: 'Style no' },
  styleName: { zh: '商品名称', en: 'Style name' },
  customer: { zh: '客户', en: 'Customer' },
  sizeCategory: { zh: '尺码组', en: 'Size category' },
  category: { zh: '品类', en: 'Category' },
  colors: { zh: '颜色', en: 'Colours' },
  sizes: { zh: '尺码', en: 'Sizes' },
  standards: { zh: '内长', en: 'Standard lengths' },
  pictures: { zh: '图片', en: 'Pictures' },
  remark: { zh: '备注', en: 'Remark' },
  isStopped: { zh: '停用', en: 'Stop-use' },
  plantArticleNumber: { zh: '厂家货号', en: 'Factory article no' },
  internationalCode: { zh: '国标码', en: 'National code' },
  salesMode: { zh: '销售模式', en: 'Sales mode' },
  dateListing: { zh: '上市时间', en: 'Launch date' },
  brand: { zh: '品牌', en: 'Brand' },
  season: { zh: '季节', en: 'Season' },
  year: { zh: '年份', en: 'Year' },
  wave: { zh: '波段', en: 'Wave' },
  designer: { zh: '设计师', en: 'Designer' },
  price: { zh: '销售价', en: 'Sale price' },
  retailPrice: { zh: '吊牌价', en: 'Tag price' },
  cost: { zh: '计划成本价', en: 'Planned cost' },
  materialCost: { zh: '物料成本', en: 'Material cost' },
  processingCost: { zh: '加工成本', en: 'Processing cost' },
  firstSupplyPrice: { zh: '最初供货价', en: 'First supply price' },
  accountingPrice: { zh: '我司核价', en: 'Our checked price' },
  lastSupplyPrice: { zh: '最终供货价', en: 'Final supply price' },
} as const satisfies Record<string, { zh: string; en: string }>;
export type StyleFieldKey = keyof typeof styleFieldLabels;

/** Custom fields are stored with this prefix, so a field named like a normal one cannot be mistaken for it. */
const CUSTOM = 'custom:';

export interface FieldChange {
  fieldName: string;
  previousValues: string | null;
  afterValues: string | null;
}

/** Per changed field {fieldName, previousValues, afterValues}; unchanged fields give nothing. */
export function diffStyles(before: ReadableStyle, after: ReadableStyle): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of Object.keys(styleFieldLabels) as StyleFieldKey[]) {
    const a = before.fields[key] ?? '';
    const b = after.fields[key] ?? '';
    if (a !== b) changes.push({ fieldName: key, previousValues: a || null, afterValues: b || null });
  }
  const names = [...new Set([...Object.keys(before.custom), ...Object.keys(after.custom)])];
  for (const name of names) {
    const a = before.custom[name] ?? '';
    const b = after.custom[name] ?? '';
    if (a !== b) changes.push({ fieldName: `${CUSTOM}${name}`, previousValues: a || null, afterValues: b || null });
  }
  return changes;
}

/** The stored field key as the caller reads it: a normal field's label in their language, a custom field's name. */
export function fieldLabel(stored: string, lang: Lang): string {
  if (stored.startsWith(CUSTOM)) return stored.slice(CUSTOM.length);
  const label = styleFieldLabels[stored as StyleFieldKey];
  return label ? label[lang] : stored;
}

export async function recordChanges(trx: Db, ctx: RequestContext, styleId: string, changes: FieldChange[]): Promise<void> {
  await repo.insertChanges(trx, ctx.unitId, ctx.userId, styleId, changes);
}

export async function listChangeRecords(
  db: Db,
  ctx: RequestContext,
  input: { goodsId: string; pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
): Promise<{ list: GoodsChangeRecord[]; totalCount: number; pageNo: number; pageSize: number }> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const { rows, totalCount } = await repo.pageChanges(db, ctx.unitId, input.goodsId, pageSize, offset);
  const list = rows.map((r) => ({
    id: r.id,
    fieldName: fieldLabel(r.fieldName, ctx.lang),
    previousValues: r.previousValues,
    afterValues: r.afterValues,
    createdByName: r.createdByName,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
  return { list, totalCount, pageNo, pageSize };
}
