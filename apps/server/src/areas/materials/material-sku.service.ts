import { pageOf, specNoName, type DeleteCheck, type MaterialUsage, type SkuSupplierInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findSupplier } from '../partners/index.js';
import * as skuRepo from './material-sku.repository.js';
import { skuSupplierUsages, skuUsages } from './material-usage.js';
import { materialIdsOfStyle } from './material-style.service.js';
import * as repo from './material.repository.js';

const skuNotFound = () => notFound({ zh: '物料SKU', en: 'Material SKU' });

async function requireSku(db: Db, ctx: RequestContext, skuId: string) {
  const [sku] = await skuRepo.findSkus(db, ctx.unitId, [skuId]);
  if (!sku) throw skuNotFound();
  return sku;
}

/** stopUse / batchStopUse: a stopped SKU stays in the archive but pickers stop offering it. */
export async function setSkuStopUse(db: Db, ctx: RequestContext, ids: string[], stopUse: boolean) {
  const unique = [...new Set(ids)];
  const found = await skuRepo.findSkus(db, ctx.unitId, unique);
  if (found.length !== unique.length) throw skuNotFound();
  const updated = await db.transaction().execute((trx) => skuRepo.setStopUse(trx, ctx.unitId, unique, stopUse));
  return { updated };
}

export async function skuSuppliers(db: Db, ctx: RequestContext, skuId: string) {
  await requireSku(db, ctx, skuId);
  return skuRepo.suppliersOfSkus(db, ctx.unitId, [skuId]);
}

/**
 * updateMaterialsSkuSupplier: adds or edits one supplier of a SKU (style no, colour no, prices, default).
 * The supplier list is the purchasing price list, kept up to date whatever the material's review status.
 */
export async function updateSkuSupplier(db: Db, ctx: RequestContext, skuId: string, link: SkuSupplierInput) {
  await requireSku(db, ctx, skuId);
  if (!(await findSupplier(db, ctx.unitId, { id: link.supplierId }))) throw notFound({ zh: '供应商', en: 'Supplier' });
  await db.transaction().execute((trx) => skuRepo.upsertSkuSupplier(trx, ctx.unitId, skuId, link));
  return { supplierId: link.supplierId, list: await skuRepo.suppliersOfSkus(db, ctx.unitId, [skuId]) };
}

function verdict(usages: MaterialUsage[], lang: 'zh' | 'en', what: { zh: string; en: string }): DeleteCheck {
  if (usages.length === 0) return { canDelete: true, usages, reason: null };
  const text = {
    zh: `该${what.zh}已被使用 ${usages.length} 处，不能删除`,
    en: `This ${what.en} is used in ${usages.length} places and cannot be deleted`,
  };
  return { canDelete: false, usages, reason: text[lang] };
}

/** check/delete-materials-sku: may the SKU be removed from its material? */
export async function checkDeleteSku(db: Db, ctx: RequestContext, skuId: string): Promise<DeleteCheck> {
  await requireSku(db, ctx, skuId);
  return verdict(await skuUsages(db, ctx.unitId, [skuId]), ctx.lang, { zh: 'SKU', en: 'SKU' });
}

/** check/delete-supplier: may this supplier be removed from the SKU? */
export async function checkDeleteSkuSupplier(
  db: Db,
  ctx: RequestContext,
  skuId: string,
  supplierId: string,
): Promise<DeleteCheck> {
  await requireSku(db, ctx, skuId);
  const links = await skuRepo.suppliersOfSkus(db, ctx.unitId, [skuId]);
  if (!links.some((l) => l.supplierId === supplierId)) throw notFound({ zh: 'SKU的供应商', en: 'Supplier of the SKU' });
  return verdict(await skuSupplierUsages(db, ctx.unitId, skuId, supplierId), ctx.lang, { zh: '供应商', en: 'supplier' });
}

/** skulist: SKUs for pickers (purchasing, BOM): reviewed and in use unless asked otherwise. */
export async function listSkus(
  db: Db,
  ctx: RequestContext,
  input: {
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
    keyword?: string | undefined;
    materialKindsFilters?: string[] | undefined;
    materialIds?: string[] | undefined;
    sampleMaterial?: boolean | undefined;
    includeStopped: boolean;
    reviewedOnly: boolean;
  },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageRows(
    db,
    ctx.unitId,
    {
      keyword: input.keyword,
      kindIds: input.materialKindsFilters,
      materialIds: input.materialIds,
      sampleMaterial: input.sampleMaterial,
      stopUse: input.includeStopped ? undefined : false,
      statuses: input.reviewedOnly ? [2] : undefined,
      onlySkus: true,
    },
    pageSize,
    offset,
  );
  return { ...page, pageNo, pageSize };
}

/**
 * skulistByStyle (new / edit BOM): the picker's SKUs limited to the materials linked to the goods style
 * (关联商品款号). There is no BOM yet; when there is, its lines are the better source (see README).
 */
export async function listSkusByStyle(
  db: Db,
  ctx: RequestContext,
  input: Parameters<typeof listSkus>[2] & { styleId: string; keyWord?: string | undefined },
) {
  const linked = await materialIdsOfStyle(db, ctx, input.styleId);
  const wanted = input.materialIds?.length ? linked.filter((id) => input.materialIds!.includes(id)) : linked;
  if (wanted.length === 0) {
    const { pageNo, pageSize } = pageOf(input);
    return { list: [], totalCount: 0, pageNo, pageSize };
  }
  return listSkus(db, ctx, { ...input, keyword: input.keyword ?? input.keyWord, materialIds: wanted });
}

/** The partners' pre-delete check of a supplier: which SKUs name it. */
export async function skusUsingSupplier(db: Db, unitId: string, supplierId: string) {
  const rows = await skuRepo.skusUsingSupplier(db, unitId, supplierId);
  return rows.map((r) => ({
    kind: 'MATERIAL_SKU',
    id: r.id,
    label: [r.no, r.name, r.colorName, specNoName(r.specNo, r.specRemark)].filter(Boolean).join(' '),
  }));
}
