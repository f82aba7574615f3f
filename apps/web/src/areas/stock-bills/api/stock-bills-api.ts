import type {
  StockBillDetail,
  StockBillInput,
  StockBillRow,
  StockBillType,
  StockInformDetail,
  StockInformRow,
  UnitTotal,
} from '@gf/contracts';
import { api, download } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

/** Stock bills live under /v1/stock/change (no /api), notices under /v1/api/bill/stock/change, as the reference has it. */
const base = '/v1';

export interface StockBillPage {
  list: StockBillRow[];
  totalCount: number;
  sumQuantity: string;
  sumAmount: string;
  unitTotals: UnitTotal[];
}

export interface BatchReviewAnswer {
  successNum: number;
  failNum: number;
  results: { billId: string; ok: boolean; msg: string | null }[];
}

export const stockBillsApi = {
  list: (input: Record<string, unknown>) => api.post<StockBillPage>('stock/change/billList', input, { base }),
  detail: (by: { id?: string; orderNo?: string }) => api.get<StockBillDetail>('stock/change/detail', by, { base }),
  create: (input: StockBillInput) =>
    api.post<{ id: string; billNo: string }>('stock/change/createStockBill', input, { base, successToast: true }),
  update: (input: StockBillInput & { id: string }) =>
    api.post<{ id: string; billNo: string }>('stock/change/updateStockBill', input, { base, successToast: true }),
  revoke: (id: string, cancelRemark: string) =>
    api.post<unknown>('stock/change/undo', { id, cancelRemark }, { base, successToast: true }),
  countPrint: (id: string) => api.get<{ printCount: number }>('stock/change/updatePrintCount', { id }, { base }),
  batchReview: (billIds: string[], result: boolean, message?: string) =>
    api.post<BatchReviewAnswer>('stock/change/batchReview', { billIds, result, message }, { base }),
  hasReviewConfig: (operateType: StockBillType) =>
    api.get<boolean | Record<string, boolean>>('stock/change/hasReviewConfig', { operateType }, { base, silent: true }),
  exportFile: (body: unknown) => download('stock/change/exportExcel', { method: 'POST', body, base }),
  informs: (input: Record<string, unknown>) =>
    api.post<{ list: StockInformRow[]; totalCount: number }>('bill/stock/change/inform/list', input),
  inform: (id: string) => api.get<StockInformDetail>('bill/stock/change/inform/detail', { id }),
  informCount: (storehouseId?: string) =>
    api.get<number>('bill/stock/change/count', storehouseId ? { storehouseId } : undefined, { silent: true }),
  confirmInform: (id: string, lines: { lineId: string; received: string }[]) =>
    api.post<unknown>('bill/stock/change/create', { id, lines }, { successToast: true }),
  changeReceived: (id: string, lines: { lineId: string; received: string }[]) =>
    api.post<unknown>('bill/stock/change/updateReceived', { id, lines }, { successToast: true }),
  closeInform: (id: string) => api.post<unknown>('bill/stock/change/close', { id }, { successToast: true }),
};

/** Goods styles of the factory (款号 名称), for adding goods to a bill. */
export const styleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  { value: 'goodsId', label: (r) => `${r.styleNo} ${r.styleName}` },
);
export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });
export const orderLoader = pairLoader<{ id: string; orderNo: string }>(
  'facPrdOrder/getSimpleList',
  { value: 'id', label: 'orderNo' },
  { method: 'GET', keywordKey: 'like' },
);
