import type {
  OpenOrderView,
  PartnerType,
  PaymentDetail,
  PaymentKind,
  PaymentListInput,
  PaymentRow,
  PrepayListInput,
  PrepayRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

export type PaymentListQuery = Partial<PaymentListInput> & { pageNo: number; pageSize: number };
export type PrepayListQuery = Partial<PrepayListInput> & { pageNo: number; pageSize: number };
export type PrepayFamily = 'prepay' | 'prepayTransfer';

interface Lines {
  partnerType: PartnerType;
  partnerId: string;
  remark: string | null;
  extOrders: { orderType: string; orderId: string; amount: string }[];
  financeInvoices: string[];
  submit: boolean;
}
export interface PaymentSave extends Lines {
  id?: string;
  kind: PaymentKind;
  accountId: string | null;
  payAmount: string;
  prepayAmount: string;
  payDate?: string;
  applyId: string | null;
}
export interface ApplySave extends Lines {
  id?: string;
  applyAmount: string;
}
export interface PrepaySave {
  id?: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  accountId: string;
  amount: string;
  remark: string | null;
  submit: boolean;
}
export interface TransferSave {
  id?: string;
  kind: PaymentKind;
  fromPartnerType: PartnerType;
  fromPartnerId: string;
  toPartnerType: PartnerType;
  toPartnerId: string;
  amount: string;
  remark: string | null;
  submit: boolean;
}
type Saved = { id: string; payNo?: string; orderNo?: string; status: number };

/** What a partner is called by each partner type, and where its select searches (on the server). */
export const partnerLoaders: Record<PartnerType, OptionLoader> = {
  SUPPLIER: pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' }),
  OUTSIDE_FACTORY: pairLoader<{ id: string; name: string }>('outside/factory/list', { value: 'id', label: 'name' }),
  CUSTOMER: pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' }),
};
/** Paying a supplier or processing factory settles what we owe; a customer pays us (a collection). */
export const kindOf = (type: PartnerType): PaymentKind => (type === 'CUSTOMER' ? 'COLLECT' : 'PAY');

export const accountLoader = pairLoader<{ id: string; name: string }>('config/finance/account/queryList', {
  value: 'id',
  label: 'name',
});
export const invoiceLoader = (partnerId: string | null) =>
  pairLoader<{ id: string; invoiceNo: string; priceTotal?: string }>(
    'finance/invoice/list',
    { value: 'id', label: (r) => [r.invoiceNo, r.priceTotal].filter(Boolean).join(' ') },
    { extra: { pageNo: 1, pageSize: 25, partnerId: partnerId ?? undefined } },
  );

/** 付款单 / 付款申请单 / 预付款 / 预付款转移 calls (server area payments). */
export const paymentsApi = {
  page: (q: PaymentListQuery) =>
    api.post<{ list: PaymentRow[]; totalCount: number; totals: { amount: string; prepayAmount: string; allocated: string } }>(
      'finance/payment/list',
      q,
    ),
  detail: (type: 0 | 1, id: string) => api.get<PaymentDetail>('finance/payment/detail', { type: String(type), id }),
  /** The desk opens a bill by its number: found through the list's number filter (numbering rules vary by factory). */
  findByNo: async (type: 0 | 1, orderNo: string): Promise<{ type: 0 | 1; id: string } | null> => {
    const page = await api.post<{ list: PaymentRow[] }>('finance/payment/list', { type, orderNo, pageNo: 1, pageSize: 5 });
    const hit = page.list.find((r) => r.orderNo === orderNo);
    return hit ? { type, id: hit.id } : null;
  },
  openOrders: (kind: PaymentKind, partnerType: string, partnerId: string) =>
    api.get<{ list: OpenOrderView[]; totalOpen: string; aheadBalance: string }>('finance/payment/openOrders', {
      kind,
      partnerType,
      partnerId,
    }),
  prepayBalance: (kind: PaymentKind, partnerType: string, partnerId: string) =>
    api.get<{ balance: string }>('finance/payment/getAvailablePrepayBalance', { kind, partnerType, partnerId }),
  save: (input: PaymentSave) => api.post<Saved>(`finance/payment/${input.id ? 'updatePayment' : 'addPayment'}`, input),
  saveApply: (input: ApplySave) =>
    api.post<Saved>(`finance/payment/${input.id ? 'updatePaymentApply' : 'addPaymentApply'}`, input),
  antiReview: (type: 0 | 1, id: string, message: string) =>
    api.put<{ status: number }>('finance/payment/antiReview', { type, id, message }),
  /** The invoices a bill names (their number and amount), read one by one: a bill names few. */
  invoices: (ids: string[]) =>
    Promise.all(
      ids.map((id) =>
        api.get<{ id: string; invoiceNo: string; priceTotal: string }>('finance/invoice/detail', { id }, { silent: true }),
      ),
    ),
  prepays: (family: PrepayFamily, q: PrepayListQuery) =>
    api.post<{ list: PrepayRow[]; totalCount: number; totals: { amount: string } }>(`finance/${family}/list`, q),
  prepayDetail: (family: PrepayFamily, id: string) => api.get<PrepayRow>(`finance/${family}/detail`, { id }),
  savePrepay: (input: PrepaySave) => api.post<Saved>(`finance/prepay/${input.id ? 'updatePrepay' : 'addPrepay'}`, input),
  saveTransfer: (input: TransferSave) =>
    api.post<Saved>(`finance/prepayTransfer/${input.id ? 'updatePrepayTransfer' : 'addPrepayTransfer'}`, input),
};
