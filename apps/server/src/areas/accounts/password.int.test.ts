import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, signIn, startHarness, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { setCaptchaSender } from './index.js';

let h: Harness;
const sent = new Map<string, string>();

beforeAll(async () => {
  h = await startHarness();
  setCaptchaSender(h.app, { send: async (phone, code) => void sent.set(phone, code) });
});
afterAll(() => h.close());

let seq = 0;
function newPhone(): string {
  seq += 1;
  return `137${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
}

/** A boss with a phone number, signed in twice (two browser tabs or machines). */
async function bossWithPhone() {
  const f = await createFactory(h.db, 'psw');
  const phone = newPhone();
  await h.db.updateTable('appUser').set({ phone }).where('id', '=', f.boss.userId).execute();
  const tabA = await signIn(h.app, f.boss.loginName, f.boss.password);
  const tabB = await signIn(h.app, phone, f.boss.password);
  return { f, phone, tabA, tabB };
}

async function resetCode(phone: string): Promise<string> {
  const res = await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'RESET_PASSWORD' });
  expect(res.code, res.msg).toBe(0);
  return sent.get(phone)!;
}

let workbaySeq = 0;
/** A workbay (workstation) account of the factory: signs in as BOSSCODE + number. */
async function createWorkbay(f: FactoryFixture, password = 'work123') {
  workbaySeq += 1;
  const loginName = `${100 + workbaySeq}`;
  const user = await h.db
    .insertInto('appUser')
    .values({
      bossUnitId: f.bossUnitId,
      kind: 'WORKBAY',
      loginName,
      phone: null,
      userName: `工位${workbaySeq}`,
      passwordHash: await hashPassword(password),
      lastLoginUnitId: f.unitId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db.insertInto('userUnit').values({ userId: user.id, unitId: f.unitId }).execute();
  return { userId: user.id, loginName, password };
}
async function workbaySignIn(f: FactoryFixture, wb: { loginName: string; password: string }) {
  const res = await call(h.app, 'POST', 'login/workbayLogin', {
    bossCode: f.bossCode,
    loginName: wb.loginName,
    password: wb.password,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.sid as string;
}
const asSid = (sid: string, url = 'facUser/getMyInfo') => call(h.app, 'POST', url, undefined, { cookie: `sid=${sid}` });

describe('fac/resetPsw', () => {
  it('sets the new password and ends every session of the account with 1001', async () => {
    const { f, phone, tabA, tabB } = await bossWithPhone();
    const captcha = await resetCode(phone);
    const res = await call(h.app, 'POST', 'fac/resetPsw', { phone, captcha, psw: 'newpass99' });
    expect(res.code, res.msg).toBe(0);
    for (const tab of [tabA, tabB]) {
      const after = await tab.call('POST', 'facUser/getMyInfo');
      expect(after.code).toBe(1001);
      expect(after.msg).toBe('密码已重置，请重新登录');
    }
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: f.boss.loginName, password: f.boss.password })).code).toBe(
      40101,
    );
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: phone, password: 'newpass99' })).code).toBe(0);
    const log = await h.db
      .selectFrom('operationLog')
      .select('action')
      .where('userId', '=', f.boss.userId)
      .where('action', '=', 'PASSWORD_RESET')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('a wrong or already used code is refused (40003) and the password stays', async () => {
    const { f, phone, tabA } = await bossWithPhone();
    const captcha = await resetCode(phone);
    const wrong = await call(h.app, 'POST', 'fac/resetPsw', {
      phone,
      captcha: captcha === '000000' ? '000001' : '000000',
      psw: 'newpass99',
    });
    expect(wrong.code).toBe(40003);
    expect((await tabA.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    expect((await call(h.app, 'POST', 'fac/resetPsw', { phone, captcha, psw: 'newpass99' })).code).toBe(0);
    expect((await call(h.app, 'POST', 'fac/resetPsw', { phone, captcha, psw: 'another99' })).code).toBe(40003);
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: f.boss.loginName, password: 'newpass99' })).code).toBe(0);
  });

  it('a code sent for registration does not reset a password', async () => {
    const phone = newPhone();
    await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' });
    const res = await call(h.app, 'POST', 'fac/resetPsw', { phone, captcha: sent.get(phone), psw: 'newpass99' });
    expect(res.code).toBe(40003);
  });

  it('invalid body: 40001 naming psw, nothing changed', async () => {
    const { phone, tabA } = await bossWithPhone();
    const captcha = await resetCode(phone);
    const res = await call(h.app, 'POST', 'fac/resetPsw', { phone, captcha, psw: '123' });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('psw');
    expect((await tabA.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    // The code is still usable: a refused body takes nothing.
    expect(
      (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha, purpose: 'RESET_PASSWORD' })).data.valid,
    ).toBe(true);
  });
});

describe('fac/resetWorkbayPsw', () => {
  it('changes the password with the old one, keeps the calling session, ends the others', async () => {
    const f = await createFactory(h.db, 'wb');
    const wb = await createWorkbay(f);
    const current = await workbaySignIn(f, wb);
    const other = await workbaySignIn(f, wb);
    const res = await call(
      h.app,
      'POST',
      'fac/resetWorkbayPsw',
      { bossCode: f.bossCode, loginName: wb.loginName, oldPsw: wb.password, newPsw: 'fresh123' },
      { cookie: `sid=${current}` },
    );
    expect(res.code, res.msg).toBe(0);
    expect((await asSid(current)).code).toBe(0);
    expect((await asSid(other)).code).toBe(1001);
    await workbaySignIn(f, { loginName: wb.loginName, password: 'fresh123' });
  });

  it('a wrong old password is refused, counted like a login, and then locked (40102)', async () => {
    const f = await createFactory(h.db, 'wb');
    const wb = await createWorkbay(f);
    const body = { bossCode: f.bossCode, loginName: wb.loginName, oldPsw: 'nope', newPsw: 'fresh123' };
    const res = await call(h.app, 'POST', 'fac/resetWorkbayPsw', body);
    expect(res.code).toBe(40101);
    const key = `name:${f.bossCode}-${wb.loginName}`.toLowerCase();
    expect(
      (await h.db.selectFrom('loginFailure').select('failures').where('key', '=', key).executeTakeFirstOrThrow()).failures,
    ).toBe(1);
    // Skip the slowed tries: record four failures, then one more wrong answer locks the account.
    await h.db
      .updateTable('loginFailure')
      .set({ failures: 4 })
      .where('key', 'like', `%:${f.bossCode.toLowerCase()}-${wb.loginName}%`)
      .execute();
    expect((await call(h.app, 'POST', 'fac/resetWorkbayPsw', body)).code).toBe(40101);
    const locked = await call(h.app, 'POST', 'fac/resetWorkbayPsw', { ...body, oldPsw: wb.password });
    expect(locked.code).toBe(40102);
    // The workbay login shares the lock.
    expect(
      (await call(h.app, 'POST', 'login/workbayLogin', { bossCode: f.bossCode, loginName: wb.loginName, password: wb.password }))
        .code,
    ).toBe(40102);
  });

  it('another company’s boss code does not reach the workbay', async () => {
    const f = await createFactory(h.db, 'wb');
    const g = await createFactory(h.db, 'wb2');
    const wb = await createWorkbay(f);
    const res = await call(h.app, 'POST', 'fac/resetWorkbayPsw', {
      bossCode: g.bossCode,
      loginName: wb.loginName,
      oldPsw: wb.password,
      newPsw: 'fresh123',
    });
    expect(res.code).toBe(40101);
    await workbaySignIn(f, wb);
  });

  it('invalid body: 40001 naming newPsw, password unchanged', async () => {
    const f = await createFactory(h.db, 'wb');
    const wb = await createWorkbay(f);
    const res = await call(h.app, 'POST', 'fac/resetWorkbayPsw', {
      bossCode: f.bossCode,
      loginName: wb.loginName,
      oldPsw: wb.password,
      newPsw: '1',
    });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('newPsw');
    await workbaySignIn(f, wb);
  });
});
