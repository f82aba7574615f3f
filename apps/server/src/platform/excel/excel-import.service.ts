import { Code, type ImportJobStatus, type ImportJobView } from '@gf/contracts';
import type { MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { Db } from '../db/database.js';
import { AppError, badState, invalid, notFound, pick, type Lang, type LocalText } from '../http/errors.js';
import type { RequestContext } from '../tenancy/context.js';
import { cellText, matchHeaders, parseRow, type ImportColumn, type RowError, type SheetRow } from './excel-sheet.schema.js';
import * as jobs from './import-job.repository.js';

/**
 * What an area gives to import a sheet. `Row` is the object of the columns' parsed values by key.
 * check: rules across rows and against the database (duplicates), run on the dry run and again at commit.
 * commit: writes every row inside the one transaction it is given; call progress(done) now and then.
 */
export interface ImportDefinition<Row> {
  kind: string;
  title: LocalText;
  columns: ImportColumn[];
  check?: (db: Db, ctx: RequestContext, rows: { rowNo: number; value: Row }[]) => Promise<RowError[]>;
  commit: (trx: Db, ctx: RequestContext, rows: Row[], progress: (done: number) => void) => Promise<void>;
  maxRows?: number;
  /** Columns the factory defines (its custom fields), appended after `columns` in the template and the dry run. */
  extraColumns?: (db: Db, ctx: RequestContext) => Promise<ImportColumn[]>;
}

/** The definition with this factory's extra columns appended (the definition itself when it has none). */
export async function withExtraColumns<Row>(
  db: Db,
  ctx: RequestContext,
  def: ImportDefinition<Row>,
): Promise<ImportDefinition<Row>> {
  return def.extraColumns ? { ...def, columns: [...def.columns, ...(await def.extraColumns(db, ctx))] } : def;
}

type ImportLog = { error: (obj: object, msg: string) => void };

const DAY_MS = 24 * 60 * 60 * 1000;
const jobWhat = { zh: '导入记录', en: 'Import' };
/** Progress of commits running in this process (the job row says COMMITTING meanwhile). */
const liveProgress = new Map<string, number>();

type StoredError = { rowNo: number; column: string | null; header: LocalText | null; zh: string; en: string };
const store = (e: RowError): StoredError => ({
  rowNo: e.rowNo,
  column: e.column,
  header: e.header,
  zh: e.text.zh,
  en: e.text.en,
});

function toView(job: jobs.ImportJobRow, lang: Lang): ImportJobView {
  const running = job.status === 'COMMITTING' ? liveProgress.get(job.id) : undefined;
  const result = job.result
    ? {
        ...(job.result.written !== undefined ? { written: job.result.written } : {}),
        ...(job.result.message ? { message: pick(job.result.message, lang) } : {}),
      }
    : null;
  return {
    importId: job.id,
    kind: job.kind,
    fileName: job.fileName,
    status: job.status as ImportJobStatus,
    total: job.total,
    processed: running ?? (job.status === 'COMMITTING' ? 0 : job.processed),
    failed: job.failed,
    errors: job.errors.map((e) => ({
      rowNo: e.rowNo,
      column: e.column,
      header: e.header ? pick(e.header, lang) : null,
      reason: lang === 'en' ? e.en : e.zh,
    })),
    result,
    expiresAt: new Date(job.expiresAt).toISOString(),
  };
}

async function readSheet(file: MultipartFile | undefined): Promise<{ headers: string[]; rows: SheetRow[] }> {
  if (!file) throw invalid('file', { zh: '请选择要导入的 Excel 文件', en: 'choose an Excel file to import' });
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw invalid('file', { zh: '文件不能超过 10 MB', en: 'must be at most 10 MB' });
  }
  const book = new ExcelJS.Workbook();
  try {
    // exceljs's typings name an older Buffer type than Node 20's.
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalid('file', { zh: '不是有效的 xlsx 文件', en: 'is not a valid xlsx file' });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid('file', { zh: '文件中没有工作表', en: 'has no worksheet' });
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers = Array.from({ length: width }, (_, i) => cellText(headerRow.getCell(i + 1).value).trim());
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNo) => {
    if (rowNo === 1) return;
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    if (cells.some((c) => c.trim() !== '')) rows.push({ rowNo, cells });
  });
  return { headers, rows };
}

