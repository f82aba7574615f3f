import {
  enableRollMaterialInput,
  RollPermission as P,
  rollAddInput,
  rollDeleteInput,
  rollFilterInput,
  rollIdInput,
  rollKindsInput,
  rollNumberListInput,
  rollPageInput,
  rollQualifiedInput,
  rollUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { configRollKinds, listRollKinds, queryEnableRollMaterial } from './roll-kind.service.js';
import {
  getRollDetail,
  pageRollList,
  rollBillRelations,
  rollExport,
  rollHistory,
  rollNumberOptions,
} from './roll-query.service.js';
import { addRoll, deleteObsoleteRolls, markRollsQualified, updateRollRecord } from './roll.service.js';

export function registerRollRoutes(app: FastifyInstance): void {
  const tags = ['rolls'];
  const db = app.db;
  const base = 'material/sku/roll';

  route(app, {
    method: 'POST',
    url: `${base}/page`,
    summary: 'Rolls, paged and filtered, with custom-field values and columns',
    tags,
    permission: P.list,
    body: rollPageInput,
    handler: ({ body, ctx }) => pageRollList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/detail`,
    summary: 'One roll',
    tags,
    permission: P.list,
    query: rollIdInput,
    handler: ({ query, ctx }) => getRollDetail(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/add`,
    summary: 'Add a roll; a blank roll number is generated, unique per material SKU',
    tags,
    permission: P.add,
    body: rollAddInput,
    handler: ({ body, ctx }) => addRoll(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    summary: 'Edit a roll; every change goes into its history',
    tags,
    permission: P.update,
    body: rollUpdateInput,
    handler: ({ body, ctx }) => updateRollRecord(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/qualified`,
    summary: 'Set the qualified flag of many rolls',
    tags,
    permission: P.update,
    body: rollQualifiedInput,
    handler: ({ body, ctx }) => markRollsQualified(db, ctx, body.ids, body.isQualified),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/obsoleteRolls`,
    summary: 'Delete obsolete rolls; refused while a roll holds stock',
    tags,
    permission: P.delete,
    body: rollDeleteInput,
    handler: ({ body, ctx }) => deleteObsoleteRolls(db, ctx, body.ids),
  });
  route(app, {
    method: 'GET',
    url: `${base}/operateHistory`,
    summary: 'Operation history of a roll',
    tags,
    permission: P.list,
    query: rollIdInput,
    handler: ({ query, ctx }) => rollHistory(db, ctx, query.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/billRelations`,
    summary: 'Bills that moved this roll (stock ledger rows)',
    tags,
    permission: P.list,
    query: rollIdInput,
    handler: ({ query, ctx }) => rollBillRelations(db, ctx, query.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/rollNoList`,
    summary: 'Roll numbers (option list)',
    tags,
    permission: P.list,
    query: rollNumberListInput,
    handler: ({ query, ctx }) => rollNumberOptions(db, ctx, 'rollNo', query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/vatNoList`,
    summary: 'Vat (dye-lot) numbers (option list)',
    tags,
    permission: P.list,
    query: rollNumberListInput,
    handler: ({ query, ctx }) => rollNumberOptions(db, ctx, 'vatNo', query),
  });
  route(app, {
    method: 'POST',
    url: `${base}/queryEnableRollMaterial`,
    summary: 'Which material SKUs are tracked by roll',
    tags,
    permission: P.list,
    body: enableRollMaterialInput,
    handler: ({ body, ctx }) => queryEnableRollMaterial(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/configRollKinds',
    summary: 'Material kinds with their roll-tracking flag',
    tags,
    permission: P.list,
    handler: ({ ctx }) => listRollKinds(db, ctx),
  });
  route(app, {
    method: 'PUT',
    url: 'fac/materials/configRollKinds',
    summary: 'Set the material kinds tracked by roll',
    tags,
    permission: P.config,
    body: rollKindsInput,
    handler: ({ body, ctx }) => configRollKinds(db, ctx, body.kindIds),
  });
  registerExportRoute(app, {
    url: `${base}/export`,
    permission: P.list,
    summary: 'Rolls as xlsx (streamed), with custom-field columns',
    tags,
    body: rollFilterInput,
    build: async (ctx, body) => (await rollExport(db, ctx, body)) as ExportDefinition<unknown>,
  });
}
