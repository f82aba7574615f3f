import type {
  BomListRow,
  GoodsStyleDetail,
  ConvertibleGoods,
  MissionCreate,
  MissionDetail,
  MissionFinishCheck,
  MissionListInput,
  MissionListPage,
  MissionUpdate,
  NodeHoverInfo,
} from '@gf/contracts';
import { api, apiBase } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select';

type Saved = { id: string; missionNo: string };

/** The missions area's calls (server: apps/server/src/areas/missions, reference api/03 rows 73-93). */
export const missionsApi = {
  list: (input: Partial<MissionListInput>) => api.post<MissionListPage>('fac/mission/queryFacMissionList', input),
  cancelled: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.post<MissionListPage>('fac/mission/cancelledList', input),
  detail: (missionId: string) => api.get<MissionDetail>('fac/mission/getFacMission', { missionId }),
  add: (input: Partial<MissionCreate>) => api.post<Saved>('fac/mission/addMission', input),
  update: (input: Partial<MissionUpdate>) => api.post<Saved>('fac/mission/updateMission', input),
  cancel: (missionId: string, reason?: string) =>
    api.post<unknown>('fac/mission/cancelMission', { missionId, reason }, { successToast: true }),
  /** PUT status 2 without confirm answers the finish check; with confirm it finishes. */
  setStatus: (missionId: string, status: 0 | 1 | 2, confirm = false) =>
    api.put<MissionFinishCheck | unknown>(`fac/mission/${missionId}/status/${status}`, { confirm }),
  setPriority: (missionId: string, priority: number) => api.put<unknown>(`fac/mission/${missionId}/priority/${priority}`),
  /** The style's colours, sizes, 内长, SKUs and picture for the matrix (the goods call, read-only here). */
  style: (goodsId: string) => api.get<GoodsStyleDetail>('fac/goods/getFacGoodsStyle', { goodsId }),
  /** 工单BOM choices: the style's BOMs. */
  boms: (styleId: string) =>
    api.get<{ commonBomList: BomListRow[] }>('fac/commonBom/list', { styleId }, { silent: true }).then((a) => a.commonBomList),
  /** 转工单: an order's goods block with what is not converted yet. */
  convertible: (orderGoodsId: string) => api.get<ConvertibleGoods>('fac/mission/fromOrderGoods', { orderGoodsId }),
  /** A strip node's hover details (the mission-node-info server's call; the path's id is the node). */
  nodeHover: (missionNodeId: string) =>
    api.get<NodeHoverInfo>(`fac/mission/${missionNodeId}/nodeInfo`, undefined, { silent: true }),
};

export const nodeHoverKey = (missionNodeId: string) => ['mission-node-hover', missionNodeId] as const;

/** A stored file's address (the session cookie authorises it). */
export const fileUrl = (id: string | null | undefined) => (id ? `${apiBase}/file/${id}` : undefined);

export const styleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  { value: 'goodsId', label: (r) => `${r.styleNo} ${r.styleName}` },
);
export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
export const orderNoLoader = pairLoader<{ id: string; orderNo: string }>(
  'facPrdOrder/getSimpleList',
  { value: 'id', label: 'orderNo' },
  { method: 'GET', keywordKey: 'like' },
);
