import {
  MATERIALS_RETURN,
  type MaterialListRow,
  type PartnerAmountRow,
  type RefundDetail,
  type RefundInput,
  type RefundRow,
  type ReturnableArrivalLine,
  type ReturnDetail,
  type ReturnInput,
  type ReturnRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export { MATERIALS_RETURN };
export const RETURN_LIST_KEY = 'material-returns';
export const REFUND_LIST_KEY = 'return-refunds';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface ReturnOption {
  billReturnId: string;
  billReturnNo: string;
  dateReturn: string;
  amount: string;
  collected: string;
  balance: string;
}

/** Calls of the returns area (server areas/returns, README there). */
export const returnsApi = {
  page: (body: Record<string, unknown>) => api.post<PageAnswer<ReturnRow>>('return/page', body),
  detail: (id: string) => api.get<ReturnDetail>(`return/detail/${encodeURIComponent(id)}`),
  add: (body: ReturnInput) => api.post<{ id: string; orderNo: string }>('return/add', body),
  update: (body: ReturnInput & { id: string; version?: number }) =>
    api.post<{ id: string; orderNo: string }>('return/update', body),
  examine: (id: string) => api.post<{ status: number }>('return/examine', { id }),
  arriveLines: (supplierId: string, keyword?: string) =>
    api.post<{ list: ReturnableArrivalLine[]; totalCount: number; available: boolean }>('return/arriveLines', {
      supplierId,
      keyword: keyword || undefined,
    }),
  collect: (body: {
    billReturnId: string;
    dateCollect: string;
    collectTotal: string;
    salesmanId: string;
    remark?: string | null;
  }) => api.post<{ id: string; orderNo: string }>('return/collect', body, { successToast: true }),
  options: (supplierId: string) => api.post<ReturnOption[]>('return', { supplierId, reviewedOnly: true }),
  amounts: (billId: string) =>
    api.get<{ list: PartnerAmountRow[]; totalCount: number }>('partner-amount/bySource', { billType: MATERIALS_RETURN, billId }),
  skus: (keyword: string, pageNo: number) =>
    api.post<PageAnswer<MaterialListRow>>('fac/materials/skulist', {
      keyword: keyword || undefined,
      pageNo,
      pageSize: 10,
      reviewedOnly: false,
    }),
};

export const refundsApi = {
  list: (body: Record<string, unknown>) => api.post<PageAnswer<RefundRow>>('refund/list', body),
  detail: (id: string) => api.get<RefundDetail>(`refund/detail/${encodeURIComponent(id)}`),
  add: (body: RefundInput) => api.post<{ id: string; orderNo: string }>('refund/add', body, { successToast: true }),
  update: (body: RefundInput & { id: string; version?: number }) =>
    api.post<{ id: string; orderNo: string }>('refund/update', body, { successToast: true }),
  undo: (id: string) => api.get<null>(`refund/undo/${encodeURIComponent(id)}`, undefined, { successToast: true }),
};

export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
