import {
  invoiceIdInput,
  invoiceListInput,
  invoiceOrderStatusInput,
  InvoicePermission as P,
  invoiceSaveInput,
  uninvoicedInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { invoiceListExport, uninvoicedExport } from './invoice-export.service.js';
import { getInvoice, listInvoices, listUninvoiced, saveInvoice, undoInvoice, updateOrderStatus } from './invoice.service.js';

/** 发票 (finance/invoice): documents covering bills; no money is posted. */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const tags = ['invoices'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'finance/invoice/list',
    summary: 'Invoices, newest first, with the totals of the registered ones found',
    tags,
    permission: P.query,
    body: invoiceListInput,
    handler: ({ body, ctx }) => listInvoices(db, ctx, body),
  });
  registerExportRoute(app, {
    url: 'finance/invoice/exportExcel',
    permission: P.query,
    summary: "The list's invoices (its filter, every page) as xlsx, the amounts summed",
    tags,
    body: invoiceListInput,
    build: (ctx, body) => invoiceListExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  registerExportRoute(app, {
    url: 'finance/invoice/unInvoice/exportExcel',
    permission: P.query,
    summary: 'The bills not yet invoiced (the filter, every page) as xlsx, amount / invoiced / not invoiced summed',
    tags,
    body: uninvoicedInput,
    build: (ctx, body) => uninvoicedExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'GET',
    url: 'finance/invoice/detail',
    summary: 'One invoice with the bills it covers',
    tags,
    permission: P.query,
    query: invoiceIdInput,
    handler: ({ query, ctx }) => getInvoice(db, ctx, query.id),
  });
  for (const url of ['finance/invoice/add', 'finance/invoice/update'])
    route(app, {
      method: 'POST',
      url,
      summary: 'Register (or correct) an invoice against the bills it covers; never past what a bill amounts to',
      tags,
      permission: P.add,
      body: invoiceSaveInput,
      handler: ({ body, ctx }) => saveInvoice(db, ctx, body),
    });
  route(app, {
    method: ['GET', 'POST', 'PUT'],
    url: 'finance/invoice/undo',
    summary: 'Undo an invoice: it stops counting and releases its bills',
    tags,
    permission: P.undo,
    changesData: true,
    query: invoiceIdInput,
    handler: ({ query, ctx }) => undoInvoice(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'finance/invoice/unInvoice/facPrdOrder',
    summary: 'What is not yet invoiced, per bill (ISSUED: reviewed production orders; RECEIVED: bills owed on)',
    tags,
    permission: P.query,
    body: uninvoicedInput,
    handler: ({ body, ctx }) => listUninvoiced(db, ctx, body),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'finance/invoice/updateOrderStatus',
    summary: "Mark a bill's invoicing done (it leaves the not-yet-invoiced list) or open again",
    tags,
    permission: P.add,
    changesData: true,
    query: invoiceOrderStatusInput,
    handler: ({ query, ctx }) => updateOrderStatus(db, ctx, query),
  });
}
