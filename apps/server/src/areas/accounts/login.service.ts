import { Code, type SessionData } from '@gf/contracts';
import type { AppConfig } from '../../config.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure, throttleKeys } from '../../platform/auth/login-throttle.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { createSession, endSession, setSessionUnit } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid } from '../../platform/http/errors.js';
import type { ClientDevice } from '../../platform/http/request-context.js';
import type { RequestContext, Visitor } from '../../platform/tenancy/context.js';
import { bossCodeOf, findAccountById, listAccessibleUnits, setLastLoginUnit, type AccountRow } from './account.repository.js';
import * as sessions from './login.repository.js';
import { buildSessionData, chooseStartUnit } from './session-data.service.js';
import type { UnitEntry } from './unit-entry.service.js';

/** Runs the entry checks other areas registered (device authorisation); throws to refuse. */
type CheckEntry = (entry: UnitEntry) => Promise<void>;

const wrongCredentials = { zh: '账号或密码错误', en: 'Wrong account or password' };

/**
 * Checks a password login, slowing and then locking repeated failures per account and per
 * account+address, and opens a session in the account's start factory unless an entry check
 * (device authorisation) refuses it: then no session is created and no failure is counted.
 */
export async function signInWithPassword(
  deps: { db: Db; config: AppConfig; checkEntry: CheckEntry },
  input: {
    loginName: string;
    password: string;
    visitor: Visitor;
    device: ClientDevice;
    find: () => Promise<AccountRow | undefined>;
  },
): Promise<SessionData> {
  const { db, config } = deps;
  const keys = throttleKeys(input.loginName, input.visitor.ip);
  await assertNotThrottled(db, keys);

  const account = await input.find();
  const passwordOk = account ? await verifyPassword(account.passwordHash, input.password) : false;
  if (!account || !passwordOk) {
    for (const key of keys) await recordLoginFailure(db, key);
    await writeOperationLog(db, {
      unitId: null,
      userId: account?.id ?? null,
      action: 'LOGIN_FAILED',
      visitor: input.visitor,
      detail: { loginName: input.loginName },
    });
    throw new AppError(Code.loginFailed, wrongCredentials);
  }
  if (!account.isEnabled) throw new AppError(Code.loginFailed, { zh: '账号已停用', en: 'This account has been disabled' });
  for (const key of keys) await clearLoginFailures(db, key);

  const unitId = await chooseStartUnit(db, account);
  if (unitId) await deps.checkEntry({ unitId, account, device: input.device, visitor: input.visitor, via: 'LOGIN' });
  const sid = await createSession(db, { userId: account.id, unitId, ttlMs: config.sessionTtlMs, ip: input.visitor.ip });
  if (unitId) await setLastLoginUnit(db, account.id, unitId);
  await writeOperationLog(db, { unitId, userId: account.id, action: 'LOGIN', visitor: input.visitor });
  return buildSessionData(db, account, unitId, sid);
}

