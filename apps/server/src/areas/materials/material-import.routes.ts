import { importAcrossInput, importAcrossListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { importMaterials, listImportableMaterials } from './material-import.service.js';

/** Import from another factory of the company (从其他工厂导入), under this factory's add permission. */
export function registerMaterialImportRoutes(app: FastifyInstance): void {
  const tags = ['materials'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/materials/getEasyMaterialListByUnitIds',
    summary: "Another factory's materials to import, paged (sourceUnitId, keyword on number or name)",
    tags,
    permission: 'fac.materials.add',
    body: importAcrossListInput,
    handler: ({ body, ctx }) => listImportableMaterials(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/importMaterial',
    summary: 'Import materials of another factory of the company as drafts (numbers this factory has are skipped)',
    tags,
    permission: 'fac.materials.add',
    body: importAcrossInput,
    handler: ({ body, ctx }) => importMaterials(db, ctx, body),
  });
}
