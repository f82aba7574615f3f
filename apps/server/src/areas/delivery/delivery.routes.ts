import {
  deliveryCreateInput,
  DeliveryPermission,
  deliveryPageInput,
  deliveryUpdateInput,
  idSchema,
  materialLotQuery,
  optionalIntInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { deliveryExport } from './delivery-export.service.js';
import { deliveryFormOptions } from './delivery-form.service.js';
import {
  createDelivery,
  examineDelivery,
  getDelivery,
  pageDeliveryList,
  undoDelivery,
  updateDelivery,
} from './delivery.service.js';
import { listMaterialLots } from './material-lot.service.js';

const P = DeliveryPermission;
export function registerDeliveryRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['delivery'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'delivery/material/create',
    summary: 'Create a draft delivery, sample delivery or delivery notice (belongModule 0/1/2); blank number = generated',
    tags,
    permission: P.add,
    body: deliveryCreateInput,
    handler: ({ body, ctx }) => createDelivery(db, ctx, body),
  });
  for (const url of ['delivery/material/update', 'delivery/material/updateDraft']) {
    route(app, {
      method: 'POST',
      url,
      summary: 'Edit a draft or rejected delivery or notice (lines replaced)',
      tags,
      permission: P.add,
      body: deliveryUpdateInput,
      handler: ({ body, ctx }) => updateDelivery(db, ctx, body),
    });
  }
  route(app, {
    method: 'POST',
    url: 'delivery/material/page',
    summary: 'Deliveries (belongModule 0), sample deliveries (1) or notices (2, with 送料状态), paged',
    tags,
    permission: P.list,
    body: deliveryPageInput,
    handler: ({ body, ctx }) => pageDeliveryList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'delivery/material/detail/:id',
    summary: 'One delivery or notice with its lines (notices: delivered per SKU and the deliveries fulfilling it)',
    tags,
    permission: P.list,
    params: z.object({ id: idSchema }),
    handler: ({ params, ctx }) => getDelivery(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'delivery/material/examine',
    summary: 'Submit a draft (straight to reviewed and posted without a review configuration) or decide a pending review',
    tags,
    permission: P.add,
    body: z.object({ id: idSchema, result: z.boolean().optional(), message: z.string().trim().max(200).optional() }),
    handler: ({ body, ctx }) => examineDelivery(deps, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'delivery/material/undo/:id',
    changesData: true,
    summary: '撤销: a pending bill back to draft; a reviewed one un-reviewed (stock comes back)',
    tags,
    permission: P.repeal,
    params: z.object({ id: idSchema }),
    query: z.object({ message: z.string().trim().max(200).optional() }),
    handler: ({ params, query, ctx }) => undoDelivery(deps, ctx, params.id, query.message),
  });
  route(app, {
    method: 'GET',
    url: 'delivery/material/form',
    summary: 'Storehouses (id, name) and deliverers (users of the factory) for a new delivery',
    tags,
    permission: null,
    handler: ({ ctx }) => deliveryFormOptions(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'delivery/material/lots',
    summary: '卷号 picker: the rolls and dye lots of a material SKU holding stock in a storehouse (roll no, vat no, on hand)',
    tags,
    permission: P.add,
    query: materialLotQuery,
    handler: ({ query, ctx }) => listMaterialLots(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'delivery/material/listBillNotify',
    summary: 'Reviewed delivery notices to fulfil (开送料单), paged; optional processing factory and keyword',
    tags,
    permission: P.list,
    query: z.object({
      outsideFactoryId: idSchema.optional(),
      queryColumn: z.string().trim().max(50).optional(),
      pageNo: optionalIntInput({ min: 1, max: 2147483647 }),
      pageSize: optionalIntInput({ min: 1, max: 200 }).transform((v) => v ?? 20),
    }),
    handler: ({ query, ctx }) =>
      pageDeliveryList(db, ctx, {
        belongModule: 2,
        status: [2],
        deliveryStates: [0, 1],
        factoryIds: query.outsideFactoryId ? [query.outsideFactoryId] : undefined,
        searchParam: query.queryColumn,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      }),
  });
  registerExportRoute(app, {
    url: 'delivery/material/exportDeliveryListExcel',
    summary: 'Deliveries or notices as xlsx (the list filters)',
    tags,
    permission: P.list,
    body: deliveryPageInput,
    build: (ctx, body) => deliveryExport(db, ctx, body) as ExportDefinition<unknown>,
  });
}
