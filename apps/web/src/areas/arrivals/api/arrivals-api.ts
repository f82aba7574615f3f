import type { PurchaseLineRow } from '@gf/contracts';
import type {
  ArrivalDetail,
  ArrivalInput,
  ArrivalOrderLineRow,
  OrderLinesInput,
  ArrivalRow,
  ArrivalUpdateInput,
  MaterialListRow,
  NoticeDetail,
  NoticeInput,
  NoticeRow,
  PartnerAmountRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

/** Arrival input as the form sends it (zod defaults applied on the server). */
export type ArrivalSave = Omit<ArrivalInput, 'materialsSkus'> & {
  materialsSkus: Partial<ArrivalInput['materialsSkus'][number]>[];
};

export const arrivalsApi = {
  list: (input: Record<string, unknown>) => api.post<PageAnswer<ArrivalRow>>('arrive/arriveList', input),
  detail: (id: string) => api.get<ArrivalDetail>(`arrive/detail/${encodeURIComponent(id)}`),
  detailByNo: (orderNo: string) => api.get<ArrivalDetail>('arrive/detail', { orderNo }),
  add: (input: ArrivalSave) => api.post<{ id: string; orderNo: string }>('arrive/add', input, { successToast: true }),
  update: (input: ArrivalSave & Pick<ArrivalUpdateInput, 'arriveId'>) =>
    api.post<ArrivalDetail>('arrive/update', input, { successToast: true }),
  submit: (billType: string, id: string) =>
    api.post<{ status: number }>(`uflo/${billType}/submit`, { id }, { successToast: true }),
  signAll: (arriveId: string, signStatus: 0 | 1) =>
    api.post<{ updated: number }>('arrive/changeAllSignStatus', { arriveId, signStatus }, { successToast: true }),
  signOne: (lineId: string, signStatus: 0 | 1) =>
    api.post<{ updated: number }>('arrive/changeSingleSignStatus', { lineId, signStatus }, { successToast: true }),
  amounts: (billType: string, billId: string) =>
    api.get<PageAnswer<PartnerAmountRow>>('partner-amount/bySource', { billType, billId }),
  purchaseLines: (supplierId: string, belongModule: 0 | 1) =>
    api.post<OpenPurchaseLine[]>('arrive/purchaseLines', { supplierId, belongModule }),
  /** The open lines (采购未到 > 0) of one purchase bill: /materialAdd?purchaseBillId= (开到料单 from purchasing). */
  purchaseLinesOfBill: (purchaseBillId: string, belongModule: 0 | 1) =>
    api.post<OpenPurchaseLine[]>('arrive/purchaseLines', { purchaseBillIds: [purchaseBillId], belongModule }),
  /** The purchase bill's head (supplier, 到料仓库) for that entry; silent: without the purchase permission the lines still come. */
  purchaseHead: (purchaseBillId: string) =>
    api.get<{ supplierId: string; supplierName: string; arriveStorehouseId: string | null; arriveStorehouseName: string | null }>(
      'purchase/purchaseDetail',
      { billMaterialPurchaseId: purchaseBillId },
      { silent: true },
    ),
  /** Open purchase lines per production-order split (按生产单添加, 按单到料). */
  orderLines: (input: Partial<OrderLinesInput>) => api.post<ArrivalOrderLineRow[]>('arrive/orderLines', input),
  notices: (input: Record<string, unknown>) => api.post<PageAnswer<NoticeRow>>('receiveInform/page', input),
  notice: (by: { id?: string; orderNo?: string }) => api.get<NoticeDetail>('receiveInform/detail', by),
  addNotice: (input: NoticeInput) =>
    api.post<{ id: string; orderNo: string }>('receiveInform/add', input, { successToast: true }),
};

/** An open purchase line as arrive/purchaseLines answers it (purchasing's line row with its bill). */
export type OpenPurchaseLine = Omit<PurchaseLineRow, 'demands'> & {
  purchaseBillId: string;
  purchaseBillNo: string;
  supplierId: string;
};

export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>('outside/factory/list', {
  value: 'id',
  label: 'name',
});

/** One option per material SKU, carrying the row (units, rate) for the new line. */
export const skuText = (r: Pick<MaterialListRow, 'commonMaterialsNo' | 'name' | 'colorName' | 'specNoName'>) =>
  [r.commonMaterialsNo, r.name, r.colorName, r.specNoName].filter(Boolean).join(' ');
export const fetchSkus = (keyword: string, sampleOnly: boolean) =>
  api.post<PageAnswer<MaterialListRow>>(
    'fac/materials/listMaterials',
    { pageNum: 1, pageSize: 30, keyword: keyword || undefined, ...(sampleOnly ? { sampleMaterial: true } : {}) },
    { silent: true },
  );

/** "100.0000" → "100", "1.5000" → "1.5": numeric columns answer their full scale; quantities read better trimmed. */
export const trimZeros = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
