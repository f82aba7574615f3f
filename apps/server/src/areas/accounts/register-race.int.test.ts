import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startHarness, type Harness } from '../../../test/harness.js';
import { setCaptchaSender } from './index.js';

// Concurrent requests: meaningful on PostgreSQL (TEST_DATABASE_URL); PGlite runs them one by one.
let h: Harness;
const sent = new Map<string, string>();
beforeAll(async () => {
  h = await startHarness();
  setCaptchaSender(h.app, { send: async (phone, code) => void sent.set(phone, code) });
});
afterAll(() => h.close());

let seq = 0;
const newPhone = () => `135${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(3, '0')}`;

describe('races', () => {
  it('five simultaneous sends for one phone: exactly one code goes out', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 42901, 42901, 42901, 42901]);
    expect(await h.db.selectFrom('phoneCaptcha').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('twenty simultaneous wrong guesses use exactly the five tries', async () => {
    const phone = newPhone();
    await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' });
    const code = sent.get(phone)!;
    const wrong = code === '000000' ? '000001' : '000000';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: wrong, purpose: 'REGISTER' }),
      ),
    );
    const row = await h.db.selectFrom('phoneCaptcha').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(
      (await call(h.app, 'GET', 'register/checkPhoneCaptcha', { phone, captcha: code, purpose: 'REGISTER' })).data.valid,
    ).toBe(false);
  });

  it('two registrations of one boss code at once: one company, the other answer 40901 loginName', async () => {
    const phones = [newPhone(), newPhone()];
    for (const phone of phones) await call(h.app, 'POST', 'register/sendMsg', { phone, purpose: 'REGISTER' });
    const bossCode = `RACE${Date.now() % 100000}`;
    const answers = await Promise.all(
      phones.map((phone) =>
        call(h.app, 'POST', 'register/doRegister', {
          phone,
          captcha: sent.get(phone),
          loginName: bossCode,
          userName: '赛',
          password: 'pass1234',
          factoryName: '厂',
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 40901]);
    expect(answers.find((a) => a.code === 40901)!.data.errors[0].field).toBe('loginName');
    expect(await h.db.selectFrom('unit').select('id').where('code', '=', bossCode).execute()).toHaveLength(1);
  });
});
