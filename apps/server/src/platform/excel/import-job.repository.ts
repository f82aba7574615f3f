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

/** Jobs are kept a day; older ones of the unit go when the unit starts a new one. */
export async function deleteExpiredJobs(db: Db, unitId: string): Promise<void> {
  await db
    .deleteFrom('importJob')
    .where('unitId', '=', unitId)
    .where('expiresAt', '<=', sql<Date>`now()`)
    .execute();
}
