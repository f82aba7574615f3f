import {
  DeliveryPermission,
  RemnantPermission,
  idSchema,
  missionMaterialBoardInput,
  missionMaterialByMissionInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { materialBoardExport } from './mission-material-export.service.js';
import { getActualUsage, getMissionMaterials, pageMaterialBoard } from './mission-material.service.js';

/** Material nodes: 按工单添加 (the delivery form), 待送料看板 and its Excel, 实裁单耗. */
export function registerMissionMaterialRoutes(app: FastifyInstance): void {
  const tags = ['mission-material'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'fac/mission/material/byMission',
    summary: "按工单添加: the mission's BOM materials (demand, delivered by reviewed deliveries, left) and its material nodes",
    tags,
    permission: DeliveryPermission.add,
    query: missionMaterialByMissionInput,
    handler: ({ query, ctx }) => getMissionMaterials(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'fac/mission/material/board',
    summary: '待送料看板: live missions with a material node, per material demand / delivered / left, paged by mission',
    tags,
    permission: DeliveryPermission.kanban,
    body: missionMaterialBoardInput,
    handler: ({ body, ctx }) => pageMaterialBoard(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/mission/material/exportBoard',
    summary: '待送料看板 as xlsx (the board filters)',
    tags,
    permission: DeliveryPermission.kanban,
    body: missionMaterialBoardInput,
    build: (ctx, body) => materialBoardExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: 'fac/mission/material/actualUsage/:missionId',
    summary:
      '实裁单耗 and 生产参考余料: per material, (delivered − remnant returned) / actual cut pieces, the BOM usage per piece, delivered − returned − reference usage',
    tags,
    permission: DeliveryPermission.kanban,
    // The delivery and remnant forms show 生产参考余料 from it.
    orPermissions: [DeliveryPermission.add, RemnantPermission.add],
    params: z.object({ missionId: idSchema }),
    handler: ({ params, ctx }) => getActualUsage(db, ctx, params.missionId),
  });
}
