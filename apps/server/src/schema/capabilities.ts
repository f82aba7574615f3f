import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Id, Json, Numeric, UpdatedAt } from './common.js';

export interface ImportJobTable {
  id: Id;
  unitId: string;
  createdBy: string;
  kind: string;
  fileName: string;
  status: string;
  total: Generated<number>;
  processed: Generated<number>;
  failed: Generated<number>;
  /** The sheet's header texts, in column order. */
  headers: Json<string[]>;
  /** Every data row as the user typed it (cell texts), with its sheet row number. */
  rawRows: Json<{ rowNo: number; cells: string[] }[]>;
  /** Parsed values of the good rows, ready for the commit. */
  validRows: Json<unknown[]>;
  /** Bad rows' reasons in both languages. */
  errors: Json<{ rowNo: number; column: string | null; header: { zh: string; en: string } | null; zh: string; en: string }[]>;
  result: ColumnType<{ written?: number; message?: { zh: string; en: string } } | null, string | null, string | null>;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StoredFileTable {
  id: Id;
  unitId: string;
  createdBy: string;
  storageKey: string;
  contentHash: string;
  originalName: string;
  mimeType: string;
  size: ColumnType<string, string | number, string | number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CustomFieldTable {
  id: Id;
  unitId: string;
  entity: string;
  name: string;
  type: string;
  sort: Generated<number>;
  required: Generated<boolean>;
  enabled: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CustomFieldOptionTable {
  id: Id;
  unitId: string;
  customFieldId: string;
  optionCode: string;
  optionName: string;
  sort: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CustomFieldValueTable {
  id: Id;
  unitId: string;
  entity: string;
  recordId: string;
  customFieldId: string;
  textValue: string | null;
  numberValue: Numeric | null;
  /** date: written as 'yyyy-MM-dd'; read it as text (date_value::text) to avoid time zones. */
  dateValue: ColumnType<Date | string, string | null, string | null> | null;
  optionIds: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CapabilityTables {
  importJob: ImportJobTable;
  storedFile: StoredFileTable;
  customField: CustomFieldTable;
  customFieldOption: CustomFieldOptionTable;
  customFieldValue: CustomFieldValueTable;
}
