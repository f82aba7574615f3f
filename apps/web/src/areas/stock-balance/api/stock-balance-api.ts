import type { BalanceDetail, BalanceRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

const b = (call: string) => `materials/balance/${call}`;
const done = { successToast: true } as const;

/** materials/balance/* (server area stock-balance). */
export const balanceApi = {
  page: (input: Record<string, unknown>) => api.post<{ list: BalanceRow[]; totalCount: number }>(b('page'), input),
  detail: (input: { id: string; orderId?: string; supplierId?: string }) => api.post<BalanceDetail>(b('detail'), input),
  add: (body: { storehouseId?: string; periodStart: string; periodEnd: string; remark?: string | null }) =>
    api.post<{ id: string }>(b('addBalance'), body, done),
  cancel: (id: string) => api.post<null>(b('cancel'), { id }, done),
};

/** The storehouses a period can be closed for (those linked to the factory). */
export const balanceStorehouseLoader = pairLoader<{ value: string; label: string }>(
  b('getBalanceStorehouseFilter'),
  { value: 'value', label: 'label' },
  { method: 'GET' },
);

/** The orders / suppliers a period's lines name, 20 at a time by keyword. */
export const balanceFilterLoader = (which: 'Order' | 'Supplier', balanceId: string) =>
  pairLoader<{ value: string; label: string }>(
    b(`getBalance${which}Filter`),
    { value: 'value', label: 'label' },
    { method: 'GET', extra: { balanceId, pageNo: 1, pageSize: 20 } },
  );
