import type { ColumnType, Generated } from 'kysely';

/** bigint identity column: generated on insert, read as a string (int8 is parsed to string). */
export type Id = ColumnType<string, string | undefined, never>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
/** numeric: exact decimal as a string both ways. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type { Generated };
