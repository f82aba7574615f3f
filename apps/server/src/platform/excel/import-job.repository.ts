import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ImportJobTable } from '../../schema/index.js';
import type { Selectable } from 'kysely';

export type ImportJobRow = Selectable<ImportJobTable>;
type StoredError = { rowNo: number; column: string | null; header: { zh: string; en: string } | null; zh: string; en: string };

export async function insertJob(
  db: Db,
  unitId: string,
  userId: string,
  job: {
    kind: string;
    fileName: string;
    headers: string[];
    rawRows: { rowNo: number; cells: string[] }[];
    validRows: unknown[];
    errors: StoredError[];
    total: number;
    failed: number;
    expiresAt: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('importJob')
    .values({
      unitId,
      createdBy: userId,
      kind: job.kind,
      fileName: job.fileName,
      status: 'VALIDATED',
      total: job.total,
      processed: job.total,
      failed: job.failed,
      headers: JSON.stringify(job.headers),
      rawRows: JSON.stringify(job.rawRows),
      validRows: JSON.stringify(job.validRows),
      errors: JSON.stringify(job.errors),
      expiresAt: job.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live (not expired) job of the unit. */
export async function findJob(db: Db, unitId: string, id: string): Promise<ImportJobRow | undefined> {
  return db
    .selectFrom('importJob')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Moves a job from one status to the next; false when it was not in `from` (a second commit). */
export async function moveJob(
  db: Db,
  unitId: string,
  id: string,
  from: string,
  to: string,
  patch: { processed?: number; failed?: number; result?: object; errors?: StoredError[] } = {},
): Promise<boolean> {
  const res = await db
    .updateTable('importJob')
    .set({
      status: to,
      updatedAt: new Date(),
      ...(patch.processed !== undefined ? { processed: patch.processed } : {}),
      ...(patch.failed !== undefined ? { failed: patch.failed } : {}),
      ...(patch.result ? { result: JSON.stringify(patch.result) } : {}),
      ...(patch.errors ? { errors: JSON.stringify(patch.errors) } : {}),
    })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Locks a COMMITTING job's row inside the commit transaction, before any of the area's rows is written: while
 * the transaction lives, recovery (`failInterruptedJobs`) skips the job; when the process dies the lock goes
 * with the rolled-back transaction. False when the job is no longer COMMITTING (recovery got there first).
 */
export async function lockCommittingJob(trx: Db, unitId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('importJob')
    .select('id')
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('status', '=', 'COMMITTING')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every unit's COMMITTING jobs whose commit transaction no longer runs (its row is not locked) become FAILED:
 * their transaction was rolled back with the process that ran it, so nothing of them was written. Rows a live
 * commit holds (another server process on the same PostgreSQL) are skipped. Returns the ids it failed.
 */
export async function failUnlockedCommittingJobs(db: Db, message: { zh: string; en: string }): Promise<string[]> {
  const rows = await db
    .updateTable('importJob')
    .set({ status: 'FAILED', processed: 0, updatedAt: new Date(), result: JSON.stringify({ message }) })
    .where('id', 'in', db.selectFrom('importJob').select('id').where('status', '=', 'COMMITTING').forUpdate().skipLocked())
    .where('status', '=', 'COMMITTING')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Jobs are kept a day; older ones of the unit go when the unit starts a new one. */
export async function deleteExpiredJobs(db: Db, unitId: string): Promise<void> {
  await db
    .deleteFrom('importJob')
    .where('unitId', '=', unitId)
    .where('expiresAt', '<=', sql<Date>`now()`)
    .execute();
}
