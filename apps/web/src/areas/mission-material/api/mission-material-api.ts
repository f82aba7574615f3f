import type { MissionActualUsage, MissionMaterialBoardPage } from '@gf/contracts';
import { api } from '../../../shared/api';

export const missionMaterialApi = {
  /** 待送料看板: a page of live missions with a material node, one row per material (demand / delivered / left). */
  board: (input: Record<string, unknown>) => api.post<MissionMaterialBoardPage>('fac/mission/material/board', input),
  /** 实裁单耗 of a mission: per material (delivered − remnant returned) / pieces cut, beside the BOM usage. */
  actualUsage: (missionId: string) =>
    api.get<MissionActualUsage>(`fac/mission/material/actualUsage/${encodeURIComponent(missionId)}`),
};
