import { bomConfigInput, BomPermission } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getBomConfig, getBomDefaultConfig, updateBomConfig } from './bom-config.service.js';

/** BOM字段配置 (businessfield calls of SPEC 7). */
export function registerBomConfigRoutes(app: FastifyInstance): void {
  const tags = ['bom'];
  const db = app.db;
  route(app, {
    method: 'GET',
    url: 'businessfield/getCommonBomConfig',
    summary: "The BOM table's columns (fields) and the ones this factory shows (configs)",
    tags,
    permission: BomPermission.list,
    handler: ({ ctx }) => getBomConfig(db, ctx),
  });
  route(app, {
    method: 'GET',
    url: 'businessfield/getCommonBomDefaultConfig',
    summary: "The BOM table's default columns",
    tags,
    permission: BomPermission.list,
    handler: async ({ ctx }) => getBomDefaultConfig(ctx),
  });
  route(app, {
    method: 'POST',
    url: 'businessfield/updateCommonBomConfig',
    summary: 'Choose the BOM columns to show (fieldIds: column keys; required ones always shown)',
    tags,
    permission: BomPermission.update,
    body: bomConfigInput,
    handler: ({ body, ctx }) => updateBomConfig(db, ctx, body.fieldIds),
  });
}