/** Validates rows: every reason for every bad row, and the parsed values of the good ones. */
async function validate<Row>(
  db: Db,
  ctx: RequestContext,
  def: ImportDefinition<Row>,
  index: Map<string, number>,
  rows: SheetRow[],
) {
  const errors: RowError[] = [];
  const good: { rowNo: number; value: Row }[] = [];
  for (const row of rows) {
    const parsed = parseRow(row, def.columns, index);
    if ('errors' in parsed) errors.push(...parsed.errors);
    // The columns' schemas produced this object key by key: it is the area's Row.
    else good.push({ rowNo: row.rowNo, value: parsed.value as Row });
  }
  if (def.check && good.length) errors.push(...(await def.check(db, ctx, good)));
  const badRows = new Set(errors.map((e) => e.rowNo));
  errors.sort((a, b) => a.rowNo - b.rowNo);
  return { errors, badRows, good: good.filter((g) => !badRows.has(g.rowNo)) };
}

/** The dry run: parses the upload, reports every bad row, keeps the result a day as an import job. */
export async function dryRunImport<Row>(
  db: Db,
  ctx: RequestContext,
  def: ImportDefinition<Row>,
  file: MultipartFile | undefined,
): Promise<ImportJobView> {
  const { headers, rows } = await readSheet(file);
  const maxRows = def.maxRows ?? 10_000;
  const { index, missing } = matchHeaders(headers, def.columns);
  if (missing.length)
    throw invalid('file', {
      zh: `缺少列：${missing.map((c) => c.header.zh).join('、')}（请使用导入模板）`,
      en: `misses columns: ${missing.map((c) => c.header.en).join(', ')} (use the template)`,
    });
  if (!rows.length) throw invalid('file', { zh: '文件中没有数据行', en: 'has no data rows' });
  if (rows.length > maxRows) throw invalid('file', { zh: `最多导入 ${maxRows} 行`, en: `may hold at most ${maxRows} rows` });
  const { errors, badRows, good } = await validate(db, ctx, def, index, rows);
  await jobs.deleteExpiredJobs(db, ctx.unitId);
  const id = await jobs.insertJob(db, ctx.unitId, ctx.userId, {
    kind: def.kind,
    fileName: file?.filename ?? 'import.xlsx',
    headers,
    rawRows: rows,
    validRows: good.map((g) => ({ rowNo: g.rowNo, value: g.value })),
    errors: errors.map(store),
    total: rows.length,
    failed: badRows.size,
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return toView((await jobs.findJob(db, ctx.unitId, id))!, ctx.lang);
}

async function jobOrThrow(db: Db, ctx: RequestContext, id: string, kind?: string): Promise<jobs.ImportJobRow> {
  const job = await jobs.findJob(db, ctx.unitId, id);
  if (!job || (kind && job.kind !== kind)) throw notFound(jobWhat);
  return job;
}

export async function getImportJob(db: Db, ctx: RequestContext, id: string): Promise<ImportJobView> {
  return toView(await jobOrThrow(db, ctx, id), ctx.lang);
}

/**
 * The all-or-nothing commit: refused while any row is bad; otherwise the job turns COMMITTING and the
 * rows are written in ONE transaction in the background (poll excel/import/{id}): COMMITTED with the
 * count, or FAILED with the reason and nothing written.
 */
export async function commitImport<Row>(
  db: Db,
  ctx: RequestContext,
  def: ImportDefinition<Row>,
  importId: string,
  log: ImportLog,
): Promise<ImportJobView> {
  const job = await jobOrThrow(db, ctx, importId, def.kind);
  if (job.status !== 'VALIDATED') throw badState({ zh: '该导入已提交过', en: 'This import was already committed' });
  const rows = job.validRows as { rowNo: number; value: Row }[];
  const refuse = (failed: number, errors: StoredError[]) =>
    new AppError(
      Code.badState,
      { zh: `有 ${failed} 行数据有误，请修改后重新上传`, en: `${failed} rows have errors; fix them and upload again` },
      {
        errors: errors
          .slice(0, 50)
          .map((e) => ({ field: `row ${e.rowNo}${e.column ? `.${e.column}` : ''}`, message: pick(e, ctx.lang) })),
      },
    );
  if (job.failed > 0) throw refuse(job.failed, job.errors);
  // The database may have changed since the dry run (another import, a new supplier).
  const again = def.check ? await def.check(db, ctx, rows) : [];
  if (again.length) {
    const failed = new Set(again.map((e) => e.rowNo)).size;
    await jobs.moveJob(db, ctx.unitId, job.id, 'VALIDATED', 'VALIDATED', { failed, errors: again.map(store) });
    throw refuse(failed, again.map(store));
  }
  if (!(await jobs.moveJob(db, ctx.unitId, job.id, 'VALIDATED', 'COMMITTING', { processed: 0 })))
    throw badState({ zh: '该导入已提交过', en: 'This import was already committed' });
  liveProgress.set(job.id, 0);
  void runCommit(db, ctx, def, job.id, rows, log);
  return toView((await jobs.findJob(db, ctx.unitId, job.id))!, ctx.lang);
}

const interrupted = {
  zh: '导入被中断（服务器重启），没有写入任何数据，请重新提交',
  en: 'The import was interrupted (the server restarted); nothing was written: commit it again',
};

/**
 * The job's COMMITTED status is written in the same transaction as the area's rows, after locking the job row
 * first: a crash at any point leaves either the rows and COMMITTED, or no rows and COMMITTING (which
 * `failInterruptedImports` turns into FAILED at the next start).
 */
async function runCommit<Row>(
  db: Db,
  ctx: RequestContext,
  def: ImportDefinition<Row>,
  jobId: string,
  rows: { rowNo: number; value: Row }[],
  log: ImportLog,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await jobs.lockCommittingJob(trx, ctx.unitId, jobId))) throw new AppError(Code.badState, interrupted);
      await def.commit(
        trx,
        ctx,
        rows.map((r) => r.value),
        (done) => liveProgress.set(jobId, done),
      );
      const moved = await jobs.moveJob(trx, ctx.unitId, jobId, 'COMMITTING', 'COMMITTED', {
        processed: rows.length,
        result: { written: rows.length },
      });
      // Unreachable while the row lock is held; refusing keeps "rows written" and "COMMITTED" inseparable.
      if (!moved) throw new AppError(Code.badState, interrupted);
    });
  } catch (error) {
    const message =
      error instanceof AppError ? error.text : { zh: '导入失败，没有写入任何数据', en: 'The import failed; nothing was written' };
    if (!(error instanceof AppError)) log.error({ err: error, importId: jobId }, 'import commit failed');
    // Written after the rollback; if the process dies before this, failInterruptedImports writes it at start.
    await jobs
      .moveJob(db, ctx.unitId, jobId, 'COMMITTING', 'FAILED', { processed: 0, result: { message } })
      .catch(() => undefined);
  } finally {
    liveProgress.delete(jobId);
  }
}

