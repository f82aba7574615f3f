import type { Db } from '../db/database.js';

/** After this many failures in a row each further try is slowed; at LOCK_AFTER the key is locked. */
const SLOW_AFTER = 3;
const LOCK_AFTER = 5;
const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60_000;

export type ThrottleVerdict = { state: 'open'; delayMs: number } | { state: 'locked'; until: Date };

export async function checkLoginThrottle(db: Db, key: string, now = new Date()): Promise<ThrottleVerdict> {
  const row = await db.selectFrom('loginFailure').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return { state: 'open', delayMs: 0 };
  if (row.lockedUntil && row.lockedUntil > now) return { state: 'locked', until: row.lockedUntil };
  if (now.getTime() - row.lastFailedAt.getTime() > WINDOW_MS) return { state: 'open', delayMs: 0 };
  const over = row.failures - SLOW_AFTER + 1;
  return { state: 'open', delayMs: over > 0 ? Math.min(over * 500, 3000) : 0 };
}

export async function recordLoginFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const row = await db.selectFrom('loginFailure').selectAll().where('key', '=', key).executeTakeFirst();
  const stale =
    !row || now.getTime() - row.lastFailedAt.getTime() > WINDOW_MS || (row.lockedUntil !== null && row.lockedUntil <= now);
  const failures = stale ? 1 : row.failures + 1;
  const lockedUntil = failures >= LOCK_AFTER ? new Date(now.getTime() + LOCK_MS) : null;
  await db
    .insertInto('loginFailure')
    .values({ key, failures, lastFailedAt: now, lockedUntil })
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures, lastFailedAt: now, lockedUntil }))
    .execute();
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginFailure').where('key', '=', key).execute();
}

export function throttleKeys(loginName: string, ip: string): string[] {
  // Per account (any address) and per account+address: a guesser cannot spread tries over addresses
  // to avoid the lock, and one address's lock does not hide the account's own count.
  const name = loginName.trim().toLowerCase();
  return [`name:${name}`, `name-ip:${name}|${ip}`];
}
