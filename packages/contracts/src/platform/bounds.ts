import { z } from 'zod';
import { intInput } from './number-input.js';

/**
 * Bounds of the database's columns, stated once so that no request value reaches a column it does not fit:
 * integers within their column type, dates that exist on the calendar, status lists of known codes. Ids are
 * `idSchema` (paging.ts: at most 18 digits, always within int8); decimals are `decimalString` with the column's
 * scale and integer digits (numeric(p, s) holds p - s integer digits).
 */

const columnRanges = {
  smallint: { min: -32768, max: 32767 },
  integer: { min: -2147483648, max: 2147483647 },
} as const;

/**
 * A whole number that fits the column type, optionally narrowed further (wire: number or digit string; blank,
 * true or "abc" are refused, never read as 0 or 1).
 */
export function columnInt(column: keyof typeof columnRanges, narrower: { min?: number; max?: number; label?: string } = {}) {
  const range = columnRanges[column];
  return intInput({
    min: Math.max(range.min, narrower.min ?? range.min),
    max: Math.min(range.max, narrower.max ?? range.max),
    ...(narrower.label ? { label: narrower.label } : {}),
  });
}

/** A yes/no as forms and query strings send it: true/false, "true"/"false", "1"/"0" (never "false" read as true). */
export const flagInput = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** Optimistic-lock version (an integer column). */
export const versionInput = columnInt('integer', { min: 0 });

/** Bill status codes as list filters send them (0-6, and 7 for "full mode"): an array or a comma list. */
export const statusListInput = z.union([
  z.array(columnInt('smallint', { min: 0, max: 7 })).max(8),
  z
    .string()
    .transform((s) => s.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(intInput({ min: 0, max: 7 })).max(8) as z.ZodType<number[], string[]>),
]);

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for YYYY-MM-DD (optionally with a time of day) naming a day that exists, hours 0-23, minutes 0-59. */
export function isDateText(value: string, allowTime = false): boolean {
  const m = (allowTime ? dateTimePattern : datePattern).exec(value);
  if (!m) return false;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return isCalendarDate(Number(y), Number(mo), Number(d)) && Number(h) < 24 && Number(mi) < 60 && Number(s) < 60;
}

/** A calendar day, YYYY-MM-DD. */
export const dateText = z.string().refine((v) => isDateText(v), '请输入正确的日期 YYYY-MM-DD|must be a real date YYYY-MM-DD');

/** A day, or a day with a time (YYYY-MM-DD HH:mm[:ss]), as date-range filters send them. */
export const dateTimeText = z
  .string()
  .refine((v) => isDateText(v, true), '请输入正确的日期时间|must be a real date YYYY-MM-DD [HH:mm:ss]');

/** Milliseconds since 1970 within the range a JavaScript Date can hold. */
export const timestampMs = intInput({ min: -8.64e15, max: 8.64e15 });

/** An optional bound of a date-range filter: blank or missing mean "no bound". */
export const dateTimeFilter = z
  .union([z.literal(''), dateTimeText])
  .optional()
  .transform((v) => (v ? v : undefined));
