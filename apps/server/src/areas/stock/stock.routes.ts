import {
  batchStockChangeInput,
  idSchema,
  materialStockListInput,
  preuseDetailsInput,
  singleStockChangeInput,
  stockChangePageInput,
  stockPermissions as P,
  stockPositionInput,
  stockWarningInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import * as query from './stock-query.repository.js';
import { changeExport } from './stock-export.service.js';
import { availableStock, preuseDetails } from './stock-reservation.service.js';
import { inTransitByStorehouse } from './stock-transit.service.js';
import {
  changeBatchStock,
  changeSingleStock,
  changeTypeOptions,
  configureWarnings,
  listMaterialStock,
  pageChanges,
  undoChange,
  updatePosition,
} from './stock.service.js';

const byStorehouse = z.object({ storehouseId: idSchema.optional() });

/** The single change needs the permission of its kind: in, out or adjust. */
function assertSinglePermission(ctx: RequestContext, kind: 'IN' | 'OUT' | 'ADJUST'): void {
  const code = kind === 'IN' ? P.in : kind === 'OUT' ? P.out : P.adjust;
  if (!can(ctx, code)) throw new AppError(Code.noPermission, NO_PERMISSION);
}

/** Material stock (物料库存): the balances, manual changes, positions, warnings, the movement log, pre-use. */
export function registerStockRoutes(app: FastifyInstance): void {
  const tags = ['stock'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/stock/list',
    summary: 'Material stock: one row per storehouse × SKU with on hand, reserved, available and warning',
    tags,
    permission: P.list,
    body: materialStockListInput,
    handler: ({ body, ctx }) => listMaterialStock(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/stock/inTransit',
    summary: '在途: goods on the way into or out of the factory’s storehouses (transfers), per receiving storehouse × SKU',
    tags,
    permission: P.list,
    body: z.object({ storehouseId: idSchema.optional(), skuKind: z.enum(['GOODS', 'MATERIAL']).optional() }),
    handler: ({ body, ctx }) => inTransitByStorehouse(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/stock/single',
    summary: 'One SKU in, out, or adjusted to a new stock (needs fac.stock.add / .delete / .adjust)',
    tags,
    permission: null,
    body: singleStockChangeInput,
    handler: ({ body, ctx }) => {
      assertSinglePermission(ctx, body.inventoryType);
      return changeSingleStock(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/stock',
    summary: 'Batch in: many SKUs into one storehouse, all or none',
    tags,
    permission: P.batchIn,
    body: batchStockChangeInput,
    handler: ({ body, ctx }) => changeBatchStock(db, ctx, body, 'IN'),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/stock',
    summary: 'Batch out: many SKUs out of one storehouse, all or none',
    tags,
    permission: P.batchOut,
    body: batchStockChangeInput,
    handler: ({ body, ctx }) => changeBatchStock(db, ctx, body, 'OUT'),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/stock/position/:id',
    summary: 'Storage position (仓位) of a stock row',
    tags,
    permission: P.position,
    params: z.object({ id: idSchema }),
    body: stockPositionInput,
    handler: ({ params, body, ctx }) => updatePosition(db, ctx, params.id, body.position),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/stock/warning',
    summary: 'Stock warning limits (minimum / maximum) of one or many stock rows',
    tags,
    permission: P.warning,
    body: stockWarningInput,
    handler: ({ body, ctx }) => configureWarnings(db, ctx, body),
  });
  for (const url of ['fac/stock/getPreuseQuantityDetails', 'fac/stock/preuseQuantityDetailsV2']) {
    route(app, {
      method: 'POST',
      url,
      summary: url.endsWith('V2')
        ? 'Per storehouse: on hand, reserved and available of SKUs'
        : 'Reservations (主动占用) held on SKUs, per demand line',
      tags,
      permission: P.list,
      body: preuseDetailsInput,
      handler: ({ body, ctx }) =>
        url.endsWith('V2')
          ? availableStock(db, ctx, body.materialsSkuIds, body.storehouseId)
          : preuseDetails(db, ctx, body.materialsSkuIds, body.storehouseId),
    });
  }
  route(app, {
    method: 'POST',
    url: 'changeStock/page',
    summary: 'Stock movement log, newest first',
    tags,
    permission: P.records,
    body: stockChangePageInput,
    handler: ({ body, ctx }) => pageChanges(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'changeStock/exportExcel',
    summary: 'Stock movement log as xlsx (streamed)',
    tags,
    permission: P.records,
    body: stockChangePageInput,
    build: (ctx, body) => changeExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/undo/:id',
    changesData: true,
    summary: 'Undo a manual stock change: a compensating movement; refused for bill movements',
    tags,
    permission: P.undo,
    params: z.object({ id: idSchema }),
    handler: ({ params, ctx }) => undoChange(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/inventoryTypeList',
    summary: 'Change types (变动类型) as option pairs',
    tags,
    permission: null,
    handler: async ({ ctx }) => changeTypeOptions(ctx),
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/operatorList',
    summary: 'Users who changed stock',
    tags,
    permission: null,
    handler: ({ ctx }) => query.changeOperators(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/unitList',
    summary:
      "操作工厂: the company's factories that posted movements into the storehouses linked to the session's factory (or into one)",
    tags,
    permission: null,
    query: byStorehouse,
    handler: ({ query: q, ctx }) => query.changeFactories(db, ctx, q.storehouseId),
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/materialTypeList',
    summary: 'Material kinds held in a storehouse',
    tags,
    permission: null,
    query: byStorehouse,
    handler: ({ query: q, ctx }) => query.stockKinds(db, ctx, q.storehouseId),
  });
  route(app, {
    method: 'GET',
    url: 'changeStock/supplierList',
    summary: 'Suppliers of the SKUs held in a storehouse',
    tags,
    permission: null,
    query: byStorehouse,
    handler: ({ query: q, ctx }) => query.stockSuppliers(db, ctx, q.storehouseId),
  });
}
