import { Code } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';

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

/**
 * Counts one failure in a single statement, and locks the key in the same statement once the count reaches
 * LOCK_AFTER: parallel wrong passwords each add one (a read-then-write would let them overwrite each other's counts
 * and the lock might never engage). A count older than the window, or whose lock has run out, starts again at 1.
 */
export async function recordLoginFailure(
  db: Db,
  key: string,
  now = new Date(),
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const isStale = sql<boolean>`(${sql.ref('loginFailure.lastFailedAt')} < ${new Date(now.getTime() - WINDOW_MS)}
    or ${sql.ref('loginFailure.lockedUntil')} <= ${now})`;
  const failures = sql<number>`case when ${isStale} then 1 else ${sql.ref('loginFailure.failures')} + 1 end`;
  const row = await db
    .insertInto('loginFailure')
    .values({ key, failures: 1, lastFailedAt: now, lockedUntil: LOCK_AFTER <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        lastFailedAt: now,
        lockedUntil: sql<Date | null>`case when ${failures} >= ${LOCK_AFTER} then ${lockUntil}::timestamptz end`,
      }),
    )
    .returning(['failures', 'lockedUntil'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), lockedUntil: row.lockedUntil };
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Guards every password check (login, workbay password change, profile password change) with the
 * same keys and counts: refuses while locked, and waits the slow-down delay otherwise.
 */
export async function assertNotThrottled(db: Db, keys: string[]): Promise<void> {
  let delayMs = 0;
  for (const key of keys) {
    const verdict = await checkLoginThrottle(db, key);
    if (verdict.state === 'locked') {
      const minutes = Math.max(1, Math.ceil((verdict.until.getTime() - Date.now()) / 60_000));
      throw new AppError(Code.loginLocked, {
        zh: `密码错误次数过多，请 ${minutes} 分钟后再试`,
        en: `Too many wrong passwords; try again in ${minutes} minutes`,
      });
    }
    delayMs = Math.max(delayMs, verdict.delayMs);
  }
  if (delayMs) await sleep(delayMs);
}
