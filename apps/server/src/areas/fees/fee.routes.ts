import {
  feeDetailInput,
  feeIdInput,
  feeLabelCreateInput,
  feeLabelDeleteInput,
  feeLabelSortInput,
  feeLabelUpdateInput,
  feeListInput,
  feeNoListInput,
  FeePermission as P,
  feeSaveInput,
  FEE,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { voidBill } from '../../bills/workflow.service.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { feeListExport } from './fee-export.service.js';
import { createFeeLabel, deleteFeeLabel, listFeeLabels, renameFeeLabel, sortFeeLabels } from './fee-label.service.js';
import { feeNumbers, getFee, listFees, saveFee } from './fee.service.js';

/** 费用单 (finance/billfee) and its labels (finance/attr); submit, review and anti-review are the engine's uflo/FEE calls. */
export function registerFeeRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['fees'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'finance/billfee/list',
    summary: 'Fee orders, newest first, with the total of every row found',
    tags,
    permission: P.query,
    body: feeListInput,
    handler: ({ body, ctx }) => listFees(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'finance/billfee/exportExcel',
    permission: P.query,
    summary: "The list's fee orders (its filter, every page) as xlsx, 费用总额 summed",
    tags,
    body: feeListInput,
    build: (ctx, body) => feeListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'finance/billfee/addAndUpdate',
    summary: 'Save a fee order as a draft (new, or a draft or rejected one re-edited); handleType 2 by default',
    tags,
    permission: P.add,
    body: feeSaveInput,
    handler: ({ body, ctx }) => saveFee(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'finance/billfee/detail',
    summary: 'One fee order with its lines (by id or orderNo)',
    tags,
    permission: P.query,
    query: feeDetailInput,
    handler: ({ query, ctx }) => getFee(db, ctx, query),
  });
  route(app, {
    method: ['POST', 'PUT'],
    url: 'finance/billfee/cancel',
    summary: 'Cancel (void) a draft or rejected fee order',
    tags,
    permission: P.cancel,
    body: feeIdInput,
    handler: ({ body, ctx }) => voidBill({ db, bills }, ctx, FEE, body.id, body.message ?? undefined),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'finance/billfee/getSysLabelList',
    summary: "The factory's fee labels in their order (the form's select)",
    tags,
    permission: P.query,
    orPermissions: [P.add, P.label],
    handler: ({ ctx }) => listFeeLabels(db, ctx),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'finance/billfee/getFeeNoList',
    summary: 'Fee numbers for a filter dropdown (keyword, newest 50)',
    tags,
    permission: P.query,
    query: feeNoListInput,
    handler: ({ query, ctx }) => feeNumbers(db, ctx, query.keyword),
  });
  route(app, {
    method: 'POST',
    url: 'finance/attr/create',
    summary: 'Add a fee label (also from inside the fee form select)',
    tags,
    permission: P.label,
    orPermissions: [P.add],
    body: feeLabelCreateInput,
    handler: ({ body, ctx }) => createFeeLabel(db, ctx, body.name),
  });
  route(app, {
    method: 'POST',
    url: 'finance/attr/update',
    summary: 'Rename a fee label',
    tags,
    permission: P.label,
    body: feeLabelUpdateInput,
    handler: ({ body, ctx }) => renameFeeLabel(db, ctx, body.id, body.name),
  });
  route(app, {
    method: 'POST',
    url: 'finance/attr/delete',
    summary: 'Delete a fee label (softly: orders keep its name)',
    tags,
    permission: P.label,
    body: feeLabelDeleteInput,
    handler: ({ body, ctx }) => deleteFeeLabel(db, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: 'finance/attr/sort',
    summary: 'Order the fee labels as given',
    tags,
    permission: P.label,
    body: feeLabelSortInput,
    handler: ({ body, ctx }) => sortFeeLabels(db, ctx, body.ids),
  });
}
