import { Dec, type DecimalInput } from '@gf/contracts';
import type { LocalText } from '../http/errors.js';
import { FACTORY_TIME_ZONE } from '../numbering/numbering.service.js';

/**
 * The typed columns of an export. Every column declares its kind, and the writer turns the row's value into a real
 * cell of that kind: numbers as numbers with a number format showing the column's decimals, dates and times as date
 * cells in the factory's time zone, text as text. Exact decimal strings become a JS number only at the cell; totals
 * are added with Dec (export-totals.service.ts).
 */
interface ColumnBase {
  header: LocalText;
  /** Width in characters; by default from the header and the kind. */
  width?: number;
}

/** A figure of the bill on a line-level sheet: written on the bill's first line only, its header marked 整单. */
interface BillLevel {
  perBill?: boolean;
}

export interface TextColumn<R> extends ColumnBase {
  type: 'text';
  value: (row: R) => string | null | undefined;
}

/** Counts (SKU count, line count): whole numbers; `total` adds them in the 合计 row. */
export interface IntegerColumn<R> extends ColumnBase, BillLevel {
  type: 'integer';
  value: (row: R) => number | string | null | undefined;
  total?: boolean;
}

/**
 * A quantity in some unit, `scale` decimals. With `unitOf` the sheet ends with one total row per unit (never one sum
 * of 米 and 个); without it the column is not totalled.
 */
export interface QuantityColumn<R> extends ColumnBase, BillLevel {
  type: 'quantity';
  scale: number;
  value: (row: R) => DecimalInput | null | undefined;
  unitOf?: (row: R) => string | null | undefined;
}

/** A plain decimal that is never added up: conversion rates, tax rates in percent points. */
export interface DecimalColumn<R> extends ColumnBase {
  type: 'decimal';
  scale: number;
  value: (row: R) => DecimalInput | null | undefined;
}

/** Money (amounts with `total`, prices without): at least two decimals shown, up to `scale`, thousands grouped. */
export interface MoneyColumn<R> extends ColumnBase, BillLevel {
  type: 'money';
  scale: number;
  value: (row: R) => DecimalInput | null | undefined;
  total?: boolean;
}

/** A fraction (0.0525) shown as a percentage with `scale` decimals (5.25%). */
export interface PercentColumn<R> extends ColumnBase {
  type: 'percent';
  scale: number;
  value: (row: R) => DecimalInput | null | undefined;
}

/**
 * A calendar date ('2026-11-22') or a time of day. Strings without a zone are wall-clock values already; an instant
 * (a Date, an ISO string with Z or an offset) is shown in the factory's time zone.
 */
export interface DateColumn<R> extends ColumnBase {
  type: 'date' | 'datetime';
  value: (row: R) => string | Date | null | undefined;
}

export type ExportColumn<R> =
  TextColumn<R> | IntegerColumn<R> | QuantityColumn<R> | DecimalColumn<R> | MoneyColumn<R> | PercentColumn<R> | DateColumn<R>;

export type CellValue = string | number | Date | null;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: FACTORY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const WALL_CLOCK_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/** The factory zone's offset from UTC (ms) at an instant: cached per quarter hour, when zones change offset. */
const offsets = new Map<number, number>();
function offsetAt(ms: number): number {
  const key = Math.floor(ms / 900_000);
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = Object.fromEntries(wallClock.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    offset = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - Math.floor(ms / 1000) * 1000;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The factory's wall-clock time of a value as a Date whose UTC fields hold it: Excel cells have no time zone, and
 * exceljs writes a Date by its UTC fields, so the sheet shows the time the app shows.
 */
export function factoryWallClock(value: string | Date): Date | null {
  if (typeof value === 'string') {
    const m = WALL_CLOCK_TEXT.exec(value.trim());
    if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  }
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return null;
  return new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms));
}

const blank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

/** The number format of a cell of this column holding `n` (quantities: integers without a trailing point). */
export function numFmtOf(column: ExportColumn<never>, n?: number): string | undefined {
  switch (column.type) {
    case 'integer':
      return '0';
    case 'quantity':
    case 'decimal':
      return n !== undefined && Number.isInteger(n) ? '0' : `0.${'#'.repeat(column.scale)}`;
    case 'money':
      return column.scale === 0
        ? '#,##0'
        : `#,##0.${'0'.repeat(Math.min(2, column.scale))}${'#'.repeat(Math.max(0, column.scale - 2))}`;
    case 'percent':
      return column.scale === 0 ? '0%' : `0.${'0'.repeat(column.scale)}%`;
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    default:
      return undefined;
  }
}

/** The exact decimal the cell stands for (rounded to the column's scale), or null for a blank value. */
export function decimalOf(column: ExportColumn<never>, raw: unknown): Dec | null {
  if (blank(raw)) return null;
  const d = Dec.of(raw as DecimalInput);
  switch (column.type) {
    case 'integer':
      return d.round(0);
    case 'quantity':
    case 'decimal':
    case 'money':
      return d.round(column.scale);
    case 'percent':
      return d.round(column.scale + 2);
    default:
      return null;
  }
}

/** Is the column written as a number (its exact value is a Dec)? */
export const isNumeric = (column: ExportColumn<never>): boolean =>
  column.type !== 'text' && column.type !== 'date' && column.type !== 'datetime';

/**
 * The value written to the cell for the row's raw value; `exact` is the value's decimalOf when the caller has it
 * already (the writer reads each decimal once, for the cell and for the totals).
 */
export function cellOf(column: ExportColumn<never>, raw: unknown, exact?: Dec | null): CellValue {
  if (exact !== undefined && isNumeric(column)) return exact === null ? null : Number(exact.toString());
  if (blank(raw)) return null;
  switch (column.type) {
    case 'text':
      return String(raw);
    case 'date': {
      const d = factoryWallClock(raw as string | Date);
      return d && new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    }
    case 'datetime':
      return factoryWallClock(raw as string | Date);
    default:
      // Converted to a JS number only here, at the cell: the shortest exact text of the rounded decimal.
      return Number(decimalOf(column, raw)!.toString());
  }
}

/** Display width of a text: a CJK character takes two columns. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! > 0x2e80 ? 2 : 1;
  return w;
}

/** The column's width: its own, else wide enough for the header and the kind's values. */
export function widthOf(column: ExportColumn<never>, header: string): number {
  if (column.width) return column.width;
  const byKind = column.type === 'datetime' ? 20 : column.type === 'date' ? 12 : column.type === 'text' ? 14 : 12;
  return Math.min(40, Math.max(byKind, textWidth(header) + 2));
}

/**
 * Columns written for a part of the row (a sheet of bill × line rows reusing a line's columns): each reads `part(row)`
 * and is blank where the row has no such part.
 */
export function columnsOf<T, R>(columns: readonly ExportColumn<T>[], part: (row: R) => T | null | undefined): ExportColumn<R>[] {
  const via =
    <V>(read: (p: T) => V) =>
    (row: R): V | null => {
      const p = part(row);
      return p === null || p === undefined ? null : read(p);
    };
  return columns.map((c) => {
    const value = via(c.value as (p: T) => unknown);
    const unitOf = c.type === 'quantity' && c.unitOf ? { unitOf: via(c.unitOf) } : {};
    return { ...c, value, ...unitOf } as ExportColumn<R>;
  });
}
