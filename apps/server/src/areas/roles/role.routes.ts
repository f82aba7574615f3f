import { roleIdInput, roleInput, rolePageInput, roleUpdateInput, roleValidInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  createRole,
  getRoleDetail,
  listRolePage,
  permissionCatalogue,
  removeRole,
  roleOptions,
  setRoleValidity,
  updateRole,
} from './role.service.js';

export function registerRoleCrudRoutes(app: FastifyInstance): void {
  const db = app.db;
  const tags = ['roles'];

  route(app, {
    method: 'POST',
    url: 'role/page',
    summary: 'Roles of the factory, paged, searched by name or remark',
    tags,
    permission: 'fac.role.list',
    body: rolePageInput,
    handler: ({ body, ctx }) => listRolePage(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'role/add',
    summary: 'Create a role: name (unique in the factory), rights, members',
    tags,
    permission: 'fac.role.add',
    body: roleInput,
    handler: ({ body, ctx }) => createRole(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'role/update',
    summary: 'Edit a role; members change only when userIds is sent',
    tags,
    permission: 'fac.role.update',
    body: roleUpdateInput,
    handler: ({ body, ctx }) => updateRole(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'role/detail',
    summary: 'One role with its permission codes and members',
    tags,
    permission: 'fac.role.list',
    query: roleIdInput,
    handler: ({ query, ctx }) => getRoleDetail(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'role/valid',
    summary: 'Enable or disable a role',
    tags,
    permission: 'fac.role.valid',
    body: roleValidInput,
    handler: ({ body, ctx }) => setRoleValidity(db, ctx, body.id, body.isValid),
  });
  route(app, {
    method: 'POST',
    url: 'role/delete',
    summary: 'Delete a role that no member holds and no review configuration names',
    tags,
    permission: 'fac.role.delete',
    body: roleIdInput,
    handler: async ({ body, ctx }) => {
      await removeRole(db, ctx, body.id);
      return null;
    },
  });
  // The catalogue and the option list are not secret: the role form and every reviewer picker read them.
  route(app, {
    method: 'GET',
    url: 'role/permissionDetails',
    summary: 'The permission catalogue, grouped by area, labels in Chinese and English',
    tags,
    permission: null,
    handler: async () => permissionCatalogue(),
  });
  route(app, {
    method: 'GET',
    url: 'role/list',
    summary: 'Valid roles of the factory as {id, name} options',
    tags,
    permission: null,
    handler: ({ ctx }) => roleOptions(db, ctx),
  });
}
