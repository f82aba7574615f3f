import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

/**
 * Bill labels (标签) on purchase bills and arrivals: the factory's own labels (sys_label, 本厂设置 ▸ 标签管理) of the
 * bill type below, a set per bill. Sample purchases and sample arrivals use the same label sets as their material
 * counterparts (the label page offers one set per document kind).
 */
export const LABEL_BILL_TYPES = { purchase: 'MATERIALS_PURCHASE', arrival: 'MATERIALS_ARRIVE' } as const;

/** How many labels one bill may carry. */
export const MAX_BILL_LABELS = 20;

export interface BillLabel {
  id: string;
  name: string;
  colour: string;
}

const labelIds = z
  .array(idSchema)
  .max(MAX_BILL_LABELS, `一张单据最多 ${MAX_BILL_LABELS} 个标签|at most ${MAX_BILL_LABELS} labels per bill`);

/** purchase/billLabels: the bill's whole label set (an empty list clears it). */
export const purchaseLabelsInput = z.object({ billMaterialPurchaseId: idSchema, labelIds });

/** arrive/billLabels: the arrival's whole label set (an empty list clears it). */
export const arrivalLabelsInput = z.object({ arriveId: idSchema, labelIds });

/** Filters shared by the purchase and arrival lists (bill and line views); each matches any of its values. */
export const buyerListFilters = {
  /** 生产单号 (multi): lines buying for one of these production orders (part of the number is enough). */
  productionOrderNos: z.array(z.string().trim().min(1).max(50)).max(100).optional(),
  /** 物料筛选: lines of these material SKUs. */
  materialSkuIds: z.array(idSchema).max(200).optional(),
  /** 商品筛选: lines buying for these goods styles (商品款号, part of the number is enough). */
  goodsStyleNos: z.array(z.string().trim().min(1).max(50)).max(100).optional(),
  /** 标签筛选: bills carrying one of these labels. */
  labelIds: z.array(idSchema).max(50).optional(),
};
