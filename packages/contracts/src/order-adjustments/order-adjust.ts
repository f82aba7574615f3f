import { z } from 'zod';
import type { UnitTotal } from '../decimal/index.js';
import type { GoodsSku } from '../goods/goods-style.js';
import { dateText, statusListInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { orderQuantity } from '../production-orders/production-order.js';

export const FAC_PRD_ORDER_ADJUST = 'FAC_PRD_ORDER_ADJUST';

/** One new cell of a goods block's matrix (a goods SKU of the style, whole pieces). */
export const adjustCellInput = z.object({ goodsSkuId: idSchema, num: orderQuantity });

const cells = z.array(adjustCellInput).max(2000);

/** The new quantities of one goods block of the order: one matrix, or one per customer block of the order. */
export const adjustGoodsInput = z.object({
  facPrdOrderGoodsId: idSchema,
  facPrdOrderGoodsDetailList: cells.default([]),
  facPrdOrderGoodsCustomerList: z
    .array(z.object({ facPrdOrderGoodsCustomerId: idSchema, facPrdOrderGoodsDetailList: cells.default([]) }))
    .max(100)
    .default([]),
});
export type AdjustGoodsInput = z.infer<typeof adjustGoodsInput>;

/** facPrdOrder/addAdjustPrdOrder: an adjustment bill (draft) of a reviewed formal order. */
export const orderAdjustInput = z.object({
  /** The order adjusted. */
  facPrdOrderId: idSchema,
  /** 调整单号: blank = the numbering rule. */
  orderNo: optionalText(50),
  /** 制单日期. */
  placeorderAt: dateText,
  /** 制单备注. */
  remark: optionalText(500),
  /** Only the goods blocks that change need be sent; a block left out keeps its quantities. */
  facPrdOrderGoodsList: z.array(adjustGoodsInput).min(1, '请至少调整一个订货商品|adjust at least one goods').max(100),
});
export type OrderAdjustInput = z.infer<typeof orderAdjustInput>;

/** facPrdOrder/updateAdjustOrder: re-edit a draft or rejected adjustment bill. */
export const orderAdjustUpdateInput = orderAdjustInput.omit({ facPrdOrderId: true }).extend({ adjustOrderId: idSchema });
export type OrderAdjustUpdate = z.infer<typeof orderAdjustUpdateInput>;

/** facPrdOrder/adjustPrdOrderDetail: by id or by number (the desk opens /adjustOrder?orderNo=). */
export const adjustOrderIdInput = z
  .object({ adjustOrderId: idSchema.optional(), orderNo: z.string().trim().min(1).max(50).optional() })
  .refine((v) => v.adjustOrderId ?? v.orderNo, {
    message: '请指定调整单|adjustOrderId or orderNo is required',
    path: ['adjustOrderId'],
  });
export type AdjustOrderIdInput = z.infer<typeof adjustOrderIdInput>;

/** doAdjustOrder / undoAdjustOrder (GET): 生成单据 (submit without review) and 驳回单据 (un-review, with a reason). */
export const adjustOrderActionQuery = z.object({ adjustOrderId: idSchema, message: optionalText(500) });

/** facPrdOrder/adjustOrderSource: what a new adjustment of the order starts from. */
export const adjustSourceInput = z.object({ facPrdOrderId: idSchema });

/** facPrdOrder/adjustOrderMaterials: the material table for quantities being typed. */
export const adjustMaterialsInput = z.object({
  facPrdOrderId: idSchema,
  facPrdOrderGoodsList: z.array(adjustGoodsInput).max(100).default([]),
});

/** facPrdOrder/adjustOrderPage. */
export const adjustOrderListInput = pagingInput.extend({
  /** 调整单号 / 订单号. */
  keyWord: z.string().trim().max(100).optional(),
  statusList: statusListInput.optional(),
  facPrdOrderId: idSchema.optional(),
});
export type AdjustOrderListQuery = z.infer<typeof adjustOrderListInput>;

/** One cell, old and new (old null: the order had no such cell). */
export interface AdjustCell {
  goodsSkuId: string;
  colorId: string;
  sizeId: string;
  standardId: string | null;
  oldNum: string | null;
  newNum: string;
}

/** A row of the main-material table (主料表) of a goods block. */
export interface AdjustMaterialRow {
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string | null;
  specNo: string | null;
  stockUnit: string;
  /** 单件用量 and 损耗 of the BOM row (the first when several rows give the material). */
  singleDosage: string | null;
  lossRate: string | null;
  /** 订货数: the demand of the order's present quantities. */
  orderedDemand: string;
  /** 预估实裁数: the demand of the estimated actual cut (the order's quantities until cutting exists). */
  estimatedCutDemand: string;
  /** 差值 = 预估实裁数 − 订货数. */
  difference: string;
  /** 调后物料需求: the demand of the new quantities. */
  newDemand: string;
  /** 调后差值 = 调后物料需求 − 订货数. */
  differenceAfter: string;
  /** 已采购 and 已到料 for the order and material SKU (through the demand lines). */
  purchased: string;
  arrived: string;
}

export interface AdjustGoodsView {
  facPrdOrderGoodsId: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  bomId: string | null;
  bomName: string | null;
  fillType: 0 | 1;
  deliveryAt: string;
  /** The style's SKUs (for the matrix). */
  skuList: GoodsSku[];
  oldTotal: string;
  newTotal: string;
  /** Summed over customers. */
  cells: AdjustCell[];
  customers: { facPrdOrderGoodsCustomerId: string; customerId: string; customerName: string; cells: AdjustCell[] }[];
  materials: AdjustMaterialRow[];
}

export interface AdjustOrderHead {
  id: string;
  orderNo: string;
  status: number;
  placeorderAt: string;
  totalNum: string;
}

/** The adjustment bill's detail (or, without id, what a new one starts from). */
export interface AdjustOrderView {
  id: string | null;
  orderNo: string | null;
  status: number | null;
  displayStatus: number | null;
  placeorderAt: string | null;
  remark: string | null;
  createByName: string | null;
  createdAt: string | null;
  oldOrderInfo: AdjustOrderHead;
  facPrdOrderGoodsList: AdjustGoodsView[];
  oldTotals: UnitTotal[];
  newTotals: UnitTotal[];
}

export interface AdjustOrderListRow {
  id: string;
  orderNo: string;
  status: number;
  displayStatus: number;
  placeorderAt: string;
  remark: string | null;
  facPrdOrderId: string;
  concatPrdOrderNo: string;
  styleNos: string[];
  oldTotalNum: string;
  newTotalNum: string;
  createByName: string | null;
  createdAt: string;
}
