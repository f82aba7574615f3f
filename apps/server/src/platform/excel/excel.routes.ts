import { importCommitInput, importIdParams } from '@gf/contracts';
import type { ZodType } from 'zod';
import type { FastifyInstance } from 'fastify';
import { receiveUpload } from '../files/index.js';
import { pick } from '../http/errors.js';
import { route } from '../http/route.js';
import type { RequestContext } from '../tenancy/context.js';
import { sendXlsx, streamXlsx, type ExportDefinition } from './excel-export.service.js';
import {
  commitImport,
  dryRunImport,
  failedRowsWorkbook,
  getImportJob,
  templateWorkbook,
  withExtraColumns,
  type ImportDefinition,
} from './excel-import.service.js';

/** excel/import/{id} (poll a job) and excel/import/{id}/errors (failed rows as xlsx): the unit's own jobs. */
export function registerExcelRoutes(app: FastifyInstance): void {
  const tags = ['excel'];
  route(app, {
    method: 'GET',
    url: 'excel/import/:id',
    summary: 'An import job: status, counts, every bad row with its reasons',
    tags,
    permission: null,
    params: importIdParams,
    handler: ({ params, ctx }) => getImportJob(app.db, ctx, params.id),
  });
  route(app, {
    method: 'GET',
    url: 'excel/import/:id/errors',
    summary: 'The failed rows of an import as xlsx, with a 错误原因 column',
    tags,
    permission: null,
    params: importIdParams,
    raw: true,
    handler: async ({ params, ctx, reply }) => {
      const file = await failedRowsWorkbook(app.db, ctx, params.id);
      return sendXlsx(reply, file.buffer, file.fileName);
    },
  });
  // The original client's call for the same download (api/27-files.md row 3).
  route(app, {
    method: 'POST',
    url: '/v1/excel/import/exportErrorExcel',
    summary: 'The failed rows of an import as xlsx (original path)',
    tags,
    permission: null,
    body: importCommitInput,
    raw: true,
    handler: async ({ body, ctx, reply }) => {
      const file = await failedRowsWorkbook(app.db, ctx, body.importId);
      return sendXlsx(reply, file.buffer, file.fileName);
    },
  });
}

/**
 * The three import calls of one area: `<base>/importTemplate` (GET xlsx), `<base>/importExcel`
 * (multipart dry run), `<base>/importExcel/commit` ({ importId }).
 */
export function registerImportRoutes<Row>(
  app: FastifyInstance,
  spec: { base: string; permission: string; definition: ImportDefinition<Row>; tags?: string[] },
): void {
  const { base, permission, definition } = spec;
  const tags = spec.tags ?? ['excel'];
  route(app, {
    method: 'GET',
    url: `${base}/importTemplate`,
    summary: `Import template (${definition.title.en})`,
    tags,
    permission,
    raw: true,
    handler: async ({ ctx, reply }) =>
      sendXlsx(
        reply,
        await templateWorkbook(await withExtraColumns(app.db, ctx, definition), ctx.lang),
        `${pick(definition.title, ctx.lang)}-${ctx.lang === 'en' ? 'template' : '导入模板'}.xlsx`,
      ),
  });
  route(app, {
    method: 'POST',
    url: `${base}/importExcel`,
    summary: `Dry run of an import (${definition.title.en}): multipart field "file"; answers the job with every bad row`,
    tags,
    permission,
    handler: async ({ req, ctx }) =>
      dryRunImport(
        app.db,
        ctx,
        await withExtraColumns(app.db, ctx, definition),
        await receiveUpload(req, app.config.uploadIdleTimeoutMs),
      ),
  });
  route(app, {
    method: 'POST',
    url: `${base}/importExcel/commit`,
    summary: `Commit a checked import (${definition.title.en}): all rows in one transaction; poll excel/import/{id}`,
    tags,
    permission,
    body: importCommitInput,
    handler: ({ body, ctx, req }) => commitImport(app.db, ctx, definition, body.importId, req.log),
  });
}

/** `<url>` answering a streamed xlsx of the definition the area builds from the request. */
export function registerExportRoute<B>(
  app: FastifyInstance,
  spec: {
    url: string;
    permission: string;
    summary: string;
    tags?: string[];
    body?: ZodType<B>;
    build: (ctx: RequestContext, body: B) => ExportDefinition<unknown> | Promise<ExportDefinition<unknown>>;
  },
): void {
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: spec.url,
      summary: spec.summary,
      tags: spec.tags ?? ['excel'],
      permission: spec.permission,
      ...(spec.body ? (method === 'POST' ? { body: spec.body } : { query: spec.body }) : {}),
      raw: true,
      handler: async ({ ctx, body, query, reply, req }) =>
        streamXlsx(reply, ctx.lang, await spec.build(ctx, (body ?? query ?? {}) as B), req.log),
    });
  }
}
