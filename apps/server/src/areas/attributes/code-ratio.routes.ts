import {
  attributesPermissions as perm,
  codeRatioInput,
  codeRatioSwitchInput,
  codeRatioUpdateInput,
  idSchema,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { isRatioEnabled, listCodeRatios, setRatioEnabled } from './code-ratio.repository.js';
import { addCodeRatio, deleteCodeRatio, getCodeRatio, updateCodeRatio } from './code-ratio.service.js';

const tags = ['sizes'];
const config = 'codeRatioCategory/config';

/** 码比 (size ratios): named size → integer weights within a size category. */
export function registerCodeRatioRoutes(app: FastifyInstance): void {
  const db = app.db;
  const byId = z.object({ id: idSchema });

  route(app, {
    method: 'POST',
    url: `${config}/list`,
    summary: 'Code ratios with their sizes, weights and total',
    tags,
    permission: null,
    body: z.object({}).passthrough().optional(),
    handler: ({ ctx }) => listCodeRatios(db, ctx.unitId),
  });
  route(app, {
    method: 'GET',
    url: `${config}/detail`,
    summary: 'One code ratio',
    tags,
    permission: null,
    query: byId,
    handler: ({ query, ctx }) => getCodeRatio(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: `${config}/add`,
    summary: 'Add a code ratio',
    tags,
    permission: perm.codeRatioEdit,
    body: codeRatioInput,
    handler: ({ body, ctx }) => addCodeRatio(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${config}/update`,
    summary: 'Edit a code ratio',
    tags,
    permission: perm.codeRatioEdit,
    body: codeRatioUpdateInput,
    handler: ({ body, ctx }) => updateCodeRatio(db, ctx, body),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: `${config}/delete`,
      changesData: true,
      summary: 'Delete a code ratio no goods style uses',
      tags,
      permission: perm.codeRatioEdit,
      ...(method === 'POST' ? { body: byId } : { query: byId }),
      handler: async ({ body, query, ctx }) => {
        await deleteCodeRatio(db, ctx, (body ?? query)!.id);
        return null;
      },
    });
  }
  route(app, {
    method: 'GET',
    url: `${config}/opCodeRatioConfig`,
    changesData: true,
    summary: 'Switch filling by code ratio on or off for the factory',
    tags,
    permission: perm.codeRatioEdit,
    query: codeRatioSwitchInput,
    handler: async ({ query, ctx }) => {
      await setRatioEnabled(db, ctx.unitId, query.enabled);
      return { enabled: query.enabled };
    },
  });
  route(app, {
    method: 'GET',
    url: `${config}/codeRatioConfigInfo`,
    summary: 'Is filling by code ratio switched on?',
    tags,
    permission: null,
    handler: async ({ ctx }) => ({ enabled: await isRatioEnabled(db, ctx.unitId) }),
  });
  route(app, {
    method: 'GET',
    url: `${config}/codeRatioListByStyleId`,
    summary: 'Code ratios a goods style offers',
    tags,
    permission: null,
    query: z.object({ styleId: idSchema }),
    handler: ({ query, ctx }) => listCodeRatios(db, ctx.unitId, { styleId: query.styleId }),
  });
}
