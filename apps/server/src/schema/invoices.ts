import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type DateColumn = ColumnType<string, string, string>;

/** 发票 (areas/invoices, migration 202612030820): a document; posts no money. */
export interface FinanceInvoiceTable {
  id: Id;
  unitId: string;
  kind: 'RECEIVED' | 'ISSUED';
  invoiceNo: string;
  invoiceType: ColumnType<'NORMAL' | 'SPECIAL', 'NORMAL' | 'SPECIAL' | undefined, 'NORMAL' | 'SPECIAL'>;
  partnerType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  partnerId: Nullable<string>;
  invoiceDate: DateColumn;
  excludingTaxTotal: Numeric;
  taxTotal: Numeric;
  priceTotal: Numeric;
  remark: Nullable<string>;
  status: Generated<number>;
  createdBy: Nullable<string>;
  updatedBy: Nullable<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FinanceInvoiceLineTable {
  id: Id;
  unitId: string;
  invoiceId: string;
  lineNo: number;
  billType: string;
  billId: string;
  billNo: string;
  quantity: Nullable<string>;
  excludingTaxPrice: Numeric;
  taxAmount: Numeric;
  includingTaxPrice: Numeric;
}

/** Per invoiced bill: done flag, and the row saving invoices lock. */
export interface FinanceInvoiceBillTable {
  unitId: string;
  billType: string;
  billId: string;
  isDone: Generated<boolean>;
  updatedBy: Nullable<string>;
  updatedAt: UpdatedAt;
}

export interface InvoiceTables {
  financeInvoice: FinanceInvoiceTable;
  financeInvoiceLine: FinanceInvoiceLineTable;
  financeInvoiceBill: FinanceInvoiceBillTable;
}
