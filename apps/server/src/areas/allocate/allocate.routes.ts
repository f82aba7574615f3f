import {
  allocateAutoReceiveInput,
  allocateInput,
  allocateListInput,
  allocateOrderNoQuery,
  AllocatePermission as P,
  allocateUpdateInput,
  idSchema,
  type AllocateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { listAutoReceive, receivingStorehouses, setAutoReceive } from './allocate-config.service.js';
import { allocateExport } from './allocate-export.service.js';
import { createAllocate, getAllocate, listAllocateNos, listAllocates, updateAllocate } from './allocate.service.js';

const BASE = 'allocate';

/** A 调出单 needs the out code, a 调入单 (收货) the in code: checked once the body names the kind. */
function requireKind(ctx: RequestContext, billType: AllocateInput['billType']) {
  if (!can(ctx, billType === 'BILL_CALL_OUT' ? P.callOut : P.callIn)) throw new AppError(Code.noPermission, NO_PERMISSION);
}

export function registerAllocateRoutes(app: FastifyInstance): void {
  const tags = ['allocate'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: `${BASE}/add`,
    summary: 'A draft 调出单 (from a storehouse to another, possibly of another factory) or 调入单 (receiving an out)',
    tags,
    permission: P.callOut,
    orPermissions: [P.callIn],
    body: allocateInput,
    handler: ({ body, ctx }) => {
      requireKind(ctx, body.billType);
      return createAllocate(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/update`,
    summary: 'Edit a draft or rejected transfer (its kind stays)',
    tags,
    permission: P.callOut,
    orPermissions: [P.callIn],
    body: allocateUpdateInput,
    handler: ({ body, ctx }) => {
      requireKind(ctx, body.billType);
      return updateAllocate(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/page`,
    summary: 'Transfers, paged, with the sums of quantity and of what is in transit over the filter',
    tags,
    permission: P.list,
    body: allocateListInput,
    handler: ({ body, ctx }) => listAllocates(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/detail/:billMaterialAllocateId`,
    summary: 'One transfer (/allocate/detail): lines with received and in transit, an out’s transfer-ins',
    tags,
    permission: P.list,
    params: z.object({ billMaterialAllocateId: idSchema }),
    handler: ({ params, ctx }) => getAllocate(db, ctx, params.billMaterialAllocateId),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/list/orderNo`,
    summary: 'Bill number dropdown of transfers (value, label)',
    tags,
    permission: P.list,
    query: allocateOrderNoQuery,
    handler: ({ query, ctx }) => listAllocateNos(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/storehouses`,
    summary: 'Where a transfer may go: the company’s storehouses with their factories',
    tags,
    permission: P.list,
    query: z.object({ keyword: z.string().trim().max(50).optional() }),
    handler: ({ query, ctx }) => receivingStorehouses(db, ctx, query.keyword),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/firstHandCallInConfig`,
    summary: '一手调入: the receiving storehouses whose transfers are received in full when the out is reviewed',
    tags,
    permission: P.config,
    body: allocateAutoReceiveInput,
    handler: ({ body, ctx }) => setAutoReceive(db, ctx, body.storehouseIds),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/firstHandCallInConfig/list`,
    summary: 'The 一手调入 storehouses',
    tags,
    permission: P.list,
    handler: ({ ctx }) => listAutoReceive(db, ctx),
  });
  registerExportRoute(app, {
    url: `${BASE}/exportExcel`,
    summary: 'Transfers as xlsx (the list’s filter)',
    tags,
    permission: P.list,
    body: allocateListInput,
    build: (ctx, body) => allocateExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
