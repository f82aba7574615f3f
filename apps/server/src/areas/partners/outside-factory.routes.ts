import {
  idSchema,
  outsideFactoryExtNoInput,
  outsideFactoryInsertInput,
  outsideFactoryPageInput,
  outsideFactoryStopUseInput,
  outsideFactoryTagInput,
  outsideFactoryUpdateInput,
  outsideFactoryWebhooksInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { outsideFactoryExport } from './outside-factory-excel.service.js';
import * as repo from './outside-factory.repository.js';
import {
  addFactoryTag,
  changeOutsideFactorySettings,
  createOutsideFactory,
  getOutsideFactory,
  listFactoryTags,
  pageOutsideFactoryList,
  removeOutsideFactory,
  updateOutsideFactoryRecord,
} from './outside-factory.service.js';

const byIdOrCode = z
  .object({ id: idSchema.optional(), code: z.string().trim().max(20).optional(), orderNo: z.string().trim().max(20).optional() })
  .refine((v) => v.id ?? v.code ?? v.orderNo, { message: '请指定加工厂商|id or code is required', path: ['id'] });

const repeatQuery = (key: 'name' | 'code') =>
  z.object({ [key]: z.string().trim().min(1).max(50), id: idSchema.optional() }) as z.ZodType<{
    name?: string;
    code?: string;
    id?: string;
  }>;

/** 加工厂商档案: outside/factory/* (reference api/02 rows 54-70, SPEC 7). Workflow calls: uflo/outside/factory/*. */
export function registerOutsideFactoryRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['outside factories'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'outside/factory/page',
    summary: 'Processing factory list, paged: keyword, rating, brand, stop-use and review-status filters',
    tags,
    permission: 'fac.outFac.list',
    body: outsideFactoryPageInput,
    handler: ({ body, ctx }) => pageOutsideFactoryList(db, ctx, body),
  });
  const optionsQuery = z.object({
    keyword: z.string().trim().max(50).optional(),
    includeStopped: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'outside/factory/list',
      summary: 'Processing factory option list (id, name, code); stopped factories only when includeStopped',
      tags,
      permission: null,
      ...(method === 'GET' ? { query: optionsQuery } : { body: optionsQuery.optional() }),
      handler: ({ query, body, ctx }) => repo.outsideFactoryOptions(db, ctx.unitId, { ...(body ?? query ?? {}) }),
    });
  }
  route(app, {
    method: 'POST',
    url: 'outside/factory/insert',
    summary: 'Create a processing factory (draft); a blank code is generated',
    tags,
    permission: 'fac.outFac.add',
    body: outsideFactoryInsertInput,
    handler: ({ body, ctx }) => createOutsideFactory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'outside/factory/update',
    summary: 'Edit a draft or rejected processing factory (optimistic version)',
    tags,
    permission: 'fac.outFac.update',
    body: outsideFactoryUpdateInput,
    handler: ({ body, ctx }) => updateOutsideFactoryRecord(db, ctx, body),
  });
  for (const url of ['outside/factory/view', 'outside/factory/form']) {
    route(app, {
      method: 'GET',
      url,
      summary: 'One processing factory by id or code (orderNo)',
      tags,
      permission: 'fac.outFac.list',
      query: byIdOrCode,
      handler: ({ query, ctx }) => getOutsideFactory(db, ctx, { id: query.id, code: query.code ?? query.orderNo }),
    });
  }
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    route(app, {
      method,
      url: 'outside/factory/delete',
      changesData: true,
      summary: 'Delete a draft processing factory',
      tags,
      permission: 'fac.outFac.delete',
      ...(method === 'POST' ? { body: z.object({ id: idSchema }) } : { query: z.object({ id: idSchema }) }),
      handler: async ({ body, query, ctx }) => {
        await removeOutsideFactory(db, bills, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
  for (const key of ['name', 'code'] as const) {
    route(app, {
      method: 'GET',
      url: key === 'name' ? 'outside/factory/queryRepeatName' : 'outside/factory/queryRepeatCode',
      summary: `Is this processing factory ${key} taken in the unit?`,
      tags,
      permission: null,
      query: repeatQuery(key),
      handler: async ({ query, ctx }) => {
        const found =
          key === 'name'
            ? await repo.findByName(db, ctx.unitId, query.name!)
            : await repo.findByCode(db, ctx.unitId, query.code!);
        const id = found && found !== query.id ? found : null;
        return { exists: Boolean(id), id };
      },
    });
  }
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'outside/factory/updateStopuse',
      changesData: true,
      summary: 'Stop (1) or resume (0) use of a processing factory',
      tags,
      permission: 'fac.outFac.stopUse',
      ...(method === 'GET' ? { query: outsideFactoryStopUseInput } : { body: outsideFactoryStopUseInput }),
      handler: ({ query, body, ctx }) => {
        const input = (body ?? query)!;
        return changeOutsideFactorySettings(db, ctx, input.id, { isStopped: input.stopuse === 1 });
      },
    });
  }
  registerExportRoute(app, {
    url: 'outside/factory/export',
    summary: 'Processing factories as xlsx, with the list filters, streamed',
    tags,
    permission: 'fac.outFac.list',
    body: outsideFactoryPageInput.optional(),
    build: (ctx, body) => outsideFactoryExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'outside/factory/updateExtNo',
    summary: 'Set the external number of a processing factory (in any status)',
    tags,
    permission: 'fac.outFac.settings',
    body: outsideFactoryExtNoInput,
    handler: ({ body, ctx }) => changeOutsideFactorySettings(db, ctx, body.id, { extNo: body.extNo }),
  });
  route(app, {
    method: 'POST',
    url: 'outside/factory/updateWebhooks',
    summary: 'Replace the webhooks (http(s) URL + events) of a processing factory',
    tags,
    permission: 'fac.outFac.settings',
    body: outsideFactoryWebhooksInput,
    handler: ({ body, ctx }) => changeOutsideFactorySettings(db, ctx, body.id, { webhooks: body.webhooks }),
  });

  for (const [segment, table, label] of [
    ['rate', 'outsideFactoryRate', 'ratings (厂商评级)'],
    ['brand', 'outsideFactoryBrand', 'brands (品牌)'],
  ] as const) {
    route(app, {
      method: ['GET', 'POST'],
      url: `outside/factory/${segment}/list`,
      summary: `The unit's processing-factory ${label}`,
      tags,
      permission: null,
      handler: ({ ctx }) => listFactoryTags(db, ctx, table),
    });
    route(app, {
      method: 'POST',
      url: `outside/factory/${segment}/add`,
      summary: `Add one of the unit's processing-factory ${label}`,
      tags,
      permission: 'fac.outFac.settings',
      body: outsideFactoryTagInput,
      handler: ({ body, ctx }) => addFactoryTag(db, ctx, table, body.name),
    });
  }
}
