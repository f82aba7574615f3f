import type { BomCopyDrop, BomCopyResult, BomRowInput } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { insertLog } from './bom-log.repository.js';
import { bomNotFound } from './bom-log.service.js';
import * as rowRepo from './bom-row.repository.js';
import { loadStyle, type StyleInfo } from './bom-view.service.js';
import { createBom } from './bom.service.js';
import * as repo from './bom.repository.js';

const texts: Record<BomCopyDrop['what'], LocalText> = {
  ROW: {
    zh: '目标商品没有该行所用的颜色、尺码或内长，未复制',
    en: 'the style has none of its colours, sizes or lengths; not copied',
  },
  SIZE_USAGE: { zh: '目标商品没有该尺码，尺码用量未复制', en: 'the style lacks a size; its usage was not copied' },
  COLOR_MAPPING: { zh: '目标商品没有该颜色，颜色对照未复制', en: 'the style lacks a colour; its mapping was not copied' },
  PART: { zh: '目标商品没有同名部位，部位未复制', en: 'the style has no part of that name; the part was not copied' },
};

/**
 * The source rows as rows of `target` (pure): 用于 lists keep the ids the target has (a list left empty drops the row),
 * size usages and colour mappings of attributes it lacks are left out, a part becomes the target's part of that name.
 * Every omission is reported, so nothing changes unsaid.
 */
export function rowsForStyle(
  rows: (rowRepo.StoredRow | (BomRowInput & { materialsNo: string; partName: string | null }))[],
  target: Pick<StyleInfo, 'colorIds' | 'sizeIds' | 'standardIds' | 'parts'>,
  lang: 'zh' | 'en',
): { rows: BomRowInput[]; dropped: BomCopyDrop[] } {
  const dropped: BomCopyDrop[] = [];
  const out: BomRowInput[] = [];
  const keep = (ids: string[] | null, of: readonly string[]) => (ids === null ? null : ids.filter((id) => of.includes(id)));
  rows.forEach((r, i) => {
    const drop = (what: BomCopyDrop['what']) =>
      dropped.push({ row: i + 1, materialsNo: r.materialsNo, what, text: pick(texts[what], lang) });
    const stored = 'styleColorIds' in r;
    const colors = keep(stored ? r.styleColorIds : r.styleColorIdList, target.colorIds);
    const sizes = keep(stored ? r.styleSizeIds : r.styleSizeIdList, target.sizeIds);
    const standards = keep(stored ? r.styleStandardIds : r.styleStandardIdList, target.standardIds);
    if ([colors, sizes, standards].some((l) => l !== null && l.length === 0)) return drop('ROW');
    const sizeDosages = r.sizeDosages.filter((s) => (sizes ?? target.sizeIds).includes(s.sizeId));
    if (sizeDosages.length < r.sizeDosages.length) drop('SIZE_USAGE');
    const colorMappings = r.colorMappings
      .filter((m) => (colors ?? target.colorIds).includes(m.styleColorId))
      .map(({ styleColorId, materialSkuId }) => ({ styleColorId, materialSkuId }));
    if (colorMappings.length < r.colorMappings.length) drop('COLOR_MAPPING');
    const partId = r.partName ? (target.parts.find((p) => p.name === r.partName)?.id ?? null) : null;
    if (r.partName && !partId) drop('PART');
    out.push({
      materialSkuId: r.materialSkuId,
      singleDosage: r.singleDosage,
      sizeDosages: sizeDosages.map(({ sizeId, singleDosage }) => ({ sizeId, singleDosage })),
      lossRate: r.lossRate,
      styleColorIdList: colors,
      styleSizeIdList: sizes,
      styleStandardIdList: standards,
      colorMappings,
      isMain: r.isMain,
      partId,
      supplierId: r.supplierId,
      planCost: r.planCost,
      remark: r.remark,
    });
  });
  return { rows: out, dropped };
}

/** 复制BOM: a new draft with the source's rows (new ids), of the same style or of another one (see rowsForStyle). */
export async function copyBom(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  input: { id: string; name: string; styleId?: string | undefined },
): Promise<BomCopyResult> {
  const source = await repo.findBom(db, ctx, input.id);
  if (!source) throw bomNotFound();
  const target = await loadStyle(db, ctx, input.styleId ?? source.goodsStyleId);
  const { rows, dropped } = rowsForStyle(await rowRepo.loadRows(db, ctx, [input.id]), target, ctx.lang);
  const created = await createBom(db, bills, ctx, {
    styleId: target.id,
    name: input.name,
    remark: source.remark,
    commonMaterialsSkuList: rows,
  });
  await db.transaction().execute((trx) => insertLog(trx, ctx, { bomId: created.id, action: 'COPY', before: null, after: null }));
  return { id: created.id, dropped };
}
