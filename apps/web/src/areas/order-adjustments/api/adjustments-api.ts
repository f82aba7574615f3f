import type {
  AdjustGoodsInput,
  AdjustOrderListQuery,
  AdjustOrderListRow,
  AdjustOrderView,
  OrderAdjustInput,
  OrderAdjustUpdate,
  PriceAdjustListQuery,
  PriceAdjustListRow,
  PriceAdjustSaveInput,
  PriceAdjustView,
} from '@gf/contracts';
import { api } from '../../../shared/api';

export const ADJUST_BILL_TYPE = 'FAC_PRD_ORDER_ADJUST';
export const PRICE_BILL_TYPE = 'PRICE_ADJUSTMENT_ORDER';

type Saved = { id: string; orderNo: string };
type Page<R> = { list: R[]; totalCount: number };

/** 订单调整单 calls (server area order-adjustments). */
export const adjustApi = {
  detail: (by: { id?: string | null; orderNo?: string | null }) =>
    api.get<AdjustOrderView>(
      'facPrdOrder/adjustPrdOrderDetail',
      by.id ? { adjustOrderId: by.id } : { orderNo: by.orderNo ?? '' },
    ),
  source: (facPrdOrderId: string) => api.post<AdjustOrderView>('facPrdOrder/adjustOrderSource', { facPrdOrderId }),
  preview: (facPrdOrderId: string, facPrdOrderGoodsList: AdjustGoodsInput[]) =>
    api.post<AdjustOrderView>('facPrdOrder/adjustOrderMaterials', { facPrdOrderId, facPrdOrderGoodsList }),
  add: (input: OrderAdjustInput) => api.post<Saved>('facPrdOrder/addAdjustPrdOrder', input),
  update: (input: OrderAdjustUpdate) => api.post<Saved>('facPrdOrder/updateAdjustOrder', input),
  page: (input: AdjustOrderListQuery) => api.post<Page<AdjustOrderListRow>>('facPrdOrder/adjustOrderPage', input),
};

/** 订单调价单 calls. */
export const priceApi = {
  detail: (by: { id?: string | null; orderNo?: string | null }) =>
    api.get<PriceAdjustView>('priceAdjustmentOrder/getById', by.id ? { id: by.id } : { orderNo: by.orderNo ?? '' }),
  byOrder: (facPrdOrderId: string) =>
    api.get<{ source: PriceAdjustView; list: PriceAdjustView[] }>('priceAdjustmentOrder/byFacPrdOrderId', { facPrdOrderId }),
  save: (input: PriceAdjustSaveInput) => api.post<Saved>('priceAdjustmentOrder/save', input),
  remove: (id: string) => api.post<null>('priceAdjustmentOrder/delete', { id }),
  page: (input: PriceAdjustListQuery) => api.post<Page<PriceAdjustListRow>>('priceAdjustmentOrder/page', input),
};
