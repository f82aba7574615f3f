import {
  arriveIdQuery,
  checkAndShrunkInput,
  clothCheckInput,
  clothFilterInput,
  clothPageInput,
  QualityPermission as P,
  shrinkInput,
  undoClothQuery,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { clothExport } from './cloth-check-export.service.js';
import {
  clothDetail,
  pageClothChecks,
  recordClothCheck,
  recordShrink,
  revokeClothChecks,
  saveCheckAndShrunk,
  undoClothPart,
} from './cloth-check.service.js';

export function registerClothCheckRoutes(app: FastifyInstance): void {
  const tags = ['cloth check'];
  const db = app.db;
  route(app, {
    method: 'PUT',
    url: 'arrive/check',
    summary: 'Cloth check (验布): checked length per arrival line',
    tags,
    permission: P.check,
    body: clothCheckInput,
    handler: ({ body, ctx }) => recordClothCheck(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'arrive/shrunk',
    summary: 'Shrink test (缩布): lengths before and after, rate stored',
    tags,
    permission: P.shrink,
    body: shrinkInput,
    handler: ({ body, ctx }) => recordShrink(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'arrive/undo-check',
    changesData: true,
    summary: 'Undo the cloth check of one SKU of an arrival',
    tags,
    permission: P.check,
    query: undoClothQuery,
    handler: ({ query, ctx }) => undoClothPart(db, ctx, query.billMaterialArriveId, query.materialSkuId, 'check'),
  });
  route(app, {
    method: 'GET',
    url: 'arrive/undo-shrunk',
    changesData: true,
    summary: 'Undo the shrink test of one SKU of an arrival',
    tags,
    permission: P.shrink,
    query: undoClothQuery,
    handler: ({ query, ctx }) => undoClothPart(db, ctx, query.billMaterialArriveId, query.materialSkuId, 'shrink'),
  });
  route(app, {
    method: 'POST',
    url: 'arrive/checkAndShrunk/list',
    summary: 'Cloth check and shrink rows, paged',
    tags,
    permission: P.clothList,
    body: clothPageInput,
    handler: ({ body, ctx }) => pageClothChecks(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'arrive/checkAndShrunk/detail',
    summary: 'An arrival with its lines and check and shrink rows',
    tags,
    permission: P.clothList,
    query: arriveIdQuery,
    handler: ({ query, ctx }) => clothDetail(db, ctx, query.arriveId),
  });
  route(app, {
    method: 'POST',
    url: 'arrive/checkAndShrunk/addOrUpdate',
    summary: 'Record both checks of arrival lines at once',
    tags,
    permission: P.check,
    body: checkAndShrunkInput,
    handler: ({ body, ctx }) => saveCheckAndShrunk(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'arrive/checkAndShrunk/revoke',
    summary: 'Remove every check and shrink row of an arrival',
    tags,
    permission: P.check,
    body: arriveIdQuery,
    handler: ({ body, ctx }) => revokeClothChecks(db, ctx, body.arriveId),
  });
  registerExportRoute(app, {
    url: 'arrive/checkAndShrunk/export',
    permission: P.clothList,
    summary: 'Cloth check and shrink rows as xlsx (streamed)',
    tags,
    body: clothFilterInput,
    build: (ctx, body) => clothExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
