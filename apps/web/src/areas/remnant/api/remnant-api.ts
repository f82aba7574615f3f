import type {
  RemnantAddInput,
  RemnantDetail,
  RemnantFactoryReceiptRow,
  RemnantFactoryReceiptsInput,
  RemnantRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';

export const REMNANT_BILL_TYPE = 'MATERIALS_REMAIND';
/** Leftover-material bills live under /v1/bill/remaind (no /api), as the reference has it. */
const base = '/v1';

type AddBody = Omit<RemnantAddInput, 'skus'> & {
  skus: { id?: string; materialsSkuId: string; quantity: string; orderNo: string | null }[];
};

export const remnantApi = {
  query: (input: Record<string, unknown>) =>
    api.post<{ list: RemnantRow[]; totalCount: number }>('bill/remaind/query', input, { base }),
  detail: (id: string) => api.get<RemnantDetail>('bill/remaind/detail', { id }, { base }),
  add: (input: AddBody) => api.post<{ id: string; orderNo: string }>('bill/remaind/add', input, { base, successToast: true }),
  update: (input: AddBody & { id: string }) =>
    api.post<{ id: string; orderNo: string }>('bill/remaind/update', input, { base, successToast: true }),
  /** 撤销: pending → draft; reviewed → un-review (or its application under review); anti-review pending → reviewed. */
  undo: (id: string) => api.get<{ status: number }>('bill/remaind/undo', { id }, { base, successToast: true }),
  examine: (id: string) => api.post<{ status: number }>('bill/remaind/examine', { id }, { base, successToast: true }),
  /** 已送料 / 已余料入库 per SKU of a processing factory (the form's warning). */
  factoryReceipts: (input: RemnantFactoryReceiptsInput) =>
    api.post<RemnantFactoryReceiptRow[]>('bill/remaind/factoryReceipts', input, { base, silent: true }),
  queryRepeat: (orderNo: string, id?: string) =>
    api.get<{ exists: boolean }>('bill/remaind/queryRepeat', { orderNo, ...(id ? { id } : {}) }, { base, silent: true }),
};
