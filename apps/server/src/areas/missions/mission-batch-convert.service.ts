import {
  dec,
  type BatchConvertBlocker,
  type BatchConvertCheckRow,
  type BatchConvertInput,
  type BatchConvertItem,
  type BatchConvertResult,
  type ConvertibleGoods,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound, type FieldError, type FieldText } from '../../platform/http/errors.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { checkAttachment } from '../production-orders/index.js';
import { convertibleGoods } from './mission-convert.service.js';
import { CONVERTIBLE_ORDER_STATUSES } from './mission-order-link.service.js';
import * as orderRepo from './mission-order.repository.js';
import type { OrderGoodsHead } from './mission-order.repository.js';
import { customerNames, lockOrderGoodsRows } from './mission-batch-convert.repository.js';
import { prepareMission } from './mission-prepare.js';
import { insertPreparedMission } from './mission-write.service.js';

// 一键转工单: the check answers per goods block of an order what is left and what keeps it from conversion; the
// conversion makes one mission per chosen block with what the block has left, all in one transaction, through the
// same steps as 转工单 (prepareMission, insertPreparedMission: block lock, per-SKU limit, lineage, 转工单数量).

const orderNotFound = () => notFound({ zh: '生产订单', en: 'Production order' });

const isConvertibleOrder = (b: OrderGoodsHead) =>
  b.orderType === 1 && (CONVERTIBLE_ORDER_STATUSES as readonly number[]).includes(b.orderStatus);

/** The goods-record fields the order configuration requires before conversion, missing per style (names). */
async function missingByStyle(db: Db, ctx: RequestContext, orderId: string): Promise<Map<string, string[]>> {
  const { list } = await checkAttachment(db, ctx, { facPrdOrderId: orderId });
  return new Map(list.map((r) => [r.styleId, r.missing.map((m) => m.name)]));
}

/** The block's SKU quantities left to convert, per SKU and customer (what the mission takes). */
const leftLines = (goods: ConvertibleGoods) =>
  goods.lines
    .filter((l) => dec.isPositive(l.remainingNum))
    .map((l) => ({ goodsSkuId: l.goodsSkuId, customerId: l.customerId, num: Number(l.remainingNum) }));

/** The customers the order names for the block (several when filled per customer; none when filled per goods). */
const orderCustomers = (goods: ConvertibleGoods) => [
  ...new Set(goods.lines.map((l) => l.customerId).filter((c): c is string => c !== null)),
];

/** fac/mission/batchConvertCheck: each goods block of the order, what is left and why it cannot be converted. */
export async function batchConvertCheck(db: Db, ctx: RequestContext, orderId: string): Promise<BatchConvertCheckRow[]> {
  const blocks = await orderRepo.goodsOfOrder(db, ctx, orderId);
  if (blocks.length === 0) throw orderNotFound();
  const missing = await missingByStyle(db, ctx, orderId);
  const rows: Omit<BatchConvertCheckRow, 'customerName'>[] = [];
  for (const b of blocks) {
    const blockers: BatchConvertBlocker[] = [];
    let remainingNum = dec.max0(dec.sub(b.totalNum, b.convertedNum));
    let customers: string[] = [];
    if (isConvertibleOrder(b)) {
      const goods = await convertibleGoods(db, ctx, b.id);
      remainingNum = dec.sum(goods.lines.map((l) => l.remainingNum));
      customers = orderCustomers(goods);
    } else blockers.push('ORDER_STATUS');
    if (!dec.isPositive(remainingNum)) blockers.push('NOTHING_LEFT');
    const missingFields = missing.get(b.goodsStyleId) ?? [];
    if (missingFields.length) blockers.push('GOODS_INCOMPLETE');
    rows.push({
      orderGoodsId: b.id,
      styleId: b.goodsStyleId,
      styleNo: b.styleNo,
      styleName: b.styleName,
      deliveryAt: b.deliveryAt,
      orderedNum: b.totalNum,
      convertedNum: dec.max0(dec.sub(b.totalNum, remainingNum)),
      remainingNum,
      customerId: customers.length === 0 ? b.styleCustomerId : customers.length === 1 ? customers[0]! : null,
      isCustomerFixed: customers.length > 0,
      leaderIds: b.chargerIds,
      isOutside: b.isOutsideFac,
      outsideFactoryId: b.outsideFactoryId,
      processUnitPrice: b.processUnitPrice,
      missingFields,
      blockers,
      canConvert: blockers.length === 0,
    });
  }
  const names = await customerNames(
    db,
    ctx,
    rows.map((r) => r.customerId).filter((c): c is string => c !== null),
  );
  return rows.map((r) => ({ ...r, customerName: r.customerId ? (names.get(r.customerId) ?? null) : null }));
}

