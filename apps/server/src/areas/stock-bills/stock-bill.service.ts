import {
  Code,
  Dec,
  dec,
  pageOf,
  type StockBillDetail,
  type StockBillInput,
  type StockBillListInput,
  type StockBillUpdateInput,
} from '@gf/contracts';
import { sql } from 'kysely';
import { linkDocuments, unlinkDocument } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { stockBillTypes } from './stock-bill.bill-type.js';
import * as informs from './stock-inform.repository.js';
import * as repo from './stock-bill.repository.js';

const FAC_PRD_ORDER = 'FAC_PRD_ORDER';

export const stockBillNotFound = () => notFound({ zh: '库存单据', en: 'Stock bill' });

/** A factory's own live record of a partner table (another factory's id answers "not found" for its field). */
async function ownsRecord(db: Db, ctx: RequestContext, table: 'customer' | 'outside_factory' | 'production_order', id: string) {
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)}
    where id = ${id} and unit_id = ${ctx.unitId} and not is_deleted`.execute(db);
  return rows.length > 0;
}

/** The head and lines a save writes, after every reference was checked (all refusals name their field). */
async function resolve(db: Db, ctx: RequestContext, input: StockBillInput, billId: string | null) {
  const kind = input.operateType;
  if (!(await findStorehouse(db, ctx.unitId, input.storehouseId)))
    throw invalid('storehouseId', {
      zh: '仓库不存在或未关联本厂',
      en: 'the storehouse is unknown or not linked to this factory',
    });
  const inStorehouseId = kind === 'STOCK_OUT' ? (input.inStorehouseId ?? null) : null;
  if (inStorehouseId) {
    if (inStorehouseId === input.storehouseId)
      throw invalid('inStorehouseId', { zh: '调往仓库不能是出库仓库', en: 'cannot be the issuing storehouse' });
    if (!(await findStorehouse(db, ctx.unitId, inStorehouseId)))
      throw invalid('inStorehouseId', { zh: '调往仓库不存在', en: 'the storehouse does not exist' });
  }
  const needsCustomer = kind === 'STOCK_DELIVERY' || kind === 'STOCK_SALE_RETURN';
  const customerId = needsCustomer ? (input.customerId ?? null) : null;
  if (needsCustomer && !customerId) throw invalid('customerId', { zh: '请选择客户', en: 'choose the customer' });
  if (customerId && !(await ownsRecord(db, ctx, 'customer', customerId)))
    throw invalid('customerId', { zh: '客户不存在', en: 'the customer does not exist' });
  const outsideFactoryId = kind === 'STOCK_IN' ? (input.commonOutsideFactoryId ?? null) : null;
  if (outsideFactoryId && !(await ownsRecord(db, ctx, 'outside_factory', outsideFactoryId)))
    throw invalid('commonOutsideFactoryId', { zh: '加工厂不存在', en: 'the processing factory does not exist' });
  const productionOrderId = needsCustomer ? (input.productionOrderId ?? null) : null;
  if (productionOrderId && !(await ownsRecord(db, ctx, 'production_order', productionOrderId)))
    throw invalid('productionOrderId', { zh: '订单不存在', en: 'the order does not exist' });
  if (kind === 'STOCK_ADJUST' && !input.adjustNote)
    throw invalid('adjustNote', { zh: '请输入调整说明', en: 'enter the reason of the adjustment' });
  const seen = new Set<string>();
  input.lines.forEach((l, i) => {
    if (seen.has(l.skuId)) throw invalid(`lines.${i}.skuId`, { zh: '货品重复', en: 'the SKU is listed twice' });
    seen.add(l.skuId);
    if (kind !== 'STOCK_ADJUST' && Dec.of(l.quantity).isZero())
      throw invalid(`lines.${i}.quantity`, { zh: '数量须大于 0', en: 'must be above 0' });
  });
  const own = await repo.ownSkus(db, ctx.unitId, input.skuKind, [...seen]);
  const missing = input.lines.findIndex((l) => !own.has(l.skuId));
  if (missing >= 0) throw invalid(`lines.${missing}.skuId`, { zh: '货品不存在', en: 'the SKU does not exist' });
  const billNo = input.orderNo ?? (await allocateNumber(db, { unitId: ctx.unitId, billType: kind }));
  if (await repo.isNumberTaken(db, ctx.unitId, billNo, billId)) throw duplicate('orderNo', { zh: '单据号', en: 'Bill no.' });
  const lines = input.lines.map((l) => {
    const price = l.price ?? '0';
    return { skuId: l.skuId, quantity: l.quantity, price, amount: Dec.of(l.quantity).times(price).toFixed(2) };
  });
  const head: repo.HeadValues = {
    billNo,
    operateType: kind,
    skuKind: input.skuKind,
    storehouseId: input.storehouseId,
    inStorehouseId,
    outsideFactoryId,
    customerId,
    productionOrderId,
    informId: null,
    operatorId: input.operaterId,
    opDate: input.opDate,
    remark: input.remark,
    adjustNote: kind === 'STOCK_ADJUST' ? input.adjustNote : null,
    totalQuantity: dec.sum(lines.map((l) => l.quantity)),
    totalAmount: dec.sum(
      lines.map((l) => l.amount),
      2,
    ),
  };
  return { head, lines };
}

/** 关联订单 of a shipment or sales return: the lineage link to the production order (whole set each save). */
async function linkOrder(trx: Db, ctx: RequestContext, billId: string, head: repo.HeadValues) {
  const target = { type: head.operateType, billId, no: head.billNo };
  if (head.productionOrderId)
    await linkDocuments(trx, ctx, target, [
      { source: { type: FAC_PRD_ORDER, billId: head.productionOrderId }, quantity: head.totalQuantity },
    ]);
  else await unlinkDocument(trx, ctx, target);
}

/** stock/change/createStockBill: a draft of any kind (blank number = generated). */
export async function createStockBill(db: Db, ctx: RequestContext, input: StockBillInput, informId: string | null = null) {
  return db.transaction().execute(async (trx) => {
    const { head, lines } = await resolve(trx, ctx, input, null);
    const id = await repo.insertHead(trx, ctx.unitId, ctx.userId, { ...head, informId });
    await repo.replaceLines(trx, ctx.unitId, id, lines);
    await linkOrder(trx, ctx, id, head);
    await recordBillEvent(trx, ctx, stockBillTypes[head.operateType], { id, billNo: head.billNo, status: 0 }, 'CREATE');
    return { id, billNo: head.billNo };
  });
}

/** stock/change/updateStockBill: a draft or rejected bill re-saved (its kind stays). */
export async function updateStockBill(db: Db, ctx: RequestContext, input: StockBillUpdateInput) {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findHead(trx, ctx.unitId, input.id);
    if (!current) throw stockBillNotFound();
    if (current.operateType !== input.operateType)
      throw invalid('operateType', { zh: '单据类型不能修改', en: 'the kind of a bill cannot change' });
    const locked = await assertEditable(trx, stockBillTypes[current.operateType], ctx, input.id);
    const { head, lines } = await resolve(trx, ctx, input, input.id);
    await repo.updateHead(trx, ctx.unitId, ctx.userId, input.id, { ...head, informId: current.informId });
    await repo.replaceLines(trx, ctx.unitId, input.id, lines);
    await linkOrder(trx, ctx, input.id, head);
    await recordBillEvent(
      trx,
      ctx,
      stockBillTypes[head.operateType],
      { id: input.id, billNo: head.billNo, status: locked.status },
      'SAVE',
    );
    return { id: input.id, billNo: head.billNo };
  });
}

export async function getStockBill(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; orderNo?: string | undefined },
): Promise<StockBillDetail> {
  const head = by.id ? await repo.findHead(db, ctx.unitId, by.id) : await repo.findHeadByNo(db, ctx.unitId, by.orderNo ?? '');
  if (!head) throw stockBillNotFound();
  return { ...head, lines: await repo.listLines(db, ctx.unitId, head.id) };
}

export async function listStockBills(db: Db, ctx: RequestContext, input: StockBillListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageHeads(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

export async function countPrint(db: Db, ctx: RequestContext, id: string) {
  const printCount = await repo.bumpPrintCount(db, ctx.unitId, id);
  if (printCount === undefined) throw stockBillNotFound();
  return { printCount };
}

export async function listOrderNos(
  db: Db,
  ctx: RequestContext,
  q: { storehouseId?: string | undefined; likeColumn?: string | undefined },
) {
  return (await repo.orderNos(db, ctx.unitId, q.storehouseId, q.likeColumn)).map((r) => ({ value: r.id, label: r.billNo }));
}

/** The notice a 入库 may receive: the factory's, still waiting, into the bill's storehouse. */
export async function assertInformReceivable(db: Db, ctx: RequestContext, informId: string, storehouseId: string) {
  const n = await informs.lockInform(db, ctx.unitId, informId);
  if (!n) throw notFound({ zh: '入库通知单', en: 'Inbound notice' });
  if (n.status !== 0)
    throw new AppError(Code.badState, { zh: '入库通知单已入库或已关闭', en: 'The notice is already received or closed' });
  if (n.storehouseId !== storehouseId)
    throw invalid('storehouseId', { zh: '入库仓库须是通知的仓库', en: 'must be the storehouse of the notice' });
  return n;
}
