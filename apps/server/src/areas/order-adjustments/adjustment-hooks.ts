import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/** An order's quantities per goods block and goods SKU (summed over its customers). */
export interface OrderQuantity {
  productionOrderGoodsId: string;
  goodsSkuId: string;
  num: string;
}

/**
 * The least quantity each goods SKU of an order must keep because later work already draws on it (converted into
 * missions, cut): the missions and cutting issues register here. Answers per `${productionOrderGoodsId}:${goodsSkuId}`
 * the floor and what it is (e.g. { zh: '已转工单', en: 'converted into missions' }).
 */
export interface OrderQuantityFloor {
  name: string;
  floors(trx: Db, ctx: RequestContext, orderId: string): Promise<Map<string, { quantity: string; reason: LocalText }>>;
}

const floors: OrderQuantityFloor[] = [];

/** Once per process; a second registration under the same name is ignored. */
export function registerOrderQuantityFloor(floor: OrderQuantityFloor): void {
  if (!floors.some((f) => f.name === floor.name)) floors.push(floor);
}

export const quantityFloors = (): readonly OrderQuantityFloor[] => floors;

export const cellKey = (goodsId: string, goodsSkuId: string) => `${goodsId}:${goodsSkuId}`;
