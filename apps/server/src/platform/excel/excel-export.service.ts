import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { pick, type Lang, type LocalText } from '../http/errors.js';
import { contentDisposition } from '../files/content-disposition.js';

/** One exported column: header in both languages and how to read the cell from a row. */
export interface ExportColumn<R> {
  header: LocalText;
  width?: number;
  value: (row: R) => string | number | Date | null | undefined;
}

export interface ExportDefinition<R> {
  /** File name without extension (the date is appended) and sheet name. */
  title: LocalText;
  columns: ExportColumn<R>[];
  /** Rows in batches, read lazily: only one batch is ever in memory. */
  batches: AsyncIterable<R[]>;
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
  const batches = def.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const out = new PassThrough();
  const fileName = `${pick(def.title, lang)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  void (async () => {
    try {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = book.addWorksheet(pick(def.title, lang).slice(0, 31));
      sheet.columns = def.columns.map((c) => ({ header: pick(c.header, lang), width: c.width ?? 16 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      const write = (batch: R[]) => {
        for (const row of batch) sheet.addRow(def.columns.map((c) => c.value(row) ?? null)).commit();
      };
      if (!first.done) {
        write(first.value);
        for (let next = await batches.next(); !next.done; next = await batches.next()) write(next.value);
      }
      sheet.commit();
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
