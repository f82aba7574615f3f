import type { WymBatchResult, WymCutResult, WymListPage, WymNodeInfo, WymPreview, WymQcKind, WymRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

const node = (id: string) => `fac-mission-prcd-nodes/${encodeURIComponent(id)}`;
const reports = 'fac-mission-prcd-node-reports';

/** Unique-code calls (server area unique-codes). */
export interface WymNodeOption {
  missionNodeId: string;
  name: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
}

export const uniqueCodesApi = {
  /** Live missions' unique-code cutting nodes (the pages' picker when opened from the menu). */
  nodes: (searchParam?: string) => api.get<WymNodeOption[]>('fac-mission-prcd-nodes/wymNodes', { searchParam }),
  /** The cutting node: the mission's SKUs with their ordered quantities, the next free lay number. */
  nodeInfo: (missionNodeId: string) => api.get<WymNodeInfo>(`${node(missionNodeId)}/wym`),
  /** 预览: the codes the cut would get, nothing written. */
  preview: (body: Record<string, unknown>) => api.post<WymPreview>(`fac-mission-prcd-nodes/previewWYM`, body),
  /** 保存: exactly the previewed codes, posted as the node's cutting report. */
  save: (missionNodeId: string, body: Record<string, unknown>) =>
    api.post<WymCutResult>(`${node(missionNodeId)}/actual-cutting-wym`, body, { successToast: true }),
  /** The codes of the filter × the node columns, paged. */
  list: (body: Record<string, unknown>) => api.post<WymListPage>('fac-mission-prcd-nodes/WYMStatus', body),
  /** 手动上报 at a node: chosen codes (wymIds) or the whole filter. */
  report: (nodeId: string, body: Record<string, unknown>) =>
    api.post<WymBatchResult>(`${reports}/manual/${encodeURIComponent(nodeId)}`, body, { successToast: true }),
  /** 改为未上报 at a node. */
  undo: (nodeId: string, body: Record<string, unknown>) =>
    api.post<WymBatchResult>(`${reports}/canceled/${encodeURIComponent(nodeId)}`, body, { successToast: true }),
  /** 唯一码质检 at a QC node: one code qualified, defective (labels) or waste. */
  qc: (kind: WymQcKind, nodeId: string, wymId: string, body: Record<string, unknown>) =>
    api.post<WymBatchResult>(`${reports}/${kind}/${encodeURIComponent(nodeId)}/${encodeURIComponent(wymId)}`, body, {
      successToast: true,
    }),
  /** 返修合格: the code's defect at the QC node passes after repair. */
  repaired: (nodeId: string, wymId: string, body: Record<string, unknown>) =>
    api.post<WymBatchResult>(`${reports}/repaired/${encodeURIComponent(nodeId)}/${encodeURIComponent(wymId)}`, body, {
      successToast: true,
    }),
  /** The labels' data. */
  labels: (body: Record<string, unknown>) => api.post<WymRow[]>('fac-mission-prcd-nodes/printWym', body),
};

/** 工单号 · 款号 · 节点 of the unique-code cutting nodes. */
export const wymNodeLoader: OptionLoader = async (keyword) =>
  (await uniqueCodesApi.nodes(keyword || undefined)).map((n) => ({
    value: n.missionNodeId,
    label: `${n.missionNo} · ${n.styleNo} · ${n.name}`,
  }));

/** 客户 of a tail-out (发货) report. */
export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });

/** 次品标签 of the factory (the company's and its own). */
export const defectLabelLoader = pairLoader<{ id: string; labelName: string }>('fac/defectiveLabel/facDefectiveLabels', {
  value: 'id',
  label: 'labelName',
});

/** A new factory defect label (次品标签 新建 inside the select). */
export const addDefectLabel = (labelName: string) =>
  api.post<{ id: string }>('fac/defectiveLabel/addDefectiveLabel', { labelName, level: 'FACTORY' });
