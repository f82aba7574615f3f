import type { BillLabel } from '@gf/contracts';
import { api } from '../api';
import { pairLoader } from '../search-select';

/** The factory's labels of one bill type (本厂设置 ▸ 标签管理), in their order. */
export const billLabelsApi = {
  list: (billType: string) => api.get<BillLabel[]>('sysLabel/list', { billType }),
  add: (billType: string, name: string) => api.post<BillLabel>('sysLabel/add', { billType, name }, { successToast: true }),
};

/** 标签筛选: the labels of a bill type as options. */
export const billLabelLoader = (billType: string) =>
  pairLoader<{ id: string; name: string }>('sysLabel/list', { value: 'id', label: 'name' }, { extra: { billType } });
