import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/** 转工单 prefill: a reviewed order's goods block with what is not converted yet. */
export const orderGoodsQuery = z.object({ orderGoodsId: idSchema });
export const orderQuery = z.object({ orderId: idSchema });

/** A SKU quantity of an order block: ordered, already converted (live missions), left to convert. */
export interface ConvertibleLine {
  goodsSkuId: string;
  standardName: string | null;
  colorName: string | null;
  sizeName: string | null;
  customerId: string | null;
  customerName: string | null;
  orderedNum: string;
  convertedNum: string;
  remainingNum: string;
}

export interface ConvertibleGoods {
  orderId: string;
  orderNo: string;
  orderStatus: number;
  orderGoodsId: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  deliveryAt: string;
  placeorderAt: string;
  bomId: string | null;
  customerId: string | null;
  isOutside: boolean;
  outsideFactoryId: string | null;
  processUnitPrice: string | null;
  leaderIds: string[];
  orderedNum: string;
  convertedNum: string;
  lines: ConvertibleLine[];
}

/** The order detail's linked-missions table. */
export interface OrderLinkedMission {
  id: string;
  missionNo: string;
  status: number;
  productionOrderGoodsId: string | null;
  styleNo: string;
  totalNum: string;
  actualCutNum: string;
  shippedNum: string;
  deliveryAt: string;
  createdAt: string;
}
