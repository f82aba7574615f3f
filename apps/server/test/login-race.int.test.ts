import { Code } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLoginFailure } from '../src/platform/auth/login-throttle.js';
import { call, createFactory, startHarness, type FactoryFixture, type Harness } from './harness.js';

/**
 * Failed logins are counted by one statement each: wrong passwords sent in parallel all count, and the account is
 * locked once the count reaches the limit (a read-then-write count lost them and the lock could never engage).
 */

let h: Harness;
let factory: FactoryFixture;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'login race');
});
afterAll(() => h.close());

const failureRow = (key: string) => h.db.selectFrom('loginFailure').selectAll().where('key', '=', key).executeTakeFirst();

describe('parallel wrong passwords', () => {
  it('count every failure and lock the account', async () => {
    const loginName = factory.boss.loginName;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(h.app, 'POST', 'login/doLogin', { loginName, password: 'wrong-password' })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.every((c) => c === Code.loginFailed || c === Code.loginLocked)).toBe(true);
    const counted = codes.filter((c) => c === Code.loginFailed).length;

    // Each wrong password checked is one failure on the account's key: none overwrote another.
    const row = await failureRow(`name:${loginName.toLowerCase()}`);
    expect(row?.failures).toBe(counted);
    expect(counted).toBeGreaterThanOrEqual(5);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    // Locked: even the right password is refused now.
    const right = await call(h.app, 'POST', 'login/doLogin', { loginName, password: factory.boss.password });
    expect(right.code).toBe(Code.loginLocked);
  });
});

describe('recordLoginFailure', () => {
  it('locks in the same statement that reaches the limit, and restarts a count whose lock has run out', async () => {
    const key = `name:race-${Date.now()}`;
    const start = new Date();
    const results = await Promise.all(Array.from({ length: 8 }, () => recordLoginFailure(h.db, key, start)));
    const row = await failureRow(key);
    expect(row?.failures).toBe(8);
    expect(row?.lockedUntil?.getTime()).toBe(start.getTime() + 15 * 60_000);
    expect(results.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const r of results) expect(r.lockedUntil !== null).toBe(r.failures >= 5);

    const afterLock = new Date(start.getTime() + 16 * 60_000);
    expect(await recordLoginFailure(h.db, key, afterLock)).toEqual({ failures: 1, lockedUntil: null });
    const muchLater = new Date(afterLock.getTime() + 16 * 60_000);
    expect((await recordLoginFailure(h.db, key, muchLater)).failures).toBe(1);
  });
});
