import type { BillLabel, PurchaseLineListRow, PurchaseListRow, PurchaseListSummary } from '@gf/contracts';
import { api } from '../../../shared/api';

export interface ListAnswer<R, S> {
  list: R[];
  totalCount: number;
  summary: S;
}

/** The purchase list's calls: the 单据 and 明细 views, 批量标完成 / 批量撤销完成 and a bill's labels. */
export const purchaseListsApi = {
  bills: (body: Record<string, unknown>) =>
    api.post<ListAnswer<PurchaseListRow, PurchaseListSummary>>('purchase/purchaseList', body),
  lines: (body: Record<string, unknown>) =>
    api.post<ListAnswer<PurchaseLineListRow, Omit<PurchaseListSummary, 'amount'>>>('purchase/purchaseLineList', body),
  complete: (purchaseLineIds: string[], complete: boolean) =>
    api.put<{ changed: number; complete: boolean }>('purchase/batch-arrive-complete', { purchaseLineIds, complete }),
  labels: (billMaterialPurchaseId: string) =>
    api.get<{ id: string; labels: BillLabel[] }>('purchase/billLabels', { billMaterialPurchaseId }, { silent: true }),
  setLabels: (billMaterialPurchaseId: string, labelIds: string[]) =>
    api.post<{ id: string; labels: BillLabel[] }>(
      'purchase/billLabels',
      { billMaterialPurchaseId, labelIds },
      { successToast: true },
    ),
};
