import { dec, type ConvertibleGoods } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { convertibleBlock } from './mission-order-link.service.js';
import * as repo from './mission-order.repository.js';

/**
 * 转工单's prefill: a reviewed order's goods block with, per SKU and customer, what is ordered, already converted
 * (live missions) and left (the quantities the new mission defaults to).
 */
export async function convertibleGoods(db: Db, ctx: RequestContext, orderGoodsId: string): Promise<ConvertibleGoods> {
  const block = await convertibleBlock(db, ctx, orderGoodsId, 'orderGoodsId');
  const [ordered, converted, labels] = await Promise.all([
    repo.orderedCells(db, ctx, [orderGoodsId]),
    repo.convertedCells(db, ctx, [orderGoodsId]),
    repo.skuParts(db, ctx, block.goodsStyleId),
  ]);
  const key = (c: { goodsSkuId: string; customerId: string | null }) => `${c.goodsSkuId}:${c.customerId ?? ''}`;
  const done = new Map(converted.map((c) => [key(c), c.num]));
  return {
    orderId: block.productionOrderId,
    orderNo: block.orderNo,
    orderStatus: block.orderStatus,
    orderGoodsId: block.id,
    styleId: block.goodsStyleId,
    styleNo: block.styleNo,
    styleName: block.styleName,
    deliveryAt: block.deliveryAt,
    placeorderAt: block.placeorderAt,
    bomId: block.bomId,
    customerId: block.styleCustomerId,
    isOutside: block.isOutsideFac,
    outsideFactoryId: block.outsideFactoryId,
    processUnitPrice: block.processUnitPrice,
    leaderIds: block.chargerIds,
    orderedNum: block.totalNum,
    convertedNum: block.convertedNum,
    lines: ordered.map((o) => {
      const convertedNum = done.get(key(o)) ?? '0';
      const part = labels.get(o.goodsSkuId);
      return {
        goodsSkuId: o.goodsSkuId,
        colorName: part?.colorName ?? null,
        sizeName: part?.sizeName ?? null,
        standardName: part?.standardName ?? null,
        customerId: o.customerId,
        customerName: o.customerName,
        orderedNum: o.num,
        convertedNum,
        remainingNum: dec.max0(dec.sub(o.num, convertedNum)),
      };
    }),
  };
}
