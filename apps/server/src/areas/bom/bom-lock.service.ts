import { lockBill, readBills, type BillHead } from '../../bills/bill-store.repository.js';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { addRemovably } from '../../platform/registry/removable.js';

/**
 * Which material SKUs of a BOM are already purchased: a live purchase line of that SKU whose demand belongs to an
 * order using this BOM. Orders and demand are other areas' (issue 10 part 5): the demand area registers the check
 * here (from this area's index.ts) and the BOM never reads purchasing's tables. Until one registers, nothing counts
 * as purchased.
 */
export type PurchasedMaterialCheck = (
  db: Db,
  ctx: RequestContext,
  bomId: string,
  materialSkuIds: string[],
) => Promise<Set<string>>;

const purchasedChecks: PurchasedMaterialCheck[] = [];

export function registerPurchasedMaterialCheck(check: PurchasedMaterialCheck): () => void {
  return addRemovably(purchasedChecks, check);
}

/** Material statuses that lock a row: 1 pending review, 3 anti-review pending (SPEC 4). */
const UNDER_REVIEW = new Set([1, 3]);

const underReview: LocalText = { zh: '物料审核中，不能修改该行', en: 'The material is under review; the row cannot change' };
const purchased: LocalText = { zh: '物料已采购，不能修改该行', en: 'The material is already purchased; the row cannot change' };

/**
 * Why each row is locked (row id -> reason), for rows whose material is under review (the material bill's status,
 * read through the bill engine) or whose SKU (its own or a mapped colour's) is already purchased for this BOM.
 */
export async function rowLocks(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  bomId: string,
  rows: { id: string; materialId: string; materialSkuId: string; colorMappings: { materialSkuId: string }[] }[],
  options: { lockMaterials?: boolean } = {},
): Promise<Map<string, LocalText>> {
  const out = new Map<string, LocalText>();
  if (rows.length === 0) return out;
  const materialDef = bills.find('COMMON_MATERIALS');
  const ids = [...new Set(rows.map((r) => r.materialId))].sort((a, b) => Number(a) - Number(b));
  let materials: BillHead[] = [];
  if (materialDef && options.lockMaterials) {
    // A save decides on these statuses: the materials stay as read until it commits (a submit of one waits), locked
    // in id order so two saves never deadlock.
    for (const id of ids) {
      const head = await lockBill(db, materialDef, ctx.unitId, id);
      if (head) materials.push(head);
    }
  } else if (materialDef) materials = await readBills(db, materialDef, ctx.unitId, ids);
  const reviewing = new Set(materials.filter((m) => UNDER_REVIEW.has(m.status)).map((m) => m.id));
  const skuIds = [...new Set(rows.flatMap((r) => [r.materialSkuId, ...r.colorMappings.map((m) => m.materialSkuId)]))];
  const bought = new Set<string>();
  for (const check of purchasedChecks) for (const id of await check(db, ctx, bomId, skuIds)) bought.add(id);
  for (const r of rows) {
    if (reviewing.has(r.materialId)) out.set(r.id, underReview);
    else if ([r.materialSkuId, ...r.colorMappings.map((m) => m.materialSkuId)].some((id) => bought.has(id)))
      out.set(r.id, purchased);
  }
  return out;
}
