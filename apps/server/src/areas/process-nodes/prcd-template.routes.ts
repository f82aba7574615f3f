import {
  checkTemplateNameInput,
  idSchema,
  prcdTemplateInput,
  prcdTemplatePageInput,
  prcdTemplateUpdateInput,
  ProcessNodePermission,
  TEMPLATE_READER_PERMISSIONS,
  templateReviewInput,
  workshopSectionInput,
  workshopSectionQueryInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  checkTemplateName,
  createTemplate,
  deleteTemplate,
  getTemplate,
  pageTemplates,
  setReportReview,
  updateTemplate,
} from './prcd-template.service.js';
import { querySections, saveSection } from './workshop-section.service.js';

export function registerPrcdTemplateRoutes(app: FastifyInstance): void {
  const tags = ['process-nodes'];
  const db = app.db;
  const permission = ProcessNodePermission.operate;
  const byId = z.object({ id: idSchema });

  route(app, {
    method: 'GET',
    url: 'prcd-templates',
    summary: 'Process templates, paged (keyword): name, persons, node names, reportNeedsReview',
    tags,
    permission,
    orPermissions: TEMPLATE_READER_PERMISSIONS, // the mission form's 工序模板 dropdown
    query: prcdTemplatePageInput,
    handler: ({ query, ctx }) => pageTemplates(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'fac/template/checkTemplateName',
    summary: 'Whether another template has the name (id: the one being edited): { exists }',
    tags,
    permission,
    query: checkTemplateNameInput,
    handler: ({ query, ctx }) => checkTemplateName(db, ctx, query.name, query.id),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-templates/:id',
    summary: 'One template with its node rows in order, the delay rule and how many missions were made with it',
    tags,
    permission,
    orPermissions: TEMPLATE_READER_PERMISSIONS, // the mission form copies the rows
    params: byId,
    handler: ({ params, ctx }) => getTemplate(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'prcd-templates',
    summary: 'Create a template (rows: defaults, outside settlement, shipment node, upstream node; delay rule)',
    tags,
    permission,
    body: prcdTemplateInput,
    handler: ({ body, ctx }) => createTemplate(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'prcd-templates',
    summary: 'Edit a template (id in the body); its rows are rewritten in the order given',
    tags,
    permission,
    body: prcdTemplateUpdateInput,
    handler: ({ body, ctx }) => updateTemplate(db, ctx, body.id!, body),
  });
  route(app, {
    method: 'PUT',
    url: 'prcd-templates/:id/report-review',
    summary: 'The list’s switch: whether node reports of missions made with the template need review',
    tags,
    permission,
    params: byId,
    body: templateReviewInput,
    handler: ({ params, body, ctx }) => setReportReview(db, ctx, params.id, body.reportNeedsReview),
  });
  route(app, {
    method: 'DELETE',
    url: 'prcd-templates/:id',
    summary: 'Delete a template (missions made with it keep their own rows)',
    tags,
    permission,
    params: byId,
    handler: async ({ params, ctx }) => {
      await deleteTemplate(db, ctx, params.id);
      return null;
    },
  });
  route(app, {
    method: 'GET',
    url: 'workshopSection/query',
    summary: 'Workshop sections (车间工段) with their nodes',
    tags,
    permission,
    query: workshopSectionQueryInput,
    handler: ({ query, ctx }) => querySections(db, ctx, query.keyword),
  });
  route(app, {
    method: 'POST',
    url: 'workshopSection/create',
    summary: 'Add a workshop section (name unique in the factory; prcdNodeIds: its nodes)',
    tags,
    permission,
    body: workshopSectionInput,
    handler: ({ body, ctx }) => saveSection(db, ctx, { ...body, id: undefined }),
  });
  route(app, {
    method: 'POST',
    url: 'workshopSection/update',
    summary: 'Rename or re-sort a section; prcdNodeIds, when given, are exactly its nodes',
    tags,
    permission,
    body: workshopSectionInput.safeExtend({ id: idSchema }),
    handler: ({ body, ctx }) => saveSection(db, ctx, body),
  });
}
