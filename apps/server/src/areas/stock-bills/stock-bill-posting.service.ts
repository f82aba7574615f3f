import { Code, Dec, STOCK_BILL_DIRECTION, type StockBillType } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, type LocalText } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements, reverseStockMovements, type StockLine } from '../stock/index.js';
import * as informs from './stock-inform.repository.js';
import * as repo from './stock-bill.repository.js';

export const STOCK_INFORM_NUMBER = 'STOCK_INFORM';

/** Each kind posts its own change type (变动类型), so the stock log names the kind of bill. */
const CHANGE_TYPE = {
  STOCK_IN: 'STOCK_BILL_IN',
  STOCK_OUT: 'STOCK_BILL_OUT',
  STOCK_DELIVERY: 'STOCK_BILL_SHIPMENT',
  STOCK_SALE_RETURN: 'STOCK_BILL_RETURN',
  STOCK_ADJUST: 'STOCK_BILL_ADJUST',
} as const satisfies Record<StockBillType, string>;

const billGone = (): AppError => new AppError(Code.notFound, { zh: '库存单据不存在', en: 'The stock bill does not exist' });

async function headOf(db: Db, ctx: RequestContext, billId: string) {
  const head = await repo.findHead(db, ctx.unitId, billId);
  if (!head) throw billGone();
  return head;
}

/** The rules a stock bill meets at submit and again, on the locked rows, at the approval that posts it. */
export async function validateStockBill(trx: Db, ctx: RequestContext, billId: string, phase: 'submit' | 'approve') {
  const head = await headOf(trx, ctx, billId);
  const lines = await repo.listLines(trx, ctx.unitId, billId);
  if (lines.length === 0) throw invalid('lines', { zh: '请至少添加一个货品', en: 'add at least one item' });
  if ((head.operateType === 'STOCK_DELIVERY' || head.operateType === 'STOCK_SALE_RETURN') && !head.customerId)
    throw invalid('customerId', { zh: '请选择客户', en: 'choose the customer' });
  if (head.operateType === 'STOCK_ADJUST' && !head.adjustNote)
    throw invalid('adjustNote', { zh: '请输入调整说明', en: 'enter the reason of the adjustment' });
  if (head.informId && phase === 'approve') {
    // The notice is received once: locked, and still waiting, when this 入库 takes effect.
    const notice = await informs.lockInform(trx, ctx.unitId, head.informId);
    if (!notice || notice.status !== 0)
      throw new AppError(Code.badState, {
        zh: '入库通知单已入库或已关闭',
        en: 'The inbound notice is already received or closed',
      });
  }
}

/**
 * 调整: each line's new absolute stock. The difference is worked out against the book stock of the SKU. The stock area
 * publishes no lock of its own, so the first posting locks the items (in id order); the book stock is then read again
 * under those locks, and when another posting slipped in between the first read and the lock, a second movement brings
 * the stock to exactly the adjusted quantity (the result is the adjustment taking effect at the lock). A SKU already
 * at its quantity moves nothing.
 */
async function postAdjustment(
  trx: Db,
  ctx: RequestContext,
  head: repo.StockBillHead,
  lines: Awaited<ReturnType<typeof repo.listLines>>,
) {
  const base = {
    source: { type: head.operateType, id: head.id, no: head.billNo },
    changeType: CHANGE_TYPE.STOCK_ADJUST,
    opDate: head.opDate,
    remark: head.adjustNote,
  };
  const toward = (book: Map<string, string>) =>
    lines
      .map((l) => ({ l, delta: Dec.of(l.quantity).minus(book.get(l.skuId) ?? '0') }))
      .filter((x) => !x.delta.isZero())
      .map(({ l, delta }): StockLine => ({
        storehouseId: head.storehouseId,
        skuId: l.skuId,
        skuKind: head.skuKind,
        quantity: delta.toFixed(),
        price: l.price,
        sourceLineId: l.id,
      }));
  const book = () =>
    repo.bookStock(
      trx,
      ctx.unitId,
      head.storehouseId,
      head.skuKind,
      lines.map((l) => l.skuId),
    );
  const first = toward(await book());
  if (first.length === 0) return;
  await postStockMovements(trx, ctx, { ...base, lines: first });
  const moved = new Set(first.map((l) => l.skuId));
  const corrections = toward(await book()).filter((l) => moved.has(l.skuId));
  if (corrections.length) await postStockMovements(trx, ctx, { ...base, lines: corrections });
}

