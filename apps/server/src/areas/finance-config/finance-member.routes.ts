import { financeMemberIdInput, financeMemberPageInput, financeMemberUpdateInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { memberListExport } from './finance-member-export.service.js';
import { deleteMember, getMember, memberChoices, pageMembers, updateMember } from './finance-member.service.js';

/**
 * 财务成员 (config/members/*, the original's spellings kept: menberDetail, menberUpdate, menberDelete): company rows
 * (ADR 0011) under the company codes, bounded by the factories the caller may enter.
 */
export function registerFinanceMemberRoutes(app: FastifyInstance): void {
  const tags = ['finance-config'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'config/members/memberPage',
    summary: "The company's accounts (bosses, staff, workbays) with their finance membership (members first)",
    tags,
    permission: 'company.financeMember.view',
    body: financeMemberPageInput,
    handler: ({ body, ctx }) => pageMembers(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'config/members/exportExcel',
    permission: 'company.financeMember.view',
    summary: 'The member list (its filter, every page) as xlsx',
    tags,
    body: financeMemberPageInput,
    build: (ctx, body) => memberListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: 'config/members/menberDetail',
    summary: "One account's finance membership: factories, storehouses and centres",
    tags,
    permission: 'company.financeMember.view',
    body: financeMemberIdInput,
    handler: ({ body, ctx }) => getMember(db, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: 'config/members/menberUpdate',
    summary: 'Make an account a finance member, or edit it: exactly the factories and storehouses given',
    tags,
    permission: 'company.financeMember.update',
    body: financeMemberUpdateInput,
    handler: ({ body, ctx }) => updateMember(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'config/members/menberDelete',
    summary: 'Remove the finance membership (never the account)',
    tags,
    permission: 'company.financeMember.delete',
    body: financeMemberIdInput,
    handler: ({ body, ctx }) => deleteMember(db, ctx, body.id),
  });
  route(app, {
    method: 'POST',
    url: 'config/members/unitRelateGroup',
    summary: "What a membership may name: the caller's factories, the company's storehouses, the two centres",
    tags,
    permission: 'company.financeMember.view',
    orPermissions: ['company.financeMember.update'],
    handler: ({ ctx }) => memberChoices(db, ctx),
  });
}
