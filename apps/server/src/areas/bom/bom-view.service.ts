import { billStatusLabels, specNoName, type BomAttrName, type BomDetail, type BomRowView, type BomSnapshot } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { fileUrl } from '../../platform/files/index.js';
import { AppError, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getStyleDetail } from '../goods/index.js';
import { notFoundAt, type StyleAttrs } from './bom-row-check.service.js';
import { rowLocks } from './bom-lock.service.js';
import * as rowRepo from './bom-row.repository.js';
import type { BomHead } from './bom.repository.js';

/** The goods style a BOM belongs to, with the names of its colours, sizes, lengths and parts. */
export interface StyleInfo extends StyleAttrs {
  id: string;
  styleNo: string;
  styleName: string;
  colors: BomAttrName[];
  sizes: BomAttrName[];
  standards: BomAttrName[];
  parts: BomAttrName[];
  skus: { id: string; colorId: string; sizeId: string; standardId: string | null }[];
}

/** The style through the goods area (another factory's or an unknown one: 40402 naming `field`). */
export async function loadStyle(db: Db, ctx: RequestContext, styleId: string, field = 'styleId'): Promise<StyleInfo> {
  const style = await getStyleDetail(db, ctx, styleId).catch((e: unknown) => {
    if (e instanceof AppError) throw notFoundAt(field, { zh: '商品', en: 'Goods style' });
    throw e;
  });
  const parts = await rowRepo.partsOfStyle(db, ctx, styleId);
  const names = (refs: { id: string; name: string }[]) => refs.map(({ id, name }) => ({ id, name }));
  return {
    id: style.goodsId,
    styleNo: style.styleNo,
    styleName: style.styleName,
    colorIds: style.colorIds,
    sizeIds: style.sizeIds,
    standardIds: style.standardIds,
    partIds: parts.map((p) => p.id),
    colors: names(style.colors),
    sizes: names(style.sizes),
    standards: names(style.standards),
    parts,
    skus: style.skuList.map((s) => ({ id: s.id, colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })),
  };
}

const ALL: LocalText = { zh: '全部', en: 'ALL' };

function namesOf(ids: string[] | null, refs: BomAttrName[], lang: 'zh' | 'en'): string {
  if (ids === null) return pick(ALL, lang);
  return ids.map((id) => refs.find((r) => r.id === id)?.name ?? id).join('，');
}

export function toRowView(r: rowRepo.StoredRow, style: StyleInfo, lock: LocalText | undefined, lang: 'zh' | 'en'): BomRowView {
  return {
    id: r.id,
    sort: r.sort,
    materialSkuId: r.materialSkuId,
    materialId: r.materialId,
    materialsNo: r.materialsNo,
    materialsName: r.materialsName,
    kindName: r.kindName,
    colorName: r.colorName,
    specNoName: specNoName(r.specNo, r.specRemark),
    stockUnit: r.stockUnit,
    pictureUrl: r.pictureFileId ? fileUrl(r.pictureFileId) : null,
    singleDosage: r.singleDosage,
    sizeDosages: r.sizeDosages.map((s) => ({
      ...s,
      sizeName: style.sizes.find((z) => z.id === s.sizeId)?.name ?? s.sizeId,
    })),
    lossRate: r.lossRate,
    styleColorIdList: r.styleColorIds,
    styleSizeIdList: r.styleSizeIds,
    styleStandardIdList: r.styleStandardIds,
    styleColorNames: namesOf(r.styleColorIds, style.colors, lang),
    styleSizeNames: namesOf(r.styleSizeIds, style.sizes, lang),
    styleStandardNames: namesOf(r.styleStandardIds, style.standards, lang),
    colorMappings: r.colorMappings.map((m) => ({
      styleColorId: m.styleColorId,
      styleColorName: style.colors.find((c) => c.id === m.styleColorId)?.name ?? m.styleColorId,
      materialSkuId: m.materialSkuId,
      materialColorName: m.colorName,
      specNoName: specNoName(m.specNo, m.specRemark),
    })),
    isMain: r.isMain,
    partId: r.partId,
    partName: r.partName,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    supplierStyleNo: r.supplierStyleNo,
    supplierColorNo: r.supplierColorNo,
    planCost: r.planCost ?? r.linkPlanCost,
    remark: r.remark,
    isLocked: Boolean(lock),
    lockReason: lock ? pick(lock, lang) : null,
  };
}

/** The rows as the tab shows them, with their locks. */
export async function rowViews(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  bomId: string,
  style: StyleInfo,
  options: { lockMaterials?: boolean } = {},
): Promise<{ stored: rowRepo.StoredRow[]; views: BomRowView[]; locks: Map<string, LocalText> }> {
  const stored = await rowRepo.loadRows(db, ctx, [bomId]);
  const locks = await rowLocks(db, bills, ctx, bomId, stored, options);
  return { stored, locks, views: stored.map((r) => toRowView(r, style, locks.get(r.id), ctx.lang)) };
}

export function statusText(status: number, lang: 'zh' | 'en'): string {
  const label = billStatusLabels[status];
  return label ? label[lang] : String(status);
}

export function toDetail(head: BomHead, style: StyleInfo, rows: BomRowView[], lang: 'zh' | 'en'): BomDetail {
  return {
    id: head.id,
    styleId: head.goodsStyleId,
    styleNo: style.styleNo,
    styleName: style.styleName,
    name: head.name,
    isDefault: head.isDefault,
    status: head.status,
    reviewStatusText: statusText(head.status, lang),
    version: head.version,
    remark: head.remark,
    createdByName: head.createdByName,
    createdAt: new Date(head.createdAt).toISOString(),
    updatedAt: new Date(head.updatedAt).toISOString(),
    colors: style.colors,
    sizes: style.sizes,
    standards: style.standards,
    parts: style.parts,
    commonMaterialsSkuList: rows,
  };
}

export function toSnapshot(head: BomHead, rows: BomRowView[]): BomSnapshot {
  return { name: head.name, remark: head.remark, isDefault: head.isDefault, status: head.status, rows };
}
