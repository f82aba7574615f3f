import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

export const SESSION_COOKIE = 'sid';

export type SessionEndReason = 'LOGOUT' | 'PASSWORD_RESET' | 'USER_DISABLED' | 'REPLACED';

export async function createSession(
  db: Db,
  input: { userId: string; unitId: string | null; ttlMs: number; ip: string },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({
      id,
      userId: input.userId,
      unitId: input.unitId,
      expiresAt: new Date(Date.now() + input.ttlMs),
      endedAt: null,
      endReason: null,
      ip: input.ip,
    })
    .execute();
  return id;
}

export type SessionLookup =
  | { state: 'missing' | 'expired' }
  | { state: 'ended'; reason: string }
  | { state: 'active'; userId: string; unitId: string | null };

/** Finds the session and, when it is active, slides its expiry forward (SPEC 9: renewed on each request). */
export async function touchSession(db: Db, sid: string, ttlMs: number): Promise<SessionLookup> {
  const row = await db
    .updateTable('session')
    .set({ expiresAt: new Date(Date.now() + ttlMs) })
    .where('id', '=', sid)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['userId', 'unitId'])
    .executeTakeFirst();
  if (row) return { state: 'active', userId: row.userId, unitId: row.unitId };
  const old = await db.selectFrom('session').select(['endedAt', 'endReason']).where('id', '=', sid).executeTakeFirst();
  if (!old) return { state: 'missing' };
  if (old.endedAt && old.endReason && old.endReason !== 'LOGOUT') return { state: 'ended', reason: old.endReason };
  return { state: 'expired' };
}

export async function endSession(db: Db, sid: string, reason: SessionEndReason): Promise<void> {
  await db
    .updateTable('session')
    .set({ endedAt: new Date(), endReason: reason })
    .where('id', '=', sid)
    .where('endedAt', 'is', null)
    .execute();
}

/** Ends every open session of a user (password reset, account disabled). */
export async function endUserSessions(db: Db, userId: string, reason: SessionEndReason, exceptSid?: string): Promise<void> {
  let q = db
    .updateTable('session')
    .set({ endedAt: new Date(), endReason: reason })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null);
  if (exceptSid) q = q.where('id', '<>', exceptSid);
  await q.execute();
}

export async function setSessionUnit(db: Db, sid: string, unitId: string): Promise<void> {
  await db.updateTable('session').set({ unitId }).where('id', '=', sid).execute();
}
