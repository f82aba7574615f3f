import { customerInput, customerPageInput, customerUpdateInput, idSchema, pageOf } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerImportRoutes } from '../../platform/excel/index.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { customerImport } from './customer-excel.service.js';
import { assertGroupOfUnit } from './customer-group.service.js';
import * as repo from './customer.repository.js';
import { offerImportIfElsewhere } from './partner-import-offer.service.js';

const customerNotFound = () => notFound({ zh: '客户', en: 'Customer' });
const customerName = { zh: '客户名称', en: 'Customer name' };

/** Customers (客户档案): plain master data, no approval. The rules are few enough to live here. */
export function registerCustomerRoutes(app: FastifyInstance): void {
  const tags = ['customers'];
  const db = app.db;
  const assertFreeName = async (unitId: string, name: string, selfId?: string) => {
    const found = await repo.findCustomerByName(db, unitId, name);
    if (found && found !== selfId) throw duplicate('name', customerName);
  };

  route(app, {
    method: 'POST',
    url: 'fac/customer/show',
    summary: 'Customer list, paged (keyword, groupIds)',
    tags,
    permission: null,
    body: customerPageInput,
    handler: async ({ body, ctx }) => {
      const { pageNo, pageSize, offset } = pageOf(body);
      return { ...(await repo.pageCustomers(db, ctx.unitId, body, pageSize, offset)), pageNo, pageSize };
    },
  });
  route(app, {
    method: ['POST', 'GET'],
    url: 'fac/customer/list',
    summary: 'Customer option list (id, name)',
    tags,
    permission: null,
    handler: ({ ctx }) => repo.customerOptions(db, ctx.unitId),
  });
  route(app, {
    method: 'GET',
    url: 'fac/customer/detail',
    summary: 'One customer',
    tags,
    permission: null,
    query: z.object({ id: idSchema }),
    handler: async ({ query, ctx }) => (await repo.findCustomer(db, ctx.unitId, query.id)) ?? Promise.reject(customerNotFound()),
  });
  route(app, {
    method: 'POST',
    url: 'fac/customer/add',
    summary: 'Create a customer',
    tags,
    permission: 'fac.customer.add',
    body: customerInput,
    handler: async ({ body, ctx }) => {
      await assertFreeName(ctx.unitId, body.name);
      await offerImportIfElsewhere(db, ctx, 'customer', body.name);
      await assertGroupOfUnit(db, ctx, body.groupId);
      return repo.insertCustomer(db, ctx.unitId, ctx.userId, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/customer/edit',
    summary: 'Edit a customer',
    tags,
    permission: 'fac.customer.update',
    body: customerUpdateInput,
    handler: async ({ body, ctx }) => {
      const { id, ...fields } = body;
      await assertFreeName(ctx.unitId, fields.name, id);
      await assertGroupOfUnit(db, ctx, fields.groupId);
      if (!(await repo.updateCustomer(db, ctx.unitId, id, fields))) throw customerNotFound();
      return { id };
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/customer/delete',
    summary: 'Delete a customer',
    tags,
    permission: 'fac.customer.delete',
    body: z.object({ id: idSchema }),
    handler: async ({ body, ctx }) => {
      if (!(await repo.softDeleteCustomer(db, ctx.unitId, body.id))) throw customerNotFound();
      return null;
    },
  });
  // fac/customer/importTemplate, fac/customer/importExcel (dry run), fac/customer/importExcel/commit
  registerImportRoutes(app, { base: 'fac/customer', permission: 'fac.customer.add', definition: customerImport, tags });
  route(app, {
    method: 'GET',
    url: 'fac/customer/checkName',
    summary: 'Is this customer name taken in the unit?',
    tags,
    permission: null,
    query: z.object({ name: z.string().trim().min(1).max(50), id: idSchema.optional() }),
    handler: async ({ query, ctx }) => {
      const id = await repo.findCustomerByName(db, ctx.unitId, query.name);
      return { exists: Boolean(id && id !== query.id) };
    },
  });
}
