import {
  NodeReportPermission as P,
  barcodeParams,
  handoverBatchInput,
  handoverInput,
  idSchema,
  scanInput,
  scanNodesInput,
  wipInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { getBundleHistory, getNodeScans, getWip, handOverBundle, listScanNodes } from './bundle-track.service.js';
import { handOverBundles, listWorkbays } from './handover-batch.service.js';
import { getBarcode, scanBarcode } from './scan.service.js';
import { wipExport } from './wip-export.service.js';

const nodeParams = z.object({ id: idSchema });

/** Scanning at the nodes and where each bundle is (issue 12 parts 4 and 5). */
export function registerScanningRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['scanning'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/barcode/:barcode',
    summary: "A scanned code (bundle ticket number): the bundle and its mission's nodes, with where it was scanned",
    tags,
    permission: P.details,
    params: barcodeParams,
    handler: ({ params, ctx }) => getBarcode(db, ctx, params.barcode),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/barcode/:barcode',
    summary:
      "A scan at the chosen node: the bundle's quantity reported there (once per node), a movement, and the node's running count",
    tags,
    permission: P.report,
    params: barcodeParams,
    body: scanInput,
    handler: ({ params, body, ctx }) => scanBarcode(db, bills, ctx, params.barcode, body),
  });
  route(app, {
    method: 'GET',
    url: 'scanning/nodes',
    summary: "Live missions' quantity nodes (mission or style number search), for the scan screen's picker",
    tags,
    permission: P.details,
    query: scanNodesInput,
    handler: ({ query, ctx }) => listScanNodes(db, ctx, query.searchParam),
  });
  route(app, {
    method: 'GET',
    url: 'scanning/nodes/:id/scans',
    summary: "A node's running scan count (bundles, pieces) and its latest 50 scans",
    tags,
    permission: P.details,
    params: nodeParams,
    handler: ({ params, ctx }) => getNodeScans(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'scanning/bundles/:barcode/history',
    summary: "A bundle's history: its cut, every scan and hand-over, and where it is now",
    tags,
    permission: P.details,
    params: barcodeParams,
    handler: ({ params, ctx }) => getBundleHistory(db, ctx, params.barcode),
  });
  route(app, {
    method: 'POST',
    url: 'scanning/handover',
    summary: 'A bundle handed to an outside factory or a workbay at a node (a movement; nothing reported)',
    tags,
    permission: P.report,
    body: handoverInput,
    handler: ({ body, ctx }) => handOverBundle(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'scanning/handover/batch',
    summary:
      'Several bundles handed at one node to an outside factory and/or a workbay in one transaction, all or none; each refused ticket named (barcodes.N)',
    tags,
    permission: P.report,
    body: handoverBatchInput,
    handler: ({ body, ctx }) => handOverBundles(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'scanning/workbays',
    summary: "The factory's workbay accounts (name or login search), for the hand-over's workbay select",
    tags,
    permission: P.report,
    query: scanNodesInput,
    handler: ({ query, ctx }) => listWorkbays(db, ctx, query.searchParam ?? null),
  });
  route(app, {
    method: 'POST',
    url: 'scanning/wip',
    summary: 'Work in progress: bundles and pieces at each node or each outside factory (one mission, or all live ones)',
    tags,
    permission: P.details,
    body: wipInput,
    handler: ({ body, ctx }) => getWip(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'scanning/wip/export',
    summary: 'Work in progress as xlsx: the rows of scanning/wip (per node or per outside factory), bundles and pieces summed',
    tags,
    permission: P.details,
    body: wipInput,
    build: (ctx, body) => wipExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
