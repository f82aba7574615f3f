import type {
  ArrivalDetail,
  MaterialListRow,
  PurchaseBillDetail,
  PurchaseBillRow,
  PurchaseConfig,
  PurchaseDemandMaterialRow,
  PurchaseDemandRow,
  PurchaseLineInput,
  PurchasePickUpResult,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface DemandQuery {
  pageNo: number;
  pageSize: number;
  queryColumn?: string;
  includeCompleted?: boolean;
  purchaseState?: 'NONE' | 'PURCHASED' | 'COMPLETED';
  allocated?: 0 | 1;
  supplierIds?: string[];
  purchaserId?: string;
  orderNos?: string[];
  deliveryStartDate?: string;
  deliveryEndDate?: string;
  ids?: string[];
}

export interface ReservationView {
  demand: PurchaseDemandRow;
  storehouses: {
    storehouseId: string;
    storehouseName: string;
    onHand: string;
    reserved: string;
    available: string;
    held: string;
  }[];
}

export interface PurchaseHeaderForm {
  orderNo?: string | null;
  supplierId: string;
  purchaserId: string;
  datePurchase: string;
  expectDateEnd?: string | null;
  designStyleNo?: string | null;
  arriveStorehouseId?: string | null;
  remark?: string | null;
  belongModule: 0 | 1;
}

export type PurchaseLineForm = Omit<PurchaseLineInput, 'unitPrice' | 'amount' | 'taxRate' | 'remark'> & {
  unitPrice?: string | null;
  amount?: string | null;
  taxRate?: string | null;
  remark?: string | null;
};

export const purchasingApi = {
  config: () => api.get<PurchaseConfig>('material/purchase/config'),
  saveConfig: (input: { demandSource?: string; generatePlanOnSubmit?: boolean; oneStepEnabled?: boolean }) =>
    api.post<PurchaseConfig>('material/purchase/config/update', input),
  savePreuse: (input: { preuseType: 1 | 2; canManualModify: boolean }) => api.put<unknown>('stock-sku-preuse-config', input),
  saveSwitch: (
    name: 'purchasing_unit_price_config' | 'purchasing_amount_config' | 'deliverying_amount_config',
    enabled: boolean,
  ) => api.put<unknown>(name, { enabled }),
  saveArriveLimit: (input: { overDeliveryLimit: string | null; lackDeliveryLimit: string | null }) =>
    api.post<unknown>('materialArriveLimitConfig', input),

  demandsByOrder: (q: DemandQuery) => api.post<PageAnswer<PurchaseDemandRow>>('purchase/purchase-demand-bill-list-v3', q),
  demandsByMaterial: (q: DemandQuery) => api.post<PageAnswer<PurchaseDemandMaterialRow>>('purchase/purchaseMaterialsPage-v2', q),
  addDemand: (input: Record<string, unknown>) => api.post<{ id: string }>('material/purchase-demand/add', input),
  setPlanned: (id: string, plannedQuantity: string) =>
    api.post<PurchaseDemandRow>('purchase/updatePurchaseDemand', { id, plannedQuantity }),
  setSupplier: (materialPurchaseDemandId: string, supplierId: string) =>
    api.put<unknown>('material/purchase-demand/supplier', { materialPurchaseDemandId, supplierId }),
  setCompleted: (ids: string[], complete: boolean) =>
    api.put<{ changed: number }>('material/purchase-demand/status', { materialPurchaseDemandIds: ids, status: complete ? 1 : 0 }),
  checkAllocation: (ids: string[]) =>
    api.post<{ count: number; alreadyAssigned: number }>('purchase/checkAllocationPurchaser', { purchaseDemandIds: ids }),
  allocate: (ids: string[], purchaserId: string) =>
    api.post<unknown>('purchase/allocationPurchaser', { purchaseDemandIds: ids, purchaserId }),

  reservationView: (materialPurchaseDemandId: string) =>
    api.get<ReservationView>('material/purchase-demand/stock-active-preuse', { materialPurchaseDemandId }),
  reserve: (materialPurchaseDemandId: string, reservations: { storehouseId: string; quantity: string }[]) =>
    api.put<{ reservedQuantity: string }>('material/purchase-demand/stock-active-preuse', {
      materialPurchaseDemandId,
      reservations,
    }),
  list: (body: Record<string, unknown>) => api.post<PageAnswer<PurchaseBillRow>>('purchase/purchaseList-v2', body),
  detail: (by: { id?: string | null; orderNo?: string | null }) =>
    api.get<PurchaseBillDetail>(
      'purchase/purchaseDetail',
      by.id ? { billMaterialPurchaseId: by.id } : { orderNo: by.orderNo ?? '' },
    ),
  add: (input: PurchaseHeaderForm & { materialsSkus: PurchaseLineForm[] }) =>
    api.post<{ id: string; orderNo: string }>('purchase/add', input),
  addBatch: (
    input: Omit<PurchaseHeaderForm, 'supplierId' | 'orderNo'> & { materialsSkus: (PurchaseLineForm & { supplierId: string })[] },
  ) => api.post<{ bills: { id: string; orderNo: string; supplierId: string }[] }>('purchase/add/batch', input),
  update: (input: PurchaseHeaderForm & { purchaseId: string; version?: number; materialsSkus: PurchaseLineForm[] }) =>
    api.post<{ id: string; orderNo: string }>('purchase/update', input),
  cancel: (id: string) => api.get<unknown>(`material/purchase/cancel/${encodeURIComponent(id)}`),
  close: (id: string, closed: boolean) => api.post<unknown>('purchase/close', { id, closed }),
  manualArrive: (q: { billMaterialPurchaseId: string; materialSkuId: string; demandSourceBillId?: string }, complete: boolean) =>
    complete
      ? api.put<unknown>(`purchase/manual-arrive-complete?${new URLSearchParams(q).toString()}`, {})
      : api.get<unknown>('purchase/manual-not-arrive', q),
  remit: (input: { billMaterialPurchaseId: string; amount: string; dateOperated: string; operatorId: string }) =>
    api.post<unknown>('purchase/remit', input),
  undoRemit: (remittanceId: string) => api.get<unknown>('purchase/remit/undo', { remittanceId }),
  addPickUp: (input: PickUpForm) => api.post<PurchasePickUpResult>('purchase/addPickUpDelivery', input),
  pickUpLinks: (billMaterialPurchaseId: string) =>
    api.get<PickUpLinks | null>('purchase/pickUpDelivery', { billMaterialPurchaseId }),
  /** 到料详情: the bill's arrivals, each with its lines against the bill (answered by the arrivals area). */
  arrivals: (billMaterialPurchaseId: string, belongModule: 0 | 1) =>
    api.get<ArrivalDetail[]>('arrive/byPurchase', { billMaterialPurchaseId, belongModule }),
};

/** 一键采到送: the header and the lines with their supplier, 本次到料 and 本次送料 (stock unit). */
export interface PickUpForm {
  purchaserId: string;
  datePurchase: string;
  expectDateEnd: string | null;
  storehouseId: string;
  outsideFactoryId: string;
  remark: string | null;
  materialsSkus: (PurchaseLineForm & { supplierId: string; quantityArrive: string; quantityDelivery: string })[];
}

/** The arrival and delivery a one step booked for a purchase bill. */
export interface PickUpLinks {
  arrivalId: string | null;
  arrivalNo: string | null;
  arrivalStatus: number | null;
  deliveryId: string;
  deliveryNo: string;
  deliveryStatus: number;
}

export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>('outside/factory/list', {
  value: 'id',
  label: 'name',
});
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});

