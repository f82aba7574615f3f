import { ArrivalPermission, arrivalLabelsInput, arrivalLinesCompleteInput, arrivalListInput, idSchema } from '@gf/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { streamXlsx } from '../../platform/excel/index.js';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { arrivalLineExport } from './arrival-line-export.service.js';
import { completeArrivalLines, getArrivalLabels, pageArrivalLineList, setArrivalLabels } from './arrival-list.service.js';

/** Material and sample arrivals share their calls; belongModule picks the code (as in arrival.routes.ts). */
function requireFor(ctx: RequestContext, belongModule: number, codes: { material: string; sample: string }): void {
  if (!can(ctx, belongModule === 1 ? codes.sample : codes.material)) throw new AppError(Code.noPermission, NO_PERMISSION);
}
const editCodes = { material: ArrivalPermission.add, sample: ArrivalPermission.sampleAdd };
const listCodes = { material: ArrivalPermission.list, sample: ArrivalPermission.sampleList };

/** The arrival list's 明细 view, its export, 批量标完成 / 批量撤销完成 and bill labels (the 单据 view is arrive/arriveList). */
export function registerArrivalListRoutes(app: FastifyInstance): void {
  const tags = ['arrivals'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'arrive/arriveLineList',
    summary:
      'Arrival lines, paged (明细 view): the list filters pick arrivals; 采购单号, 生产单号, 物料, 商品 and the keyword pick lines; summary per stock unit',
    tags,
    permission: null, // fac.arriveOrder.queryList or fac.sampleArriveOrder.queryList by belongModule
    body: arrivalListInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, listCodes);
      return pageArrivalLineList(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'arrive/arriveLineExcel',
    summary: 'Export the 明细 view (same filters): one row per arrival line, quantities totalled per unit',
    tags,
    permission: null, // the list code of belongModule
    body: arrivalListInput,
    raw: true,
    handler: ({ body, ctx, reply, req }) => {
      requireFor(ctx, body.belongModule, listCodes);
      return streamXlsx(reply, ctx.lang, arrivalLineExport(db, ctx, body), req.log);
    },
  });
  route(app, {
    method: 'PUT',
    url: 'arrive/batch-arrive-complete',
    summary:
      '批量标完成 (complete=true) / 批量撤销完成: the purchase lines of these arrival lines marked 到齐 by hand, or no longer; all or nothing',
    tags,
    permission: null, // the edit code of belongModule
    body: arrivalLinesCompleteInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return completeArrivalLines(db, ctx, body);
    },
  });
  route(app, {
    method: 'GET',
    url: 'arrive/billLabels',
    summary: "An arrival's labels (the detail shows and edits them)",
    tags,
    permission: null, // the list code of the arrival's type
    query: z.object({ arriveId: idSchema }),
    handler: ({ query, ctx }) =>
      getArrivalLabels(db, ctx, query.arriveId, (belongModule) => requireFor(ctx, belongModule, listCodes)),
  });
  route(app, {
    method: 'POST',
    url: 'arrive/billLabels',
    summary: "An arrival's labels (the factory's MATERIALS_ARRIVE labels); the list replaces the set",
    tags,
    permission: null, // the edit code of the arrival's type, checked before anything is written
    body: arrivalLabelsInput,
    handler: ({ body, ctx }) => setArrivalLabels(db, ctx, body, (belongModule) => requireFor(ctx, belongModule, editCodes)),
  });
}