/** Moves the current session into another factory of the account (SPEC: switchUnit, doLoginToFactory). */
export async function switchUnit(
  deps: { db: Db; checkEntry: CheckEntry },
  ctx: RequestContext,
  input: { unitId: string; device: ClientDevice },
): Promise<SessionData> {
  const { db } = deps;
  const { unitId } = input;
  const account = await findAccountById(db, ctx.userId);
  if (!account)
    throw new AppError(Code.sessionExpired, { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' });
  const units = await listAccessibleUnits(db, account);
  if (!units.some((u) => u.id === unitId)) {
    throw new AppError(
      Code.wrongUnit,
      { zh: '您不属于该工厂', en: 'You do not belong to that factory' },
      { errors: [{ field: 'unitId', message: 'not one of your factories' }] },
    );
  }
  await deps.checkEntry({ unitId, account, device: input.device, visitor: ctx.visitor, via: 'SWITCH_UNIT' });
  await setSessionUnit(db, ctx.sessionId, unitId);
  await setLastLoginUnit(db, account.id, unitId);
  await writeOperationLog(db, {
    unitId,
    userId: account.id,
    action: 'SWITCH_UNIT',
    visitor: ctx.visitor,
    detail: { from: ctx.unitId || null },
  });
  return buildSessionData(db, { ...account, lastLoginUnitId: unitId }, unitId, ctx.sessionId);
}

export async function signOut(db: Db, ctx: RequestContext): Promise<void> {
  await endSession(db, ctx.sessionId, 'LOGOUT');
  await writeOperationLog(db, { unitId: ctx.unitId, userId: ctx.userId, action: 'LOGOUT', visitor: ctx.visitor });
}

export async function currentSessionData(db: Db, ctx: RequestContext): Promise<SessionData> {
  const account = await findAccountById(db, ctx.userId);
  if (!account)
    throw new AppError(Code.sessionExpired, { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' });
  return buildSessionData(db, account, ctx.unitId || null, ctx.sessionId);
}

/** The login throttle's keys of an account: a workbay counts under BOSSCODE-number, as login/workbayLogin does. */
export async function accountThrottleKeys(
  db: Db,
  account: Pick<AccountRow, 'kind' | 'loginName' | 'bossUnitId'>,
  ip: string,
): Promise<string[]> {
  if (account.kind !== 'WORKBAY') return throttleKeys(account.loginName, ip);
  return throttleKeys(`${(await bossCodeOf(db, account.bossUnitId)) ?? ''}-${account.loginName}`, ip);
}

/**
 * Confirms the signed-in account's own password before a grave action (deleting a factory). A wrong one counts
 * against the same throttle as signing in with the account's login name (locked 15 min at 5, 40102) and answers
 * 40001 naming `password`.
 */
export async function confirmOwnPassword(db: Db, ctx: RequestContext, password: string): Promise<void> {
  const identity = { kind: ctx.userKind, loginName: ctx.loginName, bossUnitId: ctx.bossUnitId };
  const keys = await accountThrottleKeys(db, identity, ctx.visitor.ip);
  await assertNotThrottled(db, keys);
  const account = await findAccountById(db, ctx.userId);
  const ok = account ? await verifyPassword(account.passwordHash, password) : false;
  if (!ok) {
    for (const key of keys) await recordLoginFailure(db, key);
    await writeOperationLog(db, {
      unitId: ctx.unitId || null,
      userId: ctx.userId,
      action: 'PASSWORD_CONFIRM_FAILED',
      visitor: ctx.visitor,
    });
    throw invalid('password', { zh: '密码错误', en: 'Wrong password' });
  }
  for (const key of keys) await clearLoginFailures(db, key);
}

/**
 * A factory leaves the accounts of its company (deleted, or moved into another company): its account links go,
 * and each open session in it moves to another factory its account may still enter (its last one if allowed, else
 * the first) or, with none left, ends (1001 UNIT_UNLINKED). `forget` also clears the factory from closed sessions
 * (it is about to be deleted). Runs in the caller's transaction, after a moved factory changed company. Answers
 * where each session went.
 */
export async function leaveUnit(trx: Db, unitId: string, options: { forget: boolean }): Promise<Map<string, string | null>> {
  const moved = new Map<string, string | null>();
  await sessions.deleteUnitLinks(trx, unitId);
  for (const session of await sessions.openSessionsInUnit(trx, unitId)) {
    const account = await findAccountById(trx, session.userId);
    const units = account ? (await listAccessibleUnits(trx, account)).filter((u) => u.id !== unitId) : [];
    const next = units.find((u) => u.id === account?.lastLoginUnitId) ?? units[0];
    if (next) await setSessionUnit(trx, session.id, next.id);
    else await endSession(trx, session.id, 'UNIT_UNLINKED');
    moved.set(session.id, next?.id ?? null);
  }
  await sessions.forgetLastLoginUnit(trx, unitId);
  if (options.forget) await sessions.forgetClosedSessionsUnit(trx, unitId);
  return moved;
}
