import type {
  BatchStockChangeInput,
  GoodsInventoryChangeInput,
  GoodsInventoryRecordRow,
  GoodsInventoryRow,
  GoodsSku,
  MaterialListRow,
  MaterialStockRow,
  SingleStockChangeInput,
  StockChangeRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

/** 在途: what transfers carry into a storehouse, per receiving storehouse × SKU (`fac/stock/inTransit`). */
export interface InTransitRow {
  storehouseId: string;
  storehouseName: string;
  fromStorehouseId: string;
  fromStorehouseName: string;
  skuKind: 'GOODS' | 'MATERIAL';
  skuId: string;
  skuName: string;
  stockUnit: string | null;
  quantity: string;
  value: string;
}

export const stockApi = {
  inTransit: (input: { storehouseId?: string; skuKind?: 'GOODS' | 'MATERIAL' }) =>
    api.post<InTransitRow[]>('fac/stock/inTransit', input),
  list: (input: Record<string, unknown>) => api.post<PageAnswer<MaterialStockRow>>('fac/stock/list', input),
  single: (input: SingleStockChangeInput) =>
    api.put<{ id: string; quantity: string }>('fac/stock/single', input, { successToast: true }),
  batch: (direction: 'IN' | 'OUT', input: BatchStockChangeInput) =>
    direction === 'IN'
      ? api.post<{ count: number }>('fac/stock', input, { successToast: true })
      : api.put<{ count: number }>('fac/stock', input, { successToast: true }),
  position: (id: string, position: string | null) =>
    api.put<null>(`fac/stock/position/${encodeURIComponent(id)}`, { position }, { successToast: true }),
  warning: (ids: string[], minQuantity: string | null, maxQuantity: string | null) =>
    api.put<{ count: number }>('fac/stock/warning', { ids, minQuantity, maxQuantity }, { successToast: true }),
  changes: (input: Record<string, unknown>) => api.post<PageAnswer<StockChangeRow>>('changeStock/page', input),
  goodsList: (input: Record<string, unknown>) =>
    api.post<PageAnswer<GoodsInventoryRow>>('fac/inventoryItem/queryInventoryItemList', input),
  goodsStyle: (storehouseId: string, styleId: string) =>
    api.post<GoodsInventoryRow | null>('fac/inventoryItem/queryInventoryItemByStyleId', { storehouseId, styleId }),
  goodsChange: (input: GoodsInventoryChangeInput) =>
    api.post<{ count: number }>('fac/inventoryItem/updateInventoryItem', input, { successToast: true }),
  goodsRecords: (input: Record<string, unknown>) =>
    api.post<PageAnswer<GoodsInventoryRecordRow>>('fac/inventoryItem/queryInventoryItemDetailList', input),
  goodsSkus: (goodsId: string) => api.get<GoodsSku[]>('fac/goods/getFacGoodsSku', { goodsId }),
  storehouses: () => api.get<{ id: string; name: string }[]>('fac/storehouse/getStorehousesByUnitId'),
  undo: (id: string) => api.get<{ id: string }>(`changeStock/undo/${encodeURIComponent(id)}`, undefined, { successToast: true }),
};

/** Dropdown loaders: the factory's storehouses, material kinds, operators, and material SKUs (one option per SKU). */
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
export const operatorLoader = pairLoader<{ id: string; name: string }>(
  'changeStock/operatorList',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
/** 操作工厂: the factories that posted movements into the storehouses the factory sees. */
export const factoryLoader = pairLoader<{ id: string; name: string }>(
  'changeStock/unitList',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
export const kindLoader = pairLoader<{ id: string; noName: string }>(
  'fac/materials/listMaterialsKinds',
  { value: 'id', label: 'noName' },
  { method: 'GET', keywordKey: 'key', extra: { pageNo: 1, pageSize: 50, upDown: 0 } },
);
export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
export const skuLabel = (r: Pick<MaterialListRow, 'commonMaterialsNo' | 'name' | 'colorName' | 'specNoName'>) =>
  [r.commonMaterialsNo, r.name, r.colorName, r.specNoName].filter(Boolean).join(' ');
export const materialSkuLoader = pairLoader<MaterialListRow & Record<string, unknown>>(
  'fac/materials/listMaterials',
  { value: 'skuId', label: (r) => skuLabel(r) },
  { extra: { pageNum: 1, pageSize: 30 } },
);
export const goodsStyleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  {
    value: 'goodsId',
    label: (r) => `${r.styleNo} ${r.styleName}`,
  },
);
