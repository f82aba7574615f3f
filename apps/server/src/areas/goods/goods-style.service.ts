import {
  goodsStyleExtraKeys,
  pageOf,
  type GoodsCustomFieldColumn,
  type GoodsStyleExportInput,
  type GoodsStyleExtras,
  type GoodsSku,
  type GoodsStyleDetail,
  type GoodsStyleListInput,
  type GoodsStyleRow,
  type GoodsAttrRef,
  type SkuAttrRow,
} from '@gf/contracts';
import { listCustomFields, loadCustomFieldValues } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { notFound, type Lang } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { skuAttrsByIds } from '../attributes/index.js';
import { categoryPathsOf, expandCategoryFilter } from './goods-category.service.js';
import * as skuRepo from './goods-sku.repository.js';
import * as repo from './goods-style.repository.js';
import { fileUrl } from '../../platform/files/index.js';

export const GOODS_STYLE_ENTITY = 'GOODS_STYLE';
export const styleNotFound = () => notFound({ zh: '商品', en: 'Goods style' });

type Names = Map<string, SkuAttrRow>;
type SkuAxes = Pick<repo.GoodsStyleFields, 'colorIds' | 'sizeIds' | 'standardIds'>;

/** Library names for every colour, size and length id of these styles, in one query. */
export async function attrNames(db: Db, unitId: string, heads: SkuAxes[]): Promise<Names> {
  const ids = [...new Set(heads.flatMap((h) => [...h.colorIds, ...h.sizeIds, ...h.standardIds]))];
  const rows = ids.length ? await skuAttrsByIds(db, unitId, ids) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

const refs = (ids: string[], names: Names): GoodsAttrRef[] =>
  ids.map((id) => {
    const a = names.get(id);
    return { id, name: a?.name ?? id, noName: a?.noName ?? id };
  });

const specLabels = { zh: ['颜色', '尺码', '内长'], en: ['Colours', 'Sizes', 'Lengths'] };

/** 规格 column: "颜色: 红,蓝 / 尺码: S,M / 内长: 28". */
export function specText(colors: GoodsAttrRef[], sizes: GoodsAttrRef[], standards: GoodsAttrRef[], lang: Lang): string {
  const [c, s, l] = specLabels[lang];
  const parts = [`${c}: ${colors.map((x) => x.name).join(',')}`, `${s}: ${sizes.map((x) => x.name).join(',')}`];
  if (standards.length) parts.push(`${l}: ${standards.map((x) => x.name).join(',')}`);
  return parts.join(' / ');
}

/** The long-tail values of a head, as answered. */
export function extrasOf(h: GoodsStyleExtras): GoodsStyleExtras {
  // fromEntries cannot keep the per-key types; the keys are exactly GoodsStyleExtras's.
  return Object.fromEntries(goodsStyleExtraKeys.map((k) => [k, h[k] ?? null])) as unknown as GoodsStyleExtras;
}

function toRow(h: repo.GoodsStyleHead, names: Names, paths: Map<string, string>, lang: Lang): GoodsStyleRow {
  const colors = refs(h.colorIds, names);
  const sizes = refs(h.sizeIds, names);
  const standards = refs(h.standardIds, names);
  const main = h.mainPictureId ?? h.pictureIds[0] ?? null;
  return {
    goodsId: h.id,
    styleNo: h.styleNo,
    styleName: h.styleName,
    customerId: h.customerId,
    customerName: h.customerName,
    sizeCategoryId: h.sizeCategoryId,
    sizeCategoryName: h.sizeCategoryName,
    categoryId: h.categoryId,
    categoryPath: h.categoryId ? (paths.get(h.categoryId) ?? null) : null,
    colors,
    sizes,
    standards,
    specText: specText(colors, sizes, standards, lang),
    mainPictureUrl: main ? fileUrl(main) : null,
    remark: h.remark,
    isStopped: h.isStopped,
    skuCount: Number(h.skuCount ?? 0),
    createdByName: h.createdByName,
    createdAt: new Date(h.createdAt).toISOString(),
    updatedByName: h.updatedByName,
    updatedAt: new Date(h.updatedAt).toISOString(),
    ...extrasOf(h),
  };
}

/** SKUs in the SPEC's snake_case shape, in the order of the style's colours, sizes and lengths. */
export function skuView(style: SkuAxes & { id: string }, skus: skuRepo.GoodsSkuRecord[], names: Names): GoodsSku[] {
  const pos = (list: string[], id: string | null) => (id === null ? -1 : list.indexOf(id));
  const sorted = [...skus].sort(
    (a, b) =>
      pos(style.colorIds, a.colorId) - pos(style.colorIds, b.colorId) ||
      pos(style.sizeIds, a.sizeId) - pos(style.sizeIds, b.sizeId) ||
      pos(style.standardIds, a.standardId) - pos(style.standardIds, b.standardId),
  );
  return sorted.map((s) => {
    const color = names.get(s.colorId);
    const standard = s.standardId ? names.get(s.standardId) : undefined;
    return {
      id: s.id,
      color_id: s.colorId,
      color_name: color?.name ?? '',
      color_no_name: color?.noName ?? '',
      style_id: style.id,
      size_id: s.sizeId,
      size_value: names.get(s.sizeId)?.name ?? '',
      standard_id: s.standardId,
      standard_value: standard?.name ?? null,
    };
  });
}

/** The list's filter as the repository takes it (the category filter expanded to descendants). */
export async function toStyleFilter(db: Db, ctx: RequestContext, input: GoodsStyleExportInput): Promise<repo.GoodsStyleFilter> {
  return { ...input, categoryIds: await expandCategoryFilter(db, ctx.unitId, input?.categoryIds) };
}

/** Heads as list rows with `customFields` (field id -> display text), names and custom values each in one query. */
export async function styleRows(db: Db, ctx: RequestContext, heads: repo.GoodsStyleHead[]): Promise<GoodsStyleRow[]> {
  const [names, paths, custom] = await Promise.all([
    attrNames(db, ctx.unitId, heads),
    categoryPathsOf(db, ctx.unitId),
    loadCustomFieldValues(
      db,
      ctx,
      GOODS_STYLE_ENTITY,
      heads.map((r) => r.id),
    ),
  ]);
  return heads.map((h) => ({
    ...toRow(h, names, paths, ctx.lang),
    customFields: Object.fromEntries((custom.get(h.id) ?? []).map((v) => [v.customFieldId, v.displayValue])),
  }));
}

/** The enabled custom fields of goods styles, in their order: one list / export column each. */
export async function styleCustomFieldColumns(db: Db, ctx: RequestContext): Promise<GoodsCustomFieldColumn[]> {
  const fields = await listCustomFields(db, ctx, GOODS_STYLE_ENTITY);
  return fields.map((f) => ({ id: f.customFieldId, name: f.customFieldName }));
}

export async function pageStyleList(db: Db, ctx: RequestContext, input: GoodsStyleListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const { rows, totalCount } = await repo.pageStyles(db, ctx.unitId, await toStyleFilter(db, ctx, input), pageSize, offset);
  const [list, customFieldColumns] = await Promise.all([styleRows(db, ctx, rows), styleCustomFieldColumns(db, ctx)]);
  return { list, totalCount, pageNo, pageSize, customFieldColumns };
}

export async function requireStyle(db: Db, ctx: RequestContext, id: string): Promise<repo.GoodsStyleHead> {
  const head = await repo.findStyle(db, ctx.unitId, id);
  if (!head) throw styleNotFound();
  return head;
}

export async function getStyleDetail(db: Db, ctx: RequestContext, id: string): Promise<GoodsStyleDetail> {
  const head = await requireStyle(db, ctx, id);
  const [names, skus, custom, paths] = await Promise.all([
    attrNames(db, ctx.unitId, [head]),
    skuRepo.skusOfStyles(db, ctx.unitId, [id]),
    loadCustomFieldValues(db, ctx, GOODS_STYLE_ENTITY, [id]),
    categoryPathsOf(db, ctx.unitId),
  ]);
  const main = head.mainPictureId ?? head.pictureIds[0] ?? null;
  return {
    ...toRow(head, names, paths, ctx.lang),
    colorIds: head.colorIds,
    sizeIds: head.sizeIds,
    standardIds: head.standardIds,
    pictures: head.pictureIds.map((p) => ({ id: p, url: fileUrl(p), isMain: p === main })),
    mainPictureId: main,
    version: head.version,
    skuList: skuView(head, skus, names),
    customFields: custom.get(id) ?? [],
  };
}

export async function getStyleSkus(db: Db, ctx: RequestContext, id: string): Promise<GoodsSku[]> {
  return (await getStyleDetail(db, ctx, id)).skuList;
}

export async function checkStyleNo(db: Db, ctx: RequestContext, styleNo: string, selfId?: string) {
  const id = await repo.findIdByStyleNo(db, ctx.unitId, styleNo);
  const exists = Boolean(id && id !== selfId);
  return { exists, id: exists ? id : null };
}
