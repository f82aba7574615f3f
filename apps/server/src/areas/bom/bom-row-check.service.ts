import { Code, Dec, type BomRowInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as rowRepo from './bom-row.repository.js';
import type { StoredRow } from './bom-row.repository.js';

const LIST = 'commonMaterialsSkuList';

export function notFoundAt(field: string, what: LocalText): AppError {
  return new AppError(
    Code.notFound,
    { zh: `${field}：${what.zh}不存在`, en: `${field}: ${what.en} not found` },
    { errors: [{ field, message: `${what.en} not found` }] },
  );
}

/** The style's colours, sizes, lengths and parts a row may name. */
export interface StyleAttrs {
  colorIds: readonly string[];
  sizeIds: readonly string[];
  standardIds: readonly string[];
  partIds: readonly string[];
}

function within(ids: readonly string[] | null, allowed: readonly string[], field: string, what: LocalText): void {
  const wrong = (ids ?? []).find((id) => !allowed.includes(id));
  if (wrong)
    throw invalid(field, { zh: `{label}：${what.zh}不是该商品的`, en: `{label}: the ${what.en} is not one of the style's` });
}

/**
 * Every reference of the rows exists in this factory and fits the style (naming the first wrong field, writing
 * nothing): material SKUs live, a mapped colour's SKU of the same material, 用于 colours / sizes / lengths, size
 * overrides and mapped colours of the style (and of the row's own 用于 lists), parts of the style, suppliers.
 */
export async function checkRows(
  db: Db,
  ctx: RequestContext,
  rows: BomRowInput[],
  style: StyleAttrs,
  existingRowIds: readonly string[],
): Promise<void> {
  const skuIds = [...new Set(rows.flatMap((r) => [r.materialSkuId, ...r.colorMappings.map((m) => m.materialSkuId)]))];
  const skus = new Map((await rowRepo.materialSkusByIds(db, ctx, skuIds)).map((s) => [s.id, s]));
  const live = (id: string) => {
    const s = skus.get(id);
    return s && !s.isDeleted && !s.materialIsDeleted ? s : undefined;
  };
  const supplierIds = [...new Set(rows.flatMap((r) => (r.supplierId ? [r.supplierId] : [])))];
  const suppliers = new Set((await rowRepo.suppliersByIds(db, ctx, supplierIds)).map((s) => s.id));
  for (const [i, row] of rows.entries()) {
    const at = `${LIST}.${i}`;
    if (row.id && rows.findIndex((r) => r.id === row.id) !== i)
      throw invalid(`${at}.id`, { zh: '{label}：同一行出现了两次', en: '{label}: the row is sent twice' });
    if (row.id && !existingRowIds.includes(row.id))
      throw invalid(`${at}.id`, { zh: '{label}：该行不属于这个BOM', en: '{label}: the row is not one of this BOM' });
    const sku = live(row.materialSkuId);
    if (!sku) throw notFoundAt(`${at}.materialSkuId`, { zh: '物料SKU', en: 'Material SKU' });
    within(row.styleColorIdList, style.colorIds, `${at}.styleColorIdList`, { zh: '颜色', en: 'colour' });
    within(row.styleSizeIdList, style.sizeIds, `${at}.styleSizeIdList`, { zh: '尺码', en: 'size' });
    within(row.styleStandardIdList, style.standardIds, `${at}.styleStandardIdList`, { zh: '内长', en: 'length' });
    row.sizeDosages.forEach((s, j) =>
      within([s.sizeId], row.styleSizeIdList ?? style.sizeIds, `${at}.sizeDosages.${j}.sizeId`, { zh: '尺码', en: 'size' }),
    );
    row.colorMappings.forEach((m, j) => {
      within([m.styleColorId], row.styleColorIdList ?? style.colorIds, `${at}.colorMappings.${j}.styleColorId`, {
        zh: '颜色',
        en: 'colour',
      });
      const mapped = live(m.materialSkuId);
      if (!mapped) throw notFoundAt(`${at}.colorMappings.${j}.materialSkuId`, { zh: '物料SKU', en: 'Material SKU' });
      if (mapped.materialId !== sku.materialId)
        throw invalid(`${at}.colorMappings.${j}.materialSkuId`, {
          zh: '{label}：颜色对照只能选同一物料的其他颜色',
          en: '{label}: a colour mapping takes another colour of the same material',
        });
    });
    if (row.partId && !style.partIds.includes(row.partId)) throw notFoundAt(`${at}.partId`, { zh: '部位', en: 'Part' });
    if (row.supplierId && !suppliers.has(row.supplierId)) throw notFoundAt(`${at}.supplierId`, { zh: '供应商', en: 'Supplier' });
  }
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether the input keeps what a locked row may not change: material, usages, loss, 用于 lists, mapping, supplier. */
export function keepsLockedFields(stored: StoredRow, row: BomRowInput): boolean {
  const sizes = (list: { sizeId: string; singleDosage: string }[]) =>
    list
      .map((s) => `${s.sizeId}=${Dec.of(s.singleDosage).toString()}`)
      .sort()
      .join();
  const colors = (list: { styleColorId: string; materialSkuId: string }[]) =>
    list
      .map((m) => `${m.styleColorId}=${m.materialSkuId}`)
      .sort()
      .join();
  return (
    stored.materialSkuId === row.materialSkuId &&
    Dec.of(stored.singleDosage).eq(row.singleDosage) &&
    Dec.of(stored.lossRate).eq(row.lossRate) &&
    sameList(stored.styleColorIds, row.styleColorIdList) &&
    sameList(stored.styleSizeIds, row.styleSizeIdList) &&
    sameList(stored.styleStandardIds, row.styleStandardIdList) &&
    sizes(stored.sizeDosages) === sizes(row.sizeDosages) &&
    colors(stored.colorMappings) === colors(row.colorMappings) &&
    stored.supplierId === row.supplierId
  );
}

/** A locked row must come back with its locked fields unchanged (and not be removed): 40902 naming the row. */
export function assertLockedRowsKept(
  ctx: RequestContext,
  stored: StoredRow[],
  locks: Map<string, LocalText>,
  rows: BomRowInput[],
): void {
  for (const s of stored) {
    const reason = locks.get(s.id);
    if (!reason) continue;
    const i = rows.findIndex((r) => r.id === s.id);
    const label = `${s.materialsNo} ${s.colorName}`;
    if (i < 0 || !keepsLockedFields(s, rows[i]!))
      throw new AppError(
        Code.badState,
        { zh: `${label}：${reason.zh}`, en: `${label}: ${reason.en}` },
        { errors: [{ field: i < 0 ? LIST : `${LIST}.${i}`, message: pick(reason, ctx.lang) }] },
      );
  }
}
