import type { BarcodeInfo, BundleHistory, NodeScans, ScanNodeOption, ScanResult, WipAnswer } from '@gf/contracts';
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
  wip: (by: 'node' | 'factory', missionId?: string) => api.post<WipAnswer>('scanning/wip', { by, missionId }),
};
