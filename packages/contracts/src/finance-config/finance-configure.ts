import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';

/**
 * The factory's finance switches (finance/getBusinessTypes, getConfigure, changeConfigure; SPEC section 3 "Finance
 * configuration"): each type applies to the order types it relates to.
 */
export const financeConfigTypes = ['SKU_SALE', 'ENABLE_PAYMENT_APPLY'] as const;
export type FinanceConfigType = (typeof financeConfigTypes)[number];

/** The order types each switch may relate to (the payment ones are SPEC section 9's business types). */
export const financeRelationOrderTypes: Record<FinanceConfigType, readonly { orderType: string; zh: string; en: string }[]> = {
  SKU_SALE: [
    { orderType: 'FAC_PRD_ORDER', zh: '生产订单', en: 'Production order' },
    { orderType: 'GOODS_DELIVERY', zh: '成品发货', en: 'Goods shipment' },
  ],
  ENABLE_PAYMENT_APPLY: [
    { orderType: 'MATERIEL_DISPATCHER', zh: '物料收发', en: 'Material receipts and issues' },
    { orderType: 'MATERIEL_PURCHASE', zh: '物料采购', en: 'Material purchasing' },
    { orderType: 'OUTSIDE_BALANCE', zh: '外发加工', en: 'Outside processing' },
    { orderType: 'SAMPLE_PURCHASE', zh: '样料采购', en: 'Sample material purchasing' },
  ],
};

export const financeConfigTypeNames: Record<FinanceConfigType, { zh: string; en: string }> = {
  SKU_SALE: { zh: 'SKU销售', en: 'Sell by SKU' },
  ENABLE_PAYMENT_APPLY: { zh: '启用付款申请', en: 'Payment applications' },
};

/** finance/changeConfigure: a switch, and the order types it applies to (only the type's own). */
export const financeConfigChangeInput = z.object({
  type: z.enum(financeConfigTypes, '请选择配置类型|choose a configuration type'),
  enabled: flagInput,
  relationOrderTypes: z
    .array(z.union([z.string().trim().min(1).max(40), z.object({ orderType: z.string().trim().min(1).max(40) })]))
    .max(20)
    .default([])
    .transform((list) => [...new Set(list.map((v) => (typeof v === 'string' ? v : v.orderType)))]),
});
export type FinanceConfigChangeInput = z.infer<typeof financeConfigChangeInput>;

export interface FinanceConfigureType {
  type: FinanceConfigType;
  name: string;
  enabled: boolean;
  relationOrderTypes: { orderType: string; name: string }[];
}

export interface FinanceBusinessType {
  type: FinanceConfigType;
  name: string;
  relationOrderTypes: { orderType: string; name: string }[];
}
