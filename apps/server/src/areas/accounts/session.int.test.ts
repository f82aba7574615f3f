import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Harness } from '../../../test/harness.js';
import { checkLoginThrottle } from '../../platform/auth/login-throttle.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { disableUser, enableUser } from './index.js';

// Session lifetime 1.5 s so expiry and renewal can be seen without long waits.
const TTL = 1500;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ SESSION_TTL_MS: String(TTL) });
});
afterAll(() => h.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const headers = (sid: string, extra: Record<string, string> = {}) => ({ cookie: `sid=${sid}`, ...extra });

describe('login throttle', () => {
  it('slows after three failures, locks at five (40102) even for the right password', async () => {
    const f = await createFactory(h.db, 'thr');
    const wrong = { loginName: f.boss.loginName, password: 'wrong-password' };
    for (let i = 0; i < 3; i++) expect((await call(h.app, 'POST', 'login/doLogin', wrong)).code).toBe(40101);
    const key = `name:${f.boss.loginName.toLowerCase()}`;
    expect(await checkLoginThrottle(h.db, key)).toEqual({ state: 'open', delayMs: 500 });

    const started = Date.now();
    expect((await call(h.app, 'POST', 'login/doLogin', wrong)).code).toBe(40101);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(
      (await h.db.selectFrom('loginFailure').select('failures').where('key', '=', key).executeTakeFirstOrThrow()).failures,
    ).toBe(4);

    expect((await call(h.app, 'POST', 'login/doLogin', wrong)).code).toBe(40101);
    const row = await h.db.selectFrom('loginFailure').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const locked = await call(h.app, 'POST', 'login/doLogin', { loginName: f.boss.loginName, password: f.boss.password });
    expect(locked.code).toBe(40102);
    expect(locked.msg).toMatch(/分钟后再试/);
  });

  it('a success before the limit clears the count', async () => {
    const f = await createFactory(h.db, 'thr');
    for (let i = 0; i < 2; i++) await call(h.app, 'POST', 'login/doLogin', { loginName: f.boss.loginName, password: 'nope' });
    await signIn(h.app, f.boss.loginName, f.boss.password);
    expect(
      await h.db
        .selectFrom('loginFailure')
        .selectAll()
        .where('key', '=', `name:${f.boss.loginName.toLowerCase()}`)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('session lifetime', () => {
  it('expires after the TTL without calls: 440 "登录超时"', async () => {
    const f = await createFactory(h.db, 'ttl');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    await sleep(TTL + 200);
    const res = await me.call('POST', 'facUser/getMyInfo');
    expect(res.code).toBe(440);
    expect(res.msg).toBe('登录超时，请重新登录');
  });

  it('each call pushes the expiry forward (sliding)', async () => {
    const f = await createFactory(h.db, 'ttl');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const expiry = async () =>
      (
        await h.db.selectFrom('session').select('expiresAt').where('id', '=', me.sid).executeTakeFirstOrThrow()
      ).expiresAt.getTime();
    const first = await expiry();
    await sleep(TTL * 0.6);
    expect((await me.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    const second = await expiry();
    expect(second).toBeGreaterThan(first + TTL * 0.4);
    await sleep(TTL * 0.6);
    // Past the first expiry, alive thanks to the renewal.
    expect(Date.now()).toBeGreaterThan(first);
    expect((await me.call('POST', 'facUser/getMyInfo')).code).toBe(0);
  });
});

describe('sessions ended from elsewhere: 1001', () => {
  function bossContext(f: Awaited<ReturnType<typeof createFactory>>): RequestContext {
    return {
      sessionId: 'test',
      userId: f.boss.userId,
      unitId: f.unitId,
      bossUnitId: f.bossUnitId,
      userKind: 'BOSS',
      loginName: f.boss.loginName,
      userName: 'Boss',
      permissions: new Set(),
      lang: 'zh',
      visitor: { ip: '127.0.0.1', ipArea: null, logSource: 'test' },
    };
  }

  it('disabling a user ends its sessions (账号已停用) and blocks its login; enabling lets it back in', async () => {
    const f = await createFactory(h.db, 'dis');
    const staff = await createStaff(h.db, f, []);
    const tab = await signIn(h.app, staff.loginName, staff.password);
    await disableUser(h.db, bossContext(f), staff.userId);
    const res = await tab.call('POST', 'facUser/getMyInfo');
    expect(res.code).toBe(1001);
    expect(res.msg).toBe('账号已停用');
    expect(
      (await h.db.selectFrom('session').select('endReason').where('id', '=', tab.sid).executeTakeFirstOrThrow()).endReason,
    ).toBe('USER_DISABLED');
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: staff.loginName, password: staff.password })).code).toBe(
      40101,
    );
    await enableUser(h.db, bossContext(f), staff.userId);
    await signIn(h.app, staff.loginName, staff.password);
    const log = await h.db
      .selectFrom('operationLog')
      .select('action')
      .where('targetId', '=', staff.userId)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['USER_DISABLE', 'USER_ENABLE']);
  });

  it('another company’s user cannot be disabled (not found, nothing changed)', async () => {
    const f = await createFactory(h.db, 'dis');
    const g = await createFactory(h.db, 'dis2');
    const outsider = await createStaff(h.db, g, []);
    await expect(disableUser(h.db, bossContext(f), outsider.userId)).rejects.toMatchObject({ code: 40402 });
    await signIn(h.app, outsider.loginName, outsider.password);
  });

  it('switching factory in one tab makes the other tab’s unitId header stale', async () => {
    const f = await createFactory(h.db, 'sw');
    const second = await h.db
      .insertInto('unit')
      .values({
        kind: 'FACTORY',
        bossUnitId: f.bossUnitId,
        code: null,
        name: `二厂${Date.now()}`,
        contactName: null,
        mobilePhone: null,
        telephone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const switched = await call(h.app, 'POST', 'login/switchUnit', { unitId: second.id }, headers(me.sid, { unitid: f.unitId }));
    expect(switched.code, switched.msg).toBe(0);
    expect(switched.data.unitId).toBe(second.id);
    const stale = await call(h.app, 'POST', 'facUser/getUnitUser', {}, headers(me.sid, { unitid: f.unitId }));
    expect(stale.code).toBe(1001);
    expect((await call(h.app, 'POST', 'facUser/getUnitUser', {}, headers(me.sid, { unitid: second.id }))).code).toBe(0);
  });
});
