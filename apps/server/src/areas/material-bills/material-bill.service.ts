import type { Db } from '../../platform/db/database.js';
import { duplicate } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { BillRegistry, BillTypeDefinition } from '../../bills/registry.js';
import { assertEditable, recordBillEvent, reviewBill, submitBill } from '../../bills/workflow.service.js';
import { findBillIdByNumber } from './material-bill.repository.js';

/**
 * The draft life of a material bill (送料单, 余料入库单): a typed number must be free, a blank one is generated,
 * head and lines are written in one transaction with the CREATE or SAVE event; examine submits a draft or
 * decides a pending review. The area writes its own head and lines through `write`.
 */

type Saved = { id: string; orderNo: string };
type Deps = { db: Db; bills: BillRegistry };

/** Is the number held by another bill of the type in the unit (`selfId`: the bill being edited)? */
export async function isBillNumberTaken(
  db: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  billNo: string,
  selfId?: string,
): Promise<boolean> {
  const taken = await findBillIdByNumber(db, def, ctx.unitId, billNo);
  return Boolean(taken && taken !== selfId);
}

/** A number typed on the form must be free: 40901 naming orderNo otherwise. A blank number passes. */
export async function assertFreeBillNumber(
  db: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  billNo: string | null,
  selfId?: string,
): Promise<void> {
  if (billNo && (await isBillNumberTaken(db, ctx, def, billNo, selfId)))
    throw duplicate('orderNo', { zh: '单号', en: 'Bill number' });
}

/** A new draft: the typed number or the next one of the type's number rule; `write` inserts head and lines and answers the id. */
export async function createDraftBill(
  db: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  orderNo: string | null,
  write: (trx: Db, billNo: string) => Promise<string>,
): Promise<Saved> {
  return db.transaction().execute(async (trx) => {
    const billNo = orderNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: def.type }));
    const id = await write(trx, billNo);
    await recordBillEvent(trx, ctx, def, { id, billNo, status: 0 }, 'CREATE');
    return { id, orderNo: billNo };
  });
}

/** An edit of a draft or rejected bill (locked, else 40902); a blank number keeps the bill's own. */
export async function saveDraftBill(
  db: Db,
  ctx: RequestContext,
  def: BillTypeDefinition,
  id: string,
  orderNo: string | null,
  write: (trx: Db, billNo: string) => Promise<void>,
): Promise<Saved> {
  return db.transaction().execute(async (trx) => {
    const bill = await assertEditable(trx, def, ctx, id);
    const billNo = orderNo ?? bill.billNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: def.type }));
    await write(trx, billNo);
    await recordBillEvent(trx, ctx, def, { id, billNo, status: bill.status }, 'SAVE');
    return { id, orderNo: billNo };
  });
}

/**
 * …/examine of a bill whose current status the caller read: a pending one (1) is approved or rejected by the
 * current step's reviewer; any other is submitted (straight to reviewed, and posted, when no review is configured).
 */
export function examineBill(
  deps: Deps,
  ctx: RequestContext,
  def: BillTypeDefinition,
  status: number,
  input: { id: string; result?: boolean | undefined; message?: string | undefined },
): Promise<{ status: number }> {
  if (status === 1)
    return reviewBill(deps, ctx, def.type, { billId: input.id, result: input.result ?? true, message: input.message });
  return submitBill(deps, ctx, def.type, input.id);
}
