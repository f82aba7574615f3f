import { materialFieldUpdateInput, materialFieldViewInput, PurchasePermission } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getFieldConfig, updateFieldConfig } from './material-field-config.service.js';

/** 字段配置 (/marterielConfig): the factory's fields of the purchase, arrival, delivery and return documents. */
export function registerMaterialFieldConfigRoutes(app: FastifyInstance): void {
  const tags = ['purchasing'];
  const db = app.db;
  for (const method of ['GET', 'POST'] as const)
    route(app, {
      method,
      url: 'fac/facFieldConfig/facFieldConfigTargetView',
      summary:
        "One document's field configuration (targetType purchase, arrival, delivery or return): groups, fixed fields, fields shown",
      tags,
      permission: null, // every list and form of the four documents reads it
      ...(method === 'GET' ? { query: materialFieldViewInput } : { body: materialFieldViewInput }),
      handler: ({ query, body, ctx }) => getFieldConfig(db, ctx, (body ?? query)!.targetType),
    });
  route(app, {
    method: 'POST',
    url: 'fac/facFieldConfig/updateUnitFacField',
    summary: 'Save the fields a document shows (code = the document; fixed fields are always kept)',
    tags,
    permission: PurchasePermission.fieldConfigUpdate,
    body: materialFieldUpdateInput,
    handler: ({ body, ctx }) => updateFieldConfig(db, ctx, body),
  });
}
