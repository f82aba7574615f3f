import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An exported sheet read back: the header, the data rows (cells), and the total rows under the empty row. */
export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  header: string[];
  /** Data rows: cells by header. */
  rows: ExcelJS.Row[];
  totals: ExcelJS.Row[];
  /** The cell of a data row (0-based) under `header`; throws on an unknown header. */
  cell(row: number, header: string): ExcelJS.Cell;
  /** The values of a column over the data rows. */
  column(header: string): ExcelJS.CellValue[];
  /** Plain values of every data row. */
  values(): ExcelJS.CellValue[][];
  /** A total row by its label (e.g. '合计（米）'): its value under `header`. */
  total(label: string, header: string): ExcelJS.CellValue;
}

const plain = (row: ExcelJS.Row, width: number) => Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null);
const isEmpty = (row: ExcelJS.Row) => row.cellCount === 0 || plain(row, row.cellCount).every((v) => v === null || v === '');

export async function readSheet(payload: Buffer | ArrayBuffer): Promise<ReadSheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = plain(sheet.getRow(1), sheet.columnCount).map((v) => String(v ?? ''));
  const rows: ExcelJS.Row[] = [];
  const totals: ExcelJS.Row[] = [];
  let inTotals = false;
  for (let n = 2; n <= sheet.rowCount; n += 1) {
    const row = sheet.getRow(n);
    if (isEmpty(row)) inTotals = true;
    else (inTotals ? totals : rows).push(row);
  }
  const at = (h: string) => {
    const i = header.indexOf(h);
    if (i < 0) throw new Error(`no column "${h}" in ${JSON.stringify(header)}`);
    return i + 1;
  };
  return {
    sheet,
    header,
    rows,
    totals,
    cell: (row, h) => rows[row]!.getCell(at(h)),
    column: (h) => rows.map((r) => r.getCell(at(h)).value ?? null),
    values: () => rows.map((r) => plain(r, header.length)),
    total: (label, h) => {
      const row = totals.find((r) => r.values && (r.values as unknown[]).includes(label));
      if (!row) throw new Error(`no total row "${label}"`);
      return row.getCell(at(h)).value ?? null;
    },
  };
}

/** Downloads an export through its route (POST, the session's cookie) and reads it back. */
export async function downloadSheet(
  app: FastifyInstance,
  sid: string,
  url: string,
  payload: Record<string, unknown> = {},
  lang?: 'en',
): Promise<ReadSheet> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/api/${url}`,
    payload,
    headers: { cookie: `sid=${sid}`, ...(lang ? { 'accept-language': 'en' } : {}) },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  return readSheet(res.rawPayload);
}

/** The sheet's rules every export keeps: header bold and frozen; numbers with a number format; dates as dates. */
export function expectTypedCell(cell: ExcelJS.Cell, kind: 'number' | 'date', numFmt?: string): void {
  if (kind === 'number') expect(typeof cell.value, `${cell.address} ${String(cell.value)}`).toBe('number');
  else expect(cell.value, cell.address).toBeInstanceOf(Date);
  if (numFmt) expect(cell.numFmt, cell.address).toBe(numFmt);
}
