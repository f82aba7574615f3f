import {
  ProductionOrderPermission,
  type AdvanceOrderInput,
  type AdvanceOrderUpdate,
  type ProductionOrderInput,
  type ProductionOrderUpdate,
} from '@gf/contracts';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, duplicate, invalid, NO_PERMISSION, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { prepareOrder, type PreparedOrder } from './order-prepare.js';
import { FAC_PRD_ORDER, productionOrderBillType as def } from './production-order.bill-type.js';
import * as repo from './production-order.repository.js';

registerNumberRule({
  billType: FAC_PRD_ORDER,
  kind: 'BILL',
  zh: '生产订单',
  en: 'Production order',
  segments: [
    { type: 'TEXT', value: 'SC' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const orderNotFound = () => notFound({ zh: '生产订单', en: 'Production order' });
const ORDER_NO = { zh: '生产单号', en: 'Order no.' };

/** A typed number must be free in the factory; a blank one is drawn from the company's rule. */
async function orderNumber(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    const taken = await repo.findOrderIdByNo(trx, ctx, typed);
    if (taken && taken !== selfId) throw duplicate('orderNo', ORDER_NO);
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType: FAC_PRD_ORDER });
}

/** A unique-index race between two saves of the same typed number answers as the duplicate it is. */
async function guardDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' &&
      String((error as Error).message).includes('production_order_unit_no_key')
    )
      throw duplicate('orderNo', ORDER_NO);
    throw error;
  }
}

/** 转订单: the pre-order must be this factory's live pre-order, not yet turned. */
async function checkAdvance(trx: Db, ctx: RequestContext, advanceId: string, selfId: string | null): Promise<void> {
  const head = await repo.lockOrderHead(trx, ctx, advanceId);
  if (!head || head.type !== 0) throw invalid('advanceOrderId', { zh: '预下单不存在', en: 'pre-order not found' });
  if (head.status === 5) throw invalid('advanceOrderId', { zh: '预下单已作废', en: 'the pre-order is voided' });
  const turned = await repo.findTurnedOrder(trx, ctx, advanceId);
  if (turned && turned.id !== selfId)
    throw invalid('advanceOrderId', {
      zh: `预下单已转为订单 ${turned.orderNo}`,
      en: `the pre-order already became order ${turned.orderNo}`,
    });
}

/** Inside the caller's transaction: one new order (draft) with its goods, its link to the pre-order and the event. */
export async function insertOrderInTrx(
  trx: Db,
  ctx: RequestContext,
  p: PreparedOrder,
  typedNo: string | null,
  advanceId: string | null,
) {
  if (advanceId) await checkAdvance(trx, ctx, advanceId, null);
  const orderNo = await orderNumber(trx, ctx, typedNo);
  const id = await repo.insertOrder(trx, ctx, p, orderNo, advanceId);
  await repo.saveGoods(trx, ctx, id, p.goods);
  // A formal order made from a pre-order draws on it: the pre-order cannot be voided or edited while it lives.
  if (advanceId)
    await linkDocuments(
      trx,
      ctx,
      { type: FAC_PRD_ORDER, billId: id, no: orderNo },
      [{ source: { type: FAC_PRD_ORDER, billId: advanceId } }],
      {
        sourceStatuses: [0],
      },
    );
  await recordBillEvent(trx, ctx, def, { id, billNo: orderNo, status: 0 }, 'CREATE');
  return { id, orderNo };
}

function insert(db: Db, ctx: RequestContext, p: PreparedOrder, typedNo: string | null, advanceId: string | null) {
  return guardDuplicate(() => db.transaction().execute((trx) => insertOrderInTrx(trx, ctx, p, typedNo, advanceId)));
}

async function update(
  db: Db,
  ctx: RequestContext,
  id: string,
  type: 0 | 1,
  input: ProductionOrderInput | AdvanceOrderInput,
  version: number | undefined,
) {
  const current = await repo.findOrderHead(db, ctx, id);
  if (!current) throw orderNotFound();
  if (current.type !== type)
    throw invalid(
      'facPrdOrderId',
      type === 1 ? { zh: '这是预下单', en: 'this is a pre-order' } : { zh: '这是正式订单', en: 'this is a formal order' },
    );
  const p = await prepareOrder(db, ctx, type, input, id);
  return guardDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const head = await assertEditable(trx, def, ctx, id);
      const locked = await repo.lockOrderHead(trx, ctx, id);
      if (version !== undefined && locked && locked.version !== version)
        throw new AppError(Code.badState, {
          zh: '数据已被他人修改，请刷新后重试',
          en: 'Someone else changed this order; reload and try again',
        });
      const orderNo = input.orderNo ? await orderNumber(trx, ctx, input.orderNo, id) : (head.billNo ?? current.orderNo);
      await repo.updateOrderHead(trx, ctx, id, p, orderNo);
      await repo.saveGoods(trx, ctx, id, p.goods);
      await recordBillEvent(trx, ctx, def, { id, billNo: orderNo, status: head.status }, 'SAVE');
      return { id, orderNo };
    }),
  );
}

/** facPrdOrder/add: a formal order as a draft (提报 is the workflow's submit). */
export async function createOrder(db: Db, ctx: RequestContext, input: ProductionOrderInput) {
  if (input.advanceOrderId && !can(ctx, ProductionOrderPermission.turn)) throw new AppError(Code.noPermission, NO_PERMISSION);
  const p = await prepareOrder(db, ctx, 1, input, null);
  return insert(db, ctx, p, input.orderNo, input.advanceOrderId ?? null);
}

/** facPrdOrder/updateFacPrdOrder: re-edit of a draft or rejected formal order; goods blocks and cells keep their ids. */
export async function updateOrder(db: Db, ctx: RequestContext, input: ProductionOrderUpdate) {
  const { facPrdOrderId, version, ...rest } = input;
  return update(db, ctx, facPrdOrderId, 1, rest, version);
}

/** facPrdOrder/addAdvanceOrder: a pre-order (quantities per colour). */
export async function createAdvanceOrder(db: Db, ctx: RequestContext, input: AdvanceOrderInput) {
  const p = await prepareOrder(db, ctx, 0, input, null);
  return insert(db, ctx, p, input.orderNo, null);
}

export async function updateAdvanceOrder(db: Db, ctx: RequestContext, input: AdvanceOrderUpdate) {
  const { facPrdOrderId, version, ...rest } = input;
  return update(db, ctx, facPrdOrderId, 0, rest, version);
}
