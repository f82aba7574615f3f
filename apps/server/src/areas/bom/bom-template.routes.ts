import {
  bomMaterialLineInput,
  BomPermission,
  bomTemplateCreateInput,
  bomTemplateDropDownInput,
  bomTemplateIdParams,
  bomTemplateListInput,
  bomTemplateNameQuery,
  bomTemplateUpdateInput,
  MaterialPermission,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { addMaterialLine } from './bom-material-line.service.js';
import { bomTemplateExport, bomTemplateExportInput, bomTemplateImport } from './bom-template-excel.service.js';
import {
  checkTemplateName,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  templateOptions,
  updateTemplate,
} from './bom-template.service.js';

/** BOM templates (SPEC 7: common/bom/template ..., style/bom/importExcel, export) and the BOM's 新建物料. */
export function registerBomTemplateRoutes(app: FastifyInstance): void {
  const tags = ['bom'];
  const db = app.db;
  const base = 'common/bom/template';

  route(app, {
    method: 'POST',
    url: `${base}/list`,
    summary: 'BOM templates, newest first (keyword: name or remark)',
    tags,
    permission: BomPermission.list,
    body: bomTemplateListInput,
    handler: ({ body, ctx }) => listTemplates(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: base,
    summary: 'Create a BOM template (name unique in the factory)',
    tags,
    permission: BomPermission.add,
    body: bomTemplateCreateInput,
    handler: ({ body, ctx }) => createTemplate(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/queryRepeatName`,
    summary: 'Is this template name taken by another template of the factory? (exists, id)',
    tags,
    permission: BomPermission.list,
    query: bomTemplateNameQuery,
    handler: ({ query, ctx }) => checkTemplateName(db, ctx, query.name, query.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One BOM template with its rows',
    tags,
    permission: BomPermission.list,
    params: bomTemplateIdParams,
    handler: ({ params, ctx }) => getTemplate(db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/details_design/:id`,
    summary: 'One BOM template with its rows (for a design or goods BOM to start from)',
    tags,
    permission: BomPermission.list,
    params: bomTemplateIdParams,
    handler: ({ params, ctx }) => getTemplate(db, ctx, params.id),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    summary: 'Edit a BOM template (its rows become the ones sent)',
    tags,
    permission: BomPermission.update,
    params: bomTemplateIdParams,
    body: bomTemplateUpdateInput,
    handler: ({ params, body, ctx }) => updateTemplate(db, ctx, params.id, body),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete a BOM template (BOMs started from it keep their rows)',
    tags,
    permission: BomPermission.delete,
    params: bomTemplateIdParams,
    handler: async ({ params, ctx }) => {
      await deleteTemplate(db, ctx, params.id);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: `${base}/dropDownList`,
    summary: 'BOM templates as [{ value, label }]',
    tags,
    permission: BomPermission.list,
    body: bomTemplateDropDownInput,
    handler: ({ body, ctx }) => templateOptions(db, ctx, body.keyword),
  });
  registerImportRoutes(app, { base: 'style/bom', permission: BomPermission.add, definition: bomTemplateImport, tags });
  registerExportRoute(app, {
    url: `${base}/export`,
    permission: BomPermission.list,
    summary: 'BOM templates as xlsx, one row per template row (the import reads it back)',
    tags,
    body: bomTemplateExportInput,
    build: (ctx, filter) => bomTemplateExport(db, ctx, filter) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'fac/materials/addMaterialsLine',
    summary: "新建物料 from the BOM's search line: a new material, or the existing SKU used or overwritten (onExisting)",
    tags,
    permission: MaterialPermission.add,
    body: bomMaterialLineInput,
    handler: ({ body, ctx }) => addMaterialLine(db, ctx, body),
  });
}
