import { customerGroupNameInput, customerGroupRefInput, customerGroupRenameInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { addCustomerGroup, deleteCustomerGroup, listCustomerGroups, renameCustomerGroup } from './customer-group.service.js';

/** Customer groups (客户分组): the left group list of the customer screen (reference api/02 rows 2 and 6). */
export function registerCustomerGroupRoutes(app: FastifyInstance): void {
  const tags = ['customers'];
  const db = app.db;

  route(app, {
    method: ['GET', 'POST'],
    url: 'fac/customer/getCustomerGroupLists',
    summary: "The unit's customer groups, each with its customers",
    tags,
    permission: null,
    handler: ({ ctx }) => listCustomerGroups(db, ctx),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/customer/addCustomerGroup',
      changesData: true,
      summary: 'Create a customer group (groupName, unique in the unit)',
      tags,
      permission: 'fac.customer.group',
      ...(method === 'GET' ? { query: customerGroupNameInput } : { body: customerGroupNameInput }),
      handler: ({ query, body, ctx }) => addCustomerGroup(db, ctx, (body ?? query)!.groupName),
    });
    route(app, {
      method,
      url: 'fac/customer/deleteCustomerGroup',
      changesData: true,
      summary: 'Delete a customer group that has no customers',
      tags,
      permission: 'fac.customer.group',
      ...(method === 'GET' ? { query: customerGroupRefInput } : { body: customerGroupRefInput }),
      handler: async ({ query, body, ctx }) => {
        await deleteCustomerGroup(db, ctx, (body ?? query)!.groupId);
        return null;
      },
    });
  }
  route(app, {
    method: 'POST',
    url: 'fac/customer/renameCustomerGroup',
    summary: 'Rename a customer group',
    tags,
    permission: 'fac.customer.group',
    body: customerGroupRenameInput,
    handler: ({ body, ctx }) => renameCustomerGroup(db, ctx, body.groupId, body.groupName),
  });
}
