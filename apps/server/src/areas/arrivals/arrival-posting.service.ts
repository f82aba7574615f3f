import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { createDeliveryFromArrival, undoDeliveryFromArrival } from '../delivery/index.js';
import { recordPartnerAmounts, reversePartnerAmounts } from '../payables/index.js';
import { ensureRolls, findRoll, queryEnableRollMaterial } from '../rolls/index.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import { applyArriveCompleteToPurchase, applyArrivedToPurchase, checkPurchaseLimits } from './arrival-purchase.service.js';
import { arrivalTypeOf } from './arrival.bill-type.js';
import * as repo from './arrival.repository.js';
import { payableByTaxRate, stockUnitPrice } from './arrival-rules.service.js';

async function loadForPosting(trx: Db, ctx: RequestContext, arrivalId: string) {
  const head = await repo.postingHead(trx, ctx.unitId, arrivalId);
  if (!head) throw notFound({ zh: '到料单', en: 'Arrival' });
  const lines = await repo.postingLines(trx, ctx.unitId, arrivalId);
  return { head, lines };
}

/** validateSubmit: at least one line, and the purchase lines' over/short delivery limits. */
export async function validateArrivalSubmit(trx: Db, ctx: RequestContext, arrivalId: string): Promise<void> {
  const { lines } = await loadForPosting(trx, ctx, arrivalId);
  if (lines.length === 0)
    throw new AppError(Code.badState, {
      zh: '到料单至少需要一个物料才能提报',
      en: 'An arrival needs at least one line to be submitted',
    });
  await checkPurchaseLimits(trx, ctx, lines);
}

type PostingHead = NonNullable<Awaited<ReturnType<typeof repo.postingHead>>>;
type PostingLine = Awaited<ReturnType<typeof repo.postingLines>>[number];

/**
 * The rolls the lines bring in: a line naming a 卷号, or of a roll-tracked SKU (a blank number is then generated),
 * gets its roll through the rolls area (an existing number of the SKU is reused), stored on the line. Answers line id →
 * roll id for the stock movements.
 */
async function receiveRolls(
  trx: Db,
  ctx: RequestContext,
  type: string,
  head: PostingHead,
  lines: PostingLine[],
): Promise<Map<string, string>> {
  const skuIds = [...new Set(lines.map((l) => l.materialSkuId))];
  const tracked = new Set(
    (await queryEnableRollMaterial(trx, ctx, { materialSkuIds: skuIds })).filter((s) => s.enableRoll).map((s) => s.materialSkuId),
  );
  const rolled = lines.filter((l) => l.rollNo || tracked.has(l.materialSkuId));
  if (rolled.length === 0) return new Map();
  const ids = await ensureRolls(
    trx,
    ctx,
    rolled.map((l) => ({
      materialSkuId: l.materialSkuId,
      rollNo: l.rollNo,
      vatNo: l.vatNo,
      storehouseId: head.storehouseId,
      length: l.stockQuantity,
      source: { type, id: head.id, lineId: l.id },
    })),
  );
  const received: { lineId: string; rollId: string; rollNo: string }[] = [];
  for (const [i, l] of rolled.entries()) {
    const rollId = ids[i]!;
    // A generated number is read back from the roll so the line shows it (and a later review finds the same roll).
    const rollNo = l.rollNo ?? (await findRoll(trx, ctx, rollId))?.rollNo;
    if (!rollNo) throw new AppError(Code.badState, { zh: '卷未能建立', en: 'The roll could not be created' });
    received.push({ lineId: l.id, rollId, rollNo });
  }
  await repo.setLineRolls(trx, ctx.unitId, head.id, received);
  return new Map(received.map((r) => [r.lineId, r.rollId]));
}

/**
 * onPosted (reviewed): in one transaction, the lines' rolls (receiveRolls), stock in (ARRIVE) by roll and vat into the arrival storehouse, the arrived
 * quantities of purchase lines (and 是否到齐 closing them), and the supplier's payable (kind ARRIVAL, one row per tax rate).
 * 供应商直发加工厂 (outsideFactoryId): the delivery area then books the linked delivery of the same lines out
 * of the arrival storehouse to that factory. Posting order: stock in, purchase, payable, delivery out;
 * onUnposted undoes them in the reverse order.
 */
export async function postArrival(trx: Db, ctx: RequestContext, type: string, arrivalId: string): Promise<void> {
  const { head, lines } = await loadForPosting(trx, ctx, arrivalId);
  const rollOf = await receiveRolls(trx, ctx, type, head, lines);
  await postStockMovements(trx, ctx, {
    source: { type, id: head.id, no: head.no },
    changeType: 'ARRIVE',
    opDate: head.dateArrive,
    lines: lines.map((l) => ({
      storehouseId: head.storehouseId,
      skuId: l.materialSkuId,
      quantity: l.stockQuantity,
      rollId: rollOf.get(l.id) ?? null,
      vatNo: l.vatNo,
      price: stockUnitPrice(l.amount, l.stockQuantity),
      sourceLineId: l.id,
    })),
  });
  await applyArrivedToPurchase(trx, ctx, lines, 1);
  await applyArriveCompleteToPurchase(trx, ctx, head.id, lines, 1);
  await recordPartnerAmounts(trx, ctx, {
    source: { billType: type, billId: head.id, billNo: head.no },
    entries: payableByTaxRate(lines).map((g) => ({
      partnerType: 'SUPPLIER' as const,
      partnerId: head.supplierId,
      direction: 'PAYABLE' as const,
      kind: 'ARRIVAL' as const,
      amount: g.amount,
      taxRate: g.taxRate,
      occurredOn: head.dateArrive,
    })),
  });
  if (head.outsideFactoryId)
    await createDeliveryFromArrival(trx, ctx, {
      arrival: {
        id: head.id,
        type: arrivalTypeOf(head.isSample),
        no: head.no,
        storehouseId: head.storehouseId,
        date: head.dateArrive,
      },
      outsideFactoryId: head.outsideFactoryId,
      lines: lines.map((l) => ({
        materialsSkuId: l.materialSkuId,
        quantity: l.stockQuantity,
        rollId: rollOf.get(l.id) ?? null,
        vatNo: l.vatNo,
      })),
    });
}

/**
 * onUnposted (back to draft): the payable, the purchase lines and the stock are compensated. Stock that has
 * already left a storehouse which forbids negative stock makes the ledger refuse (40904) and nothing changes.
 */
export async function unpostArrival(trx: Db, ctx: RequestContext, type: string, arrivalId: string): Promise<void> {
  const { head, lines } = await loadForPosting(trx, ctx, arrivalId);
  if (head.outsideFactoryId) await undoDeliveryFromArrival(trx, ctx, head.id);
  await reversePartnerAmounts(trx, ctx, { billType: type, billId: head.id });
  await applyArriveCompleteToPurchase(trx, ctx, head.id, lines, -1);
  await applyArrivedToPurchase(trx, ctx, lines, -1);
  await reverseStockMovements(trx, ctx, { type, id: head.id });
  await repo.clearLineRolls(trx, ctx.unitId, head.id);
}

export async function describeArrivalsForDesk(
  db: Db,
  unitId: string,
  billIds: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const rows = await repo.findArrivalHeads(db, unitId, billIds);
  return new Map(
    rows.map((r) => [
      r.id,
      { supplierName: r.supplierName, dateArrive: r.dateArrive, storehouseName: r.storehouseName, amount: r.amount },
    ]),
  );
}
