import { dec, type StockActivePreuse } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { availableStock, releaseReservations, reservedForDemand, reserveStock } from '../stock/index.js';
import { findPurchaseConfig } from './purchase-config.repository.js';
import { lockDemands, updateDemands } from './purchase-demand.repository.js';
import { requireDemands } from './purchase-demand.service.js';

/** What the 占用可用库存 dialog shows: the demand line and its SKU's stock per storehouse, with what it holds there. */
export async function reservationView(db: Db, ctx: RequestContext, demandId: string) {
  const [demand] = await requireDemands(db, ctx, [demandId]);
  const stock = await availableStock(db, ctx, [demand!.materialSkuId]);
  const storehouses = [];
  for (const s of stock)
    storehouses.push({ ...s, held: await reservedForDemand(db, ctx, demandId, s.storehouseId, demand!.materialSkuId) });
  return { demand: demand!, storehouses };
}

/**
 * 主动占用 (stock-active-preuse): replaces the demand's reservations with the given quantity per storehouse
 * (the stock area checks availability under its row locks) and keeps the demand's reserved figure as their
 * sum. The total may not exceed the planned purchase, read on the demand's locked row: a 计划采购 changed at the
 * same moment (which locks the row too, and may not go below what is reserved) is seen before or after, never half.
 */
export async function setDemandReservations(db: Db, ctx: RequestContext, input: StockActivePreuse) {
  await requireDemands(db, ctx, [input.materialPurchaseDemandId]);
  const rows = input.reservations.filter((r) => !dec.isZero(r.quantity));
  const total = dec.sum(rows.map((r) => r.quantity));
  return db.transaction().execute(async (trx) => {
    await lockDemands(trx, ctx.unitId, [input.materialPurchaseDemandId]);
    const [demand] = await requireDemands(trx, ctx, [input.materialPurchaseDemandId]);
    if (dec.cmp(total, demand!.plannedQuantity) > 0)
      throw invalid('reservations', {
        zh: '占用合计不能大于计划采购',
        en: 'the reserved total cannot exceed the planned purchase',
      });
    await releaseReservations(trx, ctx, demand!.id);
    for (const r of rows)
      await reserveStock(trx, ctx, {
        demandId: demand!.id,
        storehouseId: r.storehouseId,
        materialsSkuId: demand!.materialSkuId,
        quantity: r.quantity,
      });
    await updateDemands(trx, ctx.unitId, [demand!.id], { reservedQuantity: total });
    return { reservedQuantity: total };
  });
}

/**
 * stock-sku-preuse/modify: changing a demand's reservation by hand after it was made. Refused (40902) when the
 * factory's pre-use configuration says reservations may not be modified by hand (stock-sku-preuse-config
 * canManualModify off); otherwise the same as 主动占用.
 */
export async function modifyDemandReservations(db: Db, ctx: RequestContext, input: StockActivePreuse) {
  const config = await findPurchaseConfig(db, ctx.unitId);
  if (!config.canManualModify)
    throw badState({
      zh: '占用设置不允许手动修改占用',
      en: 'the pre-use settings do not allow reservations to be changed by hand',
    });
  return setDemandReservations(db, ctx, input);
}
