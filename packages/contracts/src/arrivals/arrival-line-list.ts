import { z } from 'zod';
import type { UnitTotal } from '../decimal/unit-totals.js';
import { idSchema } from '../platform/paging.js';
import type { BillLabel } from '../purchasing/bill-labels.js';
import type { ArrivalRow } from './arrival.js';

/** An arrival as the list shows it: its labels and its arrived quantity per stock unit. */
export interface ArrivalListRow extends ArrivalRow {
  labels: BillLabel[];
  /** 本次到料 per stock unit (never one sum of 米 and 个), as the detail's unitTotals. */
  unitTotals: UnitTotal[];
}

/** What the filtered list adds up to: arrived per stock unit (SQL groups by unit) and the amount. */
export interface ArrivalListSummary {
  arrived: UnitTotal[];
  amount: string;
}

/** 明细 view of the arrival list: one row per arrival line. */
export interface ArrivalLineListRow {
  /** The arrival line. */
  id: string;
  arrivalId: string;
  /** 到料单号. */
  orderNo: string;
  belongModule: 0 | 1;
  status: number;
  dateArrive: string;
  supplierId: string;
  supplierName: string;
  storehouseName: string;
  creatorName: string | null;
  purchaseLineId: string | null;
  purchaseBillNo: string | null;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  /** 生产单号: the split's order (计划外采购 for its unplanned part), or the orders the purchase line buys for. */
  productionOrderNo: string | null;
  goodsStyleNo: string | null;
  /** 计划采购 of the order(s) the line arrives for (stock unit); null for an unplanned line. */
  plannedQuantity: string | null;
  /** 本次采购: the purchase line's total (stock unit); null for an unplanned line. */
  purchaseQuantity: string | null;
  purchaseUnit: string;
  stockUnit: string;
  /** 到料数 (purchase unit). */
  quantity: string;
  /** 本次到料 (stock unit). */
  stockQuantity: string;
  unitPrice: string;
  amount: string;
  vatNo: string | null;
  rollNo: string | null;
  /** This line's 是否到齐 tick (closes the purchase line on review). */
  isArriveComplete: boolean;
  /** Whether the purchase line has arrived in full or is marked 到齐 (null: no purchase line). */
  purchaseComplete: boolean | null;
  remark: string | null;
  labels: BillLabel[];
}

/**
 * 批量标完成 / 批量撤销完成 on the arrival line view: the purchase lines these arrival lines receive against are marked
 * 到齐 by hand (or no longer), with purchasing's rules; belongModule picks the permission.
 */
export const arrivalLinesCompleteInput = z.object({
  arriveLineIds: z.array(idSchema).min(1, '请选择到料明细|choose arrival lines').max(500),
  complete: z.boolean(),
  belongModule: z.union([z.literal(0), z.literal(1)]).default(0),
});
