import {
  StocktakePermission as P,
  stocktakeAnalysesQuery,
  stocktakeCountIdQuery,
  stocktakeCountInput,
  stocktakeCreateInput,
  stocktakeDetailQuery,
  stocktakeExportQuery,
  stocktakeIdQuery,
  stocktakeLineQuery,
  stocktakePageInput,
  stocktakeSkusInput,
  stocktakeUpdateInput,
  stocktakeWaitQuery,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { stocktakeLinesExport, stocktakeListExport } from './stocktake-export.service.js';
import { handleStocktake, stocktakeAnalyses, undoStocktakeAdjustment } from './stocktake-handle.service.js';
import {
  addStocktakeSkus,
  countsOfLine,
  describeStocktakeSkus,
  enterCounts,
  pageWaitingSkus,
  withdrawCount,
} from './stocktake-lines.service.js';
import {
  continueStocktake,
  createStocktake,
  getStocktake,
  listStocktakeLogs,
  pageStocktakes,
  updateStocktake,
  voidStocktake,
} from './stocktake.service.js';

/** materials/check/* (SPEC 7, Stock) and materials/adjust/undo. */
export function registerStocktakeRoutes(app: FastifyInstance): void {
  const tags = ['stocktake'];
  const db = app.db;
  const base = 'materials/check';
  route(app, {
    method: 'POST',
    url: `${base}/getCheckList`,
    summary: 'Stocktakes, paged',
    tags,
    permission: P.list,
    body: stocktakePageInput,
    handler: ({ body, ctx }) => pageStocktakes(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/addCheck`,
    summary: 'Start a stocktake of a storehouse; the lots in scope join with their book quantity now',
    tags,
    permission: P.add,
    body: stocktakeCreateInput,
    handler: ({ body, ctx }) => createStocktake(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/updateCheck`,
    summary: 'Edit the header of a stocktake being counted',
    tags,
    permission: P.add,
    body: stocktakeUpdateInput,
    handler: ({ body, ctx }) => updateStocktake(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/getCheckDetail`,
    summary: 'A stocktake with its lines (book quantities hidden from blind counters)',
    tags,
    permission: P.list,
    query: stocktakeDetailQuery,
    handler: ({ query, ctx }) => getStocktake(db, ctx, query),
  });
  registerExportRoute(app, {
    url: `${base}/exportCheckList`,
    summary: "The stocktakes of the list's filters as xlsx, line counts totalled",
    tags,
    permission: P.list,
    body: stocktakePageInput,
    build: (ctx, body) => stocktakeListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  registerExportRoute(app, {
    url: `${base}/exportCheckDetail`,
    summary: "One stocktake's lines as xlsx: book, counted, difference per stock unit, difference value, who counted",
    tags,
    permission: P.list,
    body: stocktakeExportQuery,
    build: async (ctx, body) => (await stocktakeLinesExport(db, ctx, body)) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: `${base}/getCheckDetailAnalyses`,
    summary: 'Differences per SKU in quantity and value, gains and losses',
    tags,
    permission: P.list,
    query: stocktakeAnalysesQuery,
    handler: ({ query, ctx }) => stocktakeAnalyses(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/getCheckDetailLogs`,
    summary: 'What was done to a stocktake',
    tags,
    permission: P.list,
    query: stocktakeIdQuery,
    handler: ({ query, ctx }) => listStocktakeLogs(db, ctx, query.checkId),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getCheckMaterialsSkuByIds`,
    summary: 'SKUs about to join a stocktake, with their stock in its storehouse',
    tags,
    permission: P.list,
    body: stocktakeSkusInput,
    handler: ({ body, ctx }) => describeStocktakeSkus(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/getWaitSelectedMaterialsSku`,
    summary: 'The factory SKUs not in a stocktake yet',
    tags,
    permission: P.list,
    query: stocktakeWaitQuery,
    handler: ({ query, ctx }) => pageWaitingSkus(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: `${base}/addCheckDetail`,
    summary: 'Add SKUs (all their lots) to a stocktake being counted',
    tags,
    permission: P.add,
    body: stocktakeSkusInput,
    handler: ({ body, ctx }) => addStocktakeSkus(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/updateCheckDetail`,
    summary: "Enter the caller's counts of some lines",
    tags,
    permission: P.count,
    body: stocktakeCountInput,
    handler: ({ body, ctx }) => enterCounts(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/getCheckDetailSkusDetail`,
    summary: 'Who counted how much of one line',
    tags,
    permission: P.list,
    query: stocktakeLineQuery,
    handler: ({ query, ctx }) => countsOfLine(db, ctx, query.lineId),
  });
  route(app, {
    method: 'GET',
    url: `${base}/undoDetail`,
    summary: 'Withdraw one count',
    tags,
    permission: P.count,
    changesData: true,
    query: stocktakeCountIdQuery,
    handler: ({ query, ctx }) => withdrawCount(db, ctx, query.countId),
  });
  route(app, {
    method: 'POST',
    url: `${base}/handleCheckBill`,
    summary: 'Post the differences as stocktake movements',
    tags,
    permission: P.handle,
    body: stocktakeIdQuery,
    handler: ({ body, ctx }) => handleStocktake(db, ctx, body.checkId),
  });
  route(app, {
    method: 'GET',
    url: `${base}/undo`,
    summary: 'Void a stocktake not handled',
    tags,
    permission: P.add,
    changesData: true,
    query: stocktakeIdQuery,
    handler: ({ query, ctx }) => voidStocktake(db, ctx, query.checkId),
  });
  route(app, {
    method: 'GET',
    url: `${base}/continueCheck`,
    summary: 'Count again a stocktake whose adjustment was undone',
    tags,
    permission: P.handle,
    changesData: true,
    query: stocktakeIdQuery,
    handler: ({ query, ctx }) => continueStocktake(db, ctx, query.checkId),
  });
  route(app, {
    method: 'GET',
    url: 'materials/adjust/undo',
    summary: 'Reverse exactly what handling a stocktake posted',
    tags,
    permission: P.handle,
    changesData: true,
    query: stocktakeIdQuery,
    handler: ({ query, ctx }) => undoStocktakeAdjustment(db, ctx, query.checkId),
  });
}
