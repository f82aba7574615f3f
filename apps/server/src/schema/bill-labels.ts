import type { CreatedAt, Id, Json, Numeric, UpdatedAt } from './common.js';

// Tables and views of migration 202611250200 (issue 9 part 6: the lists a buyer works from).

/** A factory label (sys_label) put on a purchase bill (areas/purchasing). */
export interface PurchaseBillLabelTable {
  unitId: string;
  purchaseBillId: string;
  sysLabelId: string;
  createdAt: CreatedAt;
}

/** A factory label (sys_label) put on an arrival (areas/arrivals). */
export interface ArrivalLabelTable {
  unitId: string;
  arrivalId: string;
  sysLabelId: string;
  createdAt: CreatedAt;
}

/** 字段配置: the optional fields a factory shows on one document's lists and forms (areas/purchasing). */
export interface MaterialFieldConfigTable {
  id: Id;
  unitId: string;
  document: string;
  fields: Json<string[]>;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Published by purchasing: a purchase line's demand split with the order it buys for (null = 计划外采购). */
export interface PurchaseSplitSummaryView {
  id: string;
  unitId: string;
  purchaseLineId: string;
  orderNo: string | null;
  goodsStyleNo: string | null;
  plannedQuantity: Numeric | null;
}

/** Published by purchasing: a purchase line's quantities and whether it has arrived in full (or was marked so). */
export interface PurchaseLineSummaryView {
  id: string;
  unitId: string;
  purchaseBillId: string;
  totalQuantity: Numeric;
  arrivedQuantity: Numeric;
  isComplete: boolean;
}

export interface BillLabelTables {
  purchaseBillLabel: PurchaseBillLabelTable;
  arrivalLabel: ArrivalLabelTable;
  materialFieldConfig: MaterialFieldConfigTable;
  purchaseSplitSummary: PurchaseSplitSummaryView;
  purchaseLineSummary: PurchaseLineSummaryView;
}
