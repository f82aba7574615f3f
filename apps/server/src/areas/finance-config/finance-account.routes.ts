import {
  financeAccountFlowInput,
  financeAccountIdInput,
  financeAccountPageInput,
  financeAccountSaveInput,
  financeAccountUpdateInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import {
  accountFlow,
  addAccount,
  deleteAccount,
  listAccountOptions,
  pageAccounts,
  updateAccount,
} from './finance-account.service.js';

/**
 * 财务账户 (config/finance/account): company rows (ADR 0011) written under the company codes; the dropdown is read
 * by every money form of a factory, the page and flow by the factory's finance staff too.
 */
export function registerFinanceAccountRoutes(app: FastifyInstance): void {
  const tags = ['finance-config'];
  const db = app.db;
  const viewers = ['finance.account.view'] as const;

  route(app, {
    method: 'POST',
    url: 'config/finance/account/queryList',
    summary: "The company's live finance accounts, as the dropdown of every money form",
    tags,
    permission: null,
    handler: ({ ctx }) => listAccountOptions(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'config/finance/account/page',
    summary: "Finance accounts with this factory's amount and, for a company viewer, the company balance",
    tags,
    permission: 'company.financeAccount.view',
    orPermissions: viewers,
    body: financeAccountPageInput,
    handler: ({ body, ctx }) => pageAccounts(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'config/finance/account/flow',
    summary: "An account's flow of funds in this factory: its CASH lines, newest first, with the source document",
    tags,
    permission: 'company.financeAccount.view',
    orPermissions: viewers,
    body: financeAccountFlowInput,
    handler: ({ body, ctx }) => accountFlow(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'config/finance/account/add',
    summary: 'Add a company finance account (name unique among live accounts)',
    tags,
    permission: 'company.financeAccount.add',
    body: financeAccountSaveInput,
    handler: ({ body, ctx }) => addAccount(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'config/finance/account/update',
    summary: 'Edit a live finance account',
    tags,
    permission: 'company.financeAccount.update',
    body: financeAccountUpdateInput,
    handler: ({ body, ctx }) => updateAccount(db, ctx, body),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'config/finance/account/delete',
    summary: 'Delete a finance account: softly when a posting used it, else removed',
    tags,
    permission: 'company.financeAccount.delete',
    changesData: true,
    query: financeAccountIdInput,
    handler: ({ query, ctx }) => deleteAccount(db, ctx, query.id),
  });
}
