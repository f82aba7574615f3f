import type { FeeLabel, FeeRow, FeeView } from '@gf/contracts';
import { api } from '../../../shared/api';

export interface FeeListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  status?: number[];
  handleType?: number;
  sysLabelId?: string;
  startDate?: string;
  endDate?: string;
}

export interface FeeSave {
  id?: string;
  handleType: number;
  supplierType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
  supplierId: string | null;
  accountId: string | null;
  preparedDate: string | null;
  remark: string | null;
  details: { sysLabelId: string; feePrice: string; remark: string | null }[];
}

/** 费用单 and 费用标签 calls (server area fees); submit and review are the engine's uflo/FEE calls. */
export const feesApi = {
  list: (q: FeeListQuery) => api.post<{ list: FeeRow[]; totalCount: number; feePriceTotal: string }>('finance/billfee/list', q),
  detail: (orderNo: string) => api.get<FeeView>('finance/billfee/detail', { orderNo }),
  save: (body: FeeSave) => api.post<{ id: string; feeNo: string }>('finance/billfee/addAndUpdate', body),
  labels: () => api.get<FeeLabel[]>('finance/billfee/getSysLabelList'),
  createLabel: (name: string) => api.post<FeeLabel>('finance/attr/create', { name }),
  accounts: () => api.post<{ id: string; name: string }[]>('config/finance/account/queryList', {}),
  suppliers: (keyword: string) =>
    api.post<{ list: { id: string; name: string }[] }>('supplier/list', { pageNo: 1, pageSize: 25, name: keyword || undefined }),
};
