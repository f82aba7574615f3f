import type {
  NodeInfo,
  NodeInformationInput,
  NodeNoteAddInput,
  NodeReminders,
  NodeStatusInput,
  OutsideStatementInput,
  OutsideStatementPage,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select';

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
  reminders: (id: string) => api.get<NodeReminders>(`${base}/${id}/reminders`),
  addAlert: (id: string, body: { message: string; notifyUserIds: string[] }) =>
    api.put<null>(`${base}/${id}/alert`, body, { successToast: true }),
  cancelAlert: (id: string, messageId: string, reason: string | null) =>
    api.put<null>(`${base}/${id}/alert-cancel`, { messageId, reason }, { successToast: true }),
  addNote: (id: string, body: NodeNoteAddInput) => api.post<null>(`${base}/${id}/notify-note-add`, body, { successToast: true }),
  updateNote: (id: string, body: NodeNoteAddInput & { id: string }) =>
    api.put<null>(`${base}/${id}/notify-note-update`, body, { successToast: true }),
  deleteNote: (id: string, noteId: string, deleteReason: string | null) =>
    api.put<null>(`${base}/${id}/notify-note-delete`, { id: noteId, deleteReason }, { successToast: true }),
  dismissDifference: (id: string) => api.put<null>(`${base}/${id}/notify-difference-warning-delete`, {}, { successToast: true }),
  statement: (body: OutsideStatementInput) => api.post<OutsideStatementPage>('fac/mission/statement/missions', body),
};

export const nodeInfoKey = (id: string) => ['mission-node-info', id] as const;
export const nodeRemindersKey = (id: string) => ['mission-node-info', id, 'reminders'] as const;

/** The factory's processing factories (加工厂), as the material bills pick them. */
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
