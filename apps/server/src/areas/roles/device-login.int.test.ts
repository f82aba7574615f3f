import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const refusedText = '设备未授权，已提交授权申请，请联系管理员';
let seq = 0;
const newCode = () => `BROWSER-${++seq}-${Date.now() % 100000}`;

async function requireDevices(f: FactoryFixture, enabled = true): Promise<void> {
  const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const res = await boss.call('POST', 'device/config', { enabled });
  expect(res.code, res.msg).toBe(0);
  expect(res.data).toEqual({ enabled });
}
const login = (
  who: { loginName: string; password: string },
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => call(h.app, 'POST', 'login/doLogin', { loginName: who.loginName, password: who.password, ...body }, headers);
const sessionsOf = async (userId: string) =>
  (await h.db.selectFrom('session').select('id').where('userId', '=', userId).execute()).length;
const devicesOf = (unitId: string) => h.db.selectFrom('deviceAuthorization').selectAll().where('unitId', '=', unitId).execute();
const refusals = (userId: string) =>
  h.db
    .selectFrom('operationLog')
    .selectAll()
    .where('userId', '=', userId)
    .where('action', '=', 'DEVICE_LOGIN_REFUSED')
    .orderBy('id')
    .execute();

describe('sign-in when the factory does not require device authorisation', () => {
  it('is off by default: a staff account signs in without a device code', async () => {
    const f = await createFactory(h.db, 'off');
    const staff = await createStaff(h.db, f, []);
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    expect((await boss.call('GET', 'device/config')).data).toEqual({ enabled: false });
    expect((await login(staff)).code).toBe(0);
    expect(await devicesOf(f.unitId)).toEqual([]);
  });
});

describe('sign-in when the factory requires device authorisation', () => {
  it('without a device code: 40304 (HTTP 403), no session, not a wrong password, logged', async () => {
    const f = await createFactory(h.db, 'on');
    const staff = await createStaff(h.db, f, []);
    await requireDevices(f);
    const res = await login(staff);
    expect(res).toMatchObject({ status: 403, code: 40304 });
    expect(res.msg).toMatch(/已启用设备授权登录/);
    const en = await login(staff, {}, { lang: 'en' });
    expect(en.msg).toMatch(/authorised devices/);
    expect(await sessionsOf(staff.userId)).toBe(0);
    expect(
      await h.db.selectFrom('loginFailure').selectAll().where('key', 'like', `%${staff.loginName.toLowerCase()}%`).execute(),
    ).toEqual([]);
    expect(await devicesOf(f.unitId)).toEqual([]);
    const logged = await refusals(staff.userId);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ unitId: f.unitId, detail: { deviceCode: null, reason: 'NO_DEVICE_CODE', via: 'LOGIN' } });
  });

  it('an unknown device is recorded as a request and refused; once authorised the sign-in works', async () => {
    const f = await createFactory(h.db, 'on');
    const staff = await createStaff(h.db, f, []);
    await requireDevices(f);
    const code = newCode();
    const first = await login(staff, { deviceCode: code }, { 'user-agent': chromeOnWindows });
    expect(first).toMatchObject({ status: 403, code: 40304, msg: refusedText, data: { deviceCode: code } });
    expect((await login(staff, { deviceCode: code }, { lang: 'en' })).msg).toMatch(/^This device is not authorised/);
    expect(await sessionsOf(staff.userId)).toBe(0);

    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const page = await boss.call('POST', 'device/page', { pageNo: 1, pageSize: 10, isAuthorized: false });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      deviceCode: code,
      deviceName: 'Chrome / Windows',
      remark: '登录申请',
      isAuthorized: false,
    });
    expect((await refusals(staff.userId)).map((l) => (l.detail as { reason: string }).reason)).toEqual([
      'DEVICE_REQUESTED',
      'DEVICE_NOT_AUTHORIZED',
    ]);

    expect((await boss.call('POST', 'device/batchAuthorize', { ids: [page.data.list[0].id], isAuthorized: true })).code).toBe(0);
    const ok = await login(staff, { deviceCode: code });
    expect(ok.code, ok.msg).toBe(0);
    // The header carries the same code on every call of the web app; it counts at sign-in too.
    expect((await login(staff, {}, { devicecode: code })).code).toBe(0);
    expect(await devicesOf(f.unitId)).toHaveLength(1);
  });

  it('the device name of the body wins over the User-Agent; an over-long code is refused as input', async () => {
    const f = await createFactory(h.db, 'on');
    const staff = await createStaff(h.db, f, []);
    await requireDevices(f);
    const code = newCode();
    expect((await login(staff, { deviceCode: code, deviceName: '裁床平板' }, { 'user-agent': chromeOnWindows })).code).toBe(
      40304,
    );
    expect((await devicesOf(f.unitId))[0]).toMatchObject({ deviceCode: code, deviceName: '裁床平板' });
    const long = await login(staff, { deviceCode: 'x'.repeat(65) });
    expect(long.code).toBe(40001);
    expect(long.data.errors[0].field).toBe('deviceCode');
  });

  it('a workbay account is held to the same rule', async () => {
    const f = await createFactory(h.db, 'wb');
    const staff = await createStaff(h.db, f, []);
    await h.db.updateTable('appUser').set({ kind: 'WORKBAY', loginName: '007' }).where('id', '=', staff.userId).execute();
    await requireDevices(f);
    const body = { bossCode: f.bossCode, loginName: '007', password: staff.password };
    const code = newCode();
    expect((await call(h.app, 'POST', 'login/workbayLogin', { ...body, deviceCode: code })).code).toBe(40304);
    const [device] = await devicesOf(f.unitId);
    await h.db.updateTable('deviceAuthorization').set({ isAuthorized: true }).where('id', '=', device!.id).execute();
    expect((await call(h.app, 'POST', 'login/workbayLogin', { ...body, deviceCode: code })).code).toBe(0);
  });

  it('a withdrawn authorisation refuses the next sign-in', async () => {
    const f = await createFactory(h.db, 'on');
    const staff = await createStaff(h.db, f, []);
    await requireDevices(f);
    const code = newCode();
    await login(staff, { deviceCode: code });
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const [device] = await devicesOf(f.unitId);
    await boss.call('POST', 'device/batchAuthorize', { ids: [device!.id], isAuthorized: true });
    expect((await login(staff, { deviceCode: code })).code).toBe(0);
    await boss.call('POST', 'device/batchAuthorize', { ids: [device!.id], isAuthorized: false });
    expect((await login(staff, { deviceCode: code })).code).toBe(40304);
  });

  it('boss accounts are never refused and leave no device request', async () => {
    const f = await createFactory(h.db, 'boss');
    await requireDevices(f);
    expect((await login(f.boss)).code).toBe(0);
    expect((await login(f.boss, { deviceCode: newCode() })).code).toBe(0);
    expect(await devicesOf(f.unitId)).toEqual([]);
  });

  it('the same device code in another factory is that factory’s own decision', async () => {
    const f = await createFactory(h.db, 'a');
    const g = await createFactory(h.db, 'b');
    const staffF = await createStaff(h.db, f, []);
    const staffG = await createStaff(h.db, g, []);
    await requireDevices(f);
    await requireDevices(g);
    const code = newCode();
    await login(staffF, { deviceCode: code });
    const [device] = await devicesOf(f.unitId);
    await h.db.updateTable('deviceAuthorization').set({ isAuthorized: true }).where('id', '=', device!.id).execute();
    expect((await login(staffF, { deviceCode: code })).code).toBe(0);
    expect((await login(staffG, { deviceCode: code })).code).toBe(40304);
  });
});

