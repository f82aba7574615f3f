import {
  allocationPurchaserInput,
  idSchema,
  checkAllocationInput,
  demandStatusInput,
  demandSupplierInput,
  manualCompleteInput,
  plannedQuantityInput,
  PurchasePermission,
  purchaseDemandCreateInput,
  purchaseDemandPageInput,
  stockActivePreuseInput,
  type PurchaseDemandPage,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { streamXlsx, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { demandsByMaterialExport, demandsByOrderExport } from './purchase-demand-export.service.js';
import * as svc from './purchase-demand.service.js';
import { modifyDemandReservations, reservationView, setDemandReservations } from './purchase-reservation.service.js';

export function registerPurchaseDemandRoutes(app: FastifyInstance): void {
  const tags = ['purchasing'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'material/purchase-demand/add',
    summary: 'Type a demand line by hand (order no, goods style, material SKU, supplier, quantity)',
    tags,
    permission: PurchasePermission.demandAdd,
    body: purchaseDemandCreateInput,
    handler: ({ body, ctx }) => svc.createDemand(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/purchase-demand-bill-list-v3',
    summary: 'Demand board by production order: one row per order x material SKU',
    tags,
    permission: PurchasePermission.kanban,
    body: purchaseDemandPageInput,
    handler: ({ body, ctx }) => svc.pageDemandsByOrder(db, ctx, body),
  });
  for (const url of ['purchase/purchaseMaterialsPage-v2', 'purchase/purchaseSupplierPage']) {
    route(app, {
      method: 'POST',
      url,
      summary: 'Demand board by material (and supplier): sums of the demand lines per SKU x supplier',
      tags,
      permission: PurchasePermission.kanban,
      body: purchaseDemandPageInput,
      handler: ({ body, ctx }) => svc.pageDemandsByMaterial(db, ctx, body),
    });
  }
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'purchase/updatePurchaseDemand',
      changesData: true,
      summary: 'Change the planned purchase of a demand line (never below the demand)',
      tags,
      permission: PurchasePermission.add,
      ...(method === 'GET' ? { query: plannedQuantityInput } : { body: plannedQuantityInput }),
      handler: ({ body, query, ctx }) => {
        const input = (body ?? query)!;
        return svc.setPlannedQuantity(db, ctx, input.id, input.plannedQuantity);
      },
    });
  }
  route(app, {
    method: 'PUT',
    url: 'material/purchase-demand/supplier',
    summary: 'Change the supplier of a demand line',
    tags,
    permission: PurchasePermission.add,
    body: demandSupplierInput,
    handler: async ({ body, ctx }) => {
      await svc.changeDemandSupplier(db, ctx, body.materialPurchaseDemandId, body.supplierId);
      return null;
    },
  });
  route(app, {
    method: 'PUT',
    url: 'material/purchase-demand/status',
    summary: 'Batch mark complete (status 1) or undo complete (status 0)',
    tags,
    permission: PurchasePermission.add,
    body: demandStatusInput,
    handler: ({ body, ctx }) => svc.setDemandsCompleted(db, ctx, body.materialPurchaseDemandIds, body.status === 1),
  });
  route(app, {
    method: 'GET',
    url: 'material/purchase-demand/manual-complete',
    changesData: true,
    summary: 'Mark one demand line complete (complete=1) or undo it (complete=0)',
    tags,
    permission: PurchasePermission.add,
    query: manualCompleteInput,
    handler: ({ query, ctx }) => svc.setDemandsCompleted(db, ctx, [query.id], query.complete === '1'),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/checkAllocationPurchaser',
    summary: 'Can these demand lines be assigned a purchaser?',
    tags,
    permission: PurchasePermission.allocate,
    body: checkAllocationInput,
    handler: ({ body, ctx }) => svc.checkAllocation(db, ctx, body.purchaseDemandIds),
  });
  route(app, {
    method: 'POST',
    url: 'purchase/allocationPurchaser',
    summary: 'Assign a purchaser to demand lines',
    tags,
    permission: PurchasePermission.allocate,
    body: allocationPurchaserInput,
    handler: ({ body, ctx }) => svc.allocatePurchaser(db, ctx, body.purchaseDemandIds, body.purchaserId),
  });
  route(app, {
    method: 'GET',
    url: 'material/purchase-demand/stock-active-preuse',
    summary: 'A demand line and its SKU stock per storehouse (on hand, reserved, available) for 主动占用',
    tags,
    permission: PurchasePermission.occupy,
    query: z.object({ materialPurchaseDemandId: idSchema }),
    handler: ({ query, ctx }) => reservationView(db, ctx, query.materialPurchaseDemandId),
  });
  route(app, {
    method: 'PUT',
    url: 'material/purchase-demand/stock-active-preuse',
    summary: 'Reserve available stock for a demand line: its whole reservation per storehouse',
    tags,
    permission: PurchasePermission.occupy,
    body: stockActivePreuseInput,
    handler: ({ body, ctx }) => setDemandReservations(db, ctx, body),
  });
  // The stock side's names for the same reservation (SPEC 7, stock-sku-preuse): set, and change by hand.
  route(app, {
    method: 'PUT',
    url: 'stock-sku-preuse',
    summary: "Reserve stock of a demand line's SKU per storehouse (the same as stock-active-preuse)",
    tags,
    permission: PurchasePermission.occupy,
    body: stockActivePreuseInput,
    handler: ({ body, ctx }) => setDemandReservations(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'stock-sku-preuse/modify',
    summary: 'Change a reservation by hand; refused (40902) when stock-sku-preuse-config canManualModify is off',
    tags,
    permission: PurchasePermission.occupy,
    body: stockActivePreuseInput,
    handler: ({ body, ctx }) => modifyDemandReservations(db, ctx, body),
  });
  // The board's two exports (导出表格 on either tab): the same filters, one row per order line or per material.
  const exportRoute = (x: {
    url: string;
    summary: string;
    build: (db: Db, ctx: RequestContext, input: PurchaseDemandPage) => ExportDefinition<unknown>;
  }) =>
    route(app, {
      method: 'POST',
      url: x.url,
      summary: x.summary,
      tags,
      permission: PurchasePermission.kanban,
      body: purchaseDemandPageInput,
      raw: true,
      handler: async ({ body, ctx, reply, req }) => streamXlsx(reply, ctx.lang, x.build(db, ctx, body), req.log),
    });
  exportRoute({
    url: 'purchase/exportExcelOnMission',
    summary: 'Export the demand board by production order (same filters)',
    build: demandsByOrderExport as (db: Db, ctx: RequestContext, input: PurchaseDemandPage) => ExportDefinition<unknown>,
  });
  exportRoute({
    url: 'purchase/exportExcelOnSupplier',
    summary: 'Export the demand board by material and supplier (same filters)',
    build: demandsByMaterialExport as (db: Db, ctx: RequestContext, input: PurchaseDemandPage) => ExportDefinition<unknown>,
  });
}
