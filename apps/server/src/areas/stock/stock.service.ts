import {
  Code,
  pageOf,
  stockChangeTypeLabels,
  type BatchStockChangeInput,
  type MaterialStockListInput,
  type SingleStockChangeInput,
  type StockChangePageInput,
  type StockWarningInput,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as ledger from './stock-ledger.repository.js';
import { postStockMovements, reverseOneMovement } from './stock-posting.service.js';
import * as query from './stock-query.repository.js';
import { lockItem } from './stock-reservation.repository.js';

const MANUAL = 'MANUAL';
const stockRow = { zh: '库存记录', en: 'Stock row' };

export async function listMaterialStock(db: Db, ctx: RequestContext, input: MaterialStockListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await query.pageMaterialStock(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}

/** fac/stock/single: one SKU in (入库), out (出库) or adjusted to a new absolute stock (库存调整为). */
export async function changeSingleStock(db: Db, ctx: RequestContext, input: SingleStockChangeInput) {
  return db.transaction().execute(async (trx) => {
    let storehouseId = input.storehouseId;
    let skuId = input.materialsSkuId;
    if (input.id) {
      const item = await query.findStockItem(trx, ctx, input.id);
      if (!item || item.skuKind !== 'MATERIAL') throw notFound(stockRow);
      storehouseId = item.storehouseId;
      skuId = item.skuId;
    }
    let delta = Dec.of(input.stock);
    if (input.inventoryType === 'OUT') delta = delta.neg();
    if (input.inventoryType === 'ADJUST') {
      // The new stock is absolute: lock the row first so the difference is computed on the latest value.
      const key = { storehouseId: storehouseId!, skuKind: 'MATERIAL' as const, skuId: skuId! };
      if (!(await ledger.storehouseRules(trx, ctx, [key.storehouseId])).has(key.storehouseId))
        throw notFound({ zh: '仓库', en: 'Storehouse' });
      if (!(await ledger.existingSkus(trx, ctx, 'MATERIAL', [key.skuId])).has(key.skuId))
        throw notFound({ zh: '物料SKU', en: 'Material SKU' });
      const itemId = (await ledger.ensureItems(trx, ctx, [key])).get(ledger.itemKey(key))!;
      const item = await lockItem(trx, ctx, itemId);
      delta = Dec.of(input.stock).minus(item.quantity);
      if (delta.isZero())
        throw invalid('stock', { zh: '调整后的库存与当前库存相同', en: 'the new stock equals the current stock' });
    }
    const [posted] = await postStockMovements(trx, ctx, {
      source: { type: MANUAL },
      changeType: input.inventoryType === 'IN' ? 'MANUAL_IN' : input.inventoryType === 'OUT' ? 'MANUAL_OUT' : 'ADJUST',
      opDate: input.opDate,
      remark: input.remark,
      lines: [{ storehouseId: storehouseId!, skuId: skuId!, quantity: delta.toFixed() }],
    });
    return { id: posted!.stockItemId, movementId: posted!.id, quantity: posted!.balanceAfter };
  });
}

/** POST fac/stock (batch in) and PUT fac/stock (batch out): all lines or none. */
export async function changeBatchStock(db: Db, ctx: RequestContext, input: BatchStockChangeInput, direction: 'IN' | 'OUT') {
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (seen.has(item.materialsSkuId))
      throw invalid(`items.${i}.materialsSkuId`, { zh: '物料重复', en: 'the material SKU is listed twice' });
    seen.add(item.materialsSkuId);
  });
  return db.transaction().execute(async (trx) => {
    const posted = await postStockMovements(trx, ctx, {
      source: { type: MANUAL },
      changeType: direction === 'IN' ? 'BATCH_IN' : 'BATCH_OUT',
      opDate: input.opDate,
      remark: input.remark,
      lines: input.items.map((item) => ({
        storehouseId: input.storehouseId,
        skuId: item.materialsSkuId,
        quantity: direction === 'IN' ? item.quantity : Dec.of(item.quantity).neg().toFixed(),
      })),
    });
    // Positions typed on the batch page are kept on their rows (lines sorted by the posting: match by SKU).
    for (const item of input.items) {
      if (item.position === null) continue;
      const key = { storehouseId: input.storehouseId, skuKind: 'MATERIAL' as const, skuId: item.materialsSkuId };
      const itemId = (await ledger.ensureItems(trx, ctx, [key])).get(ledger.itemKey(key))!;
      await query.setPosition(trx, ctx, itemId, item.position);
    }
    return { count: posted.length };
  });
}

export async function updatePosition(db: Db, ctx: RequestContext, id: string, position: string | null): Promise<null> {
  if (!(await query.setPosition(db, ctx, id, position))) throw notFound(stockRow);
  return null;
}

export async function configureWarnings(db: Db, ctx: RequestContext, input: StockWarningInput): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  return db.transaction().execute(async (trx) => {
    if ((await query.countStockItems(trx, ctx, ids)) !== ids.length) throw notFound(stockRow);
    return { count: await query.setWarningLimits(trx, ctx, ids, input.minQuantity, input.maxQuantity) };
  });
}

export async function pageChanges(db: Db, ctx: RequestContext, input: StockChangePageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await query.pageStockChanges(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}

/** changeStock/undo/{id}: compensates one manual change; bill movements are undone through their bill. */
export async function undoChange(db: Db, ctx: RequestContext, id: string) {
  return db.transaction().execute(async (trx) => {
    const row = await ledger.findMovement(trx, ctx, id);
    if (!row) throw notFound({ zh: '库存变动记录', en: 'Stock movement' });
    if (row.sourceType !== MANUAL)
      throw new AppError(Code.badState, {
        zh: '单据产生的库存变动请在单据上撤销',
        en: 'A movement posted by a bill is undone on its bill',
      });
    const posted = await reverseOneMovement(trx, ctx, id, null);
    return { id: posted.id, quantity: posted.balanceAfter };
  });
}

export function changeTypeOptions(ctx: RequestContext) {
  return Object.entries(stockChangeTypeLabels).map(([value, label]) => ({ value, label: pick(label, ctx.lang) }));
}
