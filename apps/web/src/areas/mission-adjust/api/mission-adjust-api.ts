import type { MissionAdjustDetail, MissionAdjustOptions, MissionAdjustRow } from '@gf/contracts';
import { api } from '../../../shared/api';

export const MISSION_ADJUST_BILL_TYPE = 'FAC_MISSION_ADJUST_ORDER';

export interface AdjustLine {
  goodsSkuId: string;
  customerId: string | null;
  num: number;
}

export interface AdjustSave {
  id?: string;
  missionId: string;
  adjustNo: string | null;
  placeorderAt: string;
  deliveryAt: string | null;
  reason: string;
  remark: string | null;
  allowOvershoot: boolean;
  lines: AdjustLine[];
  submit: boolean;
}

export interface BatchAnswer {
  results: { id: string; ok: boolean; status: number | null; msg: string | null }[];
  succeeded: number;
  failed: number;
}

/** 工单调整单 calls (server area mission-adjust). */
export const missionAdjustApi = {
  page: (q: {
    pageNo: number;
    pageSize: number;
    adjustNo?: string;
    missionNo?: string;
    statusList?: number[];
    dateStart?: string;
    dateEnd?: string;
  }) => api.post<{ list: MissionAdjustRow[]; totalCount: number }>('fac/missionAdjust/list', q),
  detail: (by: { id?: string | null; adjustNo?: string | null }) =>
    api.get<MissionAdjustDetail>('fac/missionAdjust/detail', by.id ? { id: by.id } : { adjustNo: by.adjustNo ?? '' }),
  options: (missionId: string) => api.get<MissionAdjustOptions>('fac/missionAdjust/options', { missionId }),
  save: (input: AdjustSave) => api.post<{ id: string; adjustNo: string; status: number }>('fac/missionAdjust/add', input),
  batch: (ids: string[], action: 'submit' | 'pass' | 'reject', message?: string) =>
    api.post<BatchAnswer>('fac/missionAdjust/batch', { ids, action, message: message ?? null }),
  submit: (id: string) => api.post<{ status: number }>(`uflo/${MISSION_ADJUST_BILL_TYPE}/submit`, { id }),
  cancel: (id: string) => api.post<{ status: number }>('fac/missionAdjust/cancel', { id }),
  missions: (keyword: string) =>
    api.get<{ id: string; missionNo: string; styleNo: string; styleName: string; status: number }[]>(
      'fac/mission/simpleMissionList',
      { keyword },
    ),
};
