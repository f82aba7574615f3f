import {
  NodeReportPermission as P,
  REPORT_PATH_NAMES,
  checkReportPermissionInput,
  easyBillInput,
  idSchema,
  logicReportInput,
  reportDetailParams,
  reportInputByPath,
  reportListInput,
  reportUndoParams,
  type ReportPath,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import { checkReportPermission, undoReport } from './node-report-undo.service.js';
import { easyBillList, getReportBill, listReportBills, nodeProgress, nodeReportRecords } from './node-report-query.service.js';
import { reportLogicNode, reportOnNode } from './node-report.service.js';
import type { ReportInput } from './node-report-drafts.js';

const nodeParams = z.object({ id: idSchema });
const recordParams = z.object({ id: idSchema, type: z.string().trim().min(1).max(40) });

/** Node reports (issue 11 part 3): the report calls per node kind, the panel, records, undo and /allReportBill. */
export function registerNodeReportRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['node-reports'];
  const db = app.db;

  for (const path of REPORT_PATH_NAMES) {
    if (path === 'logic') continue;
    const body = reportInputByPath[path];
    route(app, {
      method: ['POST', 'PUT'],
      url: `fac-mission-prcd-nodes/:id/${path}`,
      summary: `Report on a ${path} node: DRAFT saves the bill(s), REPORT submits them (posted at once without review); PUT with billId re-edits a draft or rejected bill`,
      tags,
      permission: P.report,
      params: nodeParams,
      body,
      handler: ({ params, body: input, ctx }) =>
        reportOnNode(db, bills, ctx, path as Exclude<ReportPath, 'logic'>, params.id, input as ReportInput),
    });
  }
  route(app, {
    method: ['POST', 'PUT'],
    url: 'fac-mission-prcd-nodes/:id/logic',
    summary: 'Report on a logic node: done (已完成) or not done (进行中)',
    tags,
    permission: P.report,
    params: nodeParams,
    body: logicReportInput,
    handler: ({ params, body, ctx }) => reportLogicNode(db, ctx, params.id, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/:id/progress',
    summary:
      "The node panel's report part: target basis, figures per SKU (target, completed, remaining, adjusted, allowance) and per outside factory",
    tags,
    permission: P.details,
    params: nodeParams,
    handler: ({ params, ctx }) => nodeProgress(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/checkReportPermission',
    summary: 'Whether the signed-in user may report on the node (the permission plus the per-node check); 40301 when not',
    tags,
    permission: P.report,
    query: checkReportPermissionInput,
    handler: ({ query, ctx }) => checkReportPermission(db, ctx, query.facMissionPrcdNodeId),
  });
  route(app, {
    method: 'DELETE',
    url: 'fac-mission-prcd-node-reports/undo/:logId',
    summary:
      'Undo a report: a draft or rejected bill is voided, a pending one withdrawn and voided, a reviewed one un-reviewed (back to draft and voided without review; anti-review requested with review)',
    tags,
    permission: P.recordCancel,
    params: reportUndoParams,
    handler: ({ params, ctx }) => undoReport(db, bills, ctx, params.logId),
  });
  route(app, {
    method: ['PUT', 'POST'],
    url: 'fac-mission-prcd-node-reports/bills',
    summary:
      '/allReportBill: report bills filtered by node, bill, completed dates, finishing person, bill types and statuses; with each row its actions',
    tags,
    permission: P.view,
    body: reportListInput,
    handler: ({ body, ctx }) => listReportBills(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/easy-bills',
    summary: "The 单据 filter's remote search: bills of a node by number",
    tags,
    permission: P.view,
    body: easyBillInput,
    handler: ({ body, ctx }) => easyBillList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/bills/:billId',
    summary: "A report bill's detail: its row, lines (SKU, kind, quantity, defect labels) and the node's configured fields",
    tags,
    permission: P.view,
    params: reportDetailParams,
    handler: ({ params, ctx }) => getReportBill(db, ctx, params.billId),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/:id/:type',
    summary: "A node's report records (its bills, newest first); type is the node kind the panel shows",
    tags,
    permission: P.record,
    params: recordParams,
    handler: ({ params, ctx }) => nodeReportRecords(db, ctx, params.id),
  });
}
