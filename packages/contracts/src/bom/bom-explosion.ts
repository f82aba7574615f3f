/** One goods SKU quantity to explode (an order's matrix cell). */
export interface BomExplodeLine {
  goodsSkuId: string;
  /** Decimal string (pieces). */
  quantity: string;
}

/** What one material SKU of the BOM needs for the lines (用料货品数, 物料需求). */
export interface BomExplodedMaterial {
  materialSkuId: string;
  /** Σ over goods SKUs of quantity × usage (size override or row) × (1 + loss / 100), rounded once to the unit's scale. */
  quantity: string;
  /** 用料货品数: pieces of goods that use this material SKU (each goods SKU counted once). */
  goodsQuantity: string;
  /** The BOM rows that contributed. */
  bomRowIds: string[];
}