/** Which field of the call an error of one block's mission lands on: the item's own, or the common one it took. */
function fieldOfItem(field: string, i: number, item: BatchConvertItem): string {
  const own = (name: keyof BatchConvertItem, rest = '') => `items.${i}.${name}${rest}`;
  const top = field.split('.')[0]!;
  if (top === 'nodes' || top === 'prcdTemplateId') return item.prcdTemplateId ? own('prcdTemplateId') : 'prcdTemplateId';
  if (top === 'leaderIds') return item.leaderIds ? own('leaderIds', field.slice(top.length)) : field;
  if (['missionNo', 'customerId', 'deliveryAt', 'isOutside', 'outsideFactoryId', 'machiningUnitPrice'].includes(top))
    return own(top as keyof BatchConvertItem);
  return own('orderGoodsId');
}

/** Runs one block's step; a refusal is said again with the block's style number and the call's field path. */
async function forItem<T>(i: number, item: BatchConvertItem, styleNo: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const data = (e.data ?? {}) as { errors?: FieldError[] };
    const errors = (data.errors ?? []).map((x) => ({ ...x, field: fieldOfItem(x.field, i, item) }));
    const fieldTexts: FieldText[] = e.fieldTexts.map((x) => ({ ...x, field: fieldOfItem(x.field, i, item) }));
    throw new AppError(
      e.code,
      { zh: `${styleNo}：${e.text.zh}`, en: `${styleNo}: ${e.text.en}` },
      {
        ...data,
        ...(errors.length ? { errors } : { errors: [{ field: `items.${i}.orderGoodsId`, message: e.text.en }] }),
      },
      fieldTexts,
    );
  }
}

/** Checks the chosen items against the order before anything is locked: belonging, repeats, status, goods records. */
async function blocksOf(db: Db, ctx: RequestContext, input: BatchConvertInput): Promise<OrderGoodsHead[]> {
  const blocks = new Map((await orderRepo.goodsOfOrder(db, ctx, input.orderId)).map((b) => [b.id, b]));
  if (blocks.size === 0) throw orderNotFound();
  const missing = await missingByStyle(db, ctx, input.orderId);
  const seen = new Set<string>();
  return input.items.map((item, i) => {
    const field = `items.${i}.orderGoodsId`;
    const b = blocks.get(item.orderGoodsId);
    if (!b) throw invalid(field, { zh: '不是该订单的货品', en: 'is not a goods block of this order' });
    if (seen.has(b.id)) throw invalid(field, { zh: `${b.styleNo} 重复`, en: `${b.styleNo} is chosen twice` });
    seen.add(b.id);
    if (!isConvertibleOrder(b))
      throw invalid(field, {
        zh: `订单 ${b.orderNo} 未审核，不能转工单`,
        en: `order ${b.orderNo} is not reviewed and cannot be converted`,
      });
    const names = missing.get(b.goodsStyleId) ?? [];
    if (names.length)
      throw invalid(field, {
        zh: `商品档案未填写完整：${b.styleNo} 请完善 ${names.join('、')}`,
        en: `The goods record of ${b.styleNo} is incomplete: fill in ${names.join(', ')}`,
      });
    if (!(item.prcdTemplateId ?? input.prcdTemplateId))
      throw invalid(item.prcdTemplateId === undefined ? 'prcdTemplateId' : `items.${i}.prcdTemplateId`, {
        zh: `${b.styleNo}：请选择工序模板`,
        en: `${b.styleNo}: choose a process template`,
      });
    const leaders = item.leaderIds ?? (input.leaderIds.length ? input.leaderIds : b.chargerIds);
    if (leaders.length === 0)
      throw invalid(`items.${i}.leaderIds`, {
        zh: `${b.styleNo}：负责人不能为空`,
        en: `${b.styleNo}: choose the persons in charge`,
      });
    return b;
  });
}

