import type { MissionDetail, MissionNodeTemplateData, ReportResult } from '@gf/contracts';
import { api } from '../../../shared/api';

/** What the cut plan reads (the mission, its nodes) and the one call it makes: a lay as a cutting report draft. */
export const cutPlanApi = {
  mission: (missionId: string) => api.get<MissionDetail>('fac/mission/getFacMission', { missionId }),
  nodes: (missionId: string) => api.get<MissionNodeTemplateData>(`fac-mission-prcd-nodes/${encodeURIComponent(missionId)}`),
  /** node-reports' actual-cutting report (裁床型), saved as a draft the cutter submits when the lay is cut. */
  reportLay: (missionNodeId: string, input: Record<string, unknown>) =>
    api.post<ReportResult>(`fac-mission-prcd-nodes/${encodeURIComponent(missionNodeId)}/actual-cutting`, input, {
      silent: true,
    }),
};
