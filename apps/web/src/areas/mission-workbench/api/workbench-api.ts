import type {
  BatchChargersInput,
  BatchStatusInput,
  FactoryProgressInput,
  FactoryProgressRow,
  MissionNodeListInput,
  WageReport,
  WageReportInput,
  WorkbayProgressInput,
  WorkbayProgressRow,
  WorkbenchMissionList,
  WorkspaceConfig,
  WorkspaceConfigInput,
  WorkspaceNode,
} from '@gf/contracts';
import { api } from '../../../shared/api';

type Wire<T> = { [K in keyof T]?: unknown };

/** The workbench and production reports calls (server area mission-workbench). */
export const workbenchApi = {
  configs: () => api.get<{ configs: WorkspaceConfig[]; missionFields: string[] }>('fac/mission/workspace/getFieldConfigs'),
  saveConfig: (input: Wire<WorkspaceConfigInput>) => api.post<WorkspaceConfig>('fac/mission/workspace/saveAndAddConfig', input),
  changeConfig: (id: string) => api.post<WorkspaceConfig>('fac/mission/workspace/changeConfig', { id }),
  deleteConfig: (id: string) => api.post<null>('fac/mission/workspace/deleteConfig', { id }),
  nodes: () => api.get<WorkspaceNode[]>('fac/mission/workspace/getNodeList'),
  grid: (input: Wire<MissionNodeListInput>) => api.post<WorkbenchMissionList>('fac/mission/workspace/getMissionNodeList', input),
  batchStatus: (input: Wire<BatchStatusInput>) => api.post<{ count: number }>('fac/mission/workspace/batchStatus', input),
  batchChargers: (input: Wire<BatchChargersInput>) => api.post<{ count: number }>('fac/mission/workspace/batchChargers', input),
  wages: (input: Wire<WageReportInput>) => api.post<WageReport>('fac/report/pieceWages', input),
  workbayProgress: (input: Wire<WorkbayProgressInput>) =>
    api.post<{ list: WorkbayProgressRow[] }>('fac/report/workbayNodeProgress', input),
  factoryProgress: (input: Wire<FactoryProgressInput>) =>
    api.post<{ list: FactoryProgressRow[]; totalCount: number }>('fac/report/factoryProgress', input),
};

export const workbenchKeys = {
  configs: ['mission-workbench', 'configs'] as const,
  nodes: ['mission-workbench', 'nodes'] as const,
  grid: (input: unknown) => ['mission-workbench', 'grid', input] as const,
  report: (name: string, input: unknown) => ['mission-workbench', 'report', name, input] as const,
};
