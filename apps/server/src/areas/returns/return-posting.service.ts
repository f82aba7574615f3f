import { Code, MATERIALS_RETURN } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { recordPartnerAmounts, reversePartnerAmounts, type AmountEntry } from '../payables/index.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import { arrivalLineSource, type ArrivalLineForReturn } from './return-arrival-source.js';
import * as repo from './return.repository.js';
import { amountsByTaxRate, findArrivalExcess, returnMovement, type ArrivalLimitLine } from './return-rules.service.js';

const lineLabel = (index: number): LocalText => ({ zh: `第${index + 1}行`, en: `line ${index + 1}` });

/** Arrival lines by id through the arrivals area's port; a missing port or line refuses the bill line. */
export async function arrivalLinesById(
  db: Db,
  ctx: RequestContext,
  lines: readonly { index: number; arriveLineId: string }[],
): Promise<Map<string, ArrivalLineForReturn>> {
  if (lines.length === 0) return new Map();
  const source = arrivalLineSource();
  const found = source ? await source.find(db, ctx, { ids: [...new Set(lines.map((l) => l.arriveLineId))] }) : [];
  const byId = new Map(found.map((a) => [a.arriveLineId, a]));
  const missing = lines.find((l) => !byId.has(l.arriveLineId));
  if (missing) {
    const at = lineLabel(missing.index);
    throw invalid(`lines[${missing.index}].arriveLineId`, {
      zh: `${at.zh}的到料单行不存在或未审核`,
      en: `the arrival line of ${at.en} does not exist or is not reviewed`,
    });
  }
  return byId;
}

/**
 * A line by arrival cannot return more than the arrival line received minus what earlier posted returns
 * took (40001 naming the line's quantity).
 */
export async function assertArrivalLimits(
  db: Db,
  ctx: RequestContext,
  returnId: string | null,
  lines: readonly ArrivalLimitLine[],
  arrivals: ReadonlyMap<string, ArrivalLineForReturn>,
): Promise<void> {
  if (lines.length === 0) return;
  const before = await repo.returnedOfArrivalLines(
    db,
    ctx.unitId,
    lines.map((l) => l.arriveLineId),
    returnId,
  );
  const arrived = new Map([...arrivals].map(([id, a]) => [id, a.arrivedQuantity]));
  const excess = findArrivalExcess(lines, arrived, before);
  if (!excess) return;
  const at = lineLabel(excess.index);
  const no = arrivals.get(excess.arriveLineId)?.arriveNo ?? '';
  throw invalid(`lines[${excess.index}].quantity`, {
    zh: `${at.zh}退料超出到料：到料单 ${no} 本单到料 ${excess.arrived}，已退 ${excess.returnedBefore}，最多还可退 ${excess.returnable}，本次 ${excess.requested}`,
    en: `${at.en} returns more than arrived: arrival ${no} received ${excess.arrived}, ${excess.returnedBefore} returned already, at most ${excess.returnable} left, ${excess.requested} requested`,
  });
}

async function loadForPosting(trx: Db, ctx: RequestContext, billId: string) {
  const head = await repo.findReturnHead(trx, ctx.unitId, billId);
  if (!head) throw new AppError(Code.notFound, { zh: '退料单不存在', en: 'Return not found' });
  const lines = await repo.listLineValues(trx, ctx.unitId, billId);
  return { head, lines };
}

/** validateSubmit: a return needs lines, and lines by arrival must still fit what arrived. */
export async function checkReturnSubmittable(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const { lines } = await loadForPosting(trx, ctx, billId);
  if (lines.length === 0)
    throw new AppError(Code.badState, {
      zh: '退料单至少需要一个物料才能提交',
      en: 'A return needs at least one line to be submitted',
    });
  const byArrival = lines.flatMap((l, index) =>
    l.arriveLineId ? [{ index, arriveLineId: l.arriveLineId, stockQuantity: l.stockQuantity }] : [],
  );
  const arrivals = await arrivalLinesById(trx, ctx, byArrival);
  await assertArrivalLimits(trx, ctx, billId, byArrival, arrivals);
}

/**
 * onPosted: the goods leave the return storehouse (RETURN movements, 40904 when stock is short) and the
 * supplier owes us the amount (RECEIVABLE, kind RETURN, one entry per tax rate), in the review transaction.
 */
export async function postReturn(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const { head, lines } = await loadForPosting(trx, ctx, billId);
  const byArrival = lines.flatMap((l, index) =>
    l.arriveLineId ? [{ index, arriveLineId: l.arriveLineId, stockQuantity: l.stockQuantity }] : [],
  );
  await repo.lockArrivalLines(
    trx,
    ctx.unitId,
    byArrival.map((l) => l.arriveLineId),
  );
  await assertArrivalLimits(trx, ctx, billId, byArrival, await arrivalLinesById(trx, ctx, byArrival));
  await postStockMovements(trx, ctx, {
    source: { type: MATERIALS_RETURN, id: head.id, no: head.no },
    changeType: 'RETURN',
    opDate: head.dateReturn,
    lines: lines.map((l) => ({
      storehouseId: head.storehouseId,
      skuId: l.materialSkuId,
      ...returnMovement(l.stockQuantity, l.unitPrice, l.conversionRate),
      rollId: l.rollId,
      vatNo: l.vatNo,
      sourceLineId: l.id,
      orderNo: l.orderNo,
    })),
  });
  const entries: AmountEntry[] = [...amountsByTaxRate(lines)].map(([taxRate, amount]) => ({
    partnerType: 'SUPPLIER',
    partnerId: head.supplierId,
    direction: 'RECEIVABLE',
    kind: 'RETURN',
    amount,
    taxRate: taxRate || null,
    occurredOn: head.dateReturn,
  }));
  await recordPartnerAmounts(trx, ctx, { source: { billType: MATERIALS_RETURN, billId: head.id, billNo: head.no }, entries });
}

/** onUnposted: the goods come back into the storehouse and the receivable is reversed. */
export async function unpostReturn(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  await reverseStockMovements(trx, ctx, { type: MATERIALS_RETURN, id: billId });
  await reversePartnerAmounts(trx, ctx, { billType: MATERIALS_RETURN, billId });
}
