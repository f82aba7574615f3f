import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/** A field a factory can make required (or show), as the configuration dialogs list it. */
export interface OrderFieldDef {
  code: string;
  zh: string;
  en: string;
  /** Required by the product itself: shown checked and locked (默认必填). */
  locked?: boolean;
}

/**
 * 配置订单提报必填字段: kind 1 = order (header) fields, kind 2 = ordered-goods fields. Checked at 提报 and again when
 * the order takes effect. The locked ones are required whatever the configuration says.
 */
export const ORDER_SUBMIT_FIELDS: { 1: readonly OrderFieldDef[]; 2: readonly OrderFieldDef[] } = {
  1: [
    { code: 'placeorderAt', zh: '制单日期', en: 'Order date', locked: true },
    { code: 'orderNo', zh: '生产单号', en: 'Order no.' },
    { code: 'placeOrderTypeId', zh: '下单类型', en: 'Order category' },
    { code: 'buyNo', zh: '采购单号', en: 'Customer PO' },
    { code: 'chargerIds', zh: '负责人', en: 'Persons in charge' },
    { code: 'commonOutsideFactoryId', zh: '加工厂商', en: 'Processing factory' },
    { code: 'remark', zh: '订单备注', en: 'Remark' },
    { code: 'attachmentIds', zh: '关联附件', en: 'Attachments' },
  ],
  2: [
    { code: 'styleId', zh: '商品款号', en: 'Style', locked: true },
    { code: 'deliveryAt', zh: '交货日期', en: 'Delivery date', locked: true },
    { code: 'quantity', zh: '订货数量', en: 'Quantity', locked: true },
    { code: 'customerId', zh: '客户', en: 'Customer' },
    { code: 'noTaxPrice', zh: '不含税单价', en: 'Price excl. tax' },
    { code: 'taxRate', zh: '税率', en: 'Tax rate' },
    { code: 'processUnitPrice', zh: '加工单价', en: 'Processing unit price' },
    { code: 'bomId', zh: '商品BOM', en: 'Goods BOM' },
  ],
};

/**
 * 配置转工单必填: fields of the goods record (商品档案) that must be filled before an order's goods are converted into
 * missions (checkAttachment lists the missing ones).
 */
export const ORDER_CONVERSION_FIELDS: readonly OrderFieldDef[] = [
  { code: 'mainPicture', zh: '商品图片', en: 'Picture' },
  { code: 'categoryId', zh: '商品分类', en: 'Category' },
  { code: 'customerId', zh: '客户', en: 'Customer' },
  { code: 'brand', zh: '品牌', en: 'Brand' },
  { code: 'season', zh: '季节', en: 'Season' },
  { code: 'year', zh: '年份', en: 'Year' },
  { code: 'wave', zh: '波段', en: 'Wave' },
  { code: 'designer', zh: '设计师', en: 'Designer' },
  { code: 'price', zh: '吊牌价', en: 'Tag price' },
  { code: 'cost', zh: '成本价', en: 'Cost' },
  { code: 'remark', zh: '商品描述', en: 'Description' },
  { code: 'bom', zh: '商品BOM', en: 'Goods BOM' },
];

/** Goods-information columns the list, detail and form may show under each style (selectedConfigList). */
export const ORDER_GOODS_INFO_FIELDS: readonly OrderFieldDef[] = [
  { code: 'mainPicture', zh: '商品图片', en: 'Picture' },
  { code: 'styleName', zh: '商品名称', en: 'Style name' },
  { code: 'remark', zh: '商品描述', en: 'Description' },
  { code: 'price', zh: '吊牌价', en: 'Tag price' },
  { code: 'retailPrice', zh: '零售价', en: 'Retail price' },
  { code: 'firstSupplyPrice', zh: '首次供货价', en: 'First supply price' },
  { code: 'lastSupplyPrice', zh: '最终供货价', en: 'Final supply price' },
  { code: 'accountingPrice', zh: '核算价', en: 'Accounting price' },
  { code: 'cost', zh: '成本价', en: 'Cost' },
  { code: 'brand', zh: '品牌', en: 'Brand' },
  { code: 'season', zh: '季节', en: 'Season' },
  { code: 'year', zh: '年份', en: 'Year' },
  { code: 'wave', zh: '波段', en: 'Wave' },
  { code: 'plantArticleNumber', zh: '工厂货号', en: 'Factory article no.' },
];

const codesOf = (defs: readonly OrderFieldDef[]) => defs.map((d) => d.code) as [string, ...string[]];
export const orderSubmitFieldCode = z.enum([...codesOf(ORDER_SUBMIT_FIELDS[1]), ...codesOf(ORDER_SUBMIT_FIELDS[2])]);
export const orderConversionFieldCode = z.enum(codesOf(ORDER_CONVERSION_FIELDS));
export const orderGoodsInfoFieldCode = z.enum(codesOf(ORDER_GOODS_INFO_FIELDS));

/** A field as the configuration calls answer it. */
export interface OrderFieldOption {
  code: string;
  name: string;
  /** 1 order, 2 goods (submit fields only). */
  kind?: 1 | 2;
  checked: boolean;
  locked: boolean;
}

/** facPrdOrder/getFieldConfig: the goods-info columns, chosen and all. */
export interface OrderFieldConfig {
  selectedConfigList: OrderFieldOption[];
  configAllList: OrderFieldOption[];
}

/** facPrdOrder/updateFieldConfig and updateAttachmentFieldConfig: the codes chosen (fieldIds as the reference names them). */
export const orderGoodsInfoConfigInput = z.object({ fieldIds: z.array(orderGoodsInfoFieldCode).max(50) });
export const orderConversionConfigInput = z.object({ fieldIds: z.array(orderConversionFieldCode).max(50) });

/** facPrdOrder/target/field/createConfig: the submit-required fields (locked ones are required anyway). */
export const orderSubmitConfigInput = z.object({
  configs: z.array(z.object({ code: orderSubmitFieldCode, required: z.boolean() })).max(50),
});
export type OrderSubmitConfigInput = z.infer<typeof orderSubmitConfigInput>;

/** facPrdOrder/checkAttachment: by order (every goods of it) or by one style. */
export const checkAttachmentQuery = z
  .object({ facPrdOrderId: idSchema.optional(), styleId: idSchema.optional(), goodsUnitId: idSchema.optional() })
  .refine((v) => v.facPrdOrderId ?? v.styleId ?? v.goodsUnitId, {
    message: '请指定订单或商品|facPrdOrderId or styleId is required',
    path: ['facPrdOrderId'],
  });

/** Goods whose record misses fields required before conversion (empty list: ready). */
export interface CheckAttachmentResult {
  isComplete: boolean;
  list: { styleId: string; styleNo: string; missing: { code: string; name: string }[] }[];
}
