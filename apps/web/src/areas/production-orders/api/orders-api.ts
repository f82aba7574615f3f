import type {
  AdvanceOrderInput,
  CheckAttachmentResult,
  GoodsStyleDetail,
  OrderDetailAnswer,
  OrderFieldConfig,
  OrderFieldOption,
  OrderListPage,
  OrderListQuery,
  OrderSubmitConfigInput,
  PlaceOrderType,
  ProductionOrderInput,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select/search-select.logic';

/** The production order's bill type (engine calls uflo/FAC_PRD_ORDER/..., the desk, the history). */
export const ORDER_BILL_TYPE = 'FAC_PRD_ORDER';
/** The Excel calls' prefix: facPrdOrder/importTemplate, importExcel, importExcel/commit. */
export const ORDER_IMPORT_BASE = 'facPrdOrder';
export const ORDER_EXPORT_PATH = 'facPrdOrder/exportExcel';

type Saved = { id: string; orderNo: string };

/** uflo/fac-prd-order/batchReview: each order decided on its own. */
export interface BatchReviewAnswer {
  successNum: number;
  failNum: number;
  results: { billId: string; ok: boolean; status: number | null; msg: string | null }[];
}

export const ordersApi = {
  page: (input: OrderListQuery) => api.post<OrderListPage>('facPrdOrder/page', input),
  detail: (by: { id?: string | null; orderNo?: string | null }) =>
    api
      .post<OrderDetailAnswer>('facPrdOrder/facPrdOrderDetail', {
        ...(by.id ? { facPrdOrderId: by.id } : {}),
        ...(by.orderNo ? { orderNo: by.orderNo } : {}),
      })
      .then((a) => a.facPrdOrder),
  add: (input: ProductionOrderInput) => api.post<Saved>('facPrdOrder/add', input),
  update: (input: ProductionOrderInput & { facPrdOrderId: string; version?: number }) =>
    api.post<Saved>('facPrdOrder/updateFacPrdOrder', input),
  addAdvance: (input: AdvanceOrderInput) => api.post<Saved>('facPrdOrder/addAdvanceOrder', input),
  updateAdvance: (input: AdvanceOrderInput & { facPrdOrderId: string; version?: number }) =>
    api.post<Saved>('facPrdOrder/updateAdvanceOrder', input),
  /** The style's colours, sizes, 内长 and SKUs for the matrix (the goods call, read-only here). */
  style: (goodsId: string) => api.get<GoodsStyleDetail>('fac/goods/getFacGoodsStyle', { goodsId }),
  placeOrderTypes: (keyword?: string) =>
    api
      .get<{ commonGoodsAttrs: PlaceOrderType[] }>('common-goods-attr/placeOrderTypeList', keyword ? { keyword } : {}, {
        silent: true,
      })
      .then((a) => a.commonGoodsAttrs),
  addPlaceOrderType: (attrVal: string) => api.post<PlaceOrderType>('common-goods-attr/placeOrderType', { attrVal }),
  goodsInfoConfig: () => api.get<OrderFieldConfig>('facPrdOrder/getFieldConfig'),
  saveGoodsInfoConfig: (fieldIds: string[]) =>
    api.post<unknown>('facPrdOrder/updateFieldConfig', { fieldIds }, { successToast: true }),
  submitConfig: () => api.get<OrderFieldOption[]>('facPrdOrder/target/field/getConfig'),
  saveSubmitConfig: (configs: OrderSubmitConfigInput['configs']) =>
    api.post<unknown>('facPrdOrder/target/field/createConfig', { configs }, { successToast: true }),
  conversionConfig: () => api.get<OrderFieldOption[]>('facPrdOrder/getAttachmentFieldConfig'),
  saveConversionConfig: (fieldIds: string[]) =>
    api.post<unknown>('facPrdOrder/updateAttachmentFieldConfig', { fieldIds }, { successToast: true }),
  checkAttachment: (facPrdOrderId: string) => api.get<CheckAttachmentResult>('facPrdOrder/checkAttachment', { facPrdOrderId }),
  /** Several orders passed on the desk's engine at once (batchReview). */
  batchReview: (billIds: string[]) => api.post<BatchReviewAnswer>('uflo/fac-prd-order/batchReview', { billIds, result: true }),
};

/** 商品款号: "款号 名称" of the factory's styles (goods id as value). */
export const styleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  { value: 'goodsId', label: (r) => `${r.styleNo} ${r.styleName}` },
);
export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
export const placeOrderTypeLoader: OptionLoader = async (keyword) =>
  (await ordersApi.placeOrderTypes(keyword).catch(() => [])).map((t) => ({ value: t.attrId, label: t.attrVal }));
/** 单据号 (multi): order numbers matching what is typed. */
export const orderNoLoader = pairLoader<{ orderNo: string }>(
  'facPrdOrder/getSimpleList',
  { value: 'orderNo', label: 'orderNo' },
  { method: 'GET', keywordKey: 'like' },
);
