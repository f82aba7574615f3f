import type {
  FinanceAccountFlowRow,
  FinanceAccountOption,
  FinanceAccountRow,
  FinanceConfigureType,
  FinanceMemberChoices,
  FinanceMemberRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';

export interface FinanceMemberForm {
  id: string;
  facUnitList: string[];
  storeUnitList: string[];
  sysConfigCentre: boolean;
  sysFinanceCentre: boolean;
}

export interface FinanceAccountForm {
  remitMethodName: string;
  accountNo: string | null;
  bankName: string | null;
  openingBalance: string;
  remark: string | null;
}

/** 财务账户, 财务成员 and 财务设置 calls (server area finance-config). */
export const financeConfigApi = {
  options: () => api.post<FinanceAccountOption[]>('config/finance/account/queryList', {}),
  page: (q: { pageNo: number; pageSize: number; keyword?: string; includeDeleted?: boolean }) =>
    api.post<{ list: FinanceAccountRow[]; totalCount: number }>('config/finance/account/page', q),
  flow: (q: { id: string; pageNo: number; pageSize: number }) =>
    api.post<{ list: FinanceAccountFlowRow[]; totalCount: number; incomeTotal: string; expenseTotal: string }>(
      'config/finance/account/flow',
      q,
    ),
  add: (body: FinanceAccountForm) => api.post<{ id: string }>('config/finance/account/add', body),
  update: (id: string, body: FinanceAccountForm) => api.post<{ id: string }>('config/finance/account/update', { id, ...body }),
  remove: (id: string) => api.post<{ soft: boolean }>(`config/finance/account/delete?id=${id}`, {}),
  configure: () => api.get<{ financeConfigureTypes: FinanceConfigureType[] }>('finance/getConfigure'),
  businessTypes: () =>
    api.get<{ type: string; name: string; relationOrderTypes: { orderType: string; name: string }[] }[]>(
      'finance/getBusinessTypes',
    ),
  members: (q: { pageNo: number; pageSize: number; keyword?: string; isMember?: boolean }) =>
    api.post<{ list: FinanceMemberRow[]; totalCount: number }>('config/members/memberPage', q),
  memberChoices: () => api.post<FinanceMemberChoices>('config/members/unitRelateGroup', {}),
  updateMember: (body: FinanceMemberForm) => api.post<FinanceMemberRow>('config/members/menberUpdate', body),
  removeMember: (id: string) => api.post<{ id: string }>('config/members/menberDelete', { id }, { successToast: true }),
  changeConfigure: (body: { type: string; enabled: boolean; relationOrderTypes: string[] }) =>
    api.post<{ financeConfigureTypes: FinanceConfigureType[] }>('finance/changeConfigure', body),
};
