import {
  CuttingPermission as C,
  NodeReportPermission,
  bundleListInput,
  bundlePrintInput,
  bundleSelectionInput,
  idSchema,
  layInput,
  ligationNodesInput,
  pieceGroupListInput,
  pieceGroupUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { bundleExport } from './bundle-export.service.js';
import { listBundles, listPieceGroups, printTickets, updatePieceGroups } from './bundle.service.js';
import { listLigationNodeOptions } from './lay-query.service.js';
import { getLay, getLigationNode, saveLay } from './lay.service.js';

const nodeParams = z.object({ id: idSchema });

/** Bundle cutting (issue 12 part 2): lays, the bundle list and its Excel, tickets, cut-piece groups. */
export function registerCuttingRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['cutting'];
  const db = app.db;
  route(app, {
    method: ['POST', 'PUT'],
    url: 'fac-mission-prcd-nodes/:id/actual-cutting-ligation',
    summary:
      "Bundle cutting: a lay's fabric table and bundles; DRAFT saves (layId re-edits a draft), REPORT posts it as the node's cutting report",
    tags,
    permission: NodeReportPermission.report,
    params: nodeParams,
    body: layInput,
    handler: ({ params, body, ctx }) => saveLay(db, bills, ctx, params.id, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id/ligation',
    summary: "A bundle cutting node: the mission's colours and sizes, the next lay number and the node's lays",
    tags,
    permission: NodeReportPermission.details,
    params: nodeParams,
    handler: ({ params, ctx }) => getLigationNode(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'cutting/ligation-nodes',
    summary: "Live missions' bundle cutting nodes (mission or style number search), for the cutting screen's picker",
    tags,
    permission: NodeReportPermission.details,
    query: ligationNodesInput,
    handler: ({ query, ctx }) => listLigationNodeOptions(db, ctx, query.searchParam),
  });
  route(app, {
    method: 'GET',
    url: 'cutting/lays/:id',
    summary: 'A lay with its fabric table, marker ratio and bundles',
    tags,
    permission: NodeReportPermission.details,
    params: nodeParams,
    handler: ({ params, ctx }) => getLay(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/ligationList',
    summary: '扎号列表: bundles of reported lays by mission, style, lay, colour, size, ticket number and date',
    tags,
    permission: C.list,
    body: bundleListInput,
    handler: ({ body, ctx }) => listBundles(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac-mission-prcd-nodes/generateExcelForLigation',
    summary: '扎号列表 as xlsx: the chosen bundles (ligationIds) or every bundle of the filter',
    tags,
    permission: C.list,
    body: bundleSelectionInput,
    build: (ctx, body) => bundleExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/printLigation',
    summary: 'Bundle tickets: the chosen bundles (or the whole filter) × cut-piece groups × copies (1–100)',
    tags,
    permission: C.print,
    body: bundlePrintInput,
    handler: ({ body, ctx }) => printTickets(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/cbsgc/getList',
    summary: "裁片组配置: a style's cut-piece groups in order",
    tags,
    permission: C.list,
    query: pieceGroupListInput,
    handler: ({ query, ctx }) => listPieceGroups(db, ctx, query.goodsStyleId),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/cbsgc/update',
    summary: "裁片组配置: the style's cut-piece groups become the list (kept by id, in order)",
    tags,
    permission: C.pieceGroup,
    body: pieceGroupUpdateInput,
    handler: ({ body, ctx }) => updatePieceGroups(db, ctx, body),
  });
}
