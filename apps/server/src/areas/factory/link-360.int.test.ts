import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let viewer: Client;

beforeAll(async () => {
  h = await startHarness({ SECRET_KEY: 'test-secret' });
  const factory = await createFactory(h.db, 's360');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const reader = await createStaff(h.db, factory, ['fac.factory.360.viewPassword']);
  viewer = await signIn(h.app, reader.loginName, reader.password);
});
afterAll(() => h.close());

const link = {
  urlOf360: 'https://360.example.com/a',
  settingUrl: 'https://360.example.com/s',
  loginNameOf360: 'fac01',
  passwordOf360: 'S3cret!',
};

describe('360 link', () => {
  it('stores the password encrypted and shows it only to holders of the view permission', async () => {
    expect((await boss.call('POST', 'facUser/set360Url', link)).code).toBe(0);
    const row = await h.db.selectFrom('outsideLink360').selectAll().executeTakeFirstOrThrow();
    expect(row.passwordCipher).not.toContain('S3cret');
    expect(row.passwordCipher?.startsWith('v1:')).toBe(true);
    expect((await boss.call('GET', 'facUser/get360Detail')).data).toMatchObject({ ...link, hasPassword: true });
    expect((await viewer.call('POST', 'facUser/get360Detail')).data.passwordOf360).toBe('S3cret!');
    const masked = await powerless.call('GET', 'facUser/get360Detail');
    expect(masked.data).toMatchObject({ urlOf360: link.urlOf360, passwordOf360: '******', hasPassword: true });
  });

  it('keeps the password when it is absent or masked, clears it with an empty string', async () => {
    await boss.call('POST', 'facUser/set360Url', link);
    expect(
      (await boss.call('POST', 'facUser/set360Url', { ...link, loginNameOf360: 'fac02', passwordOf360: '******' })).code,
    ).toBe(0);
    expect((await viewer.call('GET', 'facUser/get360Detail')).data).toMatchObject({
      loginNameOf360: 'fac02',
      passwordOf360: 'S3cret!',
    });
    const { passwordOf360: _drop, ...withoutPassword } = link;
    await boss.call('POST', 'facUser/set360Url', withoutPassword);
    expect((await viewer.call('GET', 'facUser/get360Detail')).data.passwordOf360).toBe('S3cret!');
    await boss.call('POST', 'facUser/set360Url', { ...link, passwordOf360: '' });
    expect((await viewer.call('GET', 'facUser/get360Detail')).data).toMatchObject({ passwordOf360: null, hasPassword: false });
  });

  it('refuses bad input and writes nothing', async () => {
    await boss.call('POST', 'facUser/set360Url', link);
    const bad = await boss.call('POST', 'facUser/set360Url', {
      urlOf360: 'ftp://x',
      settingUrl: 'nope',
      loginNameOf360: 'x'.repeat(101),
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['loginNameOf360', 'settingUrl', 'urlOf360']);
    expect((await boss.call('GET', 'facUser/get360Detail')).data.urlOf360).toBe(link.urlOf360);
  });

  it('keeps other factories out and checks permissions and sessions', async () => {
    await boss.call('POST', 'facUser/set360Url', link);
    expect((await intruder.call('GET', 'facUser/get360Detail')).data).toMatchObject({ urlOf360: null, passwordOf360: null });
    expect((await intruder.call('POST', 'facUser/set360Url', { ...link, urlOf360: 'https://evil.example.com' })).code).toBe(0);
    expect((await boss.call('GET', 'facUser/get360Detail')).data.urlOf360).toBe(link.urlOf360);
    const refused = await powerless.call('POST', 'facUser/set360Url', link);
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await call(h.app, 'POST', 'facUser/set360Url', link)).code).toBe(440);
    expect((await call(h.app, 'GET', 'facUser/get360Detail')).code).toBe(440);
  });
});
