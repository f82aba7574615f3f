import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { createReturnFromArrival, type ArrivalLineForReturn, type ArrivalLineSource } from '../returns/index.js';
import { arrivalTypeOf } from './arrival.bill-type.js';
import * as repo from './arrival.repository.js';

/** The finder the returns area asks for arrival lines (registered from this area's wiring call). */
export const arrivalLinesForReturns: ArrivalLineSource = {
  async find(db, ctx, by): Promise<ArrivalLineForReturn[]> {
    const rows = await repo.reviewedLines(db, ctx.unitId, by);
    // Purchase-demand context (production order, goods style) is not carried on arrival lines yet.
    return rows.map(({ storehouseId: _s, quantity: _q, isSample, ...r }) => ({
      ...r,
      arriveBillType: arrivalTypeOf(isSample),
      orderNo: null,
      goodsStyleNo: null,
    }));
  },
};

/**
 * arrive/createReturnOnArrive: a draft return to the arrival's supplier out of its storehouse, pre-filled with
 * the chosen lines (default: every line, the whole quantity); the returns area checks what is returnable.
 */
export async function createReturnOnArrive(
  db: Db,
  ctx: RequestContext,
  input: { arriveId: string; lines?: { arriveLineId: string; quantity: string }[] | undefined },
): Promise<{ id: string; orderNo: string }> {
  const head = await repo.postingHead(db, ctx.unitId, input.arriveId);
  if (!head) throw notFound({ zh: '到料单', en: 'Arrival' });
  const lines = (await repo.reviewedLines(db, ctx.unitId, { supplierId: head.supplierId })).filter(
    (l) => l.arriveBillId === head.id,
  );
  if (lines.length === 0)
    throw new AppError(Code.badState, { zh: '到料单审核后才能退料', en: 'Only a reviewed arrival can be returned' });
  const chosen = input.lines ?? lines.map((l) => ({ arriveLineId: l.arriveLineId, quantity: l.quantity }));
  const byId = new Map(lines.map((l) => [l.arriveLineId, l]));
  const returnLines = chosen.map((c, i) => {
    const l = byId.get(c.arriveLineId);
    if (!l) throw invalid(`lines.${i}.arriveLineId`, { zh: '不是该到料单的明细', en: 'not a line of this arrival' });
    return {
      arriveLineId: l.arriveLineId,
      materialSkuId: l.materialSkuId,
      quantity: c.quantity,
      conversionRate: l.conversionRate,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
    };
  });
  return db.transaction().execute((trx) =>
    createReturnFromArrival(trx, ctx, {
      arrival: {
        id: head.id,
        no: head.no,
        supplierId: head.supplierId,
        storehouseId: head.storehouseId,
        dateArrive: head.dateArrive,
      },
      lines: returnLines,
    }),
  );
}
