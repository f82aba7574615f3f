import type { BillEventRow, BillWorkflowState, ReviewConfigRow, ReviewTaskPage } from '@gf/contracts';
import { api } from '../../shared/api';

// The generic workflow calls (SPEC section 7 "Generic approval workflow"), one family per bill type.

export interface BillTypeCount {
  billType: string;
  billTypeName: string;
  taskCount: number;
}

export interface BillTypeName {
  billType: string;
  billTypeName: string;
}

export interface ReviewConfigAnswer {
  configs: ReviewConfigRow[];
  billTypes: BillTypeName[];
}

export interface ReviewConfigSave {
  billType: string;
  isUse: boolean;
  steps: { mode: 'ANY' | 'ALL'; userIds: string[]; roleIds: string[] }[];
  antiReviewer: string[];
  antiReviewerRoleIds: string[];
}

export interface HistoryQuery {
  pageNo: number;
  pageSize: number;
  queryColumn?: string;
  billTypes?: string[];
  operatorIds?: string[];
  operateTypes?: string[];
  dateStart?: string;
  dateEnd?: string;
}

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

const uflo = (billType: string, action: string) => `uflo/${encodeURIComponent(billType)}/${action}`;

export const billApi = {
  /** The bill's own status, actions and history; bill-report/detail is the approval history page's (its permission). */
  workflow: (billType: string, billId: string) => api.get<BillWorkflowState>(uflo(billType, 'state'), { id: billId }),
  submit: (billType: string, id: string) => api.post<unknown>(uflo(billType, 'submit'), { id }, { successToast: true }),
  review: (billType: string, input: { taskId: string; id: string; result: boolean; message?: string }) =>
    api.post<unknown>(uflo(billType, 'review'), input, { successToast: true }),
  applyAntiReview: (billType: string, id: string, message: string) =>
    api.post<unknown>(uflo(billType, 'apply-anti-review'), { id, message }, { successToast: true }),
  undoSubmit: (billType: string, id: string) => api.put<unknown>(uflo(billType, 'undo'), { id }, { successToast: true }),
  undoAntiReview: (billType: string, id: string) =>
    api.put<unknown>(uflo(billType, 'undo-status'), { id }, { successToast: true }),
  void: (billType: string, id: string) => api.post<unknown>(uflo(billType, 'void'), { id }, { successToast: true }),
  tasks: (billType: string, input: { pageNo: number; pageSize: number; keyWord?: string }) =>
    api.post<ReviewTaskPage>(uflo(billType, 'task'), input),
  deskBillTypes: () => api.get<BillTypeCount[]>('bill-review/bill-type'),
  reviewConfig: () => api.get<ReviewConfigAnswer>('bill-review-config'),
  saveReviewConfig: (input: ReviewConfigSave) => api.post<unknown>('bill-review-config/updateOneConfig', input),
  history: (input: HistoryQuery) => api.put<PageAnswer<BillEventRow>>('bill-report/list', input),
  historyBillTypes: () => api.get<BillTypeName[]>('bill-report/billTypes'),
};
