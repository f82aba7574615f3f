import {
  billConfigFieldInput,
  idSchema,
  nodeTagUpdateInput,
  prcdNodeDetailsInput,
  prcdNodeInput,
  prcdNodePageInput,
  prcdNodeUpdateInput,
  ProcessNodePermission,
  TEMPLATE_READER_PERMISSIONS,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  billConfigFields,
  createNode,
  deleteNode,
  getNode,
  listNodeDetails,
  listNodeTypes,
  listQuantityNodes,
  listTags,
  pageNodes,
  updateNode,
  updateTags,
} from './prcd-node.service.js';

export function registerPrcdNodeRoutes(app: FastifyInstance): void {
  const tags = ['process-nodes'];
  const db = app.db;
  const permission = ProcessNodePermission.operate;
  const byId = z.object({ id: idSchema });

  route(app, {
    method: 'GET',
    url: 'prcd-node-types',
    summary: 'The thirteen node types grouped by class (classes[].types[]: code, zh, en, descriptions)',
    tags,
    permission,
    handler: async () => listNodeTypes(),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes',
    summary: 'Node definitions, paged (keyword, typeCode, workshopSectionId); each with tags and lock (why locked)',
    tags,
    permission,
    query: prcdNodePageInput,
    handler: ({ query, ctx }) => pageNodes(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes/details',
    summary: 'Every node, not paged (keyword): id, name, typeCode, allowOutside, associateWym, associateLigation',
    tags,
    permission,
    orPermissions: TEMPLATE_READER_PERMISSIONS, // the mission form's node picker
    query: prcdNodeDetailsInput,
    handler: ({ query, ctx }) => listNodeDetails(db, ctx, query.keyword),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes/quantity-details',
    summary: 'The nodes reporting quantities (not logic, material or sampling-rate nodes), not paged',
    tags,
    permission,
    query: prcdNodeDetailsInput,
    handler: ({ query, ctx }) => listQuantityNodes(db, ctx, query.keyword),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes/bill-config/field',
    summary: 'A report bill kind’s fields (billType COMPLETE, ADJUST, DEFECTIVE, WASTE) and a node’s chosen ones',
    tags,
    permission,
    query: billConfigFieldInput,
    handler: ({ query, ctx }) => billConfigFields(db, ctx, query.billType, query.prcdNodeId),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes/tag/list',
    summary: 'A node’s preset tags',
    tags,
    permission,
    query: z.object({ prcdNodeId: idSchema }),
    handler: ({ query, ctx }) => listTags(db, ctx, query.prcdNodeId),
  });
  route(app, {
    method: 'POST',
    url: 'prcd-nodes/tag/update',
    summary: 'Replace a node’s preset tags (kept ones by id; a removed tag missions ticked: 40903)',
    tags,
    permission,
    body: nodeTagUpdateInput,
    handler: ({ body, ctx }) => updateTags(db, ctx, body.prcdNodeId, body.tags),
  });
  route(app, {
    method: 'GET',
    url: 'prcd-nodes/:id',
    summary: 'One node definition with tags and lock',
    tags,
    permission,
    params: byId,
    handler: ({ params, ctx }) => getNode(db, ctx, params.id),
  });
  route(app, {
    method: 'POST',
    url: 'prcd-nodes',
    summary: 'Create a node definition (name unique in the factory, max 20; option rules of the reference)',
    tags,
    permission,
    body: prcdNodeInput,
    handler: ({ body, ctx }) => createNode(db, ctx, body),
  });
  for (const url of ['prcd-nodes', 'prcd-nodes/update'])
    route(app, {
      method: 'PUT',
      url,
      summary: 'Edit a node (id in the body); type and options locked once used: 40903 naming the field',
      tags,
      permission,
      body: prcdNodeUpdateInput,
      handler: ({ body, ctx }) => updateNode(db, ctx, body.id!, body),
    });
  route(app, {
    method: 'DELETE',
    url: 'prcd-nodes/:id',
    summary: 'Delete a node no mission and no template uses (else 40903)',
    tags,
    permission,
    params: byId,
    handler: async ({ params, ctx }) => {
      await deleteNode(db, ctx, params.id);
      return null;
    },
  });
}
