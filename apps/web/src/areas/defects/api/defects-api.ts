import type {
  BatchQualityReportInput,
  BatchQualityReportResult,
  DefectActionResult,
  DefectBillDetail,
  DefectBillRow,
  DefectListAnswer,
  QualityBundleRow,
  ScanNodeOption,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

/** The filter of /inferiorMamage as the calls take it. */
export interface DefectQuery {
  styleNo?: string;
  missionId?: string;
  outsideFactoryId?: string;
  defectLabelId?: string;
  status: number;
}

export type DefectActionKind = 'qualify' | 'repair' | 'waste' | 'return';

export interface DefectActionBody {
  selectAllFlag: boolean;
  query?: DefectQuery;
  defectivedList: {
    id: string;
    num?: string | null;
    returnNodeId?: string | null;
    returnFactoryId?: string | null;
    returnUserId?: string | null;
  }[];
  /** 完成人员 / 完成日期 of the bill (blank: the signed-in user, today). */
  finishUserId?: string | null;
  dateCompleted?: string;
  storehouseId?: string | null;
  returnFactoryId?: string | null;
  returnUserId?: string | null;
  returnNodeId?: string | null;
  remark?: string | null;
}

const actionPath: Record<DefectActionKind, [method: 'put' | 'post', path: string]> = {
  qualify: ['put', 'defectived/qualifyBatch'],
  repair: ['put', 'defectived/repairBatch'],
  waste: ['put', 'defectived/wasteBatch'],
  return: ['post', 'defectived/repairConfirm'],
};

/** 次品管理 and 全部次品管理单据 calls (server area defects). */
export const defectsApi = {
  page: (q: DefectQuery & { pageNo: number; pageSize: number }) => api.post<DefectListAnswer>('defectived/list', q),
  act: (kind: DefectActionKind, body: DefectActionBody) => {
    const [method, path] = actionPath[kind];
    return method === 'put'
      ? api.put<DefectActionResult>(path, body, { successToast: true })
      : api.post<DefectActionResult>(path, body, { successToast: true });
  },
  bills: (q: Record<string, unknown>) => api.post<{ list: DefectBillRow[]; totalCount: number }>('bill-repair/list', q),
  bill: (id: string) => api.get<DefectBillDetail>('bill-repair/details', { id }),
  undo: (id: string) => api.get<{ status: number }>('bill-repair/undo', { id }, { successToast: true }),
  /** 批量质检: the bundles a QC node may inspect, then the batch report of many bundles at once. */
  qcBundles: (q: { missionNodeId: string; lathe?: string; ticketNo?: string }) =>
    api.get<QualityBundleRow[]>('fac-mission-prcd-nodes/batchReport/bundles', q),
  qcBatch: (body: BatchQualityReportInput) =>
    api.post<BatchQualityReportResult>('fac-mission-prcd-nodes/batchReport/quality-checking-report', body, {
      successToast: true,
    }),
};

/** The QC nodes (quality_checking) of live missions, searched by mission or style number on the server. */
export const qcNodeLoader: OptionLoader = async (keyword) => {
  const rows = await api.get<ScanNodeOption[]>('scanning/nodes', { searchParam: keyword.trim() || undefined });
  return rows
    .filter((r) => r.typeCode === 'quality_checking')
    .map((r) => ({ value: r.missionNodeId, label: `${r.missionNo} · ${r.styleNo} · ${r.name}` }));
};

export const missionLoader = pairLoader<{ id: string; missionNo: string; styleNo: string }>(
  'fac/mission/simpleMissionList',
  { value: 'id', label: (r) => `${r.missionNo} · ${r.styleNo}` },
  { method: 'GET' },
);
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
export const defectLabelLoader: OptionLoader = async (keyword) => {
  const rows = await api.get<{ id: string; labelName: string }[]>('fac/defectiveLabel/facDefectiveLabels');
  const k = keyword.trim();
  return rows.filter((r) => !k || r.labelName.includes(k)).map((r) => ({ value: r.id, label: r.labelName }));
};
