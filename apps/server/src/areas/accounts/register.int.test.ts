import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, startHarness, type Harness } from '../../../test/harness.js';
import { setCaptchaSender } from './index.js';

let h: Harness;
const sent: { phone: string; code: string; purpose: string }[] = [];

beforeAll(async () => {
  h = await startHarness();
  setCaptchaSender(h.app, { send: async (phone, code, purpose) => void sent.push({ phone, code, purpose }) });
});
afterAll(() => h.close());

let seq = 0;
/** A phone number no other test uses. */
function newPhone(): string {
  seq += 1;
  return `139${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
}
function newBossCode(): string {
  seq += 1;
  return `R${Date.now().toString(36).slice(-6)}${seq}`.toUpperCase();
}
const lastCode = (phone: string) => sent.filter((s) => s.phone === phone).at(-1)?.code;
const captchaRows = (phone: string) => h.db.selectFrom('phoneCaptcha').selectAll().where('phone', '=', phone).execute();
/** Moves a phone's codes into the past instead of waiting out the resend window. */
const age = (phone: string, seconds: number) =>
  sql`update phone_captcha set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`.execute(h.db);

async function sendCode(phone: string, purpose: 'REGISTER' | 'RESET_PASSWORD' = 'REGISTER'): Promise<string> {
  const res = await call(h.app, 'POST', 'register/sendMsg', { phone, purpose });
  expect(res.code, res.msg).toBe(0);
  return lastCode(phone)!;
}

describe('register/sendMsg', () => {
  it('sends a 6-digit code through the sender, valid for 5 minutes, and logs the visitor', async () => {
    const phone = newPhone();
    const res = await call(
      h.app,
      'POST',
      'register/sendMsg',
      { phone, purpose: 'REGISTER' },
      { ipArea: encodeURIComponent('浙江杭州'), logSource: 'web' },
    );
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    expect(lastCode(phone)).toMatch(/^\d{6}$/);
    const [row] = await captchaRows(phone);
    expect(row!.code).toBe(lastCode(phone));
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000)).toBe(300);
    const log = await h.db
      .selectFrom('operationLog')
      .selectAll()
      .where('action', '=', 'CAPTCHA_SENT')
      .where('targetId', '=', phone)
      .executeTakeFirstOrThrow();
    expect(log.ipArea).toBe('浙江杭州');
    expect(log.logSource).toBe('web');
  });

  it('refuses a second send within 60 seconds, and allows it once the minute has passed', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const again = await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' });
    expect(again.code).toBe(42901);
    expect(again.status).toBe(429);
    expect(again.msg).toMatch(/秒后再试/);
    expect(again.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(await captchaRows(phone)).toHaveLength(1);
    await age(phone, 61);
    await sendCode(phone);
    expect(await captchaRows(phone)).toHaveLength(2);
  });

  it('REGISTER refuses a registered phone; RESET_PASSWORD refuses an unknown one', async () => {
    const f = await createFactory(h.db, 'reg');
    const phone = newPhone();
    await h.db.updateTable('appUser').set({ phone }).where('id', '=', f.boss.userId).execute();
    const taken = await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' });
    expect(taken.code).toBe(40901);
    expect(taken.data.errors[0].field).toBe('phone');
    const unknown = await call(h.app, 'POST', 'register/sendMsg', { phone: newPhone(), purpose: 'RESET_PASSWORD' });
    expect(unknown.code).toBe(40402);
    expect(unknown.data.errors[0].field).toBe('phone');
    await sendCode(phone, 'RESET_PASSWORD');
  });

  it('invalid body: 40001 naming the field, nothing stored or sent', async () => {
    const before = sent.length;
    const res = await call(h.app, 'POST', 'register/sendMsg', { phone: '12345', purpose: 'REGISTER' });
    expect(res.code).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field)).toContain('phone');
    expect(await captchaRows('12345')).toHaveLength(0);
    expect(sent.length).toBe(before);
  });
});

describe('register/checkPhoneCaptcha', () => {
  it('answers valid for the right code, and the check does not use the code up', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    for (let i = 0; i < 6; i++) {
      expect(
        (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: code, purpose: 'REGISTER' })).data,
      ).toEqual({ valid: true });
    }
  });

  it('five wrong tries kill the code: the right one is refused afterwards', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: wrong, purpose: 'REGISTER' })).data.valid,
      ).toBe(false);
    }
    expect(
      (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: code, purpose: 'REGISTER' })).data.valid,
    ).toBe(false);
  });

  it('an expired code and a code of the other purpose are not valid', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    expect(
      (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: code, purpose: 'RESET_PASSWORD' })).data.valid,
    ).toBe(false);
    await h.db
      .updateTable('phoneCaptcha')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('phone', '=', phone)
      .execute();
    expect(
      (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: code, purpose: 'REGISTER' })).data.valid,
    ).toBe(false);
  });

  it('invalid query: 40001 naming captcha', async () => {
    const res = await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone: newPhone(), captcha: 'abc' });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('captcha');
  });
});

describe('register/doRegister', () => {
  it('end to end: code from the sender, company created, signed in with a cookie, all rights', async () => {
    const phone = newPhone();
    const bossCode = newBossCode();
    const captcha = await sendCode(phone);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/register/doRegister',
      payload: {
        phone,
        captcha,
        loginName: bossCode,
        userName: '王老板',
        password: 'pass1234',
        confirmPassword: 'pass1234',
        factoryName: '一号厂',
      },
    });
    const body = res.json();
    expect(body.code, body.msg).toBe(0);
    expect(body.data.facName).toBe('一号厂');
    expect(body.data.role).toBe(1);
    expect(body.data.userInfo).toMatchObject({ loginName: bossCode, bossCode, phone, type: 'BOSS', userName: '王老板' });
    expect(body.data.permissionList).toContain('fac.role.add');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toBe(body.data.sid);
    expect(cookie?.httpOnly).toBe(true);

    const me = await call(h.app, 'POST', 'facUser/getMyInfo', undefined, { cookie: `sid=${body.data.sid}` });
    expect(me.data.unitId).toBe(body.data.unitId);
    const boss = await h.db.selectFrom('unit').selectAll().where('id', '=', body.data.bossUnitId).executeTakeFirstOrThrow();
    expect(boss).toMatchObject({ kind: 'BOSS', code: bossCode });
    // The code is used up: it cannot register a second company.
    const again = await call(h.app, 'POST', 'register/doRegister', {
      phone: newPhone(),
      captcha,
      loginName: newBossCode(),
      userName: 'x',
      password: 'pass1234',
    });
    expect(again.code).toBe(40003);
    // And the new account signs in with its boss code or its phone.
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: bossCode.toLowerCase(), password: 'pass1234' })).code).toBe(
      0,
    );
    expect((await call(h.app, 'POST', 'login/doLogin', { loginName: phone, password: 'pass1234' })).code).toBe(0);
  });

  it('without a factory name: a company with no factory yet (unitId null)', async () => {
    const phone = newPhone();
    const captcha = await sendCode(phone);
    const res = await call(h.app, 'POST', 'register/doRegister', {
      phone,
      captcha,
      loginName: newBossCode(),
      userName: '李',
      password: 'pass1234',
    });
    expect(res.code).toBe(0);
    expect(res.data.unitId).toBeNull();
    expect(res.data.units).toEqual([]);
  });

  it('a taken boss code (any case) is refused before the captcha is touched; nothing written', async () => {
    const f = await createFactory(h.db, 'dup');
    const phone = newPhone();
    const captcha = await sendCode(phone);
    const units = await h.db.selectFrom('unit').select('id').execute();
    const res = await call(h.app, 'POST', 'register/doRegister', {
      phone,
      captcha,
      loginName: f.bossCode.toLowerCase(),
      userName: 'x',
      password: 'pass1234',
    });
    expect(res.code).toBe(40901);
    expect(res.data.errors[0].field).toBe('loginName');
    expect(await h.db.selectFrom('unit').select('id').execute()).toHaveLength(units.length);
    expect((await captchaRows(phone))[0]!.attempts).toBe(0);
  });

  it('a wrong captcha is refused (40003) and nothing is written', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const bossCode = newBossCode();
    const res = await call(h.app, 'POST', 'register/doRegister', {
      phone,
      captcha: code === '123456' ? '654321' : '123456',
      loginName: bossCode,
      userName: 'x',
      password: 'pass1234',
    });
    expect(res.code).toBe(40003);
    expect(res.data.errors[0].field).toBe('captcha');
    expect(await h.db.selectFrom('unit').select('id').where('code', '=', bossCode).execute()).toHaveLength(0);
  });

  it('invalid body: 40001 naming the fields, nothing written', async () => {
    const phone = newPhone();
    const captcha = await sendCode(phone);
    const users = await h.db.selectFrom('appUser').select('id').execute();
    const res = await call(h.app, 'POST', 'register/doRegister', {
      phone,
      captcha,
      loginName: 'x',
      userName: 'x',
      password: 'pass1234',
      confirmPassword: 'other',
    });
    expect(res.code).toBe(40001);
    const fields = res.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('loginName');
    expect(await h.db.selectFrom('appUser').select('id').execute()).toHaveLength(users.length);
  });
});

describe('login/checkLoginName and login/checkPhone', () => {
  it('answer exists for taken values (boss code in any case, login names, phones) and not for free ones', async () => {
    const f = await createFactory(h.db, 'chk');
    const phone = newPhone();
    await h.db.updateTable('appUser').set({ phone }).where('id', '=', f.boss.userId).execute();
    expect((await call(h.app, 'POST', 'login/checkLoginName', { loginName: f.bossCode.toLowerCase() })).data).toEqual({
      exists: true,
    });
    expect((await call(h.app, 'POST', 'login/checkLoginName', { loginName: f.boss.loginName.toUpperCase() })).data).toEqual({
      exists: true,
    });
    expect((await call(h.app, 'POST', 'login/checkLoginName', { loginName: newBossCode() })).data).toEqual({ exists: false });
    const taken = await call(h.app, 'POST', 'login/checkPhone', { phone });
    expect(taken).toMatchObject({ code: 0, data: { exists: true } });
    expect((await call(h.app, 'POST', 'login/checkPhone', { phone: newPhone() })).data).toEqual({ exists: false });
  });

  it('invalid bodies: 40001 naming the field', async () => {
    const a = await call(h.app, 'POST', 'login/checkLoginName', { loginName: '' });
    expect(a.code).toBe(40001);
    expect(a.data.errors[0].field).toBe('loginName');
    const b = await call(h.app, 'POST', 'login/checkPhone', { phone: 'abc' });
    expect(b.code).toBe(40001);
    expect(b.data.errors[0].field).toBe('phone');
  });
});
