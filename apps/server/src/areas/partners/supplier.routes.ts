import { idSchema, supplierInsertInput, supplierPageInput, supplierUpdateInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import * as repo from './supplier.repository.js';
import { registerSupplierExcelRoutes } from './supplier-excel.routes.js';
import {
  createSupplier,
  getSupplier,
  pageSupplierList,
  relatedMaterials,
  removeSupplier,
  updateSupplierRecord,
} from './supplier.service.js';

const byIdOrCode = z
  .object({ id: idSchema.optional(), code: z.string().trim().max(20).optional(), orderNo: z.string().trim().max(20).optional() })
  .refine((v) => v.id ?? v.code ?? v.orderNo, { message: '请指定供应商|id or code is required', path: ['id'] });

export function registerSupplierRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['suppliers'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'supplier/page',
    summary: 'Supplier list, paged, with keyword and status filters',
    tags,
    permission: 'fac.supplier.list',
    body: supplierPageInput,
    handler: ({ body, ctx }) => pageSupplierList(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'supplier/list',
    summary: 'Supplier option list (id, name)',
    tags,
    permission: null,
    body: z.object({ keyword: z.string().trim().max(50).optional() }).optional(),
    handler: ({ body, ctx }) => repo.supplierOptions(db, ctx.unitId, body?.keyword),
  });
  route(app, {
    method: 'POST',
    url: 'supplier/insert',
    summary: 'Create a supplier (draft); a blank code is generated',
    tags,
    permission: 'fac.supplier.add',
    body: supplierInsertInput,
    handler: ({ body, ctx }) => createSupplier(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'supplier/update',
    summary: 'Edit a draft or rejected supplier',
    tags,
    permission: 'fac.supplier.edit',
    body: supplierUpdateInput,
    handler: ({ body, ctx }) => updateSupplierRecord(db, ctx, body),
  });
  for (const url of ['supplier/view', 'supplier/form']) {
    route(app, {
      method: 'GET',
      url,
      summary: 'One supplier by id or code',
      tags,
      permission: null,
      query: byIdOrCode,
      handler: ({ query, ctx }) => getSupplier(db, ctx, { id: query.id, code: query.code ?? query.orderNo }),
    });
  }
  route(app, {
    method: 'GET',
    url: 'supplier/getRelatedMaterials',
    summary: 'What uses the supplier (checked before delete)',
    tags,
    permission: null,
    query: z.object({ supplierId: idSchema }),
    handler: ({ query, ctx }) => relatedMaterials(db, ctx, query.supplierId),
  });
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    route(app, {
      method,
      url: 'supplier/delete',
      changesData: true,
      summary: 'Delete a draft supplier that nothing uses',
      tags,
      permission: 'fac.supplier.delete',
      ...(method === 'POST' ? { body: z.object({ id: idSchema }) } : { query: z.object({ id: idSchema }) }),
      handler: async ({ body, query, ctx }) => {
        await removeSupplier(db, bills, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
  route(app, {
    method: 'GET',
    url: 'supplier/queryRepeatName',
    summary: 'Is this supplier name taken in the unit?',
    tags,
    permission: null,
    query: z.object({ name: z.string().trim().min(1).max(50), id: idSchema.optional() }),
    handler: async ({ query, ctx }) => {
      const id = await repo.findByName(db, ctx.unitId, query.name);
      return { exists: Boolean(id && id !== query.id), id: id && id !== query.id ? id : null };
    },
  });
  route(app, {
    method: 'GET',
    url: 'supplier/queryRepeatCode',
    summary: 'Is this supplier code taken in the unit?',
    tags,
    permission: null,
    query: z.object({ code: z.string().trim().min(1).max(50), id: idSchema.optional() }),
    handler: async ({ query, ctx }) => {
      const id = await repo.findByCode(db, ctx.unitId, query.code);
      return { exists: Boolean(id && id !== query.id), id: id && id !== query.id ? id : null };
    },
  });
  registerSupplierExcelRoutes(app);
}
