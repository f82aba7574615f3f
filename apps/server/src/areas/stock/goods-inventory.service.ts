import {
  pageOf,
  type GoodsInventoryChangeInput,
  type GoodsInventoryListInput,
  type GoodsInventoryRecordInput,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './goods-inventory.repository.js';
import * as ledger from './stock-ledger.repository.js';
import { postStockMovements } from './stock-posting.service.js';

export async function listGoodsInventory(db: Db, ctx: RequestContext, input: GoodsInventoryListInput) {
  if (!(await ledger.storehouseRules(db, ctx, [input.storehouseId])).has(input.storehouseId))
    throw notFound({ zh: '仓库', en: 'Storehouse' });
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageGoodsInventory(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}

/**
 * 入库 / 出库 / 调整 of goods SKUs in one storehouse (one style's matrix, or many styles in a batch), all or
 * none. Adjust sets each SKU's stock to the given quantity (rows already at it are skipped).
 */
export async function changeGoodsInventory(db: Db, ctx: RequestContext, input: GoodsInventoryChangeInput) {
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (seen.has(item.goodsSkuId)) throw invalid(`items.${i}.goodsSkuId`, { zh: 'SKU重复', en: 'the SKU is listed twice' });
    seen.add(item.goodsSkuId);
    if (input.operateType !== 'ADJUST' && Dec.of(item.quantity).isZero())
      throw invalid(`items.${i}.quantity`, { zh: '须大于 0', en: 'must be greater than 0' });
  });
  return db.transaction().execute(async (trx) => {
    const ids = [...seen];
    if ((await repo.goodsSkusOf(trx, ctx, ids)).length !== ids.length) throw notFound({ zh: '商品SKU', en: 'Goods SKU' });
    let lines = input.items.map((item) => ({
      storehouseId: input.storehouseId,
      skuKind: 'GOODS' as const,
      skuId: item.goodsSkuId,
      quantity: input.operateType === 'OUT' ? Dec.of(item.quantity).neg().toFixed() : item.quantity,
    }));
    if (input.operateType === 'ADJUST') {
      if (!(await ledger.storehouseRules(trx, ctx, [input.storehouseId])).has(input.storehouseId))
        throw notFound({ zh: '仓库', en: 'Storehouse' });
      await ledger.ensureItems(trx, ctx, lines);
      const current = await repo.goodsItemQuantities(trx, ctx, input.storehouseId, ids);
      lines = lines
        .map((l) => ({
          ...l,
          quantity: Dec.of(l.quantity)
            .minus(current.get(l.skuId) ?? 0)
            .toFixed(),
        }))
        .filter((l) => !Dec.of(l.quantity).isZero());
      if (lines.length === 0)
        throw invalid('items', { zh: '调整后的库存与当前库存相同', en: 'the new stock equals the current stock' });
    }
    const posted = await postStockMovements(trx, ctx, {
      source: { type: 'MANUAL' },
      changeType: input.operateType === 'IN' ? 'MANUAL_IN' : input.operateType === 'OUT' ? 'MANUAL_OUT' : 'ADJUST',
      opDate: input.opDate,
      remark: input.remark,
      lines,
    });
    return { count: posted.length };
  });
}

export async function pageGoodsInventoryRecords(db: Db, ctx: RequestContext, input: GoodsInventoryRecordInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageGoodsRecords(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}
