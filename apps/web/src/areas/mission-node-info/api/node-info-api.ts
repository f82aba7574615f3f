import type { NodeInfo, NodeInformationInput, NodeStatusInput } from '@gf/contracts';
import { api } from '../../../shared/api';

const base = 'fac-mission-prcd-nodes';

/** The node panel's information part (areas/mission-node-info on the server). */
export const nodeInfoApi = {
  info: (id: string) => api.get<NodeInfo>(`${base}/${id}/info`),
  setStatus: (id: string, body: NodeStatusInput) => api.put<null>(`${base}/${id}/status`, body, { successToast: true }),
  setInformation: (id: string, body: NodeInformationInput) =>
    api.put<null>(`${base}/${id}/information`, body, { successToast: true }),
  setDelayReason: (nodeId: string, reasonDelay: string) =>
    api.post<null>(`${base}/update/reason0fDelay`, { nodeId, reasonDelay }, { successToast: true }),
  checkTag: (nodeId: string, tagId: string, isUse: boolean) =>
    api.get<null>(`${base}/tag/checkTag`, { id: tagId, facMissionPrcdNodeId: nodeId, isUse: String(isUse) }),
};

export const nodeInfoKey = (id: string) => ['mission-node-info', id] as const;
