import {
  NEED_PAY_ADJUST_ORDER,
  PayablesPermission as P,
  hedgingInput,
  needPayAdjustByNoInput,
  needPayAdjustIdInput,
  needPayAdjustInput,
  needPayBySourceInput,
  needPayChangeStatusInput,
  needPayCheckInput,
  needPayDetailsInput,
  needPayListInput,
  revokeHedgingInput,
  revokeVerificationInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { submitBill, undoSubmit, voidBill } from '../../bills/workflow.service.js';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { can } from '../../platform/tenancy/context.js';
import { createHedging, revokeHedging } from './hedging.service.js';
import { needPayAdjustImport } from './need-pay-adjust-import.service.js';
import { checkAllowCommit, getAdjust, saveAdjust } from './need-pay-adjust.service.js';
import { needPayExport } from './need-pay-export.service.js';
import { listNeedPay, needPayDetails, needPayOfBill } from './need-pay-query.service.js';

/** needPayNeedReceiveOrderApi/*: payables and receivables, adjustments (NEED_PAY_ADJUST_ORDER) and offsets. */
export function registerNeedPayRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['payables'];
  const db = app.db;
  const deps = { db, bills };
  const base = 'needPayNeedReceiveOrderApi';

  route(app, {
    method: 'POST',
    url: `${base}/needPayNeedRecvList`,
    summary: 'Payables and receivables per source bill (or per partner): owed, paid, offset, adjusted, open; with totals',
    tags,
    permission: P.query,
    body: needPayListInput,
    handler: ({ body, ctx }) => listNeedPay(db, ctx, body),
  });
  registerExportRoute(app, {
    url: `${base}/exportExcel`,
    permission: P.query,
    summary: "The list's rows (its filter and grouping, every page) as xlsx, the figures summed",
    tags,
    body: needPayListInput,
    build: (ctx, body) => needPayExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: `${base}/needPayNeedRecvDetails`,
    summary: 'One payable or receivable (journal item id) with every posting on it and its offsets',
    tags,
    permission: P.query,
    query: needPayDetailsInput,
    handler: ({ query, ctx }) => needPayDetails(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getNeedPayNeedReceiveOrderByMaterialArriveOrderId`,
    summary: "A bill's payables / receivables with their settlements (its 财务收支 tab); billType defaults to MATERIALS_ARRIVE",
    tags,
    permission: P.query,
    body: needPayBySourceInput,
    handler: ({ body, ctx }) => needPayOfBill(db, ctx, body.billType, body.billMaterialArriveId),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getFinanceConfigByUserId`,
    summary: 'Whether the session user sees the finance parts of arrival and return bills (holds the payables code)',
    tags,
    permission: null,
    handler: async ({ ctx }) => ({ showFinance: can(ctx, P.query) }),
  });
  route(app, {
    method: 'GET',
    url: `${base}/adjustDetail`,
    summary: 'One payable adjustment bill (by id or number)',
    tags,
    permission: P.query,
    query: needPayAdjustByNoInput,
    handler: ({ query, ctx }) => getAdjust(db, ctx, query),
  });
  route(app, {
    method: 'POST',
    url: `${base}/checkAllowCommit`,
    summary: 'What is open on an item now and after a typed adjustment (allowed: not below zero)',
    tags,
    permission: P.adjust,
    body: needPayCheckInput,
    handler: ({ body, ctx }) => checkAllowCommit(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/editNeedPayAdjust`,
    summary: 'Save a payable adjustment (new, or a draft / rejected one re-edited); submit: true submits it at once',
    tags,
    permission: P.adjust,
    body: needPayAdjustInput,
    handler: async ({ body, ctx }) => {
      const saved = await saveAdjust(db, ctx, body);
      const status = body.submit ? (await submitBill(deps, ctx, NEED_PAY_ADJUST_ORDER, saved.id)).status : 0;
      return { ...saved, status };
    },
  });
  route(app, {
    method: 'GET',
    url: `${base}/changeStatus`,
    summary: '作废: status 5 voids a draft or rejected adjustment (its link to the bill ends)',
    tags,
    permission: P.adjust,
    changesData: true,
    query: needPayChangeStatusInput,
    handler: ({ query, ctx }) => voidBill(deps, ctx, NEED_PAY_ADJUST_ORDER, query.id),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/undoWorkflow`,
    summary: '撤回: a submitted adjustment back to draft (by its submitter)',
    tags,
    permission: P.adjust,
    body: needPayAdjustIdInput,
    handler: ({ body, ctx }) => undoSubmit(deps, ctx, NEED_PAY_ADJUST_ORDER, body.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/adjustneedPayBalance`,
    summary: '对冲: offset a payable against a receivable of the same partner (amount ≤ what is open on both)',
    tags,
    permission: P.hedge,
    body: hedgingInput,
    handler: ({ body, ctx }) => createHedging(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/revokeNeedPayNeedReceiveOrderHedging`,
    summary: 'Revoke an offset: its journal entry reversed, its links to the two bills ended',
    tags,
    permission: P.hedge,
    body: revokeHedgingInput,
    handler: async ({ body, ctx }) => {
      await revokeHedging(db, ctx, body.hedgingOrderId);
      return null;
    },
  });
  // importNeedPayAdjustExcel: …/needPayAdjust/importTemplate, …/importExcel (dry run), …/importExcel/commit.
  registerImportRoutes(app, { base: `${base}/needPayAdjust`, permission: P.adjust, definition: needPayAdjustImport, tags });
  route(app, {
    method: 'POST',
    url: `${base}/revokeJournalAccountOrderVerificationRecord`,
    summary: 'The same revocation under the name the reference gives it (journalAccountVerificationId = the offset id)',
    tags,
    permission: P.hedge,
    body: revokeVerificationInput,
    handler: async ({ body, ctx }) => {
      await revokeHedging(db, ctx, body.journalAccountVerificationId);
      return null;
    },
  });
}
