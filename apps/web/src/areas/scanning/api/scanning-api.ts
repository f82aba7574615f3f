import type {
  BarcodeInfo,
  BundleHistory,
  HandoverBatchInput,
  HandoverBatchResult,
  HandoverInput,
  NodeScans,
  ScanNodeOption,
  ScanResult,
  WipAnswer,
} from '@gf/contracts';

import { api } from '../../../shared/api';

const code = (barcode: string) => encodeURIComponent(barcode.trim());

export const scanningApi = {
  /** Live missions' quantity nodes for the picker. */
  nodes: (searchParam?: string) => api.get<ScanNodeOption[]>('scanning/nodes', { searchParam }),
  /** The node's running count and latest scans. */
  nodeScans: (missionNodeId: string) => api.get<NodeScans>(`scanning/nodes/${encodeURIComponent(missionNodeId)}/scans`),
  /** What a code is (no report). */
  barcode: (barcode: string) => api.get<BarcodeInfo>(`fac-mission-prcd-node-reports/barcode/${code(barcode)}`),
  /** A scan at the chosen node; refusals are shown in the scan list, not toasted. */
  scan: (barcode: string, missionNodeId: string) =>
    api.post<ScanResult>(`fac-mission-prcd-node-reports/barcode/${code(barcode)}`, { missionNodeId }, { silent: true }),
  history: (barcode: string) => api.get<BundleHistory>(`scanning/bundles/${code(barcode)}/history`),
  /** A bundle handed over at a node (a HANDOVER movement); refusals are shown in the hand-over list, not toasted. */
  handover: (input: HandoverInput) => api.post<BundleHistory>('scanning/handover', input, { silent: true }),
  /** Several bundles handed over at once, all or none; a refusal names each refused ticket (barcodes.N), not toasted. */
  handoverBatch: (body: HandoverBatchInput) => api.post<HandoverBatchResult>('scanning/handover/batch', body, { silent: true }),
  /** The factory's workbays only (the hand-over's workbay select). */
  workbays: (searchParam?: string) => api.get<{ id: string; name: string }[]>('scanning/workbays', { searchParam }),
  wip: (by: 'node' | 'factory', missionId?: string) => api.post<WipAnswer>('scanning/wip', { by, missionId }),
};
