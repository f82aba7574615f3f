import {
  customFieldAddInput,
  customFieldDeleteQuery,
  customFieldListInput,
  customFieldOptionAddInput,
  customFieldOptionUpdateInput,
  customFieldRenameInput,
  customFieldUpdateInput,
  customFieldSortInput,
  idSchema,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../http/route.js';
import * as service from './custom-field.service.js';

const idParams = z.object({ id: idSchema });

/**
 * custom-field/* (SPEC 7 "custom-field CRUD, options, sort"; paths as api/22-config.md rows 13-21). The writes say
 * their level (the company's 属性库 or the factory's own) and need its code, checked by the service, so they
 * declare none (test/route-access.ts, "code chosen by input").
 */
export function registerCustomFieldRoutes(app: FastifyInstance): void {
  const tags = ['custom fields'];
  const db = app.db;
  const permission = null;

  route(app, {
    method: 'GET',
    url: 'custom-field/list',
    summary: "Custom fields of one entity (module), with options: the company's first, then the factory's own; or one level",
    tags,
    permission: null,
    query: customFieldListInput,
    handler: ({ query, ctx }) =>
      service.listCustomFields(db, ctx, (query.module ?? query.entity)!, query.includeDisabled, query.level),
  });
  route(app, {
    method: 'POST',
    url: 'custom-field',
    summary: "Add a custom field (select fields may bring their first options); level COMPANY: the company's",
    tags,
    permission,
    body: customFieldAddInput,
    handler: ({ body, ctx }) =>
      service.addCustomField(db, ctx, {
        entity: (body.module ?? body.entity)!,
        name: body.customFieldName,
        type: body.customFieldType,
        required: body.required,
        enabled: body.enabled,
        options: body.options,
        level: body.level,
      }),
  });
  route(app, {
    method: 'PUT',
    url: 'custom-field',
    summary: 'Update a custom field: name, required, enabled (the type never changes)',
    tags,
    permission,
    body: customFieldUpdateInput,
    handler: ({ body, ctx }) => service.updateCustomField(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'custom-field/name',
    summary: 'Rename a custom field',
    tags,
    permission,
    body: customFieldRenameInput,
    handler: ({ body, ctx }) => service.updateCustomField(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'custom-field/sort',
    summary: 'Reorder custom fields: ids in the new order',
    tags,
    permission,
    body: customFieldSortInput,
    handler: ({ body, ctx }) => service.sortCustomFields(db, ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: 'custom-field/:id',
    summary: 'Delete a custom field; refused (40903) while records hold values unless force=true',
    tags,
    permission,
    params: idParams,
    query: customFieldDeleteQuery,
    handler: ({ params, query, ctx }) =>
      service.deleteCustomField(db, ctx, { id: params.id, force: query.force === 'true', level: query.level }),
  });
  route(app, {
    method: 'POST',
    url: 'custom-field/option',
    summary: 'Add an option to a select field (a blank code is numbered)',
    tags,
    permission,
    body: customFieldOptionAddInput,
    handler: ({ body, ctx }) => service.addCustomFieldOption(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'custom-field/option',
    summary: 'Rename an option or change its code',
    tags,
    permission,
    body: customFieldOptionUpdateInput,
    handler: ({ body, ctx }) => service.updateCustomFieldOption(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'custom-field/option/sort',
    summary: "Reorder a field's options: ids in the new order",
    tags,
    permission,
    body: customFieldSortInput,
    handler: ({ body, ctx }) => service.sortCustomFieldOptions(db, ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: 'custom-field/option/:id',
    summary: 'Delete an option; refused (40903) while values use it unless force=true',
    tags,
    permission,
    params: idParams,
    query: customFieldDeleteQuery,
    handler: ({ params, query, ctx }) =>
      service.deleteCustomFieldOption(db, ctx, { id: params.id, force: query.force === 'true', level: query.level }),
  });
}
