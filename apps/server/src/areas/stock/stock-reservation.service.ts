import { Code } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as ledger from './stock-ledger.repository.js';
import * as repo from './stock-reservation.repository.js';

export interface ReserveInput {
  demandId: string;
  storehouseId: string;
  materialsSkuId: string;
  /** The demand's whole reservation in this storehouse after the call (0 releases it). */
  quantity: string;
}

/**
 * Sets what a purchase demand line holds of one storehouse's stock of a SKU (主动占用). Raising it needs
 * that much available stock (on hand − reserved by everyone); lowering or clearing it always works.
 * Runs inside the caller's transaction; locks the stock item row, so concurrent reservations queue.
 */
export async function reserveStock(
  trx: Db,
  ctx: RequestContext,
  input: ReserveInput,
): Promise<{ reserved: string; available: string }> {
  const wanted = Dec.of(input.quantity);
  if (wanted.isNegative())
    throw new AppError(Code.invalidInput, { zh: '占用数量不能小于 0', en: 'The reserved quantity cannot be negative' });
  const storehouses = await ledger.storehouseRules(trx, ctx, [input.storehouseId]);
  if (!storehouses.has(input.storehouseId)) throw notFound({ zh: '仓库', en: 'Storehouse' });
  const skus = await ledger.existingSkus(trx, ctx, 'MATERIAL', [input.materialsSkuId]);
  if (!skus.has(input.materialsSkuId)) throw notFound({ zh: '物料SKU', en: 'Material SKU' });

  const key = { storehouseId: input.storehouseId, skuKind: 'MATERIAL' as const, skuId: input.materialsSkuId };
  const itemId = (await ledger.ensureItems(trx, ctx, [key])).get(ledger.itemKey(key))!;
  const item = await repo.lockItem(trx, ctx, itemId);
  const current = await repo.reservationOf(trx, ctx, input.demandId, itemId);
  const delta = wanted.minus(current?.quantity ?? 0);
  const availableBefore = Dec.of(item.quantity).minus(item.reserved);
  if (delta.gt(0) && delta.gt(availableBefore))
    throw new AppError(
      Code.insufficientStock,
      {
        zh: `可用库存不足：可用 ${availableBefore.toFixed()}，本次需占用 ${delta.toFixed()}`,
        en: `Not enough available stock: ${availableBefore.toFixed()} available, ${delta.toFixed()} more requested`,
      },
      { available: availableBefore.toFixed() },
    );
  if (!delta.isZero()) await repo.setItemReserved(trx, itemId, delta.toFixed());
  if (wanted.isZero()) {
    if (current) await repo.deleteReservation(trx, current.id);
  } else await repo.upsertReservation(trx, ctx, input.demandId, itemId, wanted.toFixed(), ctx.userId);
  const reserved = Dec.of(item.reserved).plus(delta);
  return { reserved: wanted.toFixed(), available: Dec.of(item.quantity).minus(reserved).toFixed() };
}

/** Drops every reservation of a demand line (completed, deleted or cancelled demand). */
export async function releaseReservations(trx: Db, ctx: RequestContext, demandId: string): Promise<void> {
  for (const r of await repo.reservationsOfDemand(trx, ctx, demandId)) {
    await repo.lockItem(trx, ctx, r.stockItemId);
    await repo.setItemReserved(trx, r.stockItemId, Dec.of(r.quantity).neg().toFixed());
    await repo.deleteReservation(trx, r.id);
  }
}

/** Per storehouse: on hand, reserved and available of material SKUs. */
export function availableStock(db: Db, ctx: RequestContext, materialsSkuIds: string[], storehouseId?: string) {
  return repo.availableRows(db, ctx, materialsSkuIds, storehouseId);
}

export function preuseDetails(db: Db, ctx: RequestContext, materialsSkuIds: string[], storehouseId?: string) {
  return repo.preuseRows(db, ctx, materialsSkuIds, storehouseId);
}

/** What a demand line holds (主动占用) of one storehouse's stock of a SKU: the amount reserveStock last set. */
export function reservedForDemand(
  db: Db,
  ctx: RequestContext,
  demandId: string,
  storehouseId: string,
  materialsSkuId: string,
): Promise<string> {
  return repo.heldByDemand(db, ctx, demandId, storehouseId, materialsSkuId);
}