/** One block's mission: what is left of it under the lock, the item's fields over the call's and the order's. */
async function convertBlock(
  trx: Db,
  ctx: RequestContext,
  input: BatchConvertInput,
  i: number,
  block: OrderGoodsHead,
): Promise<BatchConvertResult['missions'][number]> {
  const item = input.items[i]!;
  const goods = await convertibleGoods(trx, ctx, block.id);
  const lines = leftLines(goods);
  if (lines.length === 0)
    throw invalid(`items.${i}.orderGoodsId`, {
      zh: `${block.styleNo} 已全部转工单`,
      en: `${block.styleNo} is converted in full already`,
    });
  const customers = orderCustomers(goods);
  if (item.customerId !== undefined && customers.length > 0 && item.customerId !== (customers.length === 1 ? customers[0] : null))
    throw invalid(`items.${i}.customerId`, {
      zh: `${block.styleNo}：订单已指定客户，不能更换`,
      en: `${block.styleNo}: the order names the customer`,
    });
  const isOutside = item.isOutside ?? block.isOutsideFac;
  const prepared = await forItem(i, item, block.styleNo, () =>
    prepareMission(
      trx,
      ctx,
      {
        missionNo: item.missionNo,
        placeorderAt: factoryToday(),
        deliveryAt: item.deliveryAt ?? block.deliveryAt,
        priority: 0,
        customerStyleNo: null,
        customerOrderNo: null,
        remark: null,
        styleId: block.goodsStyleId,
        customerId:
          item.customerId !== undefined
            ? item.customerId
            : customers.length === 0
              ? block.styleCustomerId
              : customers.length === 1
                ? customers[0]!
                : null,
        lines,
        workingSheetName: null,
        workingSheetContent: null,
        workingSheetAttachmentIds: [],
        attachmentIds: [],
        bomId: block.bomId,
        prcdTemplateId: item.prcdTemplateId ?? input.prcdTemplateId,
        leaderIds: item.leaderIds ?? (input.leaderIds.length ? input.leaderIds : block.chargerIds),
        isOutside,
        outsideFactoryId: isOutside
          ? item.outsideFactoryId !== undefined
            ? item.outsideFactoryId
            : block.outsideFactoryId
          : null,
        machiningUnitPrice: isOutside
          ? item.machiningUnitPrice !== undefined
            ? item.machiningUnitPrice
            : block.processUnitPrice
          : null,
      },
      true,
    ),
  );
  const made = await forItem(i, item, block.styleNo, () =>
    insertPreparedMission(trx, ctx, prepared, {
      missionNo: item.missionNo,
      orderGoodsId: block.id,
      productionOrderId: block.productionOrderId,
      allowOvershoot: false,
    }),
  );
  return { orderGoodsId: block.id, id: made.id, missionNo: made.missionNo, totalNum: prepared.head.totalNum };
}

/**
 * fac/mission/batchConvert: one mission per chosen block with its remaining quantities, all or nothing. The blocks
 * are locked first (id order) and what is left is read under the lock, so a conversion racing this one either
 * waits and sees the missions made here, or has taken its share before.
 */
export async function batchConvert(db: Db, ctx: RequestContext, input: BatchConvertInput): Promise<BatchConvertResult> {
  const blocks = await blocksOf(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    await lockOrderGoodsRows(
      trx,
      ctx,
      blocks.map((b) => b.id),
    );
    const missions: BatchConvertResult['missions'] = [];
    for (const [i, block] of blocks.entries()) missions.push(await convertBlock(trx, ctx, input, i, block));
    return { missions };
  });
}
