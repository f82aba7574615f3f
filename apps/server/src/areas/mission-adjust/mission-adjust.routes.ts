import {
  FAC_MISSION_ADJUST_ORDER,
  MissionAdjustPermission as P,
  missionAdjustBatchInput,
  missionAdjustCancelInput,
  missionAdjustDetailInput,
  missionAdjustInput,
  missionAdjustListInput,
  missionAdjustOptionsInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { submitBill, voidBill } from '../../bills/workflow.service.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { adjustListExport } from './mission-adjust-export.service.js';
import { batchAdjusts } from './mission-adjust-batch.service.js';
import { adjustOptions, getAdjustDetail, pageAdjusts } from './mission-adjust-query.service.js';
import { saveAdjust } from './mission-adjust.service.js';

/** fac/missionAdjust/*: the bill's own calls; the generic ones are uflo/fac-mission-adjust/... (id = the bill). */
export function registerMissionAdjustRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['mission-adjust'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'fac/missionAdjust/list',
    summary: "The factory's mission adjustment bills, newest first (bill no., mission no., status, date)",
    tags,
    permission: P.query,
    body: missionAdjustListInput,
    handler: ({ body, ctx }) => pageAdjusts(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'fac/missionAdjust/export',
    permission: P.query,
    summary: "The list's bills (its filter, every page) as xlsx",
    tags,
    body: missionAdjustListInput,
    build: (ctx, body) => adjustListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'fac/missionAdjust/add',
    summary: 'Save a mission adjustment bill (new, or a draft / rejected one re-edited); submit: true submits it at once',
    tags,
    permission: P.add,
    body: missionAdjustInput,
    handler: async ({ body, ctx }) => {
      const saved = await saveAdjust(db, ctx, body);
      const status = body.submit ? (await submitBill(deps, ctx, FAC_MISSION_ADJUST_ORDER, saved.id)).status : 0;
      return { ...saved, status };
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/missionAdjust/batch',
    summary: "Submit several bills, or approve / reject the session user's review tasks of several; answered per bill",
    tags,
    permission: P.add,
    body: missionAdjustBatchInput,
    handler: ({ body, ctx }) => batchAdjusts(deps, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/missionAdjust/cancel',
    summary: '作废: void a draft or rejected bill (its link to the mission ends)',
    tags,
    permission: P.cancel,
    body: missionAdjustCancelInput,
    handler: ({ body, ctx }) => voidBill(deps, ctx, FAC_MISSION_ADJUST_ORDER, body.id, body.message ?? undefined),
  });
  route(app, {
    method: 'GET',
    url: 'fac/missionAdjust/detail',
    summary: 'One mission adjustment bill (by id or number) with its lines, old and new',
    tags,
    permission: P.query,
    query: missionAdjustDetailInput,
    handler: ({ query, ctx }) => getAdjustDetail(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'fac/missionAdjust/options',
    summary:
      "What a new adjustment of a mission starts from: its SKU lines (and the style's other SKUs) with reported quantities",
    tags,
    permission: P.query,
    query: missionAdjustOptionsInput,
    handler: ({ query, ctx }) => adjustOptions(db, ctx, query.missionId),
  });
}
