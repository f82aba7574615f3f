import type {
  DeliveryCreateInput,
  DeliveryDetail,
  DeliveryRow,
  DeliveryUpdateInput,
  MissionMaterialOfMission,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export const DELIVERY_BILL_TYPE = 'MATERIALS_DELIVERY';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

/** Bodies as the form sends them (zod on the server fills defaults and transforms). */
type CreateBody = Omit<DeliveryCreateInput, 'skus'> & {
  skus: {
    id?: string;
    materialsSkuId: string;
    quantity: string;
    orderNo: string | null;
    rollId?: string | null;
    vatNo?: string | null;
  }[];
};

export const deliveryApi = {
  page: (input: Record<string, unknown>) => api.post<PageAnswer<DeliveryRow>>('delivery/material/page', input),
  detail: (id: string) => api.get<DeliveryDetail>(`delivery/material/detail/${encodeURIComponent(id)}`),
  create: (input: CreateBody) =>
    api.post<{ id: string; orderNo: string }>('delivery/material/create', input, { successToast: true }),
  update: (input: CreateBody & Pick<DeliveryUpdateInput, 'deliveryId'>) =>
    api.post<{ id: string; orderNo: string }>('delivery/material/update', input, { successToast: true }),
  examine: (id: string) => api.post<{ status: number }>('delivery/material/examine', { id }, { successToast: true }),
  /** 撤销: pending → draft; anti-review pending → reviewed; reviewed → un-review (or its application under review). */
  undo: (id: string) =>
    api.get<{ status: number }>(`delivery/material/undo/${encodeURIComponent(id)}`, undefined, { successToast: true }),
  form: () =>
    api.get<{ storehouses: { id: string; name: string }[]; deliverers: { id: string; name: string }[]; currentUserId: string }>(
      'delivery/material/form',
    ),
  /** 按工单添加: the mission's BOM materials with demand, delivered and left, and its material nodes. */
  missionMaterials: (missionId: string) => api.get<MissionMaterialOfMission>('fac/mission/material/byMission', { missionId }),
};

/** Missions by number or style number (按工单添加): the shared loader of the material bills. */
export { missionLoader } from '../../../shared/material-lines';

/** Reviewed notices not yet fully delivered (开送料单 from a notice). */
export const noticeLoader = pairLoader<DeliveryRow & Record<string, unknown>>(
  'delivery/material/listBillNotify',
  { value: 'id', label: (r) => [r.orderNo, r.outsideFactoryName, r.dateDelivery].filter(Boolean).join(' · ') },
  { method: 'GET', keywordKey: 'queryColumn', extra: { pageSize: 30 } },
);
