import { BOM_ALL, type BomExplodedMaterial, type BomExplodeLine, type BomSkuView, type BomStyleAttrs } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { invalid, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { explosionRows } from './bom-explosion.repository.js';
import { explodeRows, rowForSku, rowServes, type ExplosionRow } from './bom-explosion.service.js';
import { bomNotFound } from './bom-log.service.js';
import * as rowRepo from './bom-row.repository.js';
import { loadStyle, rowViews } from './bom-view.service.js';
import * as repo from './bom.repository.js';

/**
 * The BOM exploded over goods SKU quantities (the shared interface of issue 10 part 5): per material SKU, the exact
 * Σ quantity × usage × (1 + loss / 100), 用料货品数 and the rows it came from. A goods SKU not of the BOM's style is
 * refused naming `lines.<i>.goodsSkuId`. Quantities round to 4 decimals (the units dictionary names no scale of
 * its own; the stock columns hold 4). Reads through `db`, which may be the caller's transaction.
 */
export async function explodeBom(
  db: Db,
  ctx: RequestContext,
  input: { bomId: string; lines: readonly BomExplodeLine[] },
): Promise<BomExplodedMaterial[]> {
  const head = await repo.findBom(db, ctx, input.bomId);
  if (!head) throw bomNotFound();
  const ids = [...new Set(input.lines.map((l) => l.goodsSkuId))];
  const [rows, skus] = await Promise.all([
    explosionRows(db, ctx, input.bomId),
    rowRepo.goodsSkusOf(db, ctx, head.goodsStyleId, ids),
  ]);
  const byId = new Map(skus.map((s) => [s.id, s]));
  const missing = input.lines.findIndex((l) => !byId.has(l.goodsSkuId));
  if (missing >= 0)
    throw invalid(`lines.${missing}.goodsSkuId`, {
      zh: '{label}：货品SKU不属于该BOM的商品',
      en: "{label}: the goods SKU is not one of the BOM's style",
    });
  return explodeRows(rows, byId, input.lines);
}

/** The style's default BOM, or null when it has none. */
export function findDefaultBomId(db: Db, ctx: RequestContext, goodsStyleId: string): Promise<string | null> {
  return repo.findDefaultBomId(db, ctx, goodsStyleId);
}

/** The style's live BOMs (id, name, default, status), the default first. */
export async function listBomsOfStyle(db: Db, ctx: RequestContext, goodsStyleId: string) {
  return (await repo.listBomsOfStyle(db, ctx, goodsStyleId)).map((h) => ({
    id: h.id,
    name: h.name,
    isDefault: h.isDefault,
    status: h.status,
  }));
}

/** colorItemBomDetail / commonBomSkuDetail: the BOM as each goods SKU (optionally one SKU or one colour) uses it. */
export async function bomSkuViews(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  q: { id: string; goodsSkuId?: string | undefined; colorId?: string | undefined },
): Promise<BomSkuView[]> {
  const head = await repo.findBom(db, ctx, q.id);
  if (!head) throw bomNotFound();
  const style = await loadStyle(db, ctx, head.goodsStyleId);
  const skus = style.skus.filter((s) => (!q.goodsSkuId || s.id === q.goodsSkuId) && (!q.colorId || s.colorId === q.colorId));
  if (q.goodsSkuId && skus.length === 0)
    throw invalid('goodsSkuId', {
      zh: '{label}：货品SKU不属于该BOM的商品',
      en: "{label}: the goods SKU is not one of the BOM's style",
    });
  const [{ stored, views }, lean] = await Promise.all([rowViews(db, bills, ctx, q.id, style), explosionRows(db, ctx, q.id)]);
  const leanById = new Map<string, ExplosionRow>(lean.map((r) => [r.id, r]));
  const name = (refs: { id: string; name: string }[], id: string | null) =>
    id ? (refs.find((r) => r.id === id)?.name ?? id) : null;
  return skus.map((sku) => ({
    goodsSkuId: sku.id,
    colorId: sku.colorId,
    colorName: name(style.colors, sku.colorId) ?? '',
    sizeId: sku.sizeId,
    sizeName: name(style.sizes, sku.sizeId) ?? '',
    standardId: sku.standardId,
    standardName: name(style.standards, sku.standardId),
    materials: stored.flatMap((r, i) => {
      const row = leanById.get(r.id)!;
      if (!rowServes(row, sku)) return [];
      const { materialSkuId, singleDosage } = rowForSku(row, sku);
      const view = views[i]!;
      const mapped = materialSkuId === r.materialSkuId ? null : r.colorMappings.find((m) => m.materialSkuId === materialSkuId);
      return [
        {
          bomRowId: r.id,
          materialSkuId,
          materialsNo: r.materialsNo,
          materialsName: r.materialsName,
          kindName: r.kindName,
          colorName: mapped ? mapped.colorName : r.colorName,
          specNoName: mapped ? view.colorMappings.find((m) => m.materialSkuId === materialSkuId)!.specNoName : view.specNoName,
          pictureUrl: view.pictureUrl,
          singleDosage,
          lossRate: r.lossRate,
          stockUnit: r.stockUnit,
          supplierName: view.supplierName,
          supplierStyleNo: view.supplierStyleNo,
          supplierColorNo: view.supplierColorNo,
          planCost: view.planCost,
          isMain: r.isMain,
          partName: r.partName,
        },
      ];
    }),
  }));
}

/** fac/commonStyleSku/list: the style's colours, sizes and lengths, each list led by 全部 / ALL when asked. */
export async function styleAttrs(db: Db, ctx: RequestContext, styleId: string, withAll: boolean): Promise<BomStyleAttrs> {
  const style = await loadStyle(db, ctx, styleId);
  const all = withAll ? [{ id: BOM_ALL, name: pick({ zh: '全部', en: 'ALL' }, ctx.lang) }] : [];
  return {
    commonSkuAttrColorList: [...all, ...style.colors],
    commonSkuAttrSizeList: [...all, ...style.sizes],
    commonSkuAttrStandardList: style.standards.length ? [...all, ...style.standards] : [],
  };
}
