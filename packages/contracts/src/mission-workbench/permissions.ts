import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

// Plain values only (no zod): the web's route table imports these on its first screen.
/**
 * The production workbench reads with the mission list's code and changes nodes with the node codes the reference
 * names (状态 fac.mission.node.status.update, 负责人 fac.mission.node.finishBy.update). The three reports are this
 * product's own codes, one per report, in the reports group below.
 */
export const MissionWorkbenchPermission = {
  query: 'fac.mission.list',
  batchStatus: 'fac.mission.node.status.update',
  batchChargers: 'fac.mission.node.finishBy.update',
  wages: 'fac.forms.wages',
  workbayProgress: 'fac.forms.workbayNodeProgress',
  factoryProgress: 'fac.forms.factoryProgress',
} as const;

export const missionWorkbenchPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'productionReports',
    zh: '生产报表',
    en: 'Production reports',
    codes: [
      MissionWorkbenchPermission.wages,
      MissionWorkbenchPermission.workbayProgress,
      MissionWorkbenchPermission.factoryProgress,
    ],
  },
];
