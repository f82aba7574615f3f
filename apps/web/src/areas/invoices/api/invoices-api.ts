import type { InvoiceRow, InvoiceView, UninvoicedRow } from '@gf/contracts';
import { api } from '../../../shared/api';

export type InvoiceKind = 'RECEIVED' | 'ISSUED';

export interface InvoiceSave {
  kind: InvoiceKind;
  invoiceNo: string;
  invoiceType: 'NORMAL' | 'SPECIAL';
  partnerType: 'SUPPLIER' | null;
  partnerId: string | null;
  remark: string | null;
  financeInvoiceDetails: {
    billType: string;
    billId: string;
    excludingTaxPrice: string;
    taxAmount: string;
    includingTaxPrice: string;
  }[];
}

/** 发票 calls (server area invoices): documents only, no money posted. */
export const invoicesApi = {
  list: (q: { pageNo: number; pageSize: number; kind?: InvoiceKind; keyword?: string; status?: number }) =>
    api.post<{ list: InvoiceRow[]; totalCount: number; excludingTaxTotal: string; taxTotal: string; priceTotal: string }>(
      'finance/invoice/list',
      q,
    ),
  detail: (id: string) => api.get<InvoiceView>('finance/invoice/detail', { id }),
  add: (body: InvoiceSave) => api.post<{ id: string }>('finance/invoice/add', body),
  undo: (id: string) => api.put<{ status: number }>(`finance/invoice/undo?id=${id}`, {}),
  uninvoiced: (q: { pageNo: number; pageSize: number; kind: InvoiceKind; keyword?: string; partnerId?: string }) =>
    api.post<{ list: UninvoicedRow[]; totalCount: number; amountTotal: string; invoicedTotal: string; uninvoicedTotal: string }>(
      'finance/invoice/unInvoice/facPrdOrder',
      q,
    ),
  markDone: (billType: string, billId: string, isDone: boolean) =>
    api.get<unknown>(
      'finance/invoice/updateOrderStatus',
      { billType, billId, isDone: String(isDone) },
      { successToast: '操作成功' },
    ),
  suppliers: (keyword: string) =>
    api.post<{ list: { id: string; name: string }[] }>('supplier/list', { pageNo: 1, pageSize: 25, name: keyword || undefined }),
};
