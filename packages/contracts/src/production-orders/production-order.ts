import { z } from 'zod';
import { dateText, flagInput, versionInput } from '../platform/bounds.js';
import { decimalString, optionalDecimal } from '../materials/decimal.js';
import { intInput } from '../platform/number-input.js';
import { idSchema, optionalText } from '../platform/paging.js';

/** type: 0 预下单 pre-order (quantities per colour), 1 正式订单 formal order (colour x size x 内长). */
export const ORDER_TYPES = { advance: 0, formal: 1 } as const;
export type ProductionOrderType = 0 | 1;

/** fillType: 0 按商品填数 (one matrix), 1 分客户填数 (one matrix per customer). */
export const FILL_TYPES = { byGoods: 0, byCustomer: 1 } as const;

/** The unit of ordered goods: quantities are pieces (件), totalled per unit like every other quantity. */
export const ORDER_GOODS_UNIT = '件';

/** 0/1 or a boolean, as the reference's forms send flags. */
const flag = z.union([flagInput, z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** A matrix cell: whole pieces, 0 allowed (an empty cell is simply left out). */
export const orderQuantity = intInput({ min: 0, max: 99999999 });

/** One cell of a formal order's matrix: a SKU of the goods style (colour x size x 内长). */
export const orderSkuQuantityInput = z.object({ goodsSkuId: idSchema, num: orderQuantity });
/** One cell of a pre-order: a colour of the style (SKC). */
export const orderColorQuantityInput = z.object({ colorId: idSchema, num: orderQuantity });

const cells = z.array(orderSkuQuantityInput).max(2000);

export const orderCustomerInput = z.object({
  /** A block the order already has keeps its id on re-edit. */
  id: idSchema.nullish(),
  customerId: idSchema,
  facPrdOrderGoodsDetailList: cells.default([]),
});

export const orderGoodsInput = z.object({
  id: idSchema.nullish(),
  /** 商品款号: the goods style (goodsUnitId in the reference). */
  styleId: idSchema,
  /** 交货日期: not before the order date. */
  deliveryAt: dateText,
  /** The goods' BOM; blank = the style's default BOM when the BOM area names one. */
  bomId: idSchema.nullish(),
  fillType: z.union([z.literal(0), z.literal(1)]).default(0),
  /** 不含税单价, 4 decimals. */
  noTaxPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  /** 税率 in percent, 0-100, 2 decimals. */
  taxRate: optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 }),
  /** 加工单价 when the whole order goes to a processing factory. */
  processUnitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  remark: optionalText(500),
  /** fillType 0, formal orders. */
  facPrdOrderGoodsDetailList: cells.default([]),
  /** fillType 1, formal orders: one matrix per customer, each customer once. */
  facPrdOrderGoodsCustomerList: z.array(orderCustomerInput).max(100).default([]),
  /** Pre-orders: quantities per colour. */
  facPrdOrderGoodsAdvanceDetailList: z.array(orderColorQuantityInput).max(500).default([]),
});
export type OrderGoodsInput = z.infer<typeof orderGoodsInput>;

const orderFields = {
  /** 生产单号: blank = the company's numbering rule for FAC_PRD_ORDER. */
  orderNo: optionalText(50),
  /** 制单日期: not after any delivery date. */
  placeorderAt: dateText,
  /** 下单类型 (placeOrderTypeList attrId). */
  placeOrderTypeId: idSchema.nullish(),
  /** 采购单号: the customer's PO. */
  buyNo: optionalText(100),
  /** 负责人: users of the factory. */
  chargerIds: z.array(idSchema).max(50).default([]),
  /** 整单外发: the whole order goes to a processing factory. */
  isOutsideFac: flag.default(false),
  commonOutsideFactoryId: idSchema.nullish(),
  remark: optionalText(1000),
  /** 关联附件: ids of uploaded files (file/upload), formal orders only. */
  attachmentIds: z.array(idSchema).max(30).default([]),
  /** 是否首单; blank = yes when none of its styles was ordered before. */
  isFirstOrder: flag.nullish(),
  facPrdOrderGoodsList: z.array(orderGoodsInput).min(1, '请至少添加一个订货商品|add at least one goods').max(100),
};

