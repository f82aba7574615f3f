import type { Db } from '../platform/db/database.js';
import { AppError, Code } from '../platform/http/errors.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import { lockBill, moveBill } from './bill-store.repository.js';
import { unlinkDocument } from './lineage.service.js';
import type { BillTypeDefinition } from './registry.js';
import { billNotFound } from './workflow-errors.js';

/** A document that leaves the live set with this status no longer points at its sources. */
const ENDED = 5;

/**
 * A status the system sets (a delivery taken down with its arrival, a quality check completed): allowed only as the
 * bill type declares it in systemTransitions, on the locked row, with the history event written in the same
 * statement as the status. Call inside the caller's transaction.
 */
export async function applySystemTransition(
  trx: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  billId: string,
  action: string,
  message?: string | null,
): Promise<{ status: number }> {
  const bill = await lockBill(trx, def, ctx.unitId, billId);
  if (!bill) throw billNotFound();
  const transition = def.systemTransitions?.find((t) => t.action === action);
  if (!transition) throw new Error(`Bill type ${def.type} declares no system transition ${action}`);
  if (!transition.from.includes(bill.status))
    throw new AppError(Code.badState, {
      zh: `单据 ${bill.billNo ?? billId} 的状态（${bill.status}）不能${transition.label.zh}`,
      en: `Bill ${bill.billNo ?? billId} in status ${bill.status} cannot ${transition.label.en}`,
    });
  await moveBill(trx, def, bill.id, transition.to, {
    unitId: ctx.unitId,
    billType: def.type,
    billId: bill.id,
    billNo: bill.billNo,
    actorId: ctx.userId,
    action: transition.action,
    fromStatus: bill.status,
    toStatus: transition.to,
    message: message ?? null,
  });
  if (transition.to === ENDED) await unlinkDocument(trx, ctx, { type: def.type, billId: bill.id });
  return { status: transition.to };
}
