import type {
  CreateFinancePeriodInput,
  FinancePeriodDetail,
  FinancePeriodDetailInput,
  FinancePeriodList,
  FinancePeriodListInput,
} from '@gf/contracts';
import { api } from '../../../shared/api';

/** 财务结账 calls (server area finance-periods). */
export const financePeriodsApi = {
  list: (q: FinancePeriodListInput) => api.post<FinancePeriodList>('balance/listBalance', q),
  close: (body: CreateFinancePeriodInput) => api.post<{ id: string }>('balance/createBalance', body, { successToast: true }),
  detail: (q: FinancePeriodDetailInput) => api.post<FinancePeriodDetail>('balance/detail', q),
  undo: (id: string) => api.put<null>('balance/undo', { id }, { successToast: true }),
};
