import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
type DateColumn = ColumnType<string, string, string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The factory's books: closed up to a date (migration 202612030100). */
export interface FinanceBookTable {
  unitId: string;
  closedUntil: Nullable<string>;
  updatedAt: UpdatedAt;
}

/** One money event of a source document; never edited (a reversal is a new entry). */
export interface JournalEntryTable {
  id: Id;
  unitId: string;
  entryDate: DateColumn;
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  memo: Nullable<string>;
  partnerAmountId: Nullable<string>;
  reversesId: Nullable<string>;
  createdBy: Nullable<string>;
  createdAt: CreatedAt;
}

export interface JournalLineTable {
  id: Id;
  entryId: string;
  unitId: string;
  entryDate: DateColumn;
  ledger: string;
  partnerType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  partnerId: Nullable<string>;
  accountId: Nullable<string>;
  labelId: Nullable<string>;
  itemType: Nullable<string>;
  itemId: Nullable<string>;
  itemNo: Nullable<string>;
  debit: NumericDefault;
  credit: NumericDefault;
  memo: Nullable<string>;
}

/** Σ debits and credits per ledger × partner × account × label (`balanceKey`). */
export interface JournalBalanceTable {
  id: Id;
  unitId: string;
  balanceKey: string;
  ledger: string;
  partnerType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  partnerId: Nullable<string>;
  accountId: Nullable<string>;
  labelId: Nullable<string>;
  debitTotal: NumericDefault;
  creditTotal: NumericDefault;
  updatedAt: UpdatedAt;
}

/** Σ debits and credits per open item: the bill a payable, receivable or prepayment belongs to. */
export interface JournalItemTable {
  id: Id;
  unitId: string;
  ledger: string;
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  partnerId: Nullable<string>;
  firstDate: DateColumn;
  debitTotal: NumericDefault;
  creditTotal: NumericDefault;
  updatedAt: UpdatedAt;
}

export interface JournalTables {
  financeBook: FinanceBookTable;
  journalEntry: JournalEntryTable;
  journalLine: JournalLineTable;
  journalBalance: JournalBalanceTable;
  journalItem: JournalItemTable;
}

export type { Numeric };
