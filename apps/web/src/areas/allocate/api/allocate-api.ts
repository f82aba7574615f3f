import type { AllocateDetail, AllocateRow, GoodsInventoryRow, GoodsSku } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface AllocatePage {
  list: AllocateRow[];
  totalCount: number;
  sumQuantity: string;
  sumInTransit: string;
}

const done = { successToast: true } as const;

/** allocate/* (server area allocate); 在途 is the stock area's (its InTransitPanel). */
export const allocateApi = {
  page: (input: Record<string, unknown>) => api.post<AllocatePage>('allocate/page', input),
  detail: (id: string) => api.get<AllocateDetail>(`allocate/detail/${encodeURIComponent(id)}`),
  add: (body: Record<string, unknown>) => api.post<{ id: string; billNo: string }>('allocate/add', body),
  update: (body: Record<string, unknown>) => api.post<{ id: string; billNo: string }>('allocate/update', body),
  autoReceive: () => api.get<{ storehouseId: string; storehouseName: string }[]>('allocate/firstHandCallInConfig/list'),
  setAutoReceive: (storehouseIds: string[]) => api.post<unknown>('allocate/firstHandCallInConfig', { storehouseIds }, done),
  /** A goods style's SKUs (its matrix) and its goods stock in a storehouse (null: none there). */
  goodsSkus: (styleId: string) => api.get<GoodsSku[]>('fac/goods/getFacGoodsSku', { goodsId: styleId }),
  goodsStock: (storehouseId: string, styleId: string) =>
    api.post<GoodsInventoryRow | null>(
      'fac/inventoryItem/queryInventoryItemByStyleId',
      { storehouseId, styleId },
      { silent: true },
    ),
};

/** Goods styles of the factory, "款号 款名" (a goods transfer adds one matrix per style). */
export const goodsStyleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  { value: 'goodsId', label: (r) => `${r.styleNo} ${r.styleName}` },
);

/** Where a transfer may go: every storehouse of the company, with the factories it serves. */
export const receivingStorehouseLoader = pairLoader<{ value: string; label: string; factoryNames: string | null }>(
  'allocate/storehouses',
  { value: 'value', label: (r) => (r.factoryNames ? `${r.label}（${r.factoryNames}）` : r.label) },
  { method: 'GET' },
);