describe('switchUnit and doLoginToFactory', () => {
  async function secondFactory(f: FactoryFixture, userId: string): Promise<string> {
    const unit = await h.db
      .insertInto('unit')
      .values({
        kind: 'FACTORY',
        code: null,
        name: 'second',
        bossUnitId: f.bossUnitId,
        contactName: null,
        mobilePhone: null,
        telephone: null,
        address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('userUnit').values({ userId, unitId: unit.id }).execute();
    await h.db.updateTable('unit').set({ requireDeviceAuthorization: true }).where('id', '=', unit.id).execute();
    return unit.id;
  }

  it('into a factory that requires it, from an unauthorised device: refused, the session stays where it was', async () => {
    const f = await createFactory(h.db, 'sw');
    const staff = await createStaff(h.db, f, []);
    const second = await secondFactory(f, staff.userId);
    const me = await signIn(h.app, staff.loginName, staff.password);
    const code = newCode();
    const headers = { cookie: `sid=${me.sid}`, devicecode: code };
    for (const url of ['login/switchUnit', 'login/doLoginToFactory']) {
      const res = await call(h.app, 'POST', url, { unitId: second }, headers);
      expect(res.code, url).toBe(40304);
      expect(res.msg).toBe(refusedText);
    }
    const session = await h.db
      .selectFrom('session')
      .select(['unitId', 'endedAt'])
      .where('id', '=', me.sid)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ unitId: f.unitId, endedAt: null });
    expect((await refusals(staff.userId)).map((l) => (l.detail as { via: string }).via)).toEqual(['SWITCH_UNIT', 'SWITCH_UNIT']);
    expect((await me.call('POST', 'facUser/getUnitUser', {})).code).toBe(0);

    const [device] = await devicesOf(second);
    expect(device).toMatchObject({ deviceCode: code, isAuthorized: false, remark: '登录申请' });
    await h.db.updateTable('deviceAuthorization').set({ isAuthorized: true }).where('id', '=', device!.id).execute();
    const switched = await call(h.app, 'POST', 'login/switchUnit', { unitId: second }, headers);
    expect(switched.code, switched.msg).toBe(0);
    expect(switched.data.unitId).toBe(second);
  });
});