/**
 * Called at server start (main.ts): jobs a killed process left COMMITTING become FAILED. Their transaction was
 * rolled back, so nothing of them was written; jobs a live process on the same PostgreSQL is committing hold
 * their row lock and are left alone.
 */
export async function failInterruptedImports(db: Db, log: { warn: (obj: object, msg: string) => void }): Promise<void> {
  const failed = await jobs.failUnlockedCommittingJobs(db, interrupted);
  if (failed.length) log.warn({ importIds: failed }, 'imports interrupted by a restart marked FAILED');
}

/** The template: the headers (required ones marked red) and one example row. */
export async function templateWorkbook(def: { title: LocalText; columns: ImportColumn[] }, lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(pick(def.title, lang).slice(0, 31));
  sheet.columns = def.columns.map((c) => ({ header: pick(c.header, lang), key: c.key, width: c.width ?? 18 }));
  def.columns.forEach((c, i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.font = { bold: true, color: { argb: c.required ? 'FFD4380D' : 'FF000000' } };
  });
  sheet.addRow(def.columns.map((c) => c.example ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The failed rows as uploaded, plus a 错误原因 column with every reason of the row. */
export async function failedRowsWorkbook(
  db: Db,
  ctx: RequestContext,
  importId: string,
): Promise<{ buffer: Buffer; fileName: string }> {
  const job = await jobOrThrow(db, ctx, importId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ctx.lang === 'en' ? 'Failed rows' : '导入失败');
  const reasonHeader = ctx.lang === 'en' ? 'Error reason' : '错误原因';
  sheet.addRow([...job.headers, reasonHeader]).font = { bold: true };
  const reasons = new Map<number, string[]>();
  for (const e of job.errors) {
    const text = `${e.header ? `${pick(e.header, ctx.lang)}${ctx.lang === 'en' ? ': ' : '：'}` : ''}${pick(e, ctx.lang)}`;
    reasons.set(e.rowNo, [...(reasons.get(e.rowNo) ?? []), text]);
  }
  // Rows found bad only at commit time are among the valid rows: show what was parsed of them.
  const raw = new Map(job.rawRows.map((r) => [r.rowNo, r.cells]));
  for (const rowNo of [...reasons.keys()].sort((a, b) => a - b)) {
    const cells = raw.get(rowNo) ?? job.headers.map(() => '');
    sheet.addRow([...cells, reasons.get(rowNo)!.join('；')]);
  }
  sheet.getColumn(job.headers.length + 1).width = 50;
  const base = job.fileName.replace(/\.xlsx?$/i, '');
  return {
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
    fileName: `${base}-${ctx.lang === 'en' ? 'failed' : '导入失败'}.xlsx`,
  };
}
