import type {
  BundleListPage,
  BundleTicket,
  LayDetail,
  LayResult,
  LigationNodeInfo,
  LigationNodeOption,
  PieceGroup,
} from '@gf/contracts';
import { api } from '../../../shared/api';

const node = (id: string) => `fac-mission-prcd-nodes/${encodeURIComponent(id)}`;

export const cuttingApi = {
  /** Live missions' bundle cutting nodes for the picker. */
  nodes: (searchParam?: string) => api.get<LigationNodeOption[]>('cutting/ligation-nodes', { searchParam }),
  /** The node: the mission's colours and sizes, the next lay number, its lays. */
  nodeInfo: (missionNodeId: string) => api.get<LigationNodeInfo>(`${node(missionNodeId)}/ligation`),
  lay: (layId: string) => api.get<LayDetail>(`cutting/lays/${encodeURIComponent(layId)}`),
  /** 存为草稿 / 提报 of a lay. */
  saveLay: (missionNodeId: string, body: Record<string, unknown>) =>
    api.post<LayResult>(`${node(missionNodeId)}/actual-cutting-ligation`, body, { successToast: true }),
  list: (body: Record<string, unknown>) => api.post<BundleListPage>('fac-mission-prcd-nodes/ligationList', body),
  tickets: (body: Record<string, unknown>) => api.post<BundleTicket[]>('fac-mission-prcd-nodes/printLigation', body),
  groups: (goodsStyleId: string) => api.get<PieceGroup[]>('fac-mission-prcd-nodes/cbsgc/getList', { goodsStyleId }),
  saveGroups: (goodsStyleId: string, list: { id?: string | null; name: string }[]) =>
    api.post<PieceGroup[]>('fac-mission-prcd-nodes/cbsgc/update', { goodsStyleId, list }, { successToast: true }),
};
