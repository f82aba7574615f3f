import type { BomDetail, MissionMaterialOfMission, MissionNodeTemplateData } from '@gf/contracts';
import { api } from '../../../shared/api';

/** What the print card reads besides the mission detail (missionsApi.detail). */
export const printApi = {
  /** The mission's node rows with their persons in charge by name (GET fac-mission-prcd-nodes/{missionId}). */
  nodes: (missionId: string) => api.get<MissionNodeTemplateData>(`fac-mission-prcd-nodes/${missionId}`),
  /** The mission's BOM with its material rows; silent: a user without the BOM code still prints the rest. */
  bom: (bomId: string) =>
    api
      .get<{ commonBom: BomDetail }>('fac/commonBom/bomDetail', { commonBomId: bomId }, { silent: true })
      .then((a) => a.commonBom),
  /** The mission's total material per SKU (the server's BOM explosion, loss included); silent like the BOM. */
  materials: (missionId: string) =>
    api.get<MissionMaterialOfMission>('fac/mission/material/byMission', { missionId }, { silent: true }),
};
