import type { ColumnType, Generated } from 'kysely';
import type { PartnerType } from '@gf/contracts';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Payables work (migration 202612030600_create-need-pay.ts, areas/payables). */
type DateColumn = ColumnType<Date | string, string, string>;

export interface NeedPayAdjustTable {
  id: Id;
  unitId: string;
  adjustNo: string;
  status: Generated<number>;
  ledger: 'AP' | 'AR';
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: PartnerType;
  partnerId: string;
  /** Signed: + adds to what is open on the item, − takes off. */
  amount: Numeric;
  reason: string;
  adjustDate: DateColumn;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface NeedPayHedgingTable {
  id: Id;
  unitId: string;
  hedgingNo: string;
  partnerType: PartnerType;
  partnerId: string;
  payableType: string;
  payableId: string;
  payableNo: string;
  receivableType: string;
  receivableId: string;
  receivableNo: string;
  amount: Numeric;
  hedgeDate: DateColumn;
  remark: string | null;
  revokedAt: ColumnType<Date | null, never, Date | string>;
  revokedBy: string | null;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface NeedPayTables {
  needPayAdjust: NeedPayAdjustTable;
  needPayHedging: NeedPayHedgingTable;
}
