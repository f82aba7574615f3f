import {
  createFinancePeriodInput,
  financePeriodDetailInput,
  financePeriodIdInput,
  financePeriodListInput,
  FinancePeriodPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import * as service from './finance-periods.service.js';

/** Finance month close (SPEC 7 balance: listBalance, createBalance, detail, undo). */
export function registerFinancePeriodRoutes(app: FastifyInstance): void {
  const tags = ['finance-periods'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'balance/listBalance',
    summary: 'Closed (and reopened) months, newest first, with closing balances per ledger; the next month to close',
    tags,
    permission: P.list,
    body: financePeriodListInput,
    handler: ({ body, ctx }) => service.listMonths(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'balance/createBalance',
    summary: 'Close a month: balances per partner and account read from the journal; entries dated in it are refused',
    tags,
    permission: P.close,
    body: createFinancePeriodInput,
    handler: ({ body, ctx }) => service.closeMonth(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'balance/detail',
    summary: "A closed month's opening, debits, credits and closing per ledger × partner × account, totals per ledger",
    tags,
    permission: P.list,
    body: financePeriodDetailInput,
    handler: ({ body, ctx }) => service.monthDetail(db, ctx, body),
  });
  route(app, {
    method: 'PUT',
    url: 'balance/undo',
    summary: 'Reopen the latest closed month: entries dated in it are accepted again',
    tags,
    permission: P.undo,
    body: financePeriodIdInput,
    handler: ({ body, ctx }) => service.undoMonth(db, ctx, body.id),
  });
}
