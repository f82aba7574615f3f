import {
  addDefectiveLabelInput,
  addSysLabelInput,
  defectiveLabelIdInput,
  defectiveLabelListInput,
  defectiveLabelSortInput,
  labelIdInput,
  sysLabelColourInput,
  sysLabelListInput,
  updateDefectiveLabelInput,
  updateSysLabelInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { usagesOf } from './factory-usage.js';
import * as repo from './label.repository.js';
import {
  addDefectiveLabel,
  addSysLabel,
  listDefectiveLabels,
  removeDefectiveLabel,
  removeSysLabel,
  renameDefectiveLabel,
  sortDefectiveLabels,
  updateSysLabel,
} from './label.service.js';

/**
 * Defective labels (fac/defectiveLabel/*): the company's (level COMPANY, /publicInferior) and the factory's own; the
 * writes say their level and need its code, so they declare none. Bill labels (sysLabel/*): the factory's.
 */
export function registerLabelRoutes(app: FastifyInstance): void {
  const tags = ['labels'];
  const db = app.db;
  const bill = 'fac.billLabel.manage';

  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/defectiveLabel/facDefectiveLabels',
      summary: "Defective labels: the company's first, then the factory's own, in order; optional keyword and level",
      tags,
      permission: null,
      ...(method === 'POST' ? { body: defectiveLabelListInput.optional() } : { query: defectiveLabelListInput }),
      handler: ({ body, query, ctx }) => listDefectiveLabels(db, ctx, body ?? query ?? {}),
    });
  }
  route(app, {
    method: 'POST',
    url: 'fac/defectiveLabel/addDefectiveLabel',
    summary: "Add a defective label (at most 20; unique across the company and the factory); level COMPANY: the company's",
    tags,
    permission: null,
    body: addDefectiveLabelInput,
    handler: ({ body, ctx }) => addDefectiveLabel(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/defectiveLabel/updateDefectiveLabel',
    summary: 'Rename a defective label at its level',
    tags,
    permission: null,
    body: updateDefectiveLabelInput,
    handler: async ({ body, ctx }) => {
      await renameDefectiveLabel(db, ctx, body);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/defectiveLabel/deleteDefectiveLabel',
    summary: 'Delete a defective label nothing uses, at its level',
    tags,
    permission: null,
    body: defectiveLabelIdInput,
    handler: async ({ body, ctx }) => {
      await removeDefectiveLabel(db, ctx, body);
      return null;
    },
  });
  route(app, {
    method: 'GET',
    url: 'fac/defectiveLabel/facWouldDelete',
    summary: 'May this defective label be deleted? (its uses)',
    tags,
    permission: null,
    query: labelIdInput,
    handler: async ({ query, ctx }) => {
      const list = await usagesOf(db, 'defectiveLabel', ctx.unitId, query.id);
      return { canDelete: list.length === 0, list };
    },
  });
  route(app, {
    method: 'POST',
    url: 'fac/defectiveLabel/sort',
    summary: 'Re-order the defective labels of one level: ids in the new order',
    tags,
    permission: null,
    body: defectiveLabelSortInput,
    handler: async ({ body, ctx }) => {
      await sortDefectiveLabels(db, ctx, body);
      return null;
    },
  });

  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'sysLabel/list',
      summary: 'Bill labels of the factory, optionally of one bill type',
      tags,
      permission: null,
      ...(method === 'POST' ? { body: sysLabelListInput.optional() } : { query: sysLabelListInput }),
      handler: ({ body, query, ctx }) => repo.listSysLabels(db, ctx.unitId, body ?? query ?? {}),
    });
  }
  route(app, {
    method: 'POST',
    url: 'sysLabel/add',
    summary: 'Add a bill label (name unique per bill type)',
    tags,
    permission: bill,
    body: addSysLabelInput,
    handler: ({ body, ctx }) => addSysLabel(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'sysLabel/update',
    summary: 'Rename a bill label or change its colour',
    tags,
    permission: bill,
    body: updateSysLabelInput,
    handler: ({ body, ctx }) => updateSysLabel(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'sysLabel/colour',
    summary: 'Change the colour of a bill label',
    tags,
    permission: bill,
    body: sysLabelColourInput,
    handler: ({ body, ctx }) => updateSysLabel(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'sysLabel/delete',
    summary: 'Delete a bill label nothing uses',
    tags,
    permission: bill,
    body: labelIdInput,
    handler: async ({ body, ctx }) => {
      await removeSysLabel(db, ctx, body.id);
      return null;
    },
  });
}
