import {
  DefectPermission as P,
  NodeReportPermission,
  batchQualityReportInput,
  nodeDefectsInput,
  nodeLathesInput,
  qualityBundlesInput,
  defectActionInput,
  defectBillIdInput,
  defectBillListInput,
  defectListInput,
  defectReturnInput,
  type DefectAction,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { actOnDefects } from './defect-action.service.js';
import { defectBillExport, getDefectBill, listDefectBills, listDefects } from './defect-query.service.js';
import { undoDefectBill } from './defect-undo.service.js';
import { listQualityBundles, nodeDefects, nodeLathes, reportQualityBatch } from './quality-batch.service.js';

/** 次品管理 (defectived/*) and 全部次品管理单据 (bill-repair/*), the reference's paths. */
export function registerDefectRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['defects'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'defectived/list',
    summary: '次品管理: open defects of reviewed QC reports, by filter (status 0 返修中 default, 4 已返厂), Σ open',
    tags,
    permission: P.view,
    body: defectListInput,
    handler: ({ body, ctx }) => listDefects(db, ctx, body),
  });
  const batch: [string, DefectAction, string][] = [
    ['qualifyBatch', 'QUALIFY', '合格: pieces pass after repair (qualified on the node; into the goods storehouse when given)'],
    ['repairBatch', 'REPAIR', '再修: another repair round (repair count + 1)'],
    ['wasteBatch', 'WASTE', '报废: pieces scrapped (waste on the node)'],
  ];
  for (const [path, action, summary] of batch)
    route(app, {
      method: 'PUT',
      url: `defectived/${path}`,
      summary: `${summary}; chosen defects or every open defect of the filter (selectAllFlag), one defect bill`,
      tags,
      permission: P.handle,
      body: defectActionInput,
      handler: ({ body, ctx }) => actOnDefects(db, ctx, action, body),
    });
  route(app, {
    method: 'POST',
    url: 'defectived/repairConfirm',
    summary: '退回返修: defects returned for repair to a node of the mission, a processing factory or a workbay (已返厂)',
    tags,
    permission: P.handle,
    body: defectReturnInput,
    handler: ({ body, ctx }) => actOnDefects(db, ctx, 'RETURN', body),
  });
  route(app, {
    method: 'POST',
    url: 'bill-repair/list',
    summary: '全部次品管理单据: every defect bill by filter',
    tags,
    permission: P.billView,
    body: defectBillListInput,
    handler: ({ body, ctx }) => listDefectBills(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'bill-repair/details',
    summary: 'A defect bill with its defects',
    tags,
    permission: P.billView,
    query: defectBillIdInput,
    handler: ({ query, ctx }) => getDefectBill(db, ctx, query.id),
  });
  route(app, {
    method: 'GET',
    url: 'bill-repair/undo',
    summary: '撤销 a defect bill in effect: its effects reversed (refused while a later bill acted on its defects)',
    tags,
    permission: P.billCancel,
    changesData: true,
    query: defectBillIdInput,
    handler: ({ query, ctx }) => undoDefectBill(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-nodes/batchReport/quality-checking-report',
    summary: '批量质检: many bundles inspected at a QC node (qualified, defective with labels, waste) as one quality report',
    tags,
    permission: NodeReportPermission.report,
    body: batchQualityReportInput,
    handler: ({ body, ctx }) => reportQualityBatch(db, bills, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-nodes/batchReport/bundles',
    summary: 'The bundles a QC node may inspect, with what it already inspected of each (the batch QC dialog)',
    tags,
    permission: NodeReportPermission.report,
    query: qualityBundlesInput,
    handler: ({ query, ctx }) => listQualityBundles(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: 'fac-mission-prcd-node-reports/getDefectives',
    summary: "getDefectives: a QC node's open defects (under repair and returned) by lay, defect label or bundle",
    tags,
    permission: NodeReportPermission.details,
    body: nodeDefectsInput,
    handler: ({ body, ctx }) => nodeDefects(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac-mission-prcd-node-reports/getLathe',
    summary: "getLathe: the lays (床次) of a QC node's mission, the filter of its defect list",
    tags,
    permission: NodeReportPermission.details,
    query: nodeLathesInput,
    handler: ({ query, ctx }) => nodeLathes(db, ctx, query.missionNodeId),
  });
  registerExportRoute(app, {
    url: 'bill-repair/export',
    summary: '全部次品管理单据 as xlsx (the list filters)',
    tags,
    permission: P.billView,
    body: defectBillListInput,
    build: (ctx, body) => defectBillExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