export const skuLabel = (r: {
  materialNo?: string;
  commonMaterialsNo?: string;
  materialName?: string;
  name?: string;
  colorName?: string | null;
  specNo?: string | null;
  specNoName?: string | null;
}) =>
  [r.materialNo ?? r.commonMaterialsNo, r.materialName ?? r.name, r.colorName, r.specNo ?? r.specNoName]
    .filter(Boolean)
    .join(' ');

/** Material SKUs (one option per SKU); the rows are kept so a chosen SKU's units and supplier are known. */
export function skuRowLoader(rows: Map<string, MaterialListRow>, onlySample: boolean): OptionLoader {
  return async (keyword) => {
    const page = await api.post<PageAnswer<MaterialListRow>>(
      'fac/materials/listMaterials',
      { pageNum: 1, pageSize: 30, keyword: keyword || undefined, ...(onlySample ? { sampleMaterial: true } : {}) },
      { silent: true },
    );
    return page.list
      .filter((r) => r.skuId && !r.isStopUse && (!onlySample || r.sampleMaterial))
      .map((r) => {
        rows.set(r.skuId!, r);
        return { value: r.skuId!, label: skuLabel(r) };
      });
  };
}

/** Drops trailing zeros of a decimal string for display (12.5000 → 12.5). */
export const trimZeros = (v: string | null | undefined) => (v == null ? '' : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