describe('device/config', () => {
  it('without a session: 440', async () => {
    expect((await call(h.app, 'GET', 'device/config')).code).toBe(440);
    expect((await call(h.app, 'POST', 'device/config', { enabled: true })).code).toBe(440);
  });

  it('changing needs fac.device.authorize (40301, unchanged); reading needs fac.device.list', async () => {
    const f = await createFactory(h.db, 'perm');
    const lister = await createStaff(h.db, f, ['fac.device.list', 'fac.device.add', 'fac.device.delete']);
    const client = await signIn(h.app, lister.loginName, lister.password);
    const res = await client.call('POST', 'device/config', { enabled: true });
    expect(res.code).toBe(40301);
    expect(res.msg).toBe('抱歉，您没有操作权限');
    expect((await client.call('GET', 'device/config')).data).toEqual({ enabled: false });
    const nobody = await createStaff(h.db, f, ['fac.device.authorize']);
    expect((await (await signIn(h.app, nobody.loginName, nobody.password)).call('GET', 'device/config')).code).toBe(40301);
    const changer = await signIn(h.app, nobody.loginName, nobody.password);
    expect((await changer.call('POST', 'device/config', { enabled: true })).code).toBe(0);
  });

  it('another factory can neither read nor change the switch; each change is logged', async () => {
    const f = await createFactory(h.db, 'a');
    const g = await createFactory(h.db, 'b');
    await requireDevices(f);
    const other = await signIn(h.app, g.boss.loginName, g.boss.password);
    expect((await other.call('GET', 'device/config')).data).toEqual({ enabled: false });
    const foreign = await other.call('POST', 'device/config', { enabled: false, unitId: f.unitId });
    expect(foreign.code).toBe(40302);
    const unit = (id: string) =>
      h.db.selectFrom('unit').select('requireDeviceAuthorization').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await unit(f.unitId)).toEqual({ requireDeviceAuthorization: true });
    await requireDevices(g, true);
    await requireDevices(f, false);
    expect(await unit(f.unitId)).toEqual({ requireDeviceAuthorization: false });
    expect(await unit(g.unitId)).toEqual({ requireDeviceAuthorization: true });
    const log = await h.db
      .selectFrom('operationLog')
      .select('detail')
      .where('action', '=', 'DEVICE_CONFIG')
      .where('unitId', '=', f.unitId)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.detail)).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it('a bad body: 40001 naming enabled, nothing changed', async () => {
    const f = await createFactory(h.db, 'bad');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    for (const body of [{ enabled: 'yes' }, {}]) {
      const res = await boss.call('POST', 'device/config', body);
      expect(res.code).toBe(40001);
      expect(res.data.errors[0].field).toBe('enabled');
    }
    expect((await boss.call('GET', 'device/config')).data).toEqual({ enabled: false });
  });
});