/** Review: the bill's movements; a 出库 to another storehouse makes its inbound notice there; a 入库 receives its notice. */
export async function postStockBill(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const head = await headOf(trx, ctx, billId);
  const lines = await repo.listLines(trx, ctx.unitId, billId);
  const direction = STOCK_BILL_DIRECTION[head.operateType];
  if (direction === 'ADJUST') return postAdjustment(trx, ctx, head, lines);
  await postStockMovements(trx, ctx, {
    source: { type: head.operateType, id: head.id, no: head.billNo },
    changeType: CHANGE_TYPE[head.operateType],
    opDate: head.opDate,
    remark: head.remark,
    lines: lines.map((l) => ({
      storehouseId: head.storehouseId,
      skuId: l.skuId,
      skuKind: head.skuKind,
      quantity: direction === 'IN' ? l.quantity : Dec.of(l.quantity).neg().toFixed(),
      price: l.price,
      sourceLineId: l.id,
      orderNo: head.orderNo,
    })),
  });
  if (head.operateType === 'STOCK_OUT' && head.inStorehouseId) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: STOCK_INFORM_NUMBER });
    await informs.insertInform(
      trx,
      ctx.unitId,
      {
        billNo: no,
        storehouseId: head.inStorehouseId,
        outStorehouseId: head.storehouseId,
        outBillId: head.id,
        skuKind: head.skuKind,
        totalQuantity: head.totalQuantity,
        totalAmount: head.totalAmount,
        remark: head.remark,
        createdBy: ctx.userId,
      },
      lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, price: l.price })),
    );
  }
  if (head.operateType === 'STOCK_IN' && head.informId) {
    await informs.setInformState(trx, ctx.unitId, head.informId, {
      status: 1,
      inBillId: head.id,
      receivedQuantity: head.totalQuantity,
      receivedAmount: head.totalAmount,
    });
    await informs.setReceived(trx, ctx.unitId, head.informId, new Map(lines.map((l) => [l.skuId, l.quantity])));
  }
}

/** Un-review or revoke: compensating rows; the notice a 出库 made goes, the notice a 入库 received waits again. */
export async function unpostStockBill(trx: Db, ctx: RequestContext, billId: string): Promise<void> {
  const head = await headOf(trx, ctx, billId);
  await reverseStockMovements(trx, ctx, { type: head.operateType, id: billId });
  if (head.operateType === 'STOCK_OUT') {
    const notice = await informs.informOfOutBill(trx, ctx.unitId, billId);
    if (notice) {
      const locked = await informs.lockInform(trx, ctx.unitId, notice.id);
      if (locked?.status === 1) throw new AppError(Code.badState, blockedByNotice(notice.billNo));
      await informs.deleteInform(trx, ctx.unitId, notice.id);
    }
  }
  if (head.operateType === 'STOCK_IN' && head.informId) {
    await informs.setInformState(trx, ctx.unitId, head.informId, {
      status: 0,
      inBillId: null,
      receivedQuantity: null,
      receivedAmount: null,
    });
    await informs.setReceived(trx, ctx.unitId, head.informId, null);
  }
}

const blockedByNotice = (no: string): LocalText => ({
  zh: `入库通知单 ${no} 已入库，请先反审其入库单`,
  en: `Inbound notice ${no} is received; un-review its stock-in first`,
});

export async function blocksStockBillUnreview(trx: Db, ctx: RequestContext, billId: string): Promise<LocalText | null> {
  const notice = await informs.informOfOutBill(trx, ctx.unitId, billId);
  return notice?.status === 1 ? blockedByNotice(notice.billNo) : null;
}
