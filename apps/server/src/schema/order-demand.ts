import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** What an order's BOM asks per goods block and material SKU, linked to the board's demand line (areas/order-demand). */
export interface OrderMaterialDemandTable {
  id: Id;
  unitId: string;
  productionOrderId: string;
  productionOrderGoodsId: string;
  goodsStyleId: string;
  goodsBomId: string | null;
  materialSkuId: string;
  purchaseDemandId: string | null;
  requiredQuantity: Numeric;
  goodsQuantity: Numeric;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OrderDemandTables {
  orderMaterialDemand: OrderMaterialDemandTable;
}