/** facPrdOrder/add: a formal order (draft); advanceOrderId = 转订单 from that pre-order. */
export const productionOrderInput = z.object({ ...orderFields, advanceOrderId: idSchema.nullish() });
export type ProductionOrderInput = z.infer<typeof productionOrderInput>;

/** facPrdOrder/updateFacPrdOrder: re-edit a draft or rejected order. */
export const productionOrderUpdateInput = productionOrderInput.extend({
  facPrdOrderId: idSchema,
  version: versionInput.optional(),
});
export type ProductionOrderUpdate = z.infer<typeof productionOrderUpdateInput>;

/** facPrdOrder/addAdvanceOrder: a pre-order (quantities per colour). */
export const advanceOrderInput = z.object(orderFields);
export type AdvanceOrderInput = z.infer<typeof advanceOrderInput>;
export const advanceOrderUpdateInput = advanceOrderInput.extend({
  facPrdOrderId: idSchema,
  version: versionInput.optional(),
});
export type AdvanceOrderUpdate = z.infer<typeof advanceOrderUpdateInput>;

/** An order by id, or by its number (the desk opens /orderProductioDetail?orderNo=). */
export const orderIdInput = z
  .object({ facPrdOrderId: idSchema.optional(), orderNo: z.string().trim().min(1).max(50).optional() })
  .refine((v) => v.facPrdOrderId ?? v.orderNo, {
    message: '请指定订单|facPrdOrderId or orderNo is required',
    path: ['facPrdOrderId'],
  });
export type OrderIdInput = z.infer<typeof orderIdInput>;

/** facPrdOrder/pass, reject, cancel (GET, query). */
export const orderActionQuery = z.object({ facPrdOrderId: idSchema, message: optionalText(500) });

/** uflo/fac-prd-order/batchReview: several orders passed (or rejected) at once. */
export const orderBatchReviewInput = z.object({
  billIds: z.array(idSchema).min(1, '请选择订单|select at least one order').max(200),
  result: z.boolean().default(true),
  message: optionalText(500),
});

export const updateOrderNoInput = z.object({
  facPrdOrderId: idSchema,
  orderNo: z.string().trim().min(1, '请输入生产单号|the order number is required').max(50),
});

/** facPrdOrder/updateBomPrice: the BOM (and so the material prices) a goods block of the order uses. */
export const updateOrderBomInput = z.object({ facPrdOrderGoodsId: idSchema, bomId: idSchema.nullable() });

/** facPrdOrder/tax-rate: the price breakdown for a price (without or with tax), a rate and a quantity. */
export const taxRateInput = z
  .object({
    noTaxPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
    taxPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
    taxRate: decimalString({ scale: 2, intDigits: 3, maxInt: 100 }),
    totalNum: optionalDecimal({ scale: 4, intDigits: 14 }),
    processUnitPrice: optionalDecimal({ scale: 4, intDigits: 14 }),
  })
  .refine((v) => v.noTaxPrice !== null || v.taxPrice !== null, {
    message: '请输入单价|noTaxPrice or taxPrice is required',
    path: ['noTaxPrice'],
  });

/** facPrdOrder/batch: several orders' heads and goods at once (screens that pick orders). */
export const orderBatchInput = z.object({ facPrdOrderIds: z.array(idSchema).min(1).max(200) });

/** facPrdOrder/getSimpleList: the order-number dropdown. */
export const orderSimpleListQuery = z.object({
  like: z.string().trim().max(50).optional(),
  /** Only reviewed orders (what purchases and missions draw on). */
  onlyReviewed: flagInput.optional(),
});
export const orderNosByStyleQuery = z.object({ styleId: idSchema });

/** common-goods-attr/placeOrderTypeList and the add/delete of order categories (下单类型). */
export const placeOrderTypeQuery = z.object({ keyword: z.string().trim().max(50).optional() });
export const placeOrderTypeInput = z.object({ attrVal: z.string().trim().min(1, '请输入下单类型|the name is required').max(50) });
export interface PlaceOrderType {
  attrId: string;
  attrVal: string;
}
