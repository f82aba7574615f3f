import {
  Code,
  Dec,
  dec,
  pageOf,
  STOCK_INFORM_STATUS,
  type StockInformDetail,
  type StockInformListInput,
  type StockInformReceiveInput,
} from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import { STOCK_BILL_SYSTEM_ACTIONS, stockBillTypes } from './stock-bill.bill-type.js';
import { postStockBill } from './stock-bill-posting.service.js';
import * as bills from './stock-bill.repository.js';
import { createStockBill } from './stock-bill.service.js';
import * as repo from './stock-inform.repository.js';

const informNotFound = () => notFound({ zh: '入库通知单', en: 'Inbound notice' });

export async function getInform(db: Db, ctx: RequestContext, id: string): Promise<StockInformDetail> {
  const row = await repo.findInform(db, ctx.unitId, id);
  if (!row) throw informNotFound();
  return { ...row, lines: await repo.listInformLines(db, ctx.unitId, id) };
}

export async function listInforms(db: Db, ctx: RequestContext, input: StockInformListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageInforms(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

export const countOpenInforms = (db: Db, ctx: RequestContext, storehouseId: string | undefined) =>
  repo.countOpen(db, ctx.unitId, storehouseId);

/** The received quantity per SKU: the typed lines, the notified quantity for the others (each named by its line). */
function receivedBySku(lines: Awaited<ReturnType<typeof repo.listInformLines>>, typed: StockInformReceiveInput['lines']) {
  const byLine = new Map(typed.map((t) => [t.lineId, t.received]));
  typed.forEach((t, i) => {
    if (!lines.some((l) => l.id === t.lineId))
      throw invalid(`lines.${i}.lineId`, { zh: '通知单没有这一行', en: 'not a line of the notice' });
  });
  return lines.map((l) => ({ ...l, received: byLine.get(l.id) ?? l.quantity }));
}

/**
 * 确认入库 (central stock-change create): the notice becomes a 入库 bill of its storehouse with the received
 * quantities, generated reviewed through the engine's system transition and posted in the same transaction; the
 * bill links to the 出库 that made the notice (which can then not be un-reviewed while it stands).
 */
export async function confirmInform(db: Db, ctx: RequestContext, input: StockInformReceiveInput) {
  return db.transaction().execute(async (trx) => {
    const notice = await repo.lockInform(trx, ctx.unitId, input.id);
    if (!notice) throw informNotFound();
    if (notice.status !== STOCK_INFORM_STATUS.open)
      throw new AppError(Code.badState, { zh: '入库通知单已入库或已关闭', en: 'The notice is already received or closed' });
    const lines = receivedBySku(await repo.listInformLines(trx, ctx.unitId, notice.id), input.lines).filter(
      (l) => !Dec.of(l.received).isZero(),
    );
    if (lines.length === 0) throw invalid('lines', { zh: '入库数不能全为 0', en: 'receive at least one item' });
    const out = await bills.findHead(trx, ctx.unitId, notice.outBillId);
    const joined = joinTransaction(trx);
    const created = await createStockBill(
      joined,
      ctx,
      {
        operateType: 'STOCK_IN',
        skuKind: notice.skuKind as 'GOODS' | 'MATERIAL',
        orderNo: null,
        storehouseId: notice.storehouseId,
        operaterId: ctx.userId,
        opDate: input.opDate ?? factoryToday(),
        remark: null,
        adjustNote: null,
        lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.received, price: l.price })),
      },
      notice.id,
    );
    await linkDocuments(trx, ctx, { type: 'STOCK_IN', billId: created.id, no: created.billNo }, [
      { source: { type: 'STOCK_OUT', billId: notice.outBillId }, quantity: out?.totalQuantity ?? null },
    ]);
    await applySystemTransition(
      trx,
      ctx,
      stockBillTypes.STOCK_IN,
      created.id,
      STOCK_BILL_SYSTEM_ACTIONS.receiveInform,
      notice.billNo,
    );
    await postStockBill(trx, ctx, created.id);
    return { id: notice.id, inBillId: created.id, inBillNo: created.billNo };
  });
}

/**
 * 修改入库数: a received notice's quantities changed. The 入库 it made is reversed and posted again with the new
 * quantities (its lines and totals follow), in one transaction on the locked notice.
 */
export async function changeReceived(db: Db, ctx: RequestContext, input: StockInformReceiveInput) {
  return db.transaction().execute(async (trx) => {
    const notice = await repo.lockInform(trx, ctx.unitId, input.id);
    if (!notice) throw informNotFound();
    if (notice.status !== STOCK_INFORM_STATUS.received || !notice.inBillId)
      throw new AppError(Code.badState, { zh: '入库通知单尚未入库', en: 'The notice is not received yet' });
    const inBill = await bills.findHead(trx, ctx.unitId, notice.inBillId);
    if (!inBill || inBill.status !== 2)
      throw new AppError(Code.badState, { zh: '入库单不是已审核状态', en: 'Its stock-in is not reviewed' });
    const current = await repo.listInformLines(trx, ctx.unitId, notice.id);
    const lines = receivedBySku(
      current.map((l) => ({ ...l, quantity: l.received ?? '0' })),
      input.lines,
    ).filter((l) => !Dec.of(l.received).isZero());
    if (lines.length === 0) throw invalid('lines', { zh: '入库数不能全为 0', en: 'receive at least one item' });
    await reverseStockMovements(trx, ctx, { type: 'STOCK_IN', id: inBill.id });
    const values = lines.map((l) => ({
      skuId: l.skuId,
      quantity: l.received,
      price: l.price,
      amount: Dec.of(l.received).times(l.price).toFixed(2),
    }));
    await bills.replaceLines(trx, ctx.unitId, inBill.id, values);
    const totalQuantity = dec.sum(values.map((v) => v.quantity));
    const totalAmount = dec.sum(
      values.map((v) => v.amount),
      2,
    );
    await bills.setTotals(trx, ctx.unitId, inBill.id, totalQuantity, totalAmount);
    const posted = await bills.listLines(trx, ctx.unitId, inBill.id);
    await postStockMovements(trx, ctx, {
      source: { type: 'STOCK_IN', id: inBill.id, no: inBill.billNo },
      changeType: 'STOCK_BILL_IN',
      opDate: inBill.opDate,
      lines: posted.map((l) => ({
        storehouseId: inBill.storehouseId,
        skuId: l.skuId,
        skuKind: inBill.skuKind,
        quantity: l.quantity,
        price: l.price,
        sourceLineId: l.id,
      })),
    });
    await repo.setInformState(trx, ctx.unitId, notice.id, {
      status: 1,
      receivedQuantity: totalQuantity,
      receivedAmount: totalAmount,
    });
    await repo.setReceived(trx, ctx.unitId, notice.id, new Map(values.map((v) => [v.skuId, v.quantity])));
    return { id: notice.id, receivedQuantity: totalQuantity };
  });
}

/** 关闭: a waiting notice is closed without receiving anything. */
export async function closeInform(db: Db, ctx: RequestContext, id: string) {
  return db.transaction().execute(async (trx) => {
    const notice = await repo.lockInform(trx, ctx.unitId, id);
    if (!notice) throw informNotFound();
    if (notice.status !== STOCK_INFORM_STATUS.open)
      throw new AppError(Code.badState, { zh: '只能关闭待入库的通知单', en: 'Only a waiting notice can be closed' });
    await repo.setInformState(trx, ctx.unitId, id, { status: STOCK_INFORM_STATUS.closed });
    return { id, status: STOCK_INFORM_STATUS.closed };
  });
}
