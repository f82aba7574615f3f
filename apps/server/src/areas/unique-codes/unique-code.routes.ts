import {
  NodeReportPermission,
  UniqueCodePermission as W,
  idSchema,
  scanNodesInput,
  wymCutInput,
  wymListInput,
  wymManualReportInput,
  wymPreviewInput,
  wymQcReportInput,
  wymRepairedInput,
  wymSelectionInput,
  WYM_QC_KINDS,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { getWymNode, previewCut, saveCut } from './unique-code-cut.service.js';
import { codeExport, listCodes, printCodes } from './unique-code-query.service.js';
import { wymNodeOptions } from './unique-code-node.repository.js';
import { repairCode, reportCodeQc } from './unique-code-qc.service.js';
import { reportCodes, undoCodes } from './unique-code-report.service.js';

const nodeParams = z.object({ id: idSchema });
const codeParams = z.object({ instanceId: idSchema });
const oneCodeParams = z.object({ instanceId: idSchema, wymId: idSchema });

/** Unique-code cutting (issue 12 part 3): preview and save a cut, the codes × nodes matrix, report, undo, Excel, labels. */
export function registerUniqueCodeRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['unique-codes'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id/wym',
    summary: "A unique-code cutting node: the mission's SKUs with their ordered quantities and the next free lay number",
    tags,
    permission: NodeReportPermission.details,
    params: nodeParams,
    handler: ({ params, ctx }) => getWymNode(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/wymNodes',
    summary: "Live missions' unique-code cutting nodes (mission or style number search): the pages' picker from the menu",
    tags,
    permission: NodeReportPermission.details,
    query: scanNodesInput,
    handler: ({ query, ctx }) => wymNodeOptions(db, ctx, query.searchParam ?? null),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/previewWYM',
    summary: "唯一码预览: the codes a cut (lay, pieces per SKU) would get from the company's next free code; writes nothing",
    tags,
    permission: NodeReportPermission.report,
    body: wymPreviewInput,
    handler: ({ body, ctx }) => previewCut(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/:id/actual-cutting-wym',
    summary:
      "Unique-code cutting: the previewed cut (firstWym, previewToken) posted as the node's cutting report with one code per piece; refused when the codes or the cut changed since the preview",
    tags,
    permission: NodeReportPermission.report,
    params: nodeParams,
    body: wymCutInput,
    handler: ({ params, body, ctx }) => saveCut(db, bills, ctx, params.id, body),
  });
  for (const url of ['fac-mission-prcd-nodes/WYMStatus', 'fac-mission-prcd-nodes/WYMList'])
    route(app, {
      method: 'POST',
      url,
      summary: "A unique-code cutting node's codes (lay, code text, status at a node) × the nodes linked to codes, paged",
      tags,
      permission: W.list,
      body: wymListInput,
      handler: ({ body, ctx }) => listCodes(db, ctx, body),
    });
  registerExportRoute(app, {
    url: 'fac-mission-prcd-nodes/exportWYMStatus',
    summary: 'The codes × nodes matrix as xlsx: the chosen codes (wymIds) or every code of the filter',
    tags,
    permission: W.list,
    body: wymSelectionInput,
    build: (ctx, body) => codeExport(db, ctx, body) as Promise<ExportDefinition<unknown>>,
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/printWym',
    summary: 'Code labels: the chosen codes (or every code of the filter) with mission, style, colour, size and lay',
    tags,
    permission: W.print,
    body: wymSelectionInput,
    handler: ({ body, ctx }) => printCodes(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/manual/:instanceId',
    summary:
      '手动上报: the chosen codes (or every code of the filter) not yet reported at the node, one piece each, as one report bill',
    tags,
    permission: NodeReportPermission.report,
    params: codeParams,
    body: wymManualReportInput,
    handler: ({ params, body, ctx }) => reportCodes(db, bills, ctx, params.instanceId, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/manual/:instanceId/:wymId',
    summary: '手动上报 one code at the node',
    tags,
    permission: NodeReportPermission.report,
    params: oneCodeParams,
    body: wymManualReportInput.omit({ wymIds: true }),
    handler: ({ params, body, ctx }) => reportCodes(db, bills, ctx, params.instanceId, { ...body, wymIds: [params.wymId] }),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/canceled/:instanceId',
    summary:
      "改为未上报: the chosen codes' (or the filter's) reports at the node undone; their bills' other codes reported again",
    tags,
    permission: NodeReportPermission.recordCancel,
    params: codeParams,
    body: wymSelectionInput,
    handler: ({ params, body, ctx }) => undoCodes(db, bills, ctx, params.instanceId, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/canceled/:instanceId/:wymId',
    summary: '改为未上报 one code at the node',
    tags,
    permission: NodeReportPermission.recordCancel,
    params: oneCodeParams,
    body: wymSelectionInput.omit({ wymIds: true }),
    handler: ({ params, body, ctx }) => undoCodes(db, bills, ctx, params.instanceId, { ...body, wymIds: [params.wymId] }),
  });
  const qcSummary = { qualified: '合格', defectived: '次品 (defect labels required)', wasted: '报废' };
  for (const kind of WYM_QC_KINDS)
    route(app, {
      method: 'POST',
      url: `fac-mission-prcd-node-reports/${kind}/:instanceId/:wymId`,
      summary: `唯一码质检 ${qcSummary[kind]}: the code's piece reported at the QC node as one report bill of that block; once per code and node`,
      tags,
      permission: NodeReportPermission.report,
      params: oneCodeParams,
      body: wymQcReportInput,
      handler: ({ params, body, ctx }) => reportCodeQc(db, bills, ctx, params.instanceId, params.wymId, kind, body),
    });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/repaired/:instanceId/:wymId',
    summary: "返修合格: the code's open defect at the QC node passes after repair (defect management's 合格, one defect bill)",
    tags,
    permission: NodeReportPermission.report,
    params: oneCodeParams,
    body: wymRepairedInput,
    handler: ({ params, body, ctx }) => repairCode(db, bills, ctx, params.instanceId, params.wymId, body),
  });
}
