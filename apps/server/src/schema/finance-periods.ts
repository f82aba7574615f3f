import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Numeric } from './common.js';

type DateColumn = ColumnType<string, string, string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One closed month of a factory's books (migration 202612030900); UNDONE once reopened. */
export interface FinancePeriodTable {
  id: Id;
  unitId: string;
  month: string;
  periodStart: DateColumn;
  periodEnd: DateColumn;
  status: ColumnType<'CLOSED' | 'UNDONE', 'CLOSED' | 'UNDONE' | undefined, 'CLOSED' | 'UNDONE'>;
  remark: Nullable<string>;
  createdBy: Nullable<string>;
  createdAt: CreatedAt;
  undoneBy: Nullable<string>;
  undoneAt: Nullable<Date>;
}

/** A closed month's balance of one ledger × partner × account (opening and closing on the ledger's normal side). */
export interface FinancePeriodBalanceTable {
  id: Id;
  periodId: string;
  unitId: string;
  ledger: string;
  partnerType: Nullable<'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'>;
  partnerId: Nullable<string>;
  accountId: Nullable<string>;
  opening: Numeric;
  debit: Numeric;
  credit: Numeric;
  closing: Numeric;
}

export interface FinancePeriodTables {
  financePeriod: FinancePeriodTable;
  financePeriodBalance: FinancePeriodBalanceTable;
}
