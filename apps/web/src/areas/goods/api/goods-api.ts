import type {
  BarcodeRow,
  GoodsChangeRecord,
  GoodsCustomFieldColumn,
  GoodsPartRow,
  GoodsStyleDetail,
  GoodsStyleExtras,
  GoodsStyleRow,
  SizeCategoryRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface GoodsStyleForm extends Partial<GoodsStyleExtras> {
  styleNo?: string | null;
  styleName: string;
  customerId?: string | null;
  sizeCategoryId: string;
  categoryId?: string | null;
  colorIds: string[];
  sizeIds: string[];
  standardIds: string[];
  pictureIds: string[];
  mainPictureId?: string | null;
  remark?: string | null;
  customFields?: Record<string, unknown>;
}

export const goodsApi = {
  page: (input: Record<string, unknown>) =>
    api.post<PageAnswer<GoodsStyleRow> & { customFieldColumns?: GoodsCustomFieldColumn[] }>(
      'fac/goods/selectFacGoodsStyle',
      input,
    ),
  detail: (goodsId: string) => api.get<GoodsStyleDetail>('fac/goods/getFacGoodsStyle', { goodsId }),
  add: (input: GoodsStyleForm) => api.post<{ goodsId: string; styleNo: string }>('fac/goods/addFacGoodsStyle', input),
  update: (input: GoodsStyleForm & { goodsId: string; version: number }) =>
    api.post<{ goodsId: string; styleNo: string }>('fac/goods/updateFacGoodsStyle', input),
  remove: (goodsId: string) => api.post<null>('fac/goods/deleteFacGoods', { goodsId }),
  batchStopUse: (ids: string[], isStopped: boolean) => api.post<{ count: number }>('fac/goods/batchStopUse', { ids, isStopped }),
  checkStyleNo: (styleNo: string, goodsId?: string) =>
    api.get<{ exists: boolean }>('fac/goods/checkFacGoodsStyle', { styleNo, goodsId }, { silent: true }),
  changeRecords: (goodsId: string, pageNo: number, pageSize: number) =>
    api.post<PageAnswer<GoodsChangeRecord>>('fac/goods/changeRecords', { goodsId, pageNo, pageSize }),
  parts: (styleId: string) => api.get<GoodsPartRow[]>('common-goods-style/part', { styleId }),
  addPart: (styleId: string, name: string) => api.post<{ id: string }>('common-goods-style/part', { styleId, name }),
  renamePart: (id: string, name: string) => api.put<{ id: string }>('common-goods-style/part', { id, name }),
  removePart: (id: string) => api.delete<null>(`common-goods-style/part/${id}`),
  sortParts: (styleId: string, ids: string[]) => api.put<GoodsPartRow[]>('common-goods-style/part/sort', { styleId, ids }),
  barcodes: (styleId: string) => api.post<PageAnswer<BarcodeRow>>('gbcode/list', { styleId, pageSize: 500 }),
  barcodePage: (input: Record<string, unknown>) => api.post<PageAnswer<BarcodeRow>>('gbcode/list', input),
  updateBarcode: (input: { id: string; barcode: string; gbcode: string | null }) =>
    api.put<{ id: string }>('gbcode/update', input),
  assignBarcode: (id: string, skuId: string | null) => api.post<{ id: string }>('gbcode/assign', { id, skuId }),
  deleteBarcodes: (ids: string[]) => api.post<{ count: number }>('gbcode/delete', { ids }),
  generateBarcodes: (styleIds?: string[]) =>
    api.post<{ successNum: number; failNum: number; hasMore: boolean }>(
      'fac/barcode/generatorSkuBarcodes',
      styleIds?.length ? { styleIds } : {},
    ),
  barcodeExists: (barcode: string, barcodeId?: string) =>
    api.get<{ exists: boolean }>('fac/barcode/isExist', { barcode, barcodeId }, { silent: true }),
  skus: (goodsId: string) => api.get<GoodsStyleDetail['skuList']>('fac/goods/getFacGoodsSku', { goodsId }),
  sizeCategories: () => api.post<SizeCategoryRow[]>('goodsAttrSizeCategory/config/list', {}),
};

export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });
const attrLoader = (type: string) =>
  pairLoader<{ id: string; name: string }>(
    'fac/common/settings/skuAttrOptions',
    { value: 'id', label: 'name' },
    {
      method: 'GET',
      extra: { type },
    },
  );
export const colorLoader = attrLoader('COLOR');
export const standardLoader = attrLoader('STANDARD');
export const styleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  { value: 'goodsId', label: (r) => `${r.styleNo} ${r.styleName}` },
);
export const sizeLoader = attrLoader('SIZE');
