import { Code, Dec, dec } from '@gf/contracts';
import { linkDocuments, unlinkDocument } from '../../bills/lineage.service.js';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { receiveFromTransit, reverseTransit, sendToTransit, transitOf } from '../stock/index.js';
import { ALLOCATE_SYSTEM_ACTIONS, allocateBillTypes } from './allocate.bill-type.js';
import * as repo from './allocate.repository.js';

const OUT = 'BILL_CALL_OUT';
const IN = 'BILL_CALL_IN';

export const allocateNotFound = (): AppError =>
  new AppError(Code.notFound, { zh: '调拨单不存在', en: 'The transfer does not exist' });

async function headOf(db: Db, ctx: RequestContext, billId: string) {
  const head = await repo.findHead(db, ctx.unitId, billId);
  if (!head) throw allocateNotFound();
  return head;
}

/**
 * The rules a transfer meets at submit and again at the approval that posts it. An in's quantities against what is
 * still in transit are checked here on the unlocked figures (an early, friendly refusal) and again in the posting on
 * the locked transit rows, which is where two receipts of the same out queue.
 */
export async function validateAllocate(trx: Db, ctx: RequestContext, billId: string, phase: 'submit' | 'approve') {
  const head = await headOf(trx, ctx, billId);
  const lines = await repo.listLines(trx, ctx.unitId, billId);
  if (lines.length === 0) throw invalid('lines', { zh: '请至少添加一个货品', en: 'add at least one item' });
  if (head.billType !== IN || phase === 'approve') return;
  const out = head.callOutId ? await repo.findHead(trx, ctx.unitId, head.callOutId) : undefined;
  if (!out || out.status !== 2)
    throw new AppError(Code.badState, { zh: '调出单未审核，不能调入', en: 'The transfer-out is not reviewed yet' });
  const left = new Map((await transitOf(trx, ctx, { type: OUT, id: out.id })).map((t) => [t.outLineId, t.inTransit]));
  lines.forEach((l, i) => {
    const inTransit = left.get(l.callOutLineId ?? '') ?? '0';
    if (Dec.of(l.quantity).gt(inTransit))
      throw new AppError(
        Code.insufficientStock,
        {
          zh: `第${i + 1}行 调入数量 ${Dec.of(l.quantity).toString()} 超过在途数量 ${Dec.of(inTransit).toString()}`,
          en: `Row ${i + 1}: the quantity received is more than the ${Dec.of(inTransit).toString()} still in transit`,
        },
        { field: `lines.${i}.quantity`, inTransit, requested: l.quantity },
      );
  });
}

/** Review: an out sends its lines into transit (and, under 一手调入, is received at once); an in receives. */
export async function postAllocate(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const head = await headOf(trx, ctx, billId);
  const lines = await repo.listLines(trx, ctx.unitId, billId);
  const source = { type: head.billType, id: head.id, no: head.billNo };
  if (head.billType === OUT) {
    await sendToTransit(trx, ctx, {
      source,
      opDate: head.opDate,
      remark: head.remark,
      lines: lines.map((l) => ({
        sourceLineId: l.id,
        fromStorehouseId: head.outStorehouseId,
        toStorehouseId: head.inStorehouseId,
        skuKind: head.skuKind,
        skuId: l.skuId,
        quantity: l.quantity,
      })),
    });
    const auto = await repo.autoReceiveStorehouses(trx, ctx.unitId);
    if (auto.some((a) => a.storehouseId === head.inStorehouseId)) await receiveAutomatically(trx, ctx, head, lines);
    return;
  }
  if (!head.isAuto) await linkToOut(trx, ctx, head, lines);
  await receiveFromTransit(trx, ctx, {
    source,
    out: { type: OUT, id: head.callOutId! },
    opDate: head.opDate,
    remark: head.remark,
    lines: lines.map((l) => ({ outLineId: l.callOutLineId!, sourceLineId: l.id, quantity: l.quantity })),
  });
}

/**
 * A reviewed in draws on its out's lines (lineage), so the out cannot be un-reviewed while it holds stock. The links
 * are made here, in the approving transaction on the share-locked out (which must still be reviewed), and ended when
 * the in is un-reviewed: a draft in holds nothing in transit and never blocks its out (it used to, from its first
 * save until it was voided, also after its own un-review).
 */
async function linkToOut(
  trx: Db,
  ctx: RequestContext,
  head: repo.AllocateHead,
  lines: Awaited<ReturnType<typeof repo.listLines>>,
) {
  await linkDocuments(
    trx,
    ctx,
    { type: IN, billId: head.id, no: head.billNo },
    lines.map((l) => ({
      source: { type: OUT, billId: head.callOutId!, lineId: l.callOutLineId },
      targetLineId: l.id,
      quantity: l.quantity,
    })),
    { sourceStatuses: [2] },
  );
}

/** 一手调入: a 调入单 of every line, generated and moved to reviewed by the system, following its out. */
async function receiveAutomatically(
  trx: Db,
  ctx: RequestContext,
  out: repo.AllocateHead,
  lines: Awaited<ReturnType<typeof repo.listLines>>,
) {
  const billNo = await allocateNumber(trx, { unitId: ctx.unitId, billType: IN });
  const id = await repo.insertHead(trx, ctx.unitId, ctx.userId, {
    billNo,
    billType: IN,
    skuKind: out.skuKind,
    outStorehouseId: out.outStorehouseId,
    inStorehouseId: out.inStorehouseId,
    callOutId: out.id,
    isAuto: true,
    operatorId: out.operaterId,
    opDate: out.opDate,
    remark: out.remark,
    totalQuantity: dec.sum(lines.map((l) => l.quantity)),
  });
  const lineIds = await repo.replaceLines(
    trx,
    ctx.unitId,
    id,
    lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, callOutLineId: l.id })),
  );
  await linkDocuments(
    trx,
    ctx,
    { type: IN, billId: id, no: billNo },
    lines.map((l, i) => ({
      source: { type: OUT, billId: out.id, lineId: l.id },
      targetLineId: lineIds[i],
      quantity: l.quantity,
      followsSource: true,
    })),
  );
  await applySystemTransition(trx, ctx, allocateBillTypes[IN], id, ALLOCATE_SYSTEM_ACTIONS.autoReceive);
  await postAllocate(trx, ctx, id);
}

/**
 * Un-review: an in puts its quantities back in transit; an out takes its automatic receipts down with it (the
 * engine's lineage has already refused the un-review while a receipt a user made draws on it) and its stock returns.
 */
export async function unpostAllocate(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const head = await headOf(trx, ctx, billId);
  if (head.billType === OUT)
    for (const callIn of await repo.liveCallIns(trx, ctx.unitId, billId)) {
      if (!callIn.isAuto || callIn.status !== 2) continue;
      await reverseTransit(trx, ctx, { type: IN, id: callIn.id });
      await applySystemTransition(trx, ctx, allocateBillTypes[IN], callIn.id, ALLOCATE_SYSTEM_ACTIONS.cancelWithSource);
    }
  await reverseTransit(trx, ctx, { type: head.billType, id: billId });
  if (head.billType === IN && !head.isAuto) await unlinkDocument(trx, ctx, { type: IN, billId });
}
