import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { pick, type Lang, type LocalText } from '../http/errors.js';
import { contentDisposition } from '../files/content-disposition.js';
import { cellOf, decimalOf, factoryWallClock, isNumeric, numFmtOf, widthOf, type ExportColumn } from './export-column.schema.js';
import { sheetTotals, totalRowCells } from './export-totals.service.js';

export type { ExportColumn } from './export-column.schema.js';

export interface ExportDefinition<R> {
  /** File name without extension (the date is appended) and sheet name. */
  title: LocalText;
  columns: ExportColumn<R>[];
  /** Rows in batches, read lazily: only one batch is ever in memory. */
  batches: AsyncIterable<R[]>;
  /**
   * On a sheet with one row per bill line: the bill a row belongs to. A bill's rows come one after another; columns
   * marked `perBill` are written on its first row only.
   */
  billOf?: (row: R) => string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Keyset pagination as batches: `fetch(after, limit)` answers the rows after the key `after`
 * (null = from the start) in key order; stops on a short batch.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batchSize = 1000,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** Offset pagination as batches, for list queries that page by pageNo: `fetch(limit, offset)`; stops on a short page. */
export async function* offsetBatches<R>(
  fetch: (limit: number, offset: number) => Promise<{ list: R[] } | R[]>,
  batchSize = 1000,
): AsyncGenerator<R[]> {
  for (let offset = 0; ; offset += batchSize) {
    const page = await fetch(batchSize, offset);
    const rows = Array.isArray(page) ? page : page.list;
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** A row of a sheet with one row per bill line: the bill's head and one of its lines (null for a bill without lines). */
export interface BillLineRow<H, L> {
  head: H;
  line: L | null;
}

/**
 * Bills in batches → one row per line, each bill's lines together in the bills' order. `linesOf` answers, for a batch
 * of heads, each head's lines in order (one query for the batch where the area has one).
 */
export async function* billLineRows<H, L>(
  bills: AsyncIterable<H[]>,
  linesOf: (heads: H[]) => Promise<L[][]>,
): AsyncGenerator<BillLineRow<H, L>[]> {
  for await (const heads of bills) {
    const lines = await linesOf(heads);
    yield heads.flatMap((head, i): BillLineRow<H, L>[] =>
      lines[i]?.length ? lines[i]!.map((line) => ({ head, line })) : [{ head, line: null }],
    );
  }
}

/** Groups `lines` under `heads` by `billOf(line)`, in the heads' order: the usual shape of a batch query's answer. */
export function linesByHead<H extends { id: string }, L>(
  heads: readonly H[],
  lines: readonly L[],
  billOf: (line: L) => string,
): L[][] {
  const byBill = new Map<string, L[]>();
  for (const line of lines) {
    const list = byBill.get(billOf(line));
    if (list) list.push(line);
    else byBill.set(billOf(line), [line]);
  }
  return heads.map((h) => byBill.get(h.id) ?? []);
}

/** Bill-level figures on a line-level sheet say so in their header. */
const PER_BILL: LocalText = { zh: '（整单）', en: ' (whole bill)' };

/** One shared style object per number format: exceljs then registers each format once. */
function styleCache() {
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  return (numFmt: string) => {
    let style = styles.get(numFmt);
    if (!style) styles.set(numFmt, (style = { numFmt }));
    return style;
  };
}

const columnLetter = (n: number): string =>
  n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/**
 * Writes the sheet: a bold, frozen header row with a filter over the data; every cell typed by its column (numbers
 * with the column's number format, dates and times as date cells in the factory's time zone); 整单 figures on a bill's
 * first line only; then, after an empty row, the totals (money and counts in 合计, quantities per unit).
 */
async function writeSheet<R>(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  lang: Lang,
  def: ExportDefinition<R>,
  first: R[] | undefined,
  rest: AsyncIterator<R[]>,
): Promise<void> {
  const columns = def.columns;
  const sheet = book.addWorksheet(pick(def.title, lang).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const styleOf = styleCache();
  sheet.columns = columns.map((c) => {
    const header = pick(c.header, lang) + ('perBill' in c && c.perBill ? pick(PER_BILL, lang) : '');
    const numFmt = numFmtOf(c);
    return { header, width: widthOf(c, header), ...(numFmt ? { style: styleOf(numFmt) } : {}) };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const totals = sheetTotals(columns);
  let lastBill: string | undefined;
  let rowCount = 1;
  const write = (batch: R[]) => {
    const written = batch.map((row) => {
      const bill = def.billOf?.(row);
      const isFirstOfBill = bill === undefined || bill !== lastBill;
      lastBill = bill;
      const raw = columns.map((c) => ('perBill' in c && c.perBill && !isFirstOfBill ? null : c.value(row)));
      const exact = raw.map((v, i) => (isNumeric(columns[i]!) ? decimalOf(columns[i]!, v) : null));
      const cells = raw.map((v, i) => cellOf(columns[i]!, v, exact[i]));
      const line = sheet.addRow(cells);
      cells.forEach((cell, i) => {
        const numFmt = cell === null || typeof cell === 'string' ? undefined : numFmtOf(columns[i]!, cell as number);
        if (numFmt) line.getCell(i + 1).style = styleOf(numFmt);
      });
      line.commit();
      rowCount += 1;
      return { row, exact };
    });
    totals.add(written);
  };
  if (first) {
    write(first);
    for (let next = await rest.next(); !next.done; next = await rest.next()) write(next.value);
  }
  sheet.autoFilter = `A1:${columnLetter(columns.length)}${rowCount}`;
  const totalRows = totals.rows(lang);
  if (totalRows.length) sheet.addRow([]).commit();
  for (const t of totalRows) {
    const cells = totalRowCells(t, columns.length, totals.labelColumn);
    const line = sheet.addRow(cells);
    cells.forEach((cell, i) => {
      const style = typeof cell === 'number' ? styleOf(numFmtOf(columns[i]!, cell) ?? 'General') : {};
      line.getCell(i + 1).style = { ...style, font: { bold: true } };
    });
    line.commit();
  }
  sheet.commit();
}

/**
 * Streams an xlsx to the reply with exceljs's streaming writer: each row is committed as soon as it is
 * written, so 100,000 rows never sit in memory. The first batch is read before any header goes out, so a filter
 * the database refuses answers the envelope error instead of a download cut short; a failure on a later batch
 * can still only cut the file (it is logged).
 */
export async function streamXlsx<R>(
  reply: FastifyReply,
  lang: Lang,
  def: ExportDefinition<R>,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  // A programming error, told before anything is sent.
  if (def.columns.some((c) => 'perBill' in c && c.perBill) && !def.billOf) throw new Error('perBill columns need billOf');
  const batches = def.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const out = new PassThrough();
  const today = factoryWallClock(new Date())!.toISOString().slice(0, 10);
  const fileName = `${pick(def.title, lang)}-${today}.xlsx`;
  void (async () => {
    try {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      await writeSheet(book, lang, def, first.done ? undefined : first.value, batches);
      await book.commit();
    } catch (error) {
      log.error({ err: error }, 'export failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'no-store')
    .send(out);
}

/** A small workbook already in memory (templates, failed rows) as a download. */
export function sendXlsx(reply: FastifyReply, buffer: Buffer, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'no-store')
    .send(buffer);
}
