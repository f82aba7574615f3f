import { issueRuleText } from '@gf/contracts';
import type { z } from 'zod';
import type { LocalText } from '../http/errors.js';

/** One column an area imports: the header users see, the key of the parsed row, the cell's rule. */
export interface ImportColumn {
  key: string;
  /** Header text: the zh text is written in the template; either language is accepted on upload. */
  header: LocalText;
  required?: boolean;
  /** Applied to the trimmed cell text (undefined when blank). */
  schema: z.ZodType;
  /** What the template's example row shows. */
  example?: string;
  width?: number;
}

export interface RowError {
  rowNo: number;
  column: string | null;
  header: LocalText | null;
  text: LocalText;
}

export interface SheetRow {
  rowNo: number;
  cells: string[];
}

/** Matches a header cell to a column: trims, ignores a "*" marking required columns, either language. */
export function matchHeaders(
  headers: string[],
  columns: ImportColumn[],
): { index: Map<string, number>; missing: ImportColumn[] } {
  const clean = headers.map((h) => h.replace(/\*/g, '').trim().toLowerCase());
  const index = new Map<string, number>();
  for (const col of columns) {
    const at = clean.findIndex((h) => h === col.header.zh.toLowerCase() || h === col.header.en.toLowerCase());
    if (at >= 0) index.set(col.key, at);
  }
  return { index, missing: columns.filter((c) => c.required && !index.has(c.key)) };
}

/** A zod issue as a reason in both languages, without the field's name (the column header names it). */
export function issueText(issue: z.core.$ZodIssue): LocalText {
  return { zh: issueRuleText(issue, 'zh'), en: issueRuleText(issue, 'en') };
}

/** Parses one sheet row by the columns: the row's values, or every reason it is bad. */
export function parseRow(
  row: SheetRow,
  columns: ImportColumn[],
  index: Map<string, number>,
): { value: Record<string, unknown> } | { errors: RowError[] } {
  const value: Record<string, unknown> = {};
  const errors: RowError[] = [];
  for (const col of columns) {
    const at = index.get(col.key);
    const text = at === undefined ? '' : (row.cells[at] ?? '').trim();
    if (!text && col.required) {
      errors.push({ rowNo: row.rowNo, column: col.key, header: col.header, text: { zh: '必填', en: 'is required' } });
      continue;
    }
    const parsed = col.schema.safeParse(text || undefined);
    if (parsed.success) value[col.key] = parsed.data;
    else
      errors.push({
        rowNo: row.rowNo,
        column: col.key,
        header: col.header,
        text: issueText(parsed.error.issues[0]!),
      });
  }
  return errors.length ? { errors } : { value };
}

/** Rows whose key repeats an earlier row of the same file: "与第 N 行重复". */
export function duplicatesWithinFile<R>(
  rows: { rowNo: number; value: R }[],
  column: { key: string; header: LocalText },
  keyOf: (r: R) => string | null | undefined,
): RowError[] {
  const first = new Map<string, number>();
  const errors: RowError[] = [];
  for (const r of rows) {
    const key = keyOf(r.value);
    if (!key) continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.rowNo);
    else
      errors.push({
        rowNo: r.rowNo,
        column: column.key,
        header: column.header,
        text: { zh: `与第 ${seen} 行重复`, en: `repeats row ${seen}` },
      });
  }
  return errors;
}

/** A cell value from exceljs as the text the user sees. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (v.richText) return v.richText.map((p) => p.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error) return '';
    return '';
  }
  return String(value);
}
