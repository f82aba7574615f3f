import type {
  DefectiveLabelRow,
  MissionListPage,
  NodeInfo,
  NodeProgress,
  NodeStatusInput,
  PartnerAmountRow,
  ReportBillDetail,
  ReportBillPage,
  ReportListQuery,
  ReportPath,
  ReportResult,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader, type OptionLoader } from '../../../shared/search-select';

/** Which report call a node type uses (contracts' REPORT_PATHS, read the other way round). */
export const reportPathOf: Record<string, ReportPath | undefined> = {
  quantitative: 'quantitative',
  actual_cutting: 'actual-cutting',
  total: 'total',
  tail_in_store: 'tail-in-store',
  tail_out_store: 'tail-out-store',
  logic: 'logic',
  quality_checking: 'quality-checking-report',
  select_check: 'select_check',
  select_check_quantity: 'select_check_quantity',
};

const enc = encodeURIComponent;

/** Node report calls (server areas node-reports, mission-node-info for the status, missions for "my nodes"). */
export const nodeReportsApi = {
  /** The node panel's report part: header, figures per SKU, per outside factory. */
  progress: (missionNodeId: string) => api.get<NodeProgress>(`fac-mission-prcd-nodes/${enc(missionNodeId)}/progress`),
  /** 存草稿 / 提报 (actionType in the body); a saved bill's billId re-sends it. */
  report: (missionNodeId: string, path: ReportPath, input: Record<string, unknown>) =>
    api.post<ReportResult>(`fac-mission-prcd-nodes/${enc(missionNodeId)}/${path}`, input, { silent: true }),
  /** 未开始 / 进行中 / 已完成 with the delay reason of a late node (mission-node-info). */
  setStatus: (missionNodeId: string, input: NodeStatusInput) =>
    api.put<unknown>(`fac-mission-prcd-nodes/${enc(missionNodeId)}/status`, input, { successToast: true }),
  /** /allReportBill and a node's bills (missionPrcdNodeId). */
  bills: (query: ReportListQuery) => api.put<ReportBillPage>('fac-mission-prcd-node-reports/bills', query),
  billOptions: (input: { missionPrcdNodeId?: string; keyword?: string }) =>
    api.post<{ id: string; billNo: string }[]>('fac-mission-prcd-node-reports/easy-bills', input),
  /** 撤销上报: void a draft / rejected bill, withdraw and void a pending one, un-review a reviewed one (or ask its anti-review). */
  undo: (billId: string) => api.delete<{ status: number }>(`fac-mission-prcd-node-reports/undo/${enc(billId)}`),
  billDetail: (billId: string) => api.get<ReportBillDetail>(`fac-mission-prcd-node-reports/bills/${enc(billId)}`),
  /** What the reviewed bill recorded in the payables ledger (an outside-settlement node: the factory's payable). */
  billAmounts: (billType: string, billId: string) =>
    api.get<{ list: PartnerAmountRow[]; totalCount: number }>('partner-amount/bySource', { billType, billId }),
  /** The signed-in user's unfinished nodes (the phone screen): missions with a node charged to them. */
  myMissions: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.post<MissionListPage>('fac/mission/queryFacMissionList', { ...input, waitingForMe: true }, { silent: true }),
};

/** Goods customers (发货 to a customer). */
export const customerLoader = pairLoader<{ id: string; name: string }>('fac/customer/list', { value: 'id', label: 'name' });

/** The factory's defect labels (次品标签), the company's first. */
export const defectLabelLoader: OptionLoader = async (keyword) => {
  const rows = await api.get<DefectiveLabelRow[]>('fac/defectiveLabel/facDefectiveLabels');
  const k = keyword.trim();
  return rows.filter((r) => !k || r.labelName.includes(k)).map((r) => ({ value: r.id, label: r.labelName }));
};

/** The node's information (mission-node-info): the header's tags, plan end and whether the node is late. */
export const nodeInfoApi = {
  info: (missionNodeId: string) => api.get<NodeInfo>(`fac-mission-prcd-nodes/${enc(missionNodeId)}/info`),
  checkTag: (missionNodeId: string, tagId: string, isUse: boolean) =>
    api.get<unknown>('fac-mission-prcd-nodes/tag/checkTag', { id: tagId, facMissionPrcdNodeId: missionNodeId, isUse }),
};

/** 节点: a mission's nodes, found by the mission's number (工单号 · 节点). */
export const missionNodeLoader: OptionLoader = async (keyword) => {
  // The filter loads its options with the list: a failure leaves the select empty instead of toasting over the list.
  const page = await api
    .post<MissionListPage>(
      'fac/mission/queryFacMissionList',
      { pageNo: 1, pageSize: 10, keyword: keyword || undefined },
      { silent: true },
    )
    .catch(() => null);
  return (page?.list ?? []).flatMap((m) => m.nodes.map((n) => ({ value: n.id, label: `${m.missionNo} · ${n.name}` })));
};

/** 单据: report bills by number. */
export const reportBillLoader: OptionLoader = async (keyword) =>
  (await nodeReportsApi.billOptions({ keyword: keyword || undefined })).map((b) => ({ value: b.id, label: b.billNo }));
