import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const SESSION_COOKIE = 'sid';

export type SessionEndReason = 'LOGOUT' | 'PASSWORD_RESET' | 'USER_DISABLED' | 'REPLACED' | 'UNIT_UNLINKED';

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

export interface ActiveSession {
  userId: string;
  unitId: string | null;
  bossUnitId: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  loginName: string;
  userName: string;
  isEnabled: boolean;
  /** Codes of the user's valid roles in the session's unit. */
  permissions: string[];
}

/**
 * The request path's one round trip: slides an active session forward and returns it with its user
 * and the user's permission codes in the session's unit. Undefined when the session is not active
 * (then `touchSession`'s lookup tells why).
 */
export async function touchSessionWithUser(db: Db, sid: string, ttlMs: number): Promise<ActiveSession | undefined> {
  // The mark tells the session cache that this write (the expiry sliding) changes nothing a lookup answers.
  const { rows } = await sql<ActiveSession>`/* session-slide */
    with s as (
      update session set expires_at = ${new Date(Date.now() + ttlMs)}
      where id = ${sid} and ended_at is null and expires_at > now()
      returning user_id, unit_id
    )
    select s.user_id, s.unit_id, u.boss_unit_id, u.kind, u.login_name, u.user_name, u.is_enabled,
      coalesce((
        select array_agg(distinct rp.code order by rp.code)
        from user_role ur
        join role r on r.id = ur.role_id and r.is_valid and r.unit_id = s.unit_id
        join role_permission rp on rp.role_id = r.id
        where ur.user_id = s.user_id
      ), '{}') as permissions
    from s join app_user u on u.id = s.user_id`.execute(db);
  return rows[0];
}

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

/** Ends a user's open sessions in one factory (the account was unlinked from it). */
export async function endUserSessionsInUnit(db: Db, userId: string, unitId: string, reason: SessionEndReason): Promise<void> {
  await db
    .updateTable('session')
    .set({ endedAt: new Date(), endReason: reason })
    .where('userId', '=', userId)
    .where('unitId', '=', unitId)
    .where('endedAt', 'is', null)
    .execute();
}

export async function setSessionUnit(db: Db, sid: string, unitId: string): Promise<void> {
  await db.updateTable('session').set({ unitId }).where('id', '=', sid).execute();
}
