import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface CaptchaRow {
  id: string;
  code: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** Serialises sends for one phone so two quick requests cannot both pass the resend window. */
export async function lockPhone(trx: Db, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`captcha:${phone}`}))`.execute(trx);
}

export async function lastSentAt(db: Db, phone: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('phoneCaptcha')
    .select('createdAt')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt;
}

export async function insertCaptcha(
  trx: Db,
  input: { phone: string; purpose: string; code: string; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('phoneCaptcha')
    .values({ ...input, usedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Only the newest code of a phone and purpose counts; older ones die when a new one is sent. */
export async function latestCaptcha(db: Db, phone: string, purpose: string): Promise<CaptchaRow | undefined> {
  return db
    .selectFrom('phoneCaptcha')
    .select(['id', 'code', 'attempts', 'expiresAt', 'usedAt', 'createdAt'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one try before comparing (a guarded increment), so parallel guesses cannot exceed the
 * limit; answers false when the code has no tries left, is used or has expired.
 */
export async function reserveTry(db: Db, id: string, maxTries: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('phoneCaptcha')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A right answer gives its try back: checking first and then registering costs nothing. */
export async function refundTry(db: Db, id: string): Promise<void> {
  await db
    .updateTable('phoneCaptcha')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', '=', id)
    .execute();
}

/** Marks the code used, once: a second registration with the same code finds nothing to take. */
export async function consumeCaptcha(trx: Db, id: string, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('phoneCaptcha')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
