import { z } from 'zod';
import type { UnitTotal } from '../decimal/unit-totals.js';
import { idSchema } from '../platform/paging.js';
import type { BillLabel } from './bill-labels.js';
import type { PurchaseBillRow } from './purchase-bill.js';

/** A purchase bill as the list shows it: its labels and its quantities per stock unit (never one sum of 米 and 个). */
export interface PurchaseListRow extends PurchaseBillRow {
  labels: BillLabel[];
  /** 合计采购 per stock unit. */
  quantityByUnit: UnitTotal[];
  /** 已到料 per stock unit. */
  arrivedByUnit: UnitTotal[];
}

/** What every line of the filtered list adds up to, per stock unit (SQL groups by unit), and the amount. */
export interface PurchaseListSummary {
  purchased: UnitTotal[];
  arrived: UnitTotal[];
  amount: string;
}

/** 明细 view of the purchase list: one row per purchase line (material line). */
export interface PurchaseLineListRow {
  /** The purchase line. */
  id: string;
  purchaseBillId: string;
  /** 采购单号. */
  orderNo: string;
  belongModule: 0 | 1;
  status: number;
  cancel: boolean;
  closed: boolean;
  supplierId: string;
  supplierName: string;
  purchaserName: string | null;
  datePurchase: string;
  expectDateEnd: string | null;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  /** 生产单号 this line buys for, in split order, joined with "、" (null: none, 计划外采购 only). */
  productionOrderNos: string | null;
  /** 商品款号 of those orders, joined with "、". */
  goodsStyleNos: string | null;
  /** 计划采购 of the demand lines this line buys for (stock unit); null for an unplanned line. */
  plannedQuantity: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  /** 采购数 (purchase unit). */
  quantity: string;
  /** 合计采购 (stock unit). */
  totalQuantity: string;
  arrivedQuantity: string;
  outstandingQuantity: string;
  /** 是否到齐: 0 none, 1 partial, 2 complete (arrived in full or marked 手动到齐). */
  arriveStatus: 0 | 1 | 2;
  /** Marked 到齐 by hand (or by an arrival's 是否到齐): 批量撤销完成 can clear it. */
  isArriveComplete: boolean;
  unitPrice: string;
  amount: string;
  remark: string | null;
  labels: BillLabel[];
}

/** 批量标完成 / 批量撤销完成 on the line view: these purchase lines marked 到齐 by hand, or no longer. */
export const purchaseLinesCompleteInput = z.object({
  purchaseLineIds: z.array(idSchema).min(1, '请选择采购明细|choose purchase lines').max(500),
  complete: z.boolean(),
});
