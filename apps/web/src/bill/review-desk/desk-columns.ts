import type { DeskColumn } from '@gf/contracts';

/**
 * One value of a bill type's desk column as text: lists joined, flags as yes/no when the column says so, empty
 * values as a dash. The desk knows no bill type: the columns come from the server (uflo/{type}/task).
 */
export function deskCellText(value: unknown, column: Pick<DeskColumn, 'format'>, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '-';
  if (column.format === 'yesNo') return value === true || value === 1 || value === '1' || value === 'true' ? words.yes : words.no;
  if (Array.isArray(value)) return value.length ? value.map((v) => String(v)).join(', ') : '-';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The column title in the interface language (the server's title is in the session's language at fetch time). */
export function deskColumnTitle(column: DeskColumn, language: string): string {
  return language.startsWith('en') ? column.en : column.zh;
}
