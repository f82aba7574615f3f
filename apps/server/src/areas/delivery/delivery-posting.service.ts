import { BillAction, Code, DELIVERY_NOTICE } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { appendBillEvent } from '../../bills/bill-event.repository.js';
import { linkDocuments } from '../../bills/lineage.service.js';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { recordMissionDelivery } from '../mission-material/index.js';
import { postStockMovements, reservedForDemand, reserveStock, reverseStockMovements } from '../stock/index.js';
import { DELIVERY_BILL_TYPE, DELIVERY_SYSTEM_ACTIONS, deliveryBillType } from './delivery.bill-type.js';
import * as repo from './delivery.repository.js';

export { DELIVERY_BILL_TYPE } from './delivery.bill-type.js';

/**
 * Review of a delivery (not a notice: notices move no stock): one DELIVERY movement per line out of the issuing
 * storehouse (40904 from the ledger refuses the whole review), then each line that serves a purchase demand
 * lowers that demand's reservation (主动占用) by what it delivered, remembering how much so un-review restores it. A
 * delivery naming a mission adds its lines to what the mission received per material (un-review takes them back).
 */
export async function postDelivery(trx: Db, ctx: RequestContext, deliveryId: string): Promise<void> {
  const head = await repo.postingHead(trx, ctx.unitId, deliveryId);
  if (head.belongModule === DELIVERY_NOTICE) return;
  const lines = await repo.listLines(trx, ctx.unitId, deliveryId);
  await postStockMovements(trx, ctx, {
    source: { type: DELIVERY_BILL_TYPE, id: head.id, no: head.billNo },
    changeType: 'DELIVERY',
    opDate: head.dateDelivery,
    lines: lines.map((l) => ({
      storehouseId: head.storehouseId,
      skuId: l.materialsSkuId,
      quantity: Dec.of(l.quantity).neg().toFixed(),
      rollId: l.rollId,
      vatNo: l.vatNo,
      sourceLineId: l.id,
      orderNo: l.orderNo,
    })),
  });
  // 按工单添加: the mission's material node receives it (mission locked, still live, re-checked here).
  if (head.missionId)
    await recordMissionDelivery(trx, ctx, {
      missionId: head.missionId,
      missionNodeId: head.missionNodeId,
      billNo: head.billNo,
      lines,
    });
  for (const l of lines) {
    if (!l.demandId) continue;
    const held = Dec.of(await reservedForDemand(trx, ctx, l.demandId, head.storehouseId, l.materialsSkuId));
    const released = Dec.min(held, l.quantity);
    if (released.lte(0)) continue;
    await reserveStock(trx, ctx, {
      demandId: l.demandId,
      storehouseId: head.storehouseId,
      materialsSkuId: l.materialsSkuId,
      quantity: held.minus(released).toFixed(),
    });
    await repo.setReservationReleased(trx, ctx.unitId, l.id, released.toFixed());
  }
}

/** Un-review: compensating stock rows, and the reservations the review released are held again. */
export async function unpostDelivery(trx: Db, ctx: RequestContext, deliveryId: string): Promise<void> {
  const head = await repo.postingHead(trx, ctx.unitId, deliveryId);
  if (head.belongModule === DELIVERY_NOTICE) return;
  await reverseStockMovements(trx, ctx, { type: DELIVERY_BILL_TYPE, id: deliveryId });
  const lines = await repo.listLines(trx, ctx.unitId, deliveryId);
  if (head.missionId)
    await recordMissionDelivery(
      trx,
      ctx,
      { missionId: head.missionId, missionNodeId: head.missionNodeId, billNo: head.billNo, lines },
      true,
    );
  for (const l of lines) {
    if (!l.demandId || !l.reservationReleased) continue;
    const held = Dec.of(await reservedForDemand(trx, ctx, l.demandId, head.storehouseId, l.materialsSkuId));
    await reserveStock(trx, ctx, {
      demandId: l.demandId,
      storehouseId: head.storehouseId,
      materialsSkuId: l.materialsSkuId,
      quantity: held.plus(l.reservationReleased).toFixed(),
    });
    await repo.setReservationReleased(trx, ctx.unitId, l.id, null);
  }
}

export interface DeliveryFromArrival {
  /** The arrival and its bill type code (MATERIALS_ARRIVE or SAMPLE_ARRIVE), the delivery's lineage source. */
  arrival: { id: string; type: string; no: string; storehouseId: string; date: string };
  outsideFactoryId: string | null;
  lines: { materialsSkuId: string; quantity: string; rollId?: string | null; vatNo?: string | null; orderNo?: string | null }[];
}

/**
 * 关联直发到料: the supplier shipped straight to a processing factory. Inside the arrival's transaction (after the
 * arrival posted its stock in), creates a reviewed delivery of the same lines out of the arrival's storehouse and
 * posts it. The delivery follows its arrival: it cannot be edited or un-reviewed on its own.
 */
export async function createDeliveryFromArrival(
  trx: Db,
  ctx: RequestContext,
  input: DeliveryFromArrival,
): Promise<{ id: string; no: string }> {
  if (input.lines.length === 0)
    throw new AppError(Code.invalidInput, { zh: '直发送料没有物料', en: 'A direct delivery needs lines' });
  const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: DELIVERY_BILL_TYPE });
  const id = await repo.insertDelivery(trx, ctx.unitId, ctx.userId, {
    belongModule: 0,
    billNo: no,
    storehouseId: input.arrival.storehouseId,
    delivererId: ctx.userId,
    dateDelivery: input.arrival.date,
    outsideFactoryId: input.outsideFactoryId,
    notifyId: null,
    designStyleNo: null,
    remark: null,
    arrivalId: input.arrival.id,
    arrivalNo: input.arrival.no,
  });
  await repo.saveLines(
    trx,
    ctx.unitId,
    id,
    input.lines.map((l) => ({
      materialsSkuId: l.materialsSkuId,
      quantity: l.quantity,
      orderNo: l.orderNo ?? null,
      demandId: null,
      rollId: l.rollId ?? null,
      vatNo: l.vatNo ?? null,
      remark: null,
    })),
  );
  await appendBillEvent(trx, {
    unitId: ctx.unitId,
    billType: DELIVERY_BILL_TYPE,
    billId: id,
    billNo: no,
    actorId: ctx.userId,
    action: BillAction.create,
    fromStatus: null,
    toStatus: 0,
    message: input.arrival.no,
  });
  // Generated by the arrival and taken down with it: a follower, reviewed by the system with its source.
  await linkDocuments(trx, ctx, { type: DELIVERY_BILL_TYPE, billId: id, no }, [
    { source: { type: input.arrival.type, billId: input.arrival.id }, followsSource: true },
  ]);
  await applySystemTransition(trx, ctx, deliveryBillType, id, DELIVERY_SYSTEM_ACTIONS.postWithSource, input.arrival.no);
  await postDelivery(trx, ctx, id);
  return { id, no };
}

/** The arrival was un-reviewed or undone: its direct deliveries are reversed and voided (status 5). */
export async function undoDeliveryFromArrival(trx: Db, ctx: RequestContext, arrivalId: string): Promise<void> {
  for (const d of await repo.deliveriesOfArrival(trx, ctx.unitId, arrivalId)) {
    await unpostDelivery(trx, ctx, d.id);
    await applySystemTransition(trx, ctx, deliveryBillType, d.id, DELIVERY_SYSTEM_ACTIONS.cancelWithSource);
  }
}
