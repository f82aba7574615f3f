import {
  batchChargersInput,
  batchStatusInput,
  headerFieldConfigInput,
  headerPageInput,
  MissionWorkbenchPermission as P,
  missionNodeListInput,
  scanCodeInput,
  workbenchMissionInput,
  workspaceConfigIdInput,
  workspaceConfigInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { batchChargers, batchStatus } from './batch-node.service.js';
import { getMissionNodeList, getNodeList, getNodeProgress, scanCode } from './mission-grid.service.js';
import {
  changeConfig,
  deleteConfig,
  deleteHeaderConfig,
  getFacOrderConfig,
  getFieldConfigs,
  getHeaderConfig,
  saveConfig,
  saveHeaderConfig,
} from './workspace-config.service.js';

const base = 'fac/mission/workspace';

/** 生产工作台 (fac/mission/workspace/*) and the user's table headers (fac/facHeaderFieldConfig/*). */
export function registerWorkspaceRoutes(app: FastifyInstance): void {
  const tags = ['mission-workbench'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: `${base}/getFieldConfigs`,
    summary: "The user's named column sets (current first) and the mission fields a set may show",
    tags,
    permission: P.query,
    handler: ({ ctx }) => getFieldConfigs(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/saveAndAddConfig`,
    summary: 'Save a column set (new, or `id` changed); it becomes the current one',
    tags,
    permission: P.query,
    body: workspaceConfigInput,
    handler: ({ body, ctx }) => saveConfig(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/changeConfig`,
    summary: 'Make a column set the current one',
    tags,
    permission: P.query,
    body: workspaceConfigIdInput,
    handler: ({ body, ctx }) => changeConfig(db, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/deleteConfig`,
    summary: 'Delete a column set of the user',
    tags,
    permission: P.query,
    body: workspaceConfigIdInput,
    handler: ({ body, ctx }) => deleteConfig(db, ctx, body.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/getNodeList`,
    summary: "The node definitions the factory's live missions carry, with how many missions",
    tags,
    permission: P.query,
    handler: ({ ctx }) => getNodeList(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getMissionNodeList`,
    summary: 'A page of missions x node columns: per node status, completed/target/adjusted, chargers, plan end',
    tags,
    permission: P.query,
    body: missionNodeListInput,
    handler: ({ body, ctx }) => getMissionNodeList(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/batchStatus`,
    summary: 'Several mission nodes to one status (late nodes need a delay reason to finish)',
    tags,
    permission: P.batchStatus,
    body: batchStatusInput,
    handler: ({ body, ctx }) => batchStatus(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/batchChargers`,
    summary: 'Replace the chargers of several mission nodes',
    tags,
    permission: P.batchChargers,
    body: batchChargersInput,
    handler: ({ body, ctx }) => batchChargers(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getFacMissionPrcdNodeProgress`,
    summary: 'Every node of one mission with its progress',
    tags,
    permission: P.query,
    body: workbenchMissionInput,
    handler: ({ body, ctx }) => getNodeProgress(db, ctx, body.missionId),
  });
  route(app, {
    method: 'POST',
    url: `${base}/scanCodeCheck`,
    summary: 'A scanned code to its mission and nodes (mission numbers; unique and bundle codes not yet)',
    tags,
    permission: P.query,
    body: scanCodeInput,
    handler: ({ body, ctx }) => scanCode(db, ctx, body.code),
  });
  route(app, {
    method: 'GET',
    url: 'fac/facHeaderFieldConfig/list',
    summary: "The user's table header of a page (工单表头配置), or the page's default",
    tags,
    permission: P.query,
    query: headerPageInput,
    handler: ({ query, ctx }) => getHeaderConfig(db, ctx, query.pageCode),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facHeaderFieldConfig/saveOrUpdate',
    summary: "Save the user's table header of a page: the shown fields in order, with widths",
    tags,
    permission: P.query,
    body: headerFieldConfigInput,
    handler: ({ body, ctx }) => saveHeaderConfig(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facHeaderFieldConfig/getFacOrderConfig',
    summary:
      "The factory's order configuration the header offers: the goods-information fields chosen in 订单配置 " +
      '(selectedConfigList, in the catalogue order) and every one (configAllList)',
    tags,
    permission: P.query,
    handler: ({ ctx }) => getFacOrderConfig(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'fac/facHeaderFieldConfig/deleted',
    summary: "Back to the page's default table header",
    tags,
    permission: P.query,
    body: headerPageInput,
    handler: ({ body, ctx }) => deleteHeaderConfig(db, ctx, body.pageCode),
  });
}
