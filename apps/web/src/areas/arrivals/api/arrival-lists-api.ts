import type { ArrivalLineListRow, ArrivalListRow, ArrivalListSummary, BillLabel, UnitTotal } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select';

export interface ListAnswer<R, S> {
  list: R[];
  totalCount: number;
  summary: S;
}

/** The arrival list's calls: the 单据 and 明细 views, 批量标完成 / 批量撤销完成 and an arrival's labels. */
export const arrivalListsApi = {
  bills: (body: Record<string, unknown>) => api.post<ListAnswer<ArrivalListRow, ArrivalListSummary>>('arrive/arriveList', body),
  lines: (body: Record<string, unknown>) =>
    api.post<ListAnswer<ArrivalLineListRow, { arrived: UnitTotal[] }>>('arrive/arriveLineList', body),
  complete: (arriveLineIds: string[], complete: boolean, belongModule: 0 | 1) =>
    api.put<{ changed: number; complete: boolean }>('arrive/batch-arrive-complete', { arriveLineIds, complete, belongModule }),
  labels: (arriveId: string) => api.get<{ id: string; labels: BillLabel[] }>('arrive/billLabels', { arriveId }, { silent: true }),
  setLabels: (arriveId: string, labelIds: string[]) =>
    api.post<{ id: string; labels: BillLabel[] }>('arrive/billLabels', { arriveId, labelIds }, { successToast: true }),
};

/** 到料单号 (multi): the module's arrival numbers matching what is typed. */
export const arrivalNoLoader = (belongModule: 0 | 1) =>
  pairLoader<{ orderNo: string }>(
    'arrive/arriveList',
    { value: 'orderNo', label: 'orderNo' },
    { keywordKey: 'searchColumn', extra: { pageNo: 1, pageSize: 30, belongModule } },
  );
