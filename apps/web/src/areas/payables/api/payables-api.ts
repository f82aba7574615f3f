import type { NeedPayAdjustDetail, NeedPayCheckResult, NeedPayDetails, NeedPayLedger, NeedPayListResult } from '@gf/contracts';
import { api } from '../../../shared/api';

export const NEED_PAY_BILL_TYPE = 'NEED_PAY_ADJUST_ORDER';
const base = 'needPayNeedReceiveOrderApi';

export interface NeedPayQuery {
  pageNo: number;
  pageSize: number;
  ledger?: NeedPayLedger;
  partnerType?: string;
  partnerId?: string;
  itemNo?: string;
  dateStart?: string;
  dateEnd?: string;
  onlyOpen?: boolean;
  groupBy?: 'BILL' | 'PARTNER';
}

/** needPayNeedReceiveOrderApi calls (server area payables). */
export const payablesApi = {
  page: (q: NeedPayQuery) => api.post<NeedPayListResult>(`${base}/needPayNeedRecvList`, q),
  details: (id: string) => api.get<NeedPayDetails>(`${base}/needPayNeedRecvDetails`, { id }),
  adjustDetail: (orderNo: string) => api.get<NeedPayAdjustDetail>(`${base}/adjustDetail`, { orderNo }),
  check: (itemId: string, amount: string) => api.post<NeedPayCheckResult>(`${base}/checkAllowCommit`, { itemId, amount }),
  adjust: (input: { itemId: string; amount: string; reason: string; submit: boolean }) =>
    api.post<{ id: string; adjustNo: string; status: number }>(`${base}/editNeedPayAdjust`, input),
  offset: (input: { payableItemId: string; receivableItemId: string; amount: string; remark: string | null }) =>
    api.post<{ id: string; hedgingNo: string }>(`${base}/adjustneedPayBalance`, input),
  revokeOffset: (hedgingOrderId: string) => api.post<null>(`${base}/revokeNeedPayNeedReceiveOrderHedging`, { hedgingOrderId }),
};
