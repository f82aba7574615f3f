import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

export const InvoicePermission = {
  query: 'finance.invoice.query',
  add: 'finance.invoice.add',
  undo: 'finance.invoice.undo',
} as const;

export const invoicesPermissionGroups: readonly PermissionGroup[] = [
  { key: 'financeInvoice', zh: '发票', en: 'Invoices', codes: Object.values(InvoicePermission) },
];
